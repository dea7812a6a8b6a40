import { sql, type Kysely } from 'kysely';

/**
 * The inpatient payments join the one payments slice (docs/architecture.md#payments-are-state-machines) as purposes of their own —
 * pay business types 8 leave-discharge and 9 inpatient case mail.
 * - pay_order.purpose: also inpatient_settlement (the balance due at discharge), deposit_refund (the surplus deposit
 *   given back at discharge) and case_mail (the fee of a case-record copy sent by mail).
 * - pay_order.subject_id: what an order of a purpose without a column of its own is about — the stay for
 *   inpatient_settlement and deposit_refund, the case-mail request for case_mail. Required for exactly those.
 * - At most one order per purpose and subject that is not closed: a stay's balance is paid once, its surplus refunded
 *   once, a case-mail request paid once.
 * Frozen in time: never import application code here.
 */
// DDL takes no bind parameters: the purposes are literals.
const NEW_PURPOSES = sql.raw("'inpatient_settlement', 'deposit_refund', 'case_mail'");

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table pay_order drop constraint pay_order_purpose_check`.execute(db);
  await sql`alter table pay_order add constraint pay_order_purpose_check check (purpose in
    ('registration', 'outpatient_topup', 'inpatient_topup', 'outpatient_bill', 'inpatient_settlement', 'deposit_refund', 'case_mail'))`.execute(
    db,
  );
  await sql`alter table pay_order add column subject_id text`.execute(db);
  await sql`alter table pay_order add constraint pay_order_subject check
    ((purpose in (${NEW_PURPOSES})) = (subject_id is not null))`.execute(db);
  await sql`create unique index pay_order_subject_live_uq on pay_order (hos_id, purpose, subject_id)
    where subject_id is not null and state <> 'closed'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index pay_order_subject_live_uq`.execute(db);
  await sql`alter table pay_order drop constraint pay_order_subject`.execute(db);
  await sql`alter table pay_order drop column subject_id`.execute(db);
  const gone = sql`select hos_id, out_trade_no from pay_order where purpose in (${NEW_PURPOSES})`;
  await sql`delete from payment_parameter where (hos_id, out_trade_no) in (${gone})`.execute(db);
  await sql`delete from pay_order_event where (hos_id, out_trade_no) in (${gone})`.execute(db);
  await sql`delete from pay_order where purpose in (${NEW_PURPOSES})`.execute(db);
  await sql`alter table pay_order drop constraint pay_order_purpose_check`.execute(db);
  await sql`alter table pay_order add constraint pay_order_purpose_check
    check (purpose in ('registration', 'outpatient_topup', 'inpatient_topup', 'outpatient_bill'))`.execute(
    db,
  );
}
