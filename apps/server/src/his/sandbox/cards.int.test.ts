import { hosIdOf } from '@portal/shared';
import { afterAll, beforeAll, describe } from 'vitest';
import { openTestDatabase } from '../../../test/test-app.ts';
import type { Db } from '../../db/database.ts';
import {
  cardContract,
  cardContractData,
  type CardContractContext,
} from '../../../test/contracts/cards.contract.ts';
import { createSandboxHis } from './sandbox-his.ts';
import { insertStays } from './fees-data.ts';
import { insertCards } from './seed-accounts-his.ts';

/** The HIS is an adapter (docs/architecture.md#the-his-is-an-adapter): the built-in sandbox HIS passes the card-reading contract (and a card's current stay). */
let db: Db;
let drop: () => Promise<void>;
let ctx: CardContractContext;
beforeAll(async () => {
  ({ db, drop } = await openTestDatabase());
  const data = cardContractData(`c${Date.now().toString(36)}`);
  await insertCards(
    db,
    hosIdOf('1001'),
    data.cards.map(({ person, ...c }) => ({ ...c, ...person })),
  );
  await insertStays(db, hosIdOf('1001'), data.stays);
  ctx = { his: createSandboxHis(db), hosId: hosIdOf('1001'), otherHosId: hosIdOf('1002'), data };
});
afterAll(async () => drop());

describe('the sandbox HIS: cards', () => {
  cardContract(() => ctx);
});
