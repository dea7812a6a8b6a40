import { physicalPayExpired, type HosId } from '@portal/shared';
import { repeatEvery, type JobHandle } from '../../jobs/repeat.ts';
import type { HisText } from '../../his/physical.ts';
import { noticePhysicalExpired } from '../message-centre/events.ts';
import { lockLiveOrder, moveOrder } from '../payments/orders.service.ts';
import type { PaymentDeps } from '../payments/purposes.ts';
import { settleAfterCommit } from '../bookings/refund.service.ts';
import * as repo from './physical.repository.ts';
import { physicalPayWindowSeconds } from './physical.service.ts';

/**
 * A physical-exam booking (a patient's or a whole group's) still unpaid a payment window after it was
 * made is cancelled with reason 'expired' — the job's doing, not the patient's cancel — and its places go back to the
 * date, and the booker is told (a message and a text, as their preferences allow). An open QR order of it is closed at the gateway after commit, as the patient's cancel does (settlement: the
 * booking is no longer wanted); a payer who paid at that very moment is refunded, and so is a "paid" notification
 * arriving later (physical.purpose answers 'refund' for a booking no longer booked). Scale-out (docs/architecture.md#scale-out): every
 * instance runs this; candidates are taken with FOR UPDATE SKIP LOCKED in small transactions, so instances share the
 * work and never cancel a booking twice.
 *
 * The window is the hospital's pay time limit (config APPOINTMENT payTimeLimitSeconds, default 900 s): the time the
 * hospital gives a patient to pay a booking by QR, the same payer and the same gateway as here. Its 86400, "no limit"
 * for an appointment (whose session ends it anyway), counts here as what it says, a day: a physical-exam booking has
 * no such end before its date, and a place held unpaid for up to 14 days is lost to every other patient. The shared
 * physicalPayBy decides when a booking has expired, and the booking list shows the patient that same instant (payBy).
 */
type Deps = Pick<PaymentDeps, 'db' | 'gateway' | 'purposes' | 'his'>;
interface JobLog {
  error(obj: unknown, msg: string): void;
  info(obj: unknown, msg: string): void;
}

export interface PhysicalExpiryOptions {
  now?: Date;
  batchSize?: number;
  /** Only these hospitals (tests); all by default. */
  hosIds?: HosId[];
  /** Where a hospital's failed pass, or a failed close at the gateway, is reported; the pass goes on either way. */
  log?: JobLog;
}

/** One pass over every hospital with a live booking; answers how many bookings it cancelled. A failing hospital is logged and skipped. */
export async function expirePhysicalTick(
  deps: Deps,
  opts: PhysicalExpiryOptions = {},
): Promise<number> {
  if (opts.hosIds?.length === 0) return 0;
  let total = 0;
  for (const hosId of await repo.hospitalsWithLiveBookings(deps.db, opts.hosIds)) {
    try {
      total += await expireHospital(deps, hosId, opts);
    } catch (err) {
      opts.log?.error(
        { err, hosId },
        'physical-exam expiry failed for one hospital; the others go on',
      );
    }
  }
  return total;
}

async function expireHospital(
  deps: Deps,
  hosId: HosId,
  opts: PhysicalExpiryOptions,
): Promise<number> {
  const now = opts.now ?? new Date();
  const limit = await physicalPayWindowSeconds(deps.db, hosId);
  // A superset of the expired ones, cheap to find (created_at is indexed); the shared rule decides each, as the
  // deadline the patient is shown. The extra millisecond keeps it a superset: a JS Date drops created_at's microseconds.
  const madeBefore = new Date(now.getTime() - limit * 1000 + 1);
  const batchSize = opts.batchSize ?? 20;
  const packageNames = await namesOfPackages(deps, hosId, opts.log);
  let after: repo.UnpaidCursor | null = null;
  let cancelled = 0;
  for (;;) {
    const page: { rows: repo.UnpaidRow[]; expired: number; settle: string[] } = await deps.db
      .transaction()
      .execute(async (trx) => {
        const rows = await repo.lockUnpaidBefore(trx, hosId, madeBefore, after, batchSize);
        let expired = 0;
        const settle: string[] = [];
        for (const r of rows) {
          if (!physicalPayExpired(r.created_at, limit, now)) continue;
          // A payment or the patient's cancel of this booking under way (they hold its lock): the next pass looks again.
          if (!(await repo.tryLockBooking(trx, hosId, r.booking_id))) continue;
          // The order row lock orders this with a "paid" notification: paid first, the booking stays; else it is refunded.
          const live = await lockLiveOrder(trx, hosId, {
            purpose: 'physical_exam',
            subjectId: r.booking_id,
          });
          if (live?.state === 'paid') continue;
          if (!(await repo.markCancelled(trx, hosId, r.booking_id, now, 'expired'))) continue;
          await repo.releasePlaces(trx, hosId, r.package_id, r.exam_date, r.places);
          await noticePhysicalExpired(
            trx,
            hosId,
            r.booking_id,
            packageNames.get(r.package_id) ?? { 'en-US': r.package_id },
          );
          // A created order never reached the gateway: closed here. A paying one is closed there, after commit.
          if (live?.state === 'created')
            await moveOrder(
              trx,
              hosId,
              live.outTradeNo,
              'created',
              'closed',
              'physical-exam booking expired unpaid',
              now,
            );
          if (live?.state === 'paying') settle.push(live.outTradeNo);
          expired += 1;
        }
        return { rows, expired, settle };
      });
    await settleAfterCommit(deps, hosId, page.settle, opts.log);
    cancelled += page.expired;
    const last = page.rows.at(-1);
    if (page.rows.length < batchSize || !last) return cancelled;
    after = { at: last.at, id: last.booking_id };
  }
}

/** The packages' names for the booker's notice; without the hospital system's answer a notice names the package by its id. */
async function namesOfPackages(
  deps: Deps,
  hosId: HosId,
  log?: JobLog,
): Promise<Map<string, HisText>> {
  try {
    return new Map((await deps.his.physical.packages(hosId)).map((p) => [p.packageId, p.name]));
  } catch (err) {
    log?.error(
      { err, hosId },
      'physical-exam packages unavailable: expiry notices name packages by id',
    );
    return new Map();
  }
}

/**
 * Runs the tick every `intervalMs` until stopped (jobs/repeat.ts). server.ts starts it beside the appointment expiry,
 * at the same interval (EXPIRE_UNPAID_INTERVAL_MS; 0 turns both off); buildApp does not, so tests call the tick.
 */
export function startPhysicalExpiryJob(deps: Deps, intervalMs: number, log: JobLog): JobHandle {
  return repeatEvery(
    'expire-physical',
    intervalMs,
    async () => {
      const n = await expirePhysicalTick(deps, { log });
      if (n > 0) log.info({ expired: n }, 'expired unpaid physical-exam bookings');
    },
    (err) => log.error({ err }, 'expire-physical tick failed'),
  );
}
