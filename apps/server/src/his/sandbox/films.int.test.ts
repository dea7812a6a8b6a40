import { hosIdOf } from '@portal/shared';
import { afterAll, beforeAll, describe } from 'vitest';
import { openTestDatabase } from '../../../test/test-app.ts';
import type { Db } from '../../db/database.ts';
import {
  filmContract,
  filmContractData,
  type FilmContractContext,
} from '../../../test/contracts/films.contract.ts';
import { insertTestFilms } from '../../../test/fixtures/his-sandbox/films.fixtures.ts';
import { createSandboxHis } from './sandbox-his.ts';

/** The HIS is an adapter (docs/architecture.md#the-his-is-an-adapter): the built-in sandbox HIS passes the cloud-film part of the contract. */
let db: Db;
let drop: () => Promise<void>;
let ctx: FilmContractContext;
beforeAll(async () => {
  ({ db, drop } = await openTestDatabase());
  const data = filmContractData(`f${Date.now().toString(36)}`, 'Asia/Shanghai');
  await db.transaction().execute((trx) => insertTestFilms(trx, hosIdOf('1001'), data.studies));
  ctx = {
    films: createSandboxHis(db).films,
    hosId: hosIdOf('1001'),
    otherHosId: hosIdOf('1002'),
    timeZone: 'Asia/Shanghai',
    data,
  };
});
afterAll(async () => drop());

describe("the sandbox HIS's films", () => {
  filmContract(() => ctx);
});
