import { hosIdOf } from '@portal/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/test-app.ts';
import type { Db } from '../../db/database.ts';
import {
  queueContract,
  type QueueContractContext,
} from '../../../test/contracts/queue.contract.ts';
import { createSandboxHis } from './sandbox-his.ts';
import {
  callNextSandbox,
  createSandboxQueue,
  SANDBOX_CALL_EVERY_MINUTES,
} from './sandbox-queue.ts';

/** The HIS is an adapter (docs/architecture.md#the-his-is-an-adapter): the sandbox HIS passes the queue contract, and its calling number moves with time. */
let db: Db;
let drop: () => Promise<void>;
let ctx: QueueContractContext;
beforeAll(async () => {
  ({ db, drop } = await openTestDatabase());
  ctx = {
    his: createSandboxHis(db),
    hosId: hosIdOf('1001'),
    otherHosId: hosIdOf('1002'),
    tag: `q${Date.now().toString(36)}`,
  };
});
afterAll(async () => drop());

describe('the sandbox HIS: queue', () => {
  queueContract(() => ctx);

  it(`calls number 1 at the session start and one more every ${SANDBOX_CALL_EVERY_MINUTES} minutes, up to the highest`, async () => {
    const start = new Date('2026-11-22T00:00:00Z');
    let now = start;
    const queue = createSandboxQueue(db, () => now);
    const session = `${ctx.tag}-clock`;
    for (const n of [1, 2, 3])
      await queue.checkIn(hosIdOf('1001'), {
        visitKey: `${session}-${n}`,
        sessionKey: session,
        queueNo: n,
        sessionStart: start,
      });
    const at = async (ms: number) => {
      now = new Date(start.getTime() + ms);
      return (await queue.status(hosIdOf('1001'), session)).calling;
    };
    const step = SANDBOX_CALL_EVERY_MINUTES * 60_000;
    expect(await at(-1)).toBe(0);
    expect(await at(0)).toBe(1);
    expect(await at(step - 1)).toBe(1);
    expect(await at(step)).toBe(2);
    expect(await at(10 * step)).toBe(3);
  });

  it("the doctor's 'next patient' calls ahead of the clock, never calls a withdrawn visit, and keeps hospitals apart", async () => {
    const start = new Date(Date.now() + 3_600_000);
    const queue = createSandboxQueue(db);
    const session = `${ctx.tag}-pressed`;
    for (const n of [1, 2, 3])
      await queue.checkIn(hosIdOf('1001'), {
        visitKey: `${session}-${n}`,
        sessionKey: session,
        queueNo: n,
        sessionStart: start,
      });
    expect(await queue.status(hosIdOf('1001'), session)).toEqual({ calling: 0 });
    expect(await callNextSandbox(db, hosIdOf('1001'), session)).toEqual({ calling: 1 });
    expect(await callNextSandbox(db, hosIdOf('1001'), session)).toEqual({ calling: 2 });
    expect(await queue.status(hosIdOf('1002'), session)).toEqual({ calling: 0 });
    await queue.withdraw(hosIdOf('1001'), `${session}-3`);
    // Number 3 left the queue: the doctor has nobody more to call.
    expect(await callNextSandbox(db, hosIdOf('1001'), session)).toEqual({ calling: 2 });
  });
});
