import { sql, type Kysely } from 'kysely';

/**
 * The appointment number a patient reads is the hospital's serial of the visit day (1, 2, 3 … per hospital
 * and session date), not the UUID, which stays the internal key. The database assigns it on insert from a counter row
 * per hospital and day, so booking code need not know, a rolled-back booking leaves no gap, and two bookings can
 * never share a number (unique index). The counter row is locked until the booking commits: same-day bookings of one
 * hospital take their numbers in turn. Existing rows are numbered by booking time.
 * Frozen in time: never import application code here.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('appointment_serial')
    .addColumn('hos_id', 'text', (c) => c.notNull())
    .addColumn('session_date', 'date', (c) => c.notNull())
    .addColumn('last_serial', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('appointment_serial_pk', ['hos_id', 'session_date'])
    .execute();
  await db.schema.alterTable('appointment').addColumn('serial', 'integer').execute();
  await sql`update appointment a set serial = s.n
    from (select hos_id, appoint_id, row_number() over (partition by hos_id, session_date order by op_time, appoint_id) as n from appointment) s
   where a.hos_id = s.hos_id and a.appoint_id = s.appoint_id`.execute(db);
  await sql`insert into appointment_serial (hos_id, session_date, last_serial)
    select hos_id, session_date, max(serial) from appointment group by hos_id, session_date`.execute(
    db,
  );
  await sql`create function assign_appointment_serial() returns trigger language plpgsql as $$
    begin
      insert into appointment_serial as c (hos_id, session_date, last_serial) values (new.hos_id, new.session_date, 1)
        on conflict (hos_id, session_date) do update set last_serial = c.last_serial + 1
        returning c.last_serial into new.serial;
      return new;
    end $$`.execute(db);
  await sql`create trigger appointment_serial_assign before insert on appointment
    for each row when (new.serial is null) execute function assign_appointment_serial()`.execute(
    db,
  );
  await db.schema
    .alterTable('appointment')
    .alterColumn('serial', (c) => c.setNotNull())
    .execute();
  await db.schema
    .createIndex('appointment_serial_uq')
    .unique()
    .on('appointment')
    .columns(['hos_id', 'session_date', 'serial'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger appointment_serial_assign on appointment`.execute(db);
  await sql`drop function assign_appointment_serial()`.execute(db);
  await db.schema.dropIndex('appointment_serial_uq').execute();
  await db.schema.alterTable('appointment').dropColumn('serial').execute();
  await db.schema.dropTable('appointment_serial').execute();
}
