import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hosIdOf, type HosId } from '@portal/shared';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { bearer, get, signIn } from '../../../test/auth-helpers.ts';
import { day } from '../../../test/fixtures/queries/queries.fixtures.ts';

/**
 * The hospital's query periods (config group QUERY): the report lists (lab and exam reports, pathology) reach back
 * reportQueryDays, the payment list paymentQueryDays — by default and at most; a range longer or older is QUERY001
 * with the limit as `days`. Demo: 1001 reports 90 / payments 30, 1003 reports 180 / payments 92 (the default).
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const LISTS = {
  reports: '/feature/api/report/list',
  pathology: '/feature/api/pathology/list',
  fees: '/feature/api/fee/list',
} as const;

async function demoReader(hosId: HosId) {
  const token = await signIn(t.app, hosId);
  const patients = (
    await get(t.app, `/patient/api/patient/list?hosId=${hosId}`, { headers: bearer(token) })
  ).json().data as { patientId: string }[];
  const list = (path: string, range: { from?: string; to?: string } = {}) => {
    const q = new URLSearchParams({ hosId, patientId: patients[0]!.patientId, ...range });
    return get(t.app, `${path}?${q}`, { headers: bearer(token) });
  };
  return { list };
}

const cases = [
  { hosId: hosIdOf('1001'), list: LISTS.reports, days: 730 },
  { hosId: hosIdOf('1001'), list: LISTS.pathology, days: 730 },
  { hosId: hosIdOf('1001'), list: LISTS.fees, days: 92 },
  { hosId: hosIdOf('1003'), list: LISTS.reports, days: 180 },
  { hosId: hosIdOf('1003'), list: LISTS.fees, days: 30 },
];

describe('reportQueryDays and paymentQueryDays', () => {
  it.each(cases)(
    '$hosId $list reaches back $days days and no further',
    async ({ hosId, list, days }) => {
      const r = await demoReader(hosId);
      expect((await r.list(list)).json()).toMatchObject({ code: 0 });
      expect((await r.list(list, { from: day(days - 1), to: day(0) })).json()).toMatchObject({
        code: 0,
      });
      const refused = { code: 400, messageKey: 'QUERY001', params: { days } };
      // One day longer than allowed.
      expect((await r.list(list, { from: day(days), to: day(0) })).json()).toMatchObject(refused);
      // Short, but older than allowed.
      expect(
        (await r.list(list, { from: day(days + 10), to: day(days + 5) })).json(),
      ).toMatchObject(refused);
    },
  );

  it('the default period never reaches past the limit: 1003 lists the fees of its last 30 days', async () => {
    const r = await demoReader(hosIdOf('1003'));
    const total = async (range?: { from: string; to: string }) =>
      ((await r.list(LISTS.fees, range)).json().data as { total: number }).total;
    const byDefault = await total();
    expect(byDefault).toBeGreaterThan(0);
    expect(byDefault).toBe(await total({ from: day(29), to: day(0) }));
  });
});
