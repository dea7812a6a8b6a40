import { hospitalToday, payDeadline, PAY_NO_LIMIT_SECONDS, type HosId } from '@portal/shared';
import type { Db } from '../db/database.ts';
import {
  releaseSourceNumber,
  tellPromoted,
  type Promotion,
} from '../modules/bookings/waitlist.service.ts';
import { noticeBookingExpired } from '../modules/message-centre/events.ts';
import {
  recordContext,
  ruleContext,
  type RecordContext,
} from '../modules/bookings/records.context.ts';
import { toRuleRecord } from '../modules/bookings/records.dto.ts';
import {
  cancelExpired,
  lockExpiryCandidates,
  type ExpiryCursor,
} from '../modules/bookings/lifecycle.service.ts';
import type { SmsSender } from '../modules/sms/sms.sender.ts';
import { repeatEvery, type JobHandle } from './repeat.ts';

/**
 * An unpaid booking past its pay deadline (shared payDeadline: opTime + payTimeLimitSeconds, 86400 =
 * no limit, and with payScheduleRestriction the session start) is cancelled with reason 'expired' — which the
 * anti-scalping blocks do not count — and its source number goes back to the pool or to the first
 * waitlisted patient. The patient is told (a message and a text, as their preferences allow), in the same transaction. Scale-out (docs/architecture.md#scale-out): every instance runs this; candidates are taken with
 * FOR UPDATE SKIP LOCKED in small transactions, so instances share the work and never cancel a booking twice.
 */
export interface ExpireOptions {
  now?: Date;
  batchSize?: number;
  /** Only these hospitals (tests); all by default. */
  hosIds?: HosId[];
  /** The composition root's sender: a waitlisted patient given a freed number is texted after the page commits. */
  sms: SmsSender;
  /** Where a hospital's failed pass is reported; the pass goes on with the next hospital either way. */
  log?: JobLog;
}

interface JobLog {
  error(obj: unknown, msg: string): void;
  info(obj: unknown, msg: string): void;
}

/**
 * One pass over every hospital; answers how many bookings it cancelled. Each hospital is handled
 * on its own, so one that fails (logged) never stops the hospitals after it. A disabled hospital is not an error:
 * its patient-facing calls are closed (HOSPITAL002), but the bookings it already has still expire and give their
 * numbers back, so re-enabling it never shows a number held by a booking nobody could pay.
 */
export async function expireUnpaidTick(db: Db, opts: ExpireOptions): Promise<number> {
  if (opts.hosIds?.length === 0) return 0;
  let query = db.selectFrom('hospital').select('hos_id').orderBy('hos_id');
  if (opts.hosIds) query = query.where('hos_id', 'in', opts.hosIds);
  const hosIds = (await query.execute()).map((h) => h.hos_id);
  let total = 0;
  for (const hosId of hosIds) {
    try {
      total += await expireHospital(
        db,
        await recordContext(db, hosId, { evenIfDisabled: true }),
        opts,
      );
    } catch (err) {
      opts.log?.error({ err, hosId }, 'expire-unpaid failed for one hospital; the others go on');
    }
  }
  return total;
}

async function expireHospital(db: Db, ctx: RecordContext, opts: ExpireOptions): Promise<number> {
  const now = opts.now ?? new Date();
  const { payTimeLimitSeconds: limit, payScheduleRestriction } = ctx.config;
  const byOpTime = limit !== PAY_NO_LIMIT_SECONDS && limit > 0;
  if (!byOpTime && !payScheduleRestriction) return 0;
  // A superset of the expired ones, cheap to find: booked long enough ago, or a session today or earlier. The
  // shared rule decides each; keyset paging (op_time, appoint_id) moves past rows that are not expired yet.
  const opBefore = byOpTime ? new Date(now.getTime() - limit * 1000) : new Date(0);
  const sessionBy = payScheduleRestriction ? hospitalToday(now, ctx.timeZone) : '0001-01-01';
  const batchSize = opts.batchSize ?? 100;
  let after: ExpiryCursor | null = null;
  let cancelled = 0;
  for (;;) {
    const page: {
      last: ExpiryCursor | null;
      count: number;
      expired: number;
      promotions: (Promotion | null)[];
    } = await db.transaction().execute(async (trx) => {
      const rows = await lockExpiryCandidates(trx, ctx.hosId, {
        opBefore,
        sessionBy,
        after,
        limit: batchSize,
      });
      let expired = 0;
      const promotions: (Promotion | null)[] = [];
      for (const r of rows) {
        const deadline = payDeadline(toRuleRecord(r), ruleContext(ctx, now));
        if (deadline === null || now.getTime() < deadline.getTime()) continue;
        if (!(await cancelExpired(trx, ctx.hosId, r.appoint_id, now))) continue;
        await noticeBookingExpired(trx, ctx.hosId, r.appoint_id);
        promotions.push(await releaseSourceNumber(trx, ctx.hosId, r.number_id));
        expired += 1;
      }
      const last = rows.at(-1);
      return {
        last: last ? { op: new Date(last.op_time), id: last.appoint_id } : null,
        count: rows.length,
        expired,
        promotions,
      };
    });
    await tellPromoted(db, opts.sms, page.promotions, opts.log);
    cancelled += page.expired;
    if (page.count < batchSize || page.last === null) return cancelled;
    after = page.last;
  }
}

/**
 * Runs the tick every `intervalMs` (EXPIRE_UNPAID_INTERVAL_MS, default 30 s) until stopped (jobs/repeat.ts).
 * server.ts starts it; buildApp does not, so tests call expireUnpaidTick directly.
 */
export function startExpireUnpaidJob(
  db: Db,
  sms: SmsSender,
  intervalMs: number,
  log: JobLog,
): JobHandle {
  return repeatEvery(
    'expire-unpaid',
    intervalMs,
    async () => {
      const n = await expireUnpaidTick(db, { sms, log });
      if (n > 0) log.info({ expired: n }, 'expired unpaid bookings');
    },
    (err) => log.error({ err }, 'expire-unpaid tick failed'),
  );
}
