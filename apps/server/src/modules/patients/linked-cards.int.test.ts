import { hosIdOf } from '@portal/shared';
import type { HosId } from '@portal/shared';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/test-app.ts';
import type { Db } from '../../db/database.ts';
import type { HisCards } from '../../his/cards.ts';
import type { HisPerson } from '../../his/his.ts';
import { createSandboxHis } from '../../his/sandbox/sandbox-his.ts';
import { insertCards } from '../../his/sandbox/seed-accounts-his.ts';
import { cardsOfPatients, type CardDeps } from './linked-cards.ts';

/**
 * Through the HIS adapter: only the user's own patients holding a proven, still bound link reach cards — an
 * unproven link, an unbound one, another user's patient or another hospital's card never leaks, whatever rows the
 * caller passes and even when the HIS answers more than it was asked. One HIS call, and the same answer as before.
 */
const H = hosIdOf('1001');
const OTHER_HOS = hosIdOf('1002');
let db: Db;
let drop: () => Promise<void>;
let deps: CardDeps;
const tag = randomUUID().slice(0, 8);
const person = (name: string): HisPerson => ({ certType: 1, certNo: `LC-${tag}-${name}` });
const P = {
  linked: person('linked'),
  second: person('second'),
  unproven: person('unproven'),
  unbound: person('unbound'),
  theirs: person('theirs'),
};
const me = randomUUID();
const them = randomUUID();
const ids: Record<keyof typeof P | 'theirsMine', string> = {
  linked: '',
  second: '',
  unproven: '',
  unbound: '',
  theirs: '',
  theirsMine: '',
};

async function insertUser(hosId: HosId, userId: string) {
  await db
    .insertInto('app_user')
    .values({
      hos_id: hosId,
      user_id: userId,
      phone: `139${Math.floor(Math.random() * 1e8)
        .toString()
        .padStart(8, '0')}`,
      password_hash: 'x',
    })
    .execute();
}
async function insertPatient(
  userId: string,
  who: HisPerson,
  link: { linked: boolean; unbound?: boolean },
) {
  const patientId = randomUUID();
  await db
    .insertInto('patient')
    .values({
      hos_id: H,
      patient_id: patientId,
      user_id: userId,
      patient_name: 'Leak Test',
      cert_type: who.certType,
      cert_no: who.certNo,
      phone: '13911112222',
      relation: 3,
      sex: 1,
      birth_date: '1980-01-01',
      is_default: false,
      unbound_at: link.unbound ? new Date() : null,
      ...(link.linked ? { his_linked_at: new Date(), link_proof: 'seed' as const } : {}),
    })
    .execute();
  return patientId;
}
const card = (id: string, who: HisPerson, clinicType = 1) => ({
  cardId: `LC-${tag}-${id}`,
  cardNo: `6222${id}`,
  clinicType,
  cardType: 1,
  ...who,
  patientName: 'Leak Test',
  state: 'normal' as const,
  balance: 100,
});

beforeAll(async () => {
  ({ db, drop } = await openTestDatabase());
  deps = { db, his: createSandboxHis(db) };
  await insertUser(H, me);
  await insertUser(H, them);
  ids.linked = await insertPatient(me, P.linked, { linked: true });
  ids.second = await insertPatient(me, P.second, { linked: true });
  ids.unproven = await insertPatient(me, P.unproven, { linked: false });
  ids.unbound = await insertPatient(me, P.unbound, { linked: true, unbound: true });
  ids.theirs = await insertPatient(them, P.theirs, { linked: true });
  // The same person as another user's linked patient, but unproven for me.
  ids.theirsMine = await insertPatient(me, P.theirs, { linked: false });
  await insertCards(db, H, [
    card('linked-in', P.linked, 2),
    card('linked-out', P.linked),
    card('second-out', P.second),
    card('unproven-out', P.unproven),
    card('unbound-out', P.unbound),
    card('theirs-out', P.theirs),
  ]);
  // Another hospital's card of the linked person: never at this hospital.
  await insertCards(db, OTHER_HOS, [card('linked-elsewhere', P.linked)]);
});
afterAll(async () => drop());

const cardIds = async (
  source: Parameters<typeof cardsOfPatients>[0],
  patientIds: string[],
  userId = me,
) =>
  (
    await cardsOfPatients(
      source,
      H,
      userId,
      patientIds.map((patient_id) => ({ patient_id })),
    )
  ).map((c) => c.card_id);
const short = (ids: string[]) => ids.map((id) => id.slice(`LC-${tag}-`.length));

describe('cardsOfPatients through the HIS adapter', () => {
  it('answers the cards of proven, bound links only, ordered by card id', async () => {
    expect(short(await cardIds(deps, [ids.linked]))).toEqual(['linked-in', 'linked-out']);
    expect(short(await cardIds(deps, Object.values(ids)))).toEqual([
      'linked-in',
      'linked-out',
      'second-out',
    ]);
  });

  it("never leaks the cards of an unproven link, an unbound link, another user's patient or another hospital", async () => {
    expect(await cardIds(deps, [ids.unproven])).toEqual([]);
    expect(await cardIds(deps, [ids.unbound])).toEqual([]);
    expect(await cardIds(deps, [ids.theirs])).toEqual([]);
    expect(await cardIds(deps, [ids.theirsMine])).toEqual([]);
    expect(await cardIds(deps, [])).toEqual([]);
    // Their own proven patient is theirs alone; and no card of this hospital's persons comes from elsewhere.
    expect(short(await cardIds(deps, [ids.theirs, ids.linked], them))).toEqual(['theirs-out']);
    expect(await cardsOfPatients(deps, OTHER_HOS, me, [{ patient_id: ids.linked }])).toEqual([]);
  });

  it('keeps to the persons it asked for even when the HIS answers more', async () => {
    const everyone = Object.values(P);
    const loose: HisCards = {
      ...deps.his.cards,
      ofPersons: (hosId) => deps.his.cards.ofPersons(hosId, everyone),
    };
    expect(short(await cardIds({ db, his: { cards: loose } }, Object.values(ids)))).toEqual([
      'linked-in',
      'linked-out',
      'second-out',
    ]);
  });

  it('asks the HIS once for all the patients, with each proven person once', async () => {
    const asked: HisPerson[][] = [];
    const counting: HisCards = {
      ...deps.his.cards,
      ofPersons: (hosId, persons) => (
        asked.push(persons),
        deps.his.cards.ofPersons(hosId, persons)
      ),
    };
    await cardIds({ db, his: { cards: counting } }, Object.values(ids));
    expect(asked).toHaveLength(1);
    expect(asked[0]!.map((p) => p.certNo).sort()).toEqual(
      [P.linked.certNo, P.second.certNo].sort(),
    );
    asked.length = 0;
    await cardIds({ db, his: { cards: counting } }, [ids.unproven, ids.unbound]);
    expect(asked).toEqual([]);
  });
});
