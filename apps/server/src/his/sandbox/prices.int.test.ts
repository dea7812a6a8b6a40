import { hosIdOf } from '@portal/shared';
import { afterAll, beforeAll, describe } from 'vitest';
import { openTestDatabase } from '../../../test/test-app.ts';
import type { Db } from '../../db/database.ts';
import {
  priceContract,
  priceContractData,
  type PriceContractContext,
} from '../../../test/contracts/prices.contract.ts';
import { insertTestPrices } from '../../../test/fixtures/his-sandbox/pathology-prices.fixtures.ts';
import { createSandboxHis } from './sandbox-his.ts';

/**
 * The HIS is an adapter (docs/architecture.md#the-his-is-an-adapter): the built-in sandbox HIS passes the price part of the contract. The contract's catalogue goes
 * to demo hospital 1004, which the demo seed gives none (its his.json has no price_search_type), so it is the only one there.
 */
let db: Db;
let drop: () => Promise<void>;
let ctx: PriceContractContext;
beforeAll(async () => {
  ({ db, drop } = await openTestDatabase());
  const data = priceContractData();
  await db.transaction().execute((trx) => insertTestPrices(trx, hosIdOf('1004'), data));
  ctx = {
    prices: createSandboxHis(db).prices,
    hosId: hosIdOf('1004'),
    otherHosId: hosIdOf('1001'),
    data,
  };
});
afterAll(async () => drop());

describe("the sandbox HIS's prices", () => {
  priceContract(() => ctx);
});
