import { sql, type Kysely } from 'kysely';

/**
 * Complaints and suggestions. complaint: one per account and Idempotency-Key; its status moves
 * submitted → in_progress → replied | closed (the hospital's operator calls), every step kept in complaint_step.
 * complaint_photo: the feedback uploads attached to it, each file to one complaint only.
 * Frozen in time: never import application code here.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('complaint')
    .addColumn('hos_id', 'text', (c) => c.notNull())
    .addColumn('complaint_id', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('create_key', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('complaint', 'suggestion')`))
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('content', 'text', (c) =>
      c.notNull().check(sql`char_length(content) between 1 and 500`),
    )
    .addColumn('contact_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('contact_phone', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('submitted')
        .check(sql`status in ('submitted', 'in_progress', 'replied', 'closed')`),
    )
    .addColumn('reply', 'text')
    .addColumn('replied_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('complaint_pk', ['hos_id', 'complaint_id'])
    .addUniqueConstraint('complaint_key_uq', ['hos_id', 'user_id', 'create_key'])
    .execute();
  await sql`create index complaint_user_idx on complaint (hos_id, user_id, created_at)`.execute(db);
  await sql`create index complaint_status_idx on complaint (hos_id, status, created_at)`.execute(
    db,
  );
  await db.schema
    .createTable('complaint_step')
    .addColumn('hos_id', 'text', (c) => c.notNull())
    .addColumn('complaint_id', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addForeignKeyConstraint('complaint_step_fk', ['hos_id', 'complaint_id'], 'complaint', [
      'hos_id',
      'complaint_id',
    ])
    .addPrimaryKeyConstraint('complaint_step_pk', ['hos_id', 'complaint_id', 'status'])
    .execute();
  await db.schema
    .createTable('complaint_photo')
    .addColumn('hos_id', 'text', (c) => c.notNull())
    .addColumn('complaint_id', 'text', (c) => c.notNull())
    .addColumn('file_id', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addForeignKeyConstraint(
      'complaint_photo_complaint_fk',
      ['hos_id', 'complaint_id'],
      'complaint',
      ['hos_id', 'complaint_id'],
    )
    .addForeignKeyConstraint('complaint_photo_file_fk', ['hos_id', 'file_id'], 'upload_file', [
      'hos_id',
      'file_id',
    ])
    .addPrimaryKeyConstraint('complaint_photo_pk', ['hos_id', 'complaint_id', 'position'])
    .addUniqueConstraint('complaint_photo_file_uq', ['hos_id', 'file_id'])
    .execute();
}
