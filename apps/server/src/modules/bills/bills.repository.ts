import type { HosId } from '@portal/shared';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';

/**
 * The portal's side of outpatient bills, Kysely only. The bills themselves are the HIS's (his/bills.ts);
 * here are only our orders of them.
 */

/** Orders a bill's payments: two at once wait here, so the second finds the first's order (migration 0012 allows one). */
export async function lockBill(trx: Db, hosId: HosId, billId: string) {
  await sql`select pg_advisory_xact_lock(hashtext(${`bill:${hosId}:${billId}`}))`.execute(trx);
}
