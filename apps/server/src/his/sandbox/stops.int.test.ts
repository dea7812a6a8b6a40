import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/test-app.ts';
import type { Db } from '../../db/database.ts';
import {
  stopsContract,
  stopsContractData,
  type StopsContractContext,
} from '../../../test/contracts/stops.contract.ts';
import { createSandboxHis } from './sandbox-his.ts';
import { stopSandboxSession } from './sandbox-stops.ts';
import { hosIdOf } from '@portal/shared';

/** The HIS is an adapter (docs/architecture.md#the-his-is-an-adapter): the sandbox HIS passes the stopped-sessions contract; stopping twice is one stop. */
let db: Db;
let drop: () => Promise<void>;
let ctx: StopsContractContext;
beforeAll(async () => {
  ({ db, drop } = await openTestDatabase());
  const tag = `s${Date.now().toString(36)}`;
  const data = stopsContractData(tag);
  const [hosId, otherHosId] = [hosIdOf('9001'), hosIdOf('9002')];
  for (const s of data.main) await stopSandboxSession(db, hosId, s);
  for (const s of data.other) await stopSandboxSession(db, otherHosId, s);
  ctx = { his: createSandboxHis(db), hosId, otherHosId, data };
});
afterAll(async () => drop());

describe('the sandbox HIS: stopped sessions', () => {
  stopsContract(() => ctx);

  it('stopping a stopped session again answers the first stop and lists it once', async () => {
    const first = ctx.data.main[0]!;
    const [before] = await ctx.his.sessionStops.list(ctx.hosId, first.date);
    const again = await stopSandboxSession(db, ctx.hosId, { ...first, reason: 'another reason' });
    expect(again).toEqual(before);
    expect(await ctx.his.sessionStops.list(ctx.hosId, first.date)).toEqual([before]);
  });
});
