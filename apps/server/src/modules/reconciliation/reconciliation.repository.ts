import { sql, type Transaction } from 'kysely';
import type { HosId } from '@portal/shared';
import type { Db } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import type { FoundMismatch } from './reconciliation.match.ts';

/** Runs and mismatches of the reconciliation (migration 0045), Kysely only. */
type Tx = Db | Transaction<Database>;

const RUN_COLUMNS = [
  'run_id',
  sql<string>`to_char(day, 'YYYY-MM-DD')`.as('day'),
  'ran_at',
  'ran_by_name',
  'statement_lines',
  'portal_orders',
  'mismatches',
] as const;

export async function insertRun(
  trx: Tx,
  hosId: HosId,
  run: {
    day: string;
    ranBy: string | null;
    ranByName: string;
    statementLines: number;
    portalOrders: number;
  },
) {
  const row = await trx
    .insertInto('recon_run')
    .values({
      hos_id: hosId,
      day: run.day,
      ran_by: run.ranBy,
      ran_by_name: run.ranByName,
      statement_lines: run.statementLines,
      portal_orders: run.portalOrders,
      mismatches: 0,
    })
    .returning('run_id')
    .executeTakeFirstOrThrow();
  return String(row.run_id);
}

/**
 * Records what a run found: one row per (day, kind, order), so a run of the same day again updates the row (and brings
 * back one marked gone) instead of adding another; unresolved rows this run did not find are marked gone.
 */
export async function recordFound(
  trx: Tx,
  hosId: HosId,
  day: string,
  runId: string,
  found: readonly FoundMismatch[],
  now: Date,
) {
  for (const m of found)
    await trx
      .insertInto('recon_mismatch')
      .values({
        hos_id: hosId,
        day,
        kind: m.kind,
        out_trade_no: m.outTradeNo,
        side: m.side,
        gateway_amount: m.gatewayAmount,
        portal_amount: m.portalAmount,
        found_run_id: runId,
        last_run_id: runId,
        found_at: now,
      })
      .onConflict((oc) =>
        oc.columns(['hos_id', 'day', 'kind', 'out_trade_no']).doUpdateSet({
          side: m.side,
          gateway_amount: m.gatewayAmount,
          portal_amount: m.portalAmount,
          last_run_id: runId,
          gone_at: null,
        }),
      )
      .execute();
  await trx
    .updateTable('recon_mismatch')
    .set({ gone_at: now })
    .where('hos_id', '=', hosId)
    .where('day', '=', day)
    .where('last_run_id', '<>', runId)
    .where('gone_at', 'is', null)
    .where('resolved_at', 'is', null)
    .execute();
  await trx
    .updateTable('recon_run')
    .set({ mismatches: found.length })
    .where('run_id', '=', runId)
    .execute();
}

export function lastRun(db: Tx, hosId: HosId, day: string) {
  return db
    .selectFrom('recon_run')
    .select(RUN_COLUMNS)
    .where('hos_id', '=', hosId)
    .where('day', '=', day)
    .orderBy('run_id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export function listRuns(db: Tx, hosId: HosId, limit: number) {
  return db
    .selectFrom('recon_run')
    .select(RUN_COLUMNS)
    .where('hos_id', '=', hosId)
    .orderBy('run_id', 'desc')
    .limit(limit)
    .execute();
}

const MISMATCH_COLUMNS = [
  'mismatch_id',
  sql<string>`to_char(day, 'YYYY-MM-DD')`.as('day'),
  'kind',
  'out_trade_no',
  'side',
  'gateway_amount',
  'portal_amount',
  'found_at',
  'gone_at',
  'resolved_at',
  'resolved_by_name',
  'note',
] as const;

export function dayMismatches(db: Tx, hosId: HosId, day: string) {
  return db
    .selectFrom('recon_mismatch')
    .select(MISMATCH_COLUMNS)
    .where('hos_id', '=', hosId)
    .where('day', '=', day)
    .orderBy('kind')
    .orderBy('out_trade_no')
    .execute();
}

export function findMismatch(db: Tx, hosId: HosId, mismatchId: number) {
  return db
    .selectFrom('recon_mismatch')
    .select(MISMATCH_COLUMNS)
    .where('hos_id', '=', hosId)
    .where('mismatch_id', '=', String(mismatchId))
    .executeTakeFirst();
}

/** Resolves once: false when it was resolved already (by someone else meanwhile). */
export async function resolveMismatch(
  trx: Tx,
  hosId: HosId,
  mismatchId: number,
  by: { staffId: string; name: string; note: string; at: Date },
) {
  const res = await trx
    .updateTable('recon_mismatch')
    .set({ resolved_at: by.at, resolved_by: by.staffId, resolved_by_name: by.name, note: by.note })
    .where('hos_id', '=', hosId)
    .where('mismatch_id', '=', String(mismatchId))
    .where('resolved_at', 'is', null)
    .executeTakeFirst();
  return res.numUpdatedRows > 0n;
}

export type MismatchRow = NonNullable<Awaited<ReturnType<typeof findMismatch>>>;
export type RunRow = NonNullable<Awaited<ReturnType<typeof lastRun>>>;
