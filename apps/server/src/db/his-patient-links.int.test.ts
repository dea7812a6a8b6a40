import { hosIdOf } from '@portal/shared';
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/test-app.ts';
import type { Db } from './database.ts';
import { down, up } from './migrations/2026-11-24T0008-his-patient-links.ts';

/**
 * Migration 0008 on a database that already holds links: a link made before it becomes proven only when the
 * patient's name matches the hospital's record (case and spacing folded); any other keeps the patient, loses the cards.
 */
let db: Db;
let drop: () => Promise<void>;
beforeAll(async () => {
  ({ db, drop } = await openTestDatabase());
});
afterAll(async () => drop());

const WANG = '330106198604150314';

it("proves old links whose name matches the card holder's, and only those", async () => {
  // Migrations are frozen in time: they see an untyped database.
  const raw = db as unknown as Kysely<unknown>;
  await down(raw);
  const user = (
    await db
      .selectFrom('app_user')
      .select('user_id')
      .where('hos_id', '=', hosIdOf('1001'))
      .executeTakeFirstOrThrow()
  ).user_id;
  const add = async (name: string, certNo: string) => {
    const id = randomUUID();
    const userId = randomUUID();
    const phone = `139${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
    await db
      .insertInto('app_user')
      .values({ hos_id: hosIdOf('1001'), user_id: userId, phone, password_hash: 'unused' })
      .execute();
    await db
      .insertInto('patient')
      .values({
        hos_id: hosIdOf('1001'),
        patient_id: id,
        user_id: userId,
        patient_name: name,
        cert_type: 0,
        cert_no: certNo,
        phone: '13900000000',
        relation: 5,
        sex: 1,
        birth_date: '1986-04-15',
        is_default: false,
        unbound_at: null,
      })
      .execute();
    return id;
  };
  const mallory = await add('Mallory', WANG);
  const spaced = await add('  wang   JIANGUO ', WANG);
  const noRecord = await add('Nobody', '110101199001011237');
  await up(raw);

  const proof = async (id: string) =>
    await db
      .selectFrom('patient')
      .select(['link_proof', 'his_linked_at'])
      .where('patient_id', '=', id)
      .executeTakeFirstOrThrow();
  expect(await proof(mallory)).toEqual({ link_proof: null, his_linked_at: null });
  expect(await proof(spaced)).toMatchObject({
    link_proof: 'migrated',
    his_linked_at: expect.any(Date),
  });
  expect(await proof(noRecord)).toEqual({ link_proof: null, his_linked_at: null });
  // The demo account's own patients were linked under their card names.
  const demo = await db
    .selectFrom('patient')
    .select('link_proof')
    .where('hos_id', '=', hosIdOf('1001'))
    .where('user_id', '=', user)
    .execute();
  expect(demo.map((p) => p.link_proof)).toEqual(['migrated', 'migrated', 'migrated']);
  // One record per card holder, named as on the cards; the hospital never gave us phones or PINs for them.
  const record = await db
    .selectFrom('his_patient')
    .selectAll()
    .where('hos_id', '=', hosIdOf('1001'))
    .where('cert_no', '=', WANG)
    .executeTakeFirstOrThrow();
  expect(record).toMatchObject({ patient_name: 'Wang Jianguo', phone: null, pin_hash: null });
});
