import type { HosId } from '@portal/shared';
import { expect, it } from 'vitest';
import type { HisCard } from '../../src/his/cards.ts';
import type { HisStay } from '../../src/his/fees.ts';
import type { HisAdapter, HisPerson } from '../../src/his/his.ts';

/**
 * The HIS contract for reading cards (docs/architecture.md#the-his-is-an-adapter), like fees.contract.ts: a runner loads
 * `cardContractData` into its HIS by its own means, then calls `cardContract` inside a describe block. The money
 * moves (debit, credit, movements, void) have a contract of their own.
 */
export interface CardContractData {
  tag: string;
  /** Holds three cards: outpatient, inpatient, and a second outpatient card that is stopped. */
  person: HisPerson;
  /** Holds one card. */
  other: HisPerson;
  /** The same certificate number as `person` under another certificate type: a different person, with no cards. */
  namesake: HisPerson;
  cards: HisCard[];
  /** On the person's inpatient card: a past stay and the current one (dailyBills.currentStayOfCard). */
  stays: (Omit<HisStay, 'stayId'> & { cardId: string })[];
}

export function cardContractData(tag: string): CardContractData {
  const person: HisPerson = { certType: 1, certNo: `HISCC-${tag}-A` };
  const other: HisPerson = { certType: 1, certNo: `HISCC-${tag}-B` };
  const namesake: HisPerson = { certType: 2, certNo: person.certNo };
  const card = (id: string, who: HisPerson, over: Partial<HisCard> = {}): HisCard => ({
    cardId: `${tag}-${id}`,
    cardNo: `62220${id}${tag}`,
    clinicType: 1,
    cardType: 1,
    person: who,
    patientName: who === person ? 'Card Alpha' : 'Card Beta',
    state: 'normal',
    balance: 0,
    povertyRelief: false,
    ...over,
  });
  // Ids chosen so that the load order is not the card-id order.
  const cards = [
    card('c-out', person, { balance: 12_345 }),
    card('a-in', person, {
      clinicType: 2,
      cardType: 2,
      state: 'overdue',
      balance: 500_000,
      povertyRelief: true,
    }),
    card('b-out-stopped', person, { state: 'stopped', balance: 7 }),
    card('b-other', other, { cardType: 3, balance: 99 }),
  ];
  const inCard = `${tag}-a-in`;
  const stay = { cardId: inCard, bed: '12', deptName: 'Cardiology', doctorName: 'Contract Doctor' };
  const stays = [
    { ...stay, ward: 'Ward Past', admittedOn: '2024-01-02', dischargedOn: '2024-01-09' },
    { ...stay, ward: 'Ward Now', admittedOn: '2024-03-01', dischargedOn: null },
  ];
  return { tag, person, other, namesake, cards, stays };
}

export interface CardContractContext {
  his: HisAdapter;
  hosId: HosId;
  otherHosId: HosId;
  data: CardContractData;
}

export function cardContract(ctx: () => CardContractContext) {
  const c = () => ctx();
  const cardsOf = (...who: HisPerson[]) =>
    c()
      .data.cards.filter((k) => who.includes(k.person))
      .sort((a, b) => a.cardId.localeCompare(b.cardId));

  it('cards.ofPersons: every card of the person, whole, ordered by card id', async () => {
    const { his, hosId, data } = c();
    expect(await his.cards.ofPersons(hosId, [data.person])).toEqual(cardsOf(data.person));
    expect(await his.cards.ofPersons(hosId, [data.other])).toEqual(cardsOf(data.other));
  });

  it('cards.ofPersons: several persons in one call, each card once, ordered by card id', async () => {
    const { his, hosId, data } = c();
    expect(await his.cards.ofPersons(hosId, [data.other, data.person])).toEqual(
      cardsOf(data.person, data.other),
    );
    expect(await his.cards.ofPersons(hosId, [data.person, data.person])).toEqual(
      cardsOf(data.person),
    );
  });

  it('cards.ofPersons: nothing for no persons, an unknown person, another certificate type, or another hospital', async () => {
    const { his, hosId, otherHosId, data } = c();
    expect(await his.cards.ofPersons(hosId, [])).toEqual([]);
    expect(
      await his.cards.ofPersons(hosId, [{ certType: 1, certNo: `${data.person.certNo}-nobody` }]),
    ).toEqual([]);
    expect(await his.cards.ofPersons(hosId, [data.namesake])).toEqual([]);
    expect(await his.cards.ofPersons(otherHosId, [data.person, data.other])).toEqual([]);
  });

  it('cards.get: one card with its holder; undefined for an unknown id or another hospital', async () => {
    const { his, hosId, otherHosId, data } = c();
    for (const card of data.cards) expect(await his.cards.get(hosId, card.cardId)).toEqual(card);
    expect(await his.cards.get(hosId, `${data.tag}-no-such-card`)).toBeUndefined();
    expect(await his.cards.get(otherHosId, data.cards[0]!.cardId)).toBeUndefined();
  });

  it('dailyBills.currentStayOfCard: the stay the card is in now; undefined for a card not in hospital or another hospital', async () => {
    const { his, hosId, otherHosId, data } = c();
    const { cardId, ...now } = data.stays.find((s) => s.dischargedOn === null)!;
    expect(await his.dailyBills.currentStayOfCard(hosId, cardId)).toMatchObject(now);
    expect(await his.dailyBills.currentStayOfCard(hosId, data.cards[0]!.cardId)).toBeUndefined();
    expect(
      await his.dailyBills.currentStayOfCard(hosId, `${data.tag}-no-such-card`),
    ).toBeUndefined();
    expect(await his.dailyBills.currentStayOfCard(otherHosId, cardId)).toBeUndefined();
  });
}
