import { hosIdOf } from '@portal/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/test-app.ts';
import type { Db } from '../../db/database.ts';
import {
  personContract,
  personContractData,
  type PersonContractContext,
} from '../../../test/contracts/persons.contract.ts';
import { createSandboxHis } from './sandbox-his.ts';
import { insertHisPersons, prepareHisPersons } from './seed-accounts-his.ts';

/** The HIS is an adapter (docs/architecture.md#the-his-is-an-adapter): the built-in sandbox HIS passes the person-record contract (PINs hashed as the seed does). */
let db: Db;
let drop: () => Promise<void>;
let ctx: PersonContractContext;
beforeAll(async () => {
  ({ db, drop } = await openTestDatabase());
  const data = personContractData(`p${Date.now().toString(36)}`);
  await insertHisPersons(db, hosIdOf('1001'), await prepareHisPersons([data.withPin, data.bare]));
  ctx = { his: createSandboxHis(db), hosId: hosIdOf('1001'), otherHosId: hosIdOf('1002'), data };
});
afterAll(async () => drop());

describe('the sandbox HIS: person records', () => {
  personContract(() => ctx);
});

describe("the demo seed's person records", () => {
  it('a PIN the demo seed hashed verifies through the adapter (1002 Sun Lele, PIN 112233 in demo/1002/his.json)', async () => {
    const row = await db
      .selectFrom('his_patient')
      .select(['cert_type', 'cert_no'])
      .where('hos_id', '=', hosIdOf('1002'))
      .where('patient_name', '=', 'Sun Lele')
      .executeTakeFirstOrThrow();
    const person = { certType: row.cert_type, certNo: row.cert_no };
    expect(await ctx.his.persons.find(hosIdOf('1002'), person)).toMatchObject({
      patientName: 'Sun Lele',
      hasPin: true,
    });
    expect(await ctx.his.persons.verifyPin(hosIdOf('1002'), person, '112233')).toBe('ok');
    expect(await ctx.his.persons.verifyPin(hosIdOf('1002'), person, '112234')).toBe('wrong');
  });
});
