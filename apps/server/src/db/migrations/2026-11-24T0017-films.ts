import { sql, type Kysely } from 'kysely';

/**
 * Cloud film. Frozen in time: never import application code here.
 * - his_film_study: the built-in HIS's imaging studies (its PACS and the radiology report) of a person, known by
 *   certificate like his_report. A person's list reads it by (person, time), newest first.
 * - his_film_image: a study's images, series by series. An image row names a file shipped with the sandbox
 *   (apps/server/demo/films), never a blob in the database: a real HIS serves its own PACS files.
 * - film_share: the portal's own share links of a study. Only the SHA-256 of the link's token and an HMAC of its
 *   extraction code are kept (a leaked table opens nothing); a link works until expires_at unless revoked_at is set
 *   or failed_attempts reached the limit. patient_id is the owner's patient the study belongs to, so each opening is
 *   written in that patient's access log.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('his_film_study')
    .addColumn('hos_id', 'text', (c) => c.notNull().references('hospital.hos_id'))
    .addColumn('study_id', 'text', (c) => c.notNull())
    .addColumn('accession_no', 'text', (c) => c.notNull())
    .addColumn('cert_type', 'smallint', (c) => c.notNull())
    .addColumn('cert_no', 'text', (c) => c.notNull())
    .addColumn('patient_name', 'text', (c) => c.notNull())
    .addColumn('modality', 'text', (c) =>
      c.notNull().check(sql`modality in ('CT', 'MR', 'DX', 'US', 'MG')`),
    )
    .addColumn('body_part', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('dept_name', 'text', (c) => c.notNull())
    .addColumn('doctor_name', 'text', (c) => c.notNull())
    .addColumn('study_at', 'timestamptz', (c) => c.notNull())
    .addColumn('findings', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('impression', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('radiologist', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('reported_at', 'timestamptz')
    .addPrimaryKeyConstraint('his_film_study_pk', ['hos_id', 'study_id'])
    .execute();
  // A person's studies newest first (the list and its count); the modality filter reads the same rows.
  await db.schema
    .createIndex('his_film_study_person_idx')
    .on('his_film_study')
    .columns(['hos_id', 'cert_type', 'cert_no', 'study_at'])
    .execute();

  await db.schema
    .createTable('his_film_image')
    .addColumn('hos_id', 'text', (c) => c.notNull())
    .addColumn('study_id', 'text', (c) => c.notNull())
    .addColumn('image_id', 'text', (c) => c.notNull())
    .addColumn('series_no', 'integer', (c) => c.notNull())
    .addColumn('series_description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('his_film_image_pk', ['hos_id', 'study_id', 'image_id'])
    .addForeignKeyConstraint('his_film_image_study_fk', ['hos_id', 'study_id'], 'his_film_study', [
      'hos_id',
      'study_id',
    ])
    .execute();

  await db.schema
    .createTable('film_share')
    .addColumn('hos_id', 'text', (c) => c.notNull())
    .addColumn('share_id', 'text', (c) => c.notNull())
    .addColumn('study_id', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('patient_id', 'text', (c) => c.notNull())
    .addColumn('token_hash', 'text', (c) => c.notNull())
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('revoked_at', 'timestamptz')
    .addColumn('failed_attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('film_share_pk', ['hos_id', 'share_id'])
    .addForeignKeyConstraint('film_share_user_fk', ['hos_id', 'user_id'], 'app_user', [
      'hos_id',
      'user_id',
    ])
    .addForeignKeyConstraint('film_share_patient_fk', ['hos_id', 'patient_id'], 'patient', [
      'hos_id',
      'patient_id',
    ])
    .execute();
  // Opening a link finds it by its token's hash alone; the owner lists a study's links.
  await sql`create unique index film_share_token_uq on film_share (token_hash)`.execute(db);
  await db.schema
    .createIndex('film_share_owner_idx')
    .on('film_share')
    .columns(['hos_id', 'user_id', 'study_id', 'expires_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('film_share').execute();
  await db.schema.dropTable('his_film_image').execute();
  await db.schema.dropTable('his_film_study').execute();
}
