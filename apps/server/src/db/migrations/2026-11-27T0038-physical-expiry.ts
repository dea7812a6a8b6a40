import { sql, type Kysely } from 'kysely';

/**
 * Two defects of physical-exam bookings (migration 0036):
 * - physical_booking.cancel_reason: why a booking ended — 'patient' (the patient cancelled; every booking cancelled
 *   before this migration), 'expired' (unpaid past the payment window: the expiry job, not the patient), 'duplicate'
 *   (a second live booking of one person on one date, ended below). Set exactly when the booking is cancelled.
 * - physical_booking_person_live_uq: one live single booking per person (certificate) and date at a hospital, so two
 *   requests at once can never both book one person twice; a cancelled or expired booking does not count.
 * - physical_booking_unpaid_idx: the expiry job's candidates (booked, oldest first) per hospital.
 * Bookings made twice before this migration would break the unique index: per person and date the one with a paid
 * order (else the oldest) stays, the others are cancelled as 'duplicate' with their places given back, and a paid
 * order of theirs goes paid → refunding (with its event, as the payments slice writes it), so the settlement job
 * refunds it exactly once; an open QR order of theirs is closed by settlement, its booking no longer being wanted.
 * Frozen in time: never import application code here.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table physical_booking add column cancel_reason text
    check (cancel_reason in ('patient', 'expired', 'duplicate'))`.execute(db);
  await sql`update physical_booking set cancel_reason = 'patient' where status = 'cancelled'`.execute(
    db,
  );
  await sql`alter table physical_booking add constraint physical_booking_cancel_reason
    check ((status = 'cancelled') = (cancel_reason is not null))`.execute(db);

  await sql`
    with ranked as (
      select b.hos_id, b.booking_id,
             row_number() over (partition by b.hos_id, b.exam_date, b.cert_type, b.cert_no
               order by exists (select 1 from pay_order o where o.hos_id = b.hos_id and o.purpose = 'physical_exam'
                                   and o.subject_id = b.booking_id and o.state = 'paid') desc, b.created_at, b.booking_id) as n
        from physical_booking b
       where b.kind = 'single' and b.status = 'booked'
    ), cancelled as (
      update physical_booking b set status = 'cancelled', cancel_reason = 'duplicate', cancelled_at = now()
        from ranked r
       where r.n > 1 and b.hos_id = r.hos_id and b.booking_id = r.booking_id
      returning b.hos_id, b.booking_id, b.package_id, b.exam_date, b.places
    ), released as (
      update physical_day d set booked = d.booked - c.places
        from (select hos_id, package_id, exam_date, sum(places) as places from cancelled group by hos_id, package_id, exam_date) c
       where d.hos_id = c.hos_id and d.package_id = c.package_id and d.exam_date = c.exam_date
    ), refunding as (
      update pay_order o set state = 'refunding', updated_at = now()
        from cancelled c
       where o.hos_id = c.hos_id and o.purpose = 'physical_exam' and o.subject_id = c.booking_id and o.state = 'paid'
      returning o.hos_id, o.out_trade_no
    )
    insert into pay_order_event (hos_id, out_trade_no, from_state, to_state, note)
    select hos_id, out_trade_no, 'paid', 'refunding', 'a second booking of the same person on the same date: cancelled (migration 0038)'
      from refunding`.execute(db);

  await sql`create unique index physical_booking_person_live_uq on physical_booking (hos_id, exam_date, cert_type, cert_no)
    where kind = 'single' and status = 'booked'`.execute(db);
  await sql`create index physical_booking_unpaid_idx on physical_booking (hos_id, created_at) where status = 'booked'`.execute(
    db,
  );
}

/** The duplicates cancelled by `up` stay cancelled (their refunds may have been paid out). */
export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index physical_booking_unpaid_idx`.execute(db);
  await sql`drop index physical_booking_person_live_uq`.execute(db);
  await sql`alter table physical_booking drop constraint physical_booking_cancel_reason`.execute(
    db,
  );
  await sql`alter table physical_booking drop column cancel_reason`.execute(db);
}
