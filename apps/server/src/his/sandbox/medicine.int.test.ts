import { hosIdOf } from '@portal/shared';
import { afterAll, beforeAll, describe } from 'vitest';
import { openTestDatabase } from '../../../test/test-app.ts';
import type { Db } from '../../db/database.ts';
import {
  medicineContract,
  medicineContractData,
  type MedicineContractContext,
} from '../../../test/contracts/medicine.contract.ts';
import { insertTestMedicine } from '../../../test/fixtures/his-sandbox/medicine.fixtures.ts';
import { createSandboxHis } from './sandbox-his.ts';

/** The HIS is an adapter (docs/architecture.md#the-his-is-an-adapter): the built-in sandbox HIS passes the prescription and discharge-medicine contract. */
let db: Db;
let drop: () => Promise<void>;
let ctx: MedicineContractContext;
beforeAll(async () => {
  ({ db, drop } = await openTestDatabase());
  const data = medicineContractData(`m${Date.now().toString(36)}`, 'Asia/Shanghai');
  await db.transaction().execute((trx) => insertTestMedicine(trx, hosIdOf('1001'), data));
  ctx = {
    his: createSandboxHis(db),
    hosId: hosIdOf('1001'),
    otherHosId: hosIdOf('1002'),
    timeZone: 'Asia/Shanghai',
    data,
  };
});
afterAll(async () => drop());

describe('the sandbox HIS: prescriptions and discharge medicine', () => {
  medicineContract(() => ctx);
});
