import { hosIdOf } from '@portal/shared';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe } from 'vitest';
import { openTestDatabase } from '../../../test/test-app.ts';
import type { Db } from '../../db/database.ts';
import { insertCard } from '../../../test/fixtures/bookings/records.fixtures.ts';
import {
  moneyContract,
  type MoneyContractContext,
} from '../../../test/contracts/money.contract.ts';
import { createSandboxHis } from './sandbox-his.ts';

/** The built-in sandbox HIS passes the money contract (docs/architecture.md#the-his-is-an-adapter). */
let db: Db;
let drop: () => Promise<void>;
let ctx: MoneyContractContext;
beforeAll(async () => {
  ({ db, drop } = await openTestDatabase());
  const cardId = await insertCard(db, hosIdOf('1001'), {
    certNo: `MONEY-${randomUUID()}`,
    balance: 10_000,
  });
  const billId = `BM-${randomUUID()}`;
  await db
    .insertInto('his_bill')
    .values({
      hos_id: hosIdOf('1001'),
      bill_id: billId,
      cert_type: 0,
      cert_no: 'MONEY-BILL',
      dept_name: 'Cardiology',
      doctor_name: 'Contract Doctor',
      issued_at: new Date(),
      amount: 3000,
      paid_at: null,
      paid_by: null,
    })
    .execute();
  ctx = {
    his: createSandboxHis(db),
    hosId: hosIdOf('1001'),
    otherHosId: hosIdOf('1002'),
    cardId,
    billId,
  };
});
afterAll(async () => drop());

describe('the sandbox HIS: card money and bill settlement', () => {
  moneyContract(() => ctx);
});
