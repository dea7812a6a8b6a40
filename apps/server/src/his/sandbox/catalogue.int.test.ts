import { afterAll, beforeAll, describe } from 'vitest';
import { openTestDatabase } from '../../../test/test-app.ts';
import type { Db } from '../../db/database.ts';
import {
  catalogueContract,
  catalogueContractData,
  type CatalogueContractContext,
} from '../../../test/contracts/catalogue.contract.ts';
import { createSandboxHis } from './sandbox-his.ts';
import { insertSandboxCatalogue } from './seed-catalogue.ts';
import { hosIdOf } from '@portal/shared';

/** The HIS is an adapter (docs/architecture.md#the-his-is-an-adapter): the built-in sandbox HIS passes the catalogue contract. */
let db: Db;
let drop: () => Promise<void>;
let ctx: CatalogueContractContext;
beforeAll(async () => {
  ({ db, drop } = await openTestDatabase());
  const tag = `c${Date.now().toString(36)}`;
  const data = catalogueContractData(tag);
  // Hospitals of their own: the contract compares whole catalogues.
  const [hosId, otherHosId] = [hosIdOf('9001'), hosIdOf('9002')];
  await db
    .insertInto('hospital')
    .values(
      [hosId, otherHosId].map((id) => ({
        hos_id: id,
        hos_name: `Catalogue ${id}`,
        logo: null,
        theme: '{}',
      })),
    )
    .execute();
  await insertSandboxCatalogue(db, hosId, data.main);
  await insertSandboxCatalogue(db, otherHosId, data.other);
  ctx = { his: createSandboxHis(db), hosId, otherHosId, data };
});
afterAll(async () => drop());

describe('the sandbox HIS: catalogue', () => {
  catalogueContract(() => ctx);
});
