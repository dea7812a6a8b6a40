import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cardBalanceSchema, cardInfoSchema, checkCardResultSchema, hosIdOf } from '@portal/shared';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { bearer, get, post, signIn } from '../../../test/auth-helpers.ts';
import { UNMASKED } from '../../../test/patient-helpers.ts';

/** Step 4: each patient's outpatient and inpatient cards, card lookup codes 1–4, balances in fen. */
let t: TestApp;
let token: string;
const ids: Record<'self' | 'parent' | 'child', string> = { self: '', parent: '', child: '' };
beforeAll(async () => {
  t = await createTestApp();
  token = await signIn(t.app, hosIdOf('1001'));
  const list = (
    await get(t.app, '/patient/api/patient/list?hosId=1001', { headers: bearer(token) })
  ).json().data;
  [ids.self, ids.parent, ids.child] = list.map((p: { patientId: string }) => p.patientId);
});
afterAll(async () => t.close());

/** No card number of the HIS may appear in any answer: the portal only ever sees '********' and card ids. */
async function hisCardNumbers() {
  return (await t.db.selectFrom('his_card').select('card_no').execute()).map((r) => r.card_no);
}
async function noSecrets(body: string) {
  expect(body).not.toMatch(UNMASKED);
  for (const no of await hisCardNumbers()) expect(body).not.toContain(no);
}

const cardInfo = async (patientId: string, clinicType: 1 | 2) => {
  const res = await get(
    t.app,
    `/patient/api/card/info?hosId=1001&patientId=${patientId}&clinicType=${clinicType}`,
    { headers: bearer(token) },
  );
  await noSecrets(res.body);
  return cardInfoSchema.strict().parse(res.json().data);
};

describe('getCardInfoByCondition', () => {
  it('code 1: a usable card, masked, with its balance in fen', async () => {
    expect(await cardInfo(ids.self, 1)).toEqual({
      code: 1,
      cardNo: '********',
      cardId: 'C1001-01',
      cardNoEncrypt: 'C1001-01',
      cardBalance: 20000,
      messageKey: null,
    });
    expect(await cardInfo(ids.self, 2)).toMatchObject({
      code: 1,
      cardId: 'C1001-02',
      cardBalance: 150000,
    });
  });

  it('code 2: no card, "not bound"', async () => {
    expect(await cardInfo(ids.parent, 2)).toEqual({
      code: 2,
      cardNo: '',
      cardId: '',
      cardNoEncrypt: '',
      cardBalance: null,
      messageKey: 'ui.cardNotBound',
    });
  });

  it('code 3: a card about to be disabled, "will be deactivated, please go to window"', async () => {
    expect(await cardInfo(ids.parent, 1)).toMatchObject({
      code: 3,
      cardNo: '********',
      cardBalance: 3500,
      messageKey: 'ui.cardWillBeDeactivated',
    });
  });

  it('code 4: an overdue card', async () => {
    expect(await cardInfo(ids.child, 1)).toMatchObject({
      code: 4,
      cardNo: '********',
      cardBalance: 0,
      messageKey: 'ui.cardOverdue',
    });
  });

  it('validates the clinic type and needs a patient (PATIENT001, absent or blank)', async () => {
    const bad = await get(
      t.app,
      `/patient/api/card/info?hosId=1001&patientId=${ids.self}&clinicType=3`,
      { headers: bearer(token) },
    );
    expect(bad.json()).toMatchObject({ messageKey: 'C019', params: { field: 'clinicType' } });
    for (const query of ['hosId=1001&clinicType=1', 'hosId=1001&patientId=&clinicType=1']) {
      const none = await get(t.app, `/patient/api/card/info?${query}`, { headers: bearer(token) });
      expect(none.statusCode).toBe(400);
      expect(none.json()).toMatchObject({
        messageKey: 'PATIENT001',
        msg: 'Please choose a patient first',
      });
    }
    // A malformed id is still invalid, not missing.
    const malformed = await get(
      t.app,
      '/patient/api/card/info?hosId=1001&patientId=a%20b&clinicType=1',
      { headers: bearer(token) },
    );
    expect(malformed.json()).toMatchObject({ messageKey: 'C019', params: { field: 'patientId' } });
  });
});

describe('getCardBalance / obtainCardBalanceUpV2', () => {
  it.each(['/patient/api/card/balance', '/patient/api/obtainCardBalanceUpV2'])(
    '%s without a patient answers PATIENT001',
    async (url) => {
      const res = await post(
        t.app,
        url,
        { hosId: '1001', clinicType: 1 },
        { headers: bearer(token) },
      );
      expect(res.json()).toMatchObject({ messageKey: 'PATIENT001' });
    },
  );

  it.each(['/patient/api/card/balance', '/patient/api/obtainCardBalanceUpV2'])(
    '%s answers the balance in fen',
    async (url) => {
      const res = await post(
        t.app,
        url,
        { hosId: '1001', patientId: ids.self, clinicType: 1 },
        { headers: bearer(token) },
      );
      expect(cardBalanceSchema.strict().parse(res.json().data)).toEqual({
        cardBalance: 20000,
        operateState: '1',
      });
      await noSecrets(res.body);
      const inpatient = await post(
        t.app,
        url,
        { hosId: '1001', patientId: ids.self, clinicType: 2 },
        { headers: bearer(token) },
      );
      expect(inpatient.json().data).toEqual({ cardBalance: 150000, operateState: '1' });
    },
  );

  it('C002 "no data" when the patient has no card of that type', async () => {
    const res = await post(
      t.app,
      '/patient/api/card/balance',
      { hosId: '1001', patientId: ids.parent, clinicType: 2 },
      { headers: bearer(token) },
    );
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ messageKey: 'C002', msg: 'No data' });
  });

  it('the seeded balances agree with the card ledger', async () => {
    const cards = await t.db
      .selectFrom('his_card')
      .select(['hos_id', 'card_id', 'balance'])
      .execute();
    const sums = await t.db
      .selectFrom('his_card_ledger')
      .select(['hos_id', 'card_id'])
      .select((eb) => eb.fn.sum<string | number>('amount').as('total'))
      .groupBy(['hos_id', 'card_id'])
      .execute();
    const byCard = new Map(sums.map((s) => [`${s.hos_id}/${s.card_id}`, Number(s.total)]));
    expect(cards.length).toBeGreaterThan(0);
    for (const c of cards)
      expect(byCard.get(`${c.hos_id}/${c.card_id}`), c.card_id).toBe(Number(c.balance));
  });
});

describe('checkCardNoV2', () => {
  const check = (patId: string, cardNo?: string) =>
    post(
      t.app,
      '/patient/api/checkCardNoV2',
      { hosId: '1001', patId, ...(cardNo && { cardNo }) },
      { headers: bearer(token) },
    );

  it('ResultCode 0 for a usable card (the outpatient one, or the one referenced)', async () => {
    expect(checkCardResultSchema.parse((await check(ids.self)).json().data)).toEqual({
      ResultCode: '0',
      ResultMsg: 'ok',
    });
    expect((await check(ids.self, 'C1001-02')).json().data).toEqual({
      ResultCode: '0',
      ResultMsg: 'ok',
    });
  });

  it('a non-zero ResultCode with a message for a card to be disabled, an overdue card, no card', async () => {
    const results = await Promise.all([
      check(ids.parent),
      check(ids.child),
      check(ids.parent, 'C1001-01'),
    ]);
    expect(results.map((r) => r.json().data.ResultCode)).toEqual(['3', '4', '2']);
    for (const r of results) expect(r.json().data.ResultMsg).not.toBe('');
  });
});
