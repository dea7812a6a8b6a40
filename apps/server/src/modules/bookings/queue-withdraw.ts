import type { HosId } from '@portal/shared';
import type { Db } from '../../db/database.ts';
import type { HisAdapter } from '../../his/his.ts';
import * as repo from './check-in.repository.ts';

interface Log {
  error(obj: unknown, msg: string): void;
}

/**
 * A checked-in booking that is cancelled (where the hospital allows sign-in cancel) leaves the HIS
 * queue, so the doctor's screen never calls a patient who has gone. After commit, never inside a transaction: the
 * cancel tells the HIS at once for its own booking (`appointId`), and the notice job retries whatever the HIS did not
 * take (withdraw is idempotent at the HIS). Answers how many the HIS took.
 */
export async function withdrawCancelledVisits(
  db: Db,
  his: HisAdapter,
  scope: { hosId: HosId; appointId: string } | null,
  log?: Log,
): Promise<number> {
  const pending = await repo.pendingWithdrawals(
    db,
    scope?.hosId ?? null,
    scope?.appointId ?? null,
    100,
  );
  let done = 0;
  for (const v of pending) {
    try {
      await his.queue.withdraw(v.hos_id, v.appoint_id);
      await repo.markHisWithdrawn(db, v.hos_id, v.appoint_id, new Date());
      done += 1;
    } catch (err) {
      log?.error(
        { err, hosId: v.hos_id, appointId: v.appoint_id },
        'the HIS queue did not take a cancelled visit; retried by the notice job',
      );
    }
  }
  return done;
}
