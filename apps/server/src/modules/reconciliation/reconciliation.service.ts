import { addDays, type HosId } from '@portal/shared';
import type { ReconDay, ReconMismatch, ReconRun } from '@portal/shared/console';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../errors/app-error.ts';
import { getHospital } from '../hospital/hospital.service.ts';
import { dayBounds, type StatementLine } from '../paygateway/gateway.statement.ts';
import type { PayRouter } from '../payments/pay-router.ts';
import { refundPartsByNumber, refundPartsDone } from '../inpatient/refund-ledger.service.ts';
import { ledgerOrders, ledgerOrdersByNumber } from '../payments/ledger.service.ts';
import { recordAudit } from '../staff/audit.service.ts';
import type { StaffContext } from '../staff/staff-context.ts';
import { matchDay } from './reconciliation.match.ts';
import * as repo from './reconciliation.repository.ts';

/**
 * The reconciliation of a hospital's day with the pay gateway's statement (docs/reconciliation.md): a run downloads
 * the statement through the gateway port, matches it with the portal's orders, and stores the mismatches; staff resolve
 * each with a note. Runs and resolutions are in the audit log.
 */
export interface ReconDeps {
  db: Db;
  gateway: PayRouter | null;
}

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

function toRun(r: repo.RunRow): ReconRun {
  return {
    runId: Number(r.run_id),
    day: r.day,
    ranAt: iso(r.ran_at)!,
    ranBy: r.ran_by_name,
    statementLines: r.statement_lines,
    portalOrders: r.portal_orders,
    mismatches: r.mismatches,
  };
}

function toMismatch(r: repo.MismatchRow): ReconMismatch {
  return {
    mismatchId: Number(r.mismatch_id),
    day: r.day,
    kind: r.kind,
    outTradeNo: r.out_trade_no,
    side: r.side,
    gatewayAmount: r.gateway_amount === null ? null : Number(r.gateway_amount),
    portalAmount: r.portal_amount === null ? null : Number(r.portal_amount),
    foundAt: iso(r.found_at)!,
    goneAt: iso(r.gone_at),
    resolvedAt: iso(r.resolved_at),
    resolvedBy: r.resolved_by_name,
    note: r.note,
  };
}

function gatewayOf(deps: ReconDeps): PayRouter {
  if (!deps.gateway) throw new AppError('PAY006');
  return deps.gateway;
}

/** The gateway's statement of the day, read line by line (the port's file, in the hospital's zone). */
export async function statementLines(deps: ReconDeps, hosId: HosId, day: string) {
  const { timeZone } = await getHospital(deps.db, hosId);
  const lines: StatementLine[] = [];
  for await (const line of gatewayOf(deps).statementLines({ hosId, day, timeZone }))
    lines.push(line);
  return lines;
}

export async function getDay(db: Db, hosId: HosId, day: string): Promise<ReconDay> {
  const [run, rows] = await Promise.all([
    repo.lastRun(db, hosId, day),
    repo.dayMismatches(db, hosId, day),
  ]);
  return { day, lastRun: run ? toRun(run) : null, mismatches: rows.map(toMismatch) };
}

export async function listRuns(db: Db, hosId: HosId): Promise<ReconRun[]> {
  return (await repo.listRuns(db, hosId, 100)).map(toRun);
}

/** Runs the day (which must have ended in the hospital's zone): a run of a day run before updates its mismatches. */
export async function runDay(
  deps: ReconDeps,
  hosId: HosId,
  day: string,
  staff: StaffContext,
  now = new Date(),
): Promise<ReconDay> {
  const { db } = deps;
  const { timeZone } = await getHospital(db, hosId);
  const { from, to } = dayBounds(day, timeZone);
  if (to > now) throw new AppError('RECON003');
  const gateway = gatewayOf(deps);
  const lines = await statementLines(deps, hosId, day);
  const dayOrders = await ledgerOrders(db, hosId, from, to);
  const namedOrders = await ledgerOrdersByNumber(db, hosId, [
    ...new Set(lines.map((l) => l.outTradeNo)),
  ]);
  const refundNos = lines.flatMap((l) =>
    l.type === 'refund' && l.outRefundNo ? [l.outRefundNo] : [],
  );
  let earlier: Promise<Set<string>> | null = null;
  const found = await matchDay({
    lines,
    dayOrders,
    namedOrders,
    dayParts: await refundPartsDone(db, hosId, from, to),
    namedParts: await refundPartsByNumber(db, hosId, [...new Set(refundNos)]),
    from,
    to,
    refundedEarlier: async (outRefundNo) => {
      // The day before's statement, read once and only when a part is missing from this one.
      earlier ??= statementLines(deps, hosId, addDays(day, -1)).then(
        (before) => new Set(before.flatMap((l) => (l.outRefundNo ? [l.outRefundNo] : []))),
      );
      return (await earlier).has(outRefundNo);
    },
    elsewhere: async (outTradeNo) => {
      const q = await gateway.queryTransaction(hosId, outTradeNo);
      return (
        q && {
          paid: q.state === 'paid' || q.state === 'refunded',
          refunded: q.state === 'refunded',
        }
      );
    },
  });
  await db.transaction().execute(async (trx) => {
    const runId = await repo.insertRun(trx, hosId, {
      day,
      ranBy: staff.staffId,
      ranByName: staff.name,
      statementLines: lines.length,
      portalOrders: dayOrders.length,
    });
    await repo.recordFound(trx, hosId, day, runId, found, now);
    await recordAudit(trx, {
      hosId,
      staff,
      action: 'reconciliation.run',
      target: day,
      after: { runId: Number(runId), statementLines: lines.length, mismatches: found.length },
    });
  });
  return getDay(db, hosId, day);
}

/** Resolves a mismatch with the staff member's note, once (RECON001 after that). */
export async function resolve(
  db: Db,
  hosId: HosId,
  mismatchId: number,
  note: string,
  staff: StaffContext,
  now = new Date(),
): Promise<ReconMismatch> {
  return db.transaction().execute(async (trx) => {
    const before = await repo.findMismatch(trx, hosId, mismatchId);
    if (!before) throw new AppError('RECON002');
    const done = await repo.resolveMismatch(trx, hosId, mismatchId, {
      staffId: staff.staffId,
      name: staff.name,
      note,
      at: now,
    });
    if (!done) throw new AppError('RECON001');
    const after = (await repo.findMismatch(trx, hosId, mismatchId))!;
    await recordAudit(trx, {
      hosId,
      staff,
      action: 'reconciliation.resolve',
      target: `${after.day} ${after.kind} ${after.out_trade_no}`,
      before: { resolvedAt: null },
      after: { note },
    });
    return toMismatch(after);
  });
}
