import type { HosId } from '@portal/shared';
import { expect, it } from 'vitest';
import type { HisAdapter } from '../../src/his/his.ts';

/**
 * The HIS contract for session queues (docs/architecture.md#the-his-is-an-adapter), asserted only through the interface: a runner calls
 * `queueContract` inside a describe block with a HIS and a `tag` that keeps its sessions apart from any other data.
 * When the HIS calls numbers is its own business (a doctor presses a button); the contract states only what must
 * hold whatever it does.
 */
export interface QueueContractContext {
  his: HisAdapter;
  hosId: HosId;
  otherHosId: HosId;
  tag: string;
}

export function queueContract(get: () => QueueContractContext) {
  const ticket = (session: string, n: number, startsInMs: number) => ({
    visitKey: `${get().tag}-${session}-v${n}`,
    sessionKey: `${get().tag}-${session}`,
    queueNo: n,
    sessionStart: new Date(Date.now() + startsInMs),
  });

  it('answers calling 0 for a session it has no visit of', async () => {
    const { his, hosId, tag } = get();
    expect(await his.queue.status(hosId, `${tag}-none`)).toEqual({ calling: 0 });
  });

  it('calls nothing before the session starts, and takes a repeated check-in once', async () => {
    const { his, hosId } = get();
    const t = ticket('future', 1, 3_600_000);
    await his.queue.checkIn(hosId, t);
    await his.queue.checkIn(hosId, t);
    expect(await his.queue.status(hosId, t.sessionKey)).toEqual({ calling: 0 });
  });

  it('never calls a number beyond the highest checked in, and keeps hospitals apart', async () => {
    const { his, hosId, otherHosId } = get();
    for (const n of [1, 2]) await his.queue.checkIn(hosId, ticket('started', n, -6 * 3_600_000));
    const { calling } = await his.queue.status(hosId, ticket('started', 1, 0).sessionKey);
    expect(Number.isInteger(calling) && calling >= 0 && calling <= 2).toBe(true);
    expect(await his.queue.status(otherHosId, ticket('started', 1, 0).sessionKey)).toEqual({
      calling: 0,
    });
  });

  it('never calls a withdrawn visit, takes a repeated withdrawal once, and shrugs at an unknown one', async () => {
    const { his, hosId, otherHosId, tag } = get();
    for (const n of [1, 2, 3])
      await his.queue.checkIn(hosId, ticket('withdrawn', n, -6 * 3_600_000));
    const last = ticket('withdrawn', 3, 0);
    await his.queue.withdraw(hosId, last.visitKey);
    await his.queue.withdraw(hosId, last.visitKey);
    await his.queue.withdraw(hosId, `${tag}-no-such-visit`);
    // Another hospital's withdrawal of the same key is not this hospital's.
    await his.queue.withdraw(otherHosId, ticket('withdrawn', 2, 0).visitKey);
    const { calling } = await his.queue.status(hosId, last.sessionKey);
    expect(calling).toBeLessThanOrEqual(2);
    expect(calling).toBeGreaterThanOrEqual(0);
  });
}
