import { sql, type Kysely } from 'kysely';

/**
 * Second trigger: the HIS stops a dated session and the portal cancels it.
 * - his_session_stop: the sandbox HIS's own record of stopped sessions (only his/sandbox reads it,
 *   docs/architecture.md#the-his-is-an-adapter). One stop per doctor, day and period: stopping a stopped session again is the same stop.
 * - session_stop_handled: the portal's copy of every stop it has read from the HIS (modules/his-events), one row per
 *   stop (the HIS's key), written before any session is cancelled for it; applied_at: when every session it names
 *   that then existed was cancelled.
 * - schedule_session_stopped: a session generated after its stop was recorded is born cancelled with the stop's
 *   reason, so it is never bookable, not even between its generation and the next pass of the job.
 * Frozen in time: never import application code here.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('his_session_stop')
    .addColumn('hos_id', 'text', (c) => c.notNull())
    .addColumn('stop_id', 'text', (c) => c.notNull())
    .addColumn('doctor_id', 'text', (c) => c.notNull())
    .addColumn('session_date', 'date', (c) => c.notNull())
    .addColumn('noon_code', 'text', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('stopped_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('his_session_stop_pk', ['hos_id', 'stop_id'])
    .addUniqueConstraint('his_session_stop_session_uq', [
      'hos_id',
      'doctor_id',
      'session_date',
      'noon_code',
    ])
    .execute();
  await sql`create index his_session_stop_date_idx on his_session_stop (hos_id, session_date)`.execute(
    db,
  );
  await db.schema
    .createTable('session_stop_handled')
    .addColumn('hos_id', 'text', (c) => c.notNull())
    .addColumn('stop_id', 'text', (c) => c.notNull())
    .addColumn('doctor_id', 'text', (c) => c.notNull())
    .addColumn('session_date', 'date', (c) => c.notNull())
    .addColumn('noon_code', 'text', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('stopped_at', 'timestamptz', (c) => c.notNull())
    .addColumn('recorded_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('applied_at', 'timestamptz')
    .addPrimaryKeyConstraint('session_stop_handled_pk', ['hos_id', 'stop_id'])
    .execute();
  await sql`create index session_stop_handled_session_idx on session_stop_handled (hos_id, doctor_id, session_date, noon_code)`.execute(
    db,
  );
  await sql`create function cancel_stopped_session() returns trigger language plpgsql as $$
    declare stop_reason text;
    begin
      if new.cancelled_at is null then
        select h.reason into stop_reason from session_stop_handled h
         where h.hos_id = new.hos_id and h.doctor_id = new.doctor_id and h.session_date = new.session_date and h.noon_code = new.noon_code
         order by h.stopped_at, h.stop_id limit 1;
        if found then
          new.cancelled_at := now();
          new.cancel_reason := stop_reason;
        end if;
      end if;
      return new;
    end $$`.execute(db);
  await sql`create trigger schedule_session_stopped before insert on schedule_session
    for each row execute function cancel_stopped_session()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger schedule_session_stopped on schedule_session`.execute(db);
  await sql`drop function cancel_stopped_session()`.execute(db);
  await db.schema.dropTable('session_stop_handled').execute();
  await db.schema.dropTable('his_session_stop').execute();
}
