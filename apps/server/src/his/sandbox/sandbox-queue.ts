import type { HosId } from '@portal/shared';
import type { Db } from '../../db/database.ts';
import type { HisQueue } from '../queue.ts';

/** How often the sandbox calls the next number once the session has started, so the demo queue moves. */
export const SANDBOX_CALL_EVERY_MINUTES = 5;

/**
 * The built-in HIS's queue (his_queue_ticket, migration 0023). Its "called" number follows time — number 1 at the
 * session start, one more every SANDBOX_CALL_EVERY_MINUTES — or the doctor's "next patient" presses
 * (callNextSandbox), whichever is further, never beyond the highest number checked in and not withdrawn.
 * `now` is injectable for tests.
 */
export function createSandboxQueue(db: Db, now: () => Date = () => new Date()): HisQueue {
  return {
    async checkIn(hosId, t) {
      await db
        .insertInto('his_queue_ticket')
        .values({
          hos_id: hosId,
          visit_key: t.visitKey,
          session_key: t.sessionKey,
          queue_no: t.queueNo,
          session_start: t.sessionStart,
        })
        .onConflict((oc) => oc.columns(['hos_id', 'visit_key']).doNothing())
        .execute();
    },
    async status(hosId, sessionKey) {
      const row = await db
        .selectFrom('his_queue_ticket')
        .select((eb) => [
          eb.fn.min('session_start').as('start'),
          // A withdrawn visit is never called: the highest number to reach is the highest still waiting.
          eb.fn
            .max(eb.case().when('withdrawn_at', 'is', null).then(eb.ref('queue_no')).end())
            .as('highest'),
        ])
        .where('hos_id', '=', hosId)
        .where('session_key', '=', sessionKey)
        .executeTakeFirst();
      if (!row?.start || row.highest === null) return { calling: 0 };
      const elapsed = now().getTime() - new Date(row.start).getTime();
      const byClock =
        elapsed < 0 ? 0 : Math.floor(elapsed / (SANDBOX_CALL_EVERY_MINUTES * 60_000)) + 1;
      const pressed = await db
        .selectFrom('his_queue_call')
        .select('called')
        .where('hos_id', '=', hosId)
        .where('session_key', '=', sessionKey)
        .executeTakeFirst();
      return { calling: Math.min(Math.max(byClock, pressed?.called ?? 0), Number(row.highest)) };
    },
    async withdraw(hosId, visitKey) {
      await db
        .updateTable('his_queue_ticket')
        .set({ withdrawn_at: now() })
        .where('hos_id', '=', hosId)
        .where('visit_key', '=', visitKey)
        .where('withdrawn_at', 'is', null)
        .execute();
    },
  };
}

/**
 * The sandbox's "next patient" button (tests and the demo's operator call): the doctor calls the next number of the
 * session, ahead of the clock. Answers the session's queue afterwards.
 */
export async function callNextSandbox(
  db: Db,
  hosId: HosId,
  sessionKey: string,
  now: () => Date = () => new Date(),
): Promise<{ calling: number }> {
  const { calling } = await createSandboxQueue(db, now).status(hosId, sessionKey);
  await db
    .insertInto('his_queue_call')
    .values({ hos_id: hosId, session_key: sessionKey, called: calling + 1 })
    .onConflict((oc) => oc.columns(['hos_id', 'session_key']).doUpdateSet({ called: calling + 1 }))
    .execute();
  return createSandboxQueue(db, now).status(hosId, sessionKey);
}
