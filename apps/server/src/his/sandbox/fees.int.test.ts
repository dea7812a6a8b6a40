import { hosIdOf } from '@portal/shared';
import { afterAll, beforeAll, describe } from 'vitest';
import { openTestDatabase } from '../../../test/test-app.ts';
import type { Db } from '../../db/database.ts';
import {
  feeContract,
  feeContractData,
  type FeeContractContext,
} from '../../../test/contracts/fees.contract.ts';
import { createSandboxHis } from './sandbox-his.ts';
import { insertTestFees } from '../../../test/fixtures/his-sandbox/fees.fixtures.ts';

/** The HIS is an adapter (docs/architecture.md#the-his-is-an-adapter): the built-in sandbox HIS passes the fee and daily-bill contract. */
let db: Db;
let drop: () => Promise<void>;
let ctx: FeeContractContext;
beforeAll(async () => {
  ({ db, drop } = await openTestDatabase());
  const data = feeContractData(`f${Date.now().toString(36)}`, 'Asia/Shanghai');
  await db.transaction().execute((trx) => insertTestFees(trx, hosIdOf('1001'), data));
  ctx = {
    his: createSandboxHis(db),
    hosId: hosIdOf('1001'),
    otherHosId: hosIdOf('1002'),
    timeZone: 'Asia/Shanghai',
    data,
  };
});
afterAll(async () => drop());

describe('the sandbox HIS: fees and daily bills', () => {
  feeContract(() => ctx);
});
