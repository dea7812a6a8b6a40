import type { Db } from '../../db/database.ts';
import type { HisAdapter } from '../../his/his.ts';
import { withdrawCancelledVisits } from '../bookings/queue-withdraw.ts';
import type { SmsSender } from '../sms/sms.sender.ts';
import { sendDueNotices } from '../message-centre/outbox.ts';
import { remindersTick } from './reminders.ts';
import { repeatEvery, type JobHandle } from '../../jobs/repeat.ts';

interface JobLog {
  error(obj: unknown, msg: string): void;
  info(obj: unknown, msg: string): void;
}
/** Reminders are minute-grained (the pay reminder's lead is five minutes): a pass every 15 s is plenty. */
export const NOTICE_JOBS_INTERVAL_MS = 15_000;

/**
 * Scale-out (docs/architecture.md#scale-out): every instance writes the due reminders, sends the outbox's due texts through
 * the composition root's sender and tells the HIS queue of cancelled checked-in visits it has not taken yet, every
 * `intervalMs` (jobs/repeat.ts); the dedupe keys, SKIP LOCKED claims and idempotent HIS calls make that safe.
 */
export function startNoticeJobs(
  db: Db,
  adapters: { sms: SmsSender; his: HisAdapter },
  intervalMs: number,
  log: JobLog,
): JobHandle {
  return repeatEvery(
    'notices',
    intervalMs,
    async () => {
      const reminded = await remindersTick(db, { log });
      const sent = await sendDueNotices(db, adapters.sms, { log });
      const withdrawn = await withdrawCancelledVisits(db, adapters.his, null, log);
      if (reminded + sent + withdrawn > 0) log.info({ reminded, sent, withdrawn }, 'notices');
    },
    (err) => log.error({ err }, 'notice tick failed'),
  );
}
