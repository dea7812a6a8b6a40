import { sql } from 'kysely';
import type { CardState, PayOrderStateName, PayPurpose } from '@portal/shared';
import type { Db } from '../../db/database.ts';

/** Issue 11: reads for the recharge pages, Kysely only. Top-up orders themselves are written by payments alone. */
export interface TopUpCard {
  card_id: string; card_no: string; card_type: number; clinic_type: number; state: CardState; balance: string | number;
  patient_name: string; poverty_relief: boolean;
}

/** The card's facts for a top-up, its row locked when `lock` (the caller's transaction then orders money on it). */
export async function findTopUpCard(db: Db, hosId: string, cardId: string, { lock = false } = {}): Promise<TopUpCard | undefined> {
  const { rows } = await sql<TopUpCard>`
    select card_id, card_no, card_type, clinic_type, state, balance, patient_name, poverty_relief
      from his_card where hos_id = ${hosId} and card_id = ${cardId} ${lock ? sql`for update` : sql``}`.execute(db);
  return rows[0];
}

/** Top-ups of the card paid or under way since `since` (the start of the hospital's day: the daily count). */
export async function countTopUpsSince(db: Db, hosId: string, cardId: string, since: Date): Promise<number> {
  const row = await db.selectFrom('pay_order').select((eb) => eb.fn.countAll<string>().as('n'))
    .where('hos_id', '=', hosId).where('card_id', '=', cardId).where('purpose', 'in', ['outpatient_topup', 'inpatient_topup'])
    .where('state', 'in', ['paying', 'paid']).where('created_at', '>=', since).executeTakeFirst();
  return Number(row?.n ?? 0);
}

export function currentStay(db: Db, hosId: string, cardId: string) {
  return db.selectFrom('his_inpatient_stay')
    .select(['ward', 'bed', 'dept_name', 'doctor_name', sql<string>`to_char(admitted_on, 'YYYY-MM-DD')`.as('admitted_on')])
    .where('hos_id', '=', hosId).where('card_id', '=', cardId).where('discharged_on', 'is', null)
    .orderBy('admitted_on', 'desc').executeTakeFirst();
}

export interface TopUpRow {
  out_trade_no: string; purpose: PayPurpose; card_id: string; card_no: string; clinic_type: number; patient_name: string;
  amount: string | number; state: PayOrderStateName; created_at: Date; paid_at: Date | null; appoint_id: string | null;
  balance_after: string | number | null; total: string | number;
}

/** The user's top-ups (newest first) of the given cards, between two instants, one page; `total` counts them all. */
export async function listTopUps(
  db: Db, hosId: string, userId: string, f: { cardIds: string[]; clinicType?: number; from?: Date; to?: Date; limit: number; offset: number },
): Promise<TopUpRow[]> {
  if (f.cardIds.length === 0) return [];
  const { rows } = await sql<TopUpRow>`
    select o.out_trade_no, o.purpose, o.card_id, c.card_no, c.clinic_type, c.patient_name, o.amount, o.state, o.created_at, o.paid_at,
           o.appoint_id, l.balance_after, count(*) over () as total
      from pay_order o
      join his_card c on c.hos_id = o.hos_id and c.card_id = o.card_id
      left join his_card_ledger l on l.hos_id = o.hos_id and l.ref = o.out_trade_no and l.kind = 'topup'
     where o.hos_id = ${hosId} and o.user_id = ${userId} and o.purpose in ('outpatient_topup', 'inpatient_topup')
       and o.card_id in (${sql.join(f.cardIds)})
       ${f.clinicType === undefined ? sql`` : sql`and c.clinic_type = ${f.clinicType}`}
       ${f.from === undefined ? sql`` : sql`and o.created_at >= ${f.from}`}
       ${f.to === undefined ? sql`` : sql`and o.created_at < ${f.to}`}
     order by o.created_at desc, o.out_trade_no
     limit ${f.limit} offset ${f.offset}`.execute(db);
  return rows;
}
