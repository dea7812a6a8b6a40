import { sql, type Kysely } from 'kysely';

/**
 * Every change to what the schedule week shows is announced on the `schedule_changed` channel
 * (LISTEN/NOTIFY), whoever makes it — booking, cancel, expiry, waitlist, the hospital's session cancel, the HIS,
 * materialisation, a fixture or a hand-written UPDATE. Each instance keeps the week as pre-serialized answers and drops
 * the ones a notice names (lib/change-feed.ts, modules/schedule/schedule.cache.ts). A NOTIFY is delivered only when
 * its transaction commits, and deliveries arrive in commit order, so a cache never learns of a change that rolled back
 * and never misses one that committed. Identical payloads of one transaction are delivered once.
 *
 * Payloads: 'hosId|scheduleId' when a number of one session is claimed or released (the row trigger, the hot path:
 * one call per claimed row); 'hosId' when sessions or numbers are added, changed or removed (statement triggers
 * reading the transition table: a materialisation of thousands of rows notifies once per hospital).
 * Frozen in time: never import application code here.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create function schedule_number_changed() returns trigger language plpgsql as $$
    begin
      perform pg_notify('schedule_changed', new.hos_id || '|' || new.schedule_id);
      return null;
    end $$`.execute(db);
  await sql`
    create function schedule_rows_changed() returns trigger language plpgsql as $$
    begin
      perform pg_notify('schedule_changed', t.hos_id) from (select distinct hos_id from changed_rows) t;
      return null;
    end $$`.execute(db);
  await sql`
    create trigger source_number_status_changed after update of status on source_number
      for each row when (old.status is distinct from new.status) execute function schedule_number_changed()`.execute(
    db,
  );
  await sql`create trigger source_number_added after insert on source_number
      referencing new table as changed_rows for each statement execute function schedule_rows_changed()`.execute(
    db,
  );
  await sql`create trigger source_number_removed after delete on source_number
      referencing old table as changed_rows for each statement execute function schedule_rows_changed()`.execute(
    db,
  );
  await sql`create trigger schedule_session_added after insert on schedule_session
      referencing new table as changed_rows for each statement execute function schedule_rows_changed()`.execute(
    db,
  );
  await sql`create trigger schedule_session_changed after update on schedule_session
      referencing new table as changed_rows for each statement execute function schedule_rows_changed()`.execute(
    db,
  );
  await sql`create trigger schedule_session_removed after delete on schedule_session
      referencing old table as changed_rows for each statement execute function schedule_rows_changed()`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const [trigger, table] of [
    ['source_number_status_changed', 'source_number'],
    ['source_number_added', 'source_number'],
    ['source_number_removed', 'source_number'],
    ['schedule_session_added', 'schedule_session'],
    ['schedule_session_changed', 'schedule_session'],
    ['schedule_session_removed', 'schedule_session'],
  ] as const) {
    await sql`drop trigger if exists ${sql.id(trigger)} on ${sql.id(table)}`.execute(db);
  }
  await sql`drop function if exists schedule_number_changed()`.execute(db);
  await sql`drop function if exists schedule_rows_changed()`.execute(db);
}
