import type { Db } from '../../db/database.ts';
import type { SmsSender } from '../sms/sms.sender.ts';
import { sendDueNotices } from './outbox.ts';
import { remindersTick } from './reminders.ts';

interface JobLog { error(obj: unknown, msg: string): void; info(obj: unknown, msg: string): void }
/** Reminders are minute-grained (the pay reminder's lead is five minutes): a pass every 15 s is plenty. */
export const NOTICE_JOBS_INTERVAL_MS = 15_000;

export interface JobHandle { stop(): Promise<void> }

/**
 * Issue 13 (ARCHITECTURE decision 12): every instance writes the due reminders and sends the outbox's due texts
 * through the composition root's sender, every `intervalMs`; the dedupe keys and SKIP LOCKED claims make that safe.
 * A tick never overlaps the previous one; a failing tick is logged and retried at the next interval.
 */
export function startNoticeJobs(db: Db, sms: SmsSender, intervalMs: number, log: JobLog): JobHandle {
  let running: Promise<void> | null = null;
  const tick = async () => {
    const reminded = await remindersTick(db, { log });
    const sent = await sendDueNotices(db, sms, { log });
    if (reminded + sent > 0) log.info({ reminded, sent }, 'notices');
  };
  const timer = setInterval(() => {
    if (running) return;
    running = tick().catch((err: unknown) => log.error({ err }, 'notice tick failed')).finally(() => { running = null; });
  }, intervalMs);
  timer.unref();
  return {
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
}
