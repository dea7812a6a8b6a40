import { hosIdOf } from '@portal/shared';
import { afterAll, beforeAll, describe } from 'vitest';
import { openTestDatabase } from '../../../test/test-app.ts';
import type { Db } from '../../db/database.ts';
import {
  pathologyContract,
  pathologyContractData,
  type PathologyContractContext,
} from '../../../test/contracts/pathology.contract.ts';
import { insertTestPathologies } from '../../../test/fixtures/his-sandbox/pathology-prices.fixtures.ts';
import { createSandboxHis } from './sandbox-his.ts';

/** The HIS is an adapter (docs/architecture.md#the-his-is-an-adapter): the built-in sandbox HIS passes the pathology part of the contract. */
let db: Db;
let drop: () => Promise<void>;
let ctx: PathologyContractContext;
beforeAll(async () => {
  ({ db, drop } = await openTestDatabase());
  const data = pathologyContractData(`p${Date.now().toString(36)}`, 'Asia/Shanghai');
  await db
    .transaction()
    .execute((trx) => insertTestPathologies(trx, hosIdOf('1001'), data.results));
  ctx = {
    pathology: createSandboxHis(db).pathology,
    hosId: hosIdOf('1001'),
    otherHosId: hosIdOf('1002'),
    timeZone: 'Asia/Shanghai',
    data,
  };
});
afterAll(async () => drop());

describe("the sandbox HIS's pathology", () => {
  pathologyContract(() => ctx);
});
