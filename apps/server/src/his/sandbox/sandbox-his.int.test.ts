import { hosIdOf } from '@portal/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/test-app.ts';
import type { Db } from '../../db/database.ts';
import {
  contractData,
  hisContract,
  type HisContractContext,
} from '../../../test/contracts/his.contract.ts';
import { createSandboxHis } from './sandbox-his.ts';
import { insertTestReports } from '../../../test/fixtures/his-sandbox/sandbox-his.fixtures.ts';

/** The HIS is an adapter (docs/architecture.md#the-his-is-an-adapter): the built-in sandbox HIS passes the contract every HIS implementation must pass. */
let db: Db;
let drop: () => Promise<void>;
let ctx: HisContractContext;
beforeAll(async () => {
  ({ db, drop } = await openTestDatabase());
  const data = contractData(`c${Date.now().toString(36)}`, 'Asia/Shanghai');
  await db.transaction().execute((trx) => insertTestReports(trx, hosIdOf('1001'), data.reports));
  ctx = {
    his: createSandboxHis(db),
    hosId: hosIdOf('1001'),
    otherHosId: hosIdOf('1002'),
    timeZone: 'Asia/Shanghai',
    data,
    dictionary: { code: 'out_report_type', values: ['lab', 'exam'] },
  };
});
afterAll(async () => drop());

describe('the sandbox HIS', () => {
  hisContract(() => ctx);

  it('has the demo dictionaries with Chinese labels where the file gives them', async () => {
    const payModes = await ctx.his.dictionary(hosIdOf('1001'), 'pay_mode');
    expect(payModes[0]).toEqual({
      value: 'card',
      sort: 0,
      labels: { 'en-US': 'Patient card balance', 'zh-CN': '就诊卡余额' },
    });
    expect(
      (await ctx.his.dictionary(hosIdOf('1004'), 'in_report_type')).map((e) => e.labels),
    ).toEqual([{ 'en-US': 'Inpatient laboratory tests' }, { 'en-US': 'Inpatient examinations' }]);
    expect(await ctx.his.dictionary(hosIdOf('1001'), 'nation')).toEqual([]);
  });
});
