import { sql, type Kysely } from 'kysely';

/**
 * Notices name a booking as the patient knows it — by its appointment number, never by its internal id — and a
 * refund by what was refunded. Messages already written are brought in line so they read the same as new ones:
 * - a message about a booking gets the booking's appointment number (the visit date and the hospital's serial of
 *   that day, '20261125-007', as shared appointmentNo writes it);
 * - a refund message written with the old per-channel text gets the general refund text, naming what the order paid
 *   for and where the money went.
 * Frozen in time: never import application code here.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    update user_message m
       set params = m.params || jsonb_build_object('appointNo', to_char(a.session_date, 'YYYYMMDD') || '-' ||
             case when a.serial < 1000 then lpad(a.serial::text, 3, '0') else a.serial::text end)
      from appointment a
     where a.hos_id = m.hos_id and a.appoint_id = m.params->>'appointId' and m.params->>'appointNo' is null`.execute(
    db,
  );
  await sql`
    update user_message m
       set body = 'notice.refunded.payment',
           params = m.params || jsonb_build_object('whatKey', 'notice.refundedWhat.' || o.purpose, 'channelKey', 'notice.refundChannel.' || o.method)
      from pay_order o
     where o.hos_id = m.hos_id and o.out_trade_no = m.params->>'outTradeNo' and m.body in ('notice.refunded.card', 'notice.refunded.qr')`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    update user_message set body = 'notice.refunded.' || (case when params->>'channelKey' = 'notice.refundChannel.card' then 'card' else 'qr' end)
     where body = 'notice.refunded.payment'`.execute(db);
}
