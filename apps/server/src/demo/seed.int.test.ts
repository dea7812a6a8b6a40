import { afterAll, beforeAll, expect, it } from 'vitest';
import { verify } from '@node-rs/argon2';
import { openTestDatabase } from '../../test/test-app.ts';
import type { Db } from '../db/database.ts';
import { seedDemoHospitals } from './seed.ts';

/** Seeding stays idempotent with the issue 3 accounts and cards: a hospital already present is skipped whole. */
let db: Db;
let drop: () => Promise<void>;
beforeAll(async () => {
  ({ db, drop } = await openTestDatabase());
});
afterAll(async () => drop());

const counts = async () => Promise.all(
  (['app_user', 'patient', 'physical_leader', 'his_card', 'his_card_ledger'] as const).map(async (table) =>
    Number((await db.selectFrom(table).select((eb) => eb.fn.countAll<string | number>().as('n')).executeTakeFirstOrThrow()).n)),
);

it('seeded one demo account per full hospital, its password hashed', async () => {
  const users = await db.selectFrom('app_user').select(['hos_id', 'phone', 'password_hash']).orderBy('hos_id').execute();
  expect(users.map((u) => [u.hos_id, u.phone])).toEqual([['1001', '13800000001'], ['1002', '13800000001'], ['1003', '13800000001']]);
  for (const u of users) expect(await verify(u.password_hash, 'Demo@2026')).toBe(true);
});

it('a second run adds nothing', async () => {
  const before = await counts();
  expect(await seedDemoHospitals(db)).toEqual([]);
  expect(await counts()).toEqual(before);
});
