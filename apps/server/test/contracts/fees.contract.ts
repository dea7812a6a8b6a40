import { expect, it } from 'vitest';
import { addDays, zonedInstant, type HosId } from '@portal/shared';
import type { HisChargeItem, HisFee, HisFeeCategory } from '../../src/his/fees.ts';
import type { HisAdapter, HisPerson } from '../../src/his/his.ts';
import { contractDays, expectPagesCoverOnce } from './contract-days.ts';

/**
 * The HIS contract for fees and daily bills (docs/architecture.md#the-his-is-an-adapter), like his.contract.ts for reports: a runner loads
 * `feeContractData` into its HIS by its own means, then calls `feeContract` inside a describe block.
 */
/** A fee as the contract states it: its amount left to the implementation (the sum of its items). */
export type ContractFee = Omit<HisFee, 'amount'>;
export interface ContractStay {
  person: HisPerson;
  patientName: string;
  ward: string;
  bed: string;
  deptName: string;
  doctorName: string;
  admittedOn: string;
  dischargedOn: string | null;
  days: { day: string; items: HisChargeItem[] }[];
}
export interface FeeContractData {
  tag: string;
  person: HisPerson;
  other: HisPerson;
  base: string;
  fees: ContractFee[];
  /** The person's past stay, their current stay, and the other person's stay. */
  stays: ContractStay[];
}

/** A charge of `quantity` × `price` fen, per time and without a spec: the contract's and the query tests' items. */
export const item = (
  category: HisFeeCategory,
  name: string,
  price: number,
  quantity = 1,
): HisChargeItem => ({
  category,
  name,
  spec: '',
  quantity,
  unit: 'time',
  price,
  amount: price * quantity,
});

/**
 * For `person`: twelve fees on days 0–11 (two at the same instant on day 8), a refunded one, and fees at the edges of
 * days 20–22 (local midnight, one second before midnight, the next midnight); for `other`, two fees. Stays: the
 * person's past stay of 4 days (days 1–4), their current stay of 12 days from day 10, and one of `other`.
 */
export function feeContractData(
  tag: string,
  timeZone: string,
  base = '2024-03-10',
): FeeContractData {
  const person: HisPerson = { certType: 1, certNo: `HISFC-${tag}-A` };
  const other: HisPerson = { certType: 1, certNo: `HISFC-${tag}-B` };
  const at = (day: number, hm: string) => zonedInstant(addDays(base, day), hm, timeZone);
  const fee = (
    id: string,
    who: HisPerson,
    paidAt: Date,
    paymentType = 'lab',
    amount = 2000,
  ): ContractFee => ({
    feeId: `${tag}-${id}`,
    person: who,
    patientName: who === person ? 'Fee Alpha' : 'Fee Beta',
    deptName: 'Cardiology',
    doctorName: 'Contract Doctor',
    paymentType,
    payMode: 'wechat',
    paidAt,
    invoiceNo: `INV${tag}${id}`,
    refundedAt: null,
    items:
      paymentType === 'registration'
        ? [item('registration', 'Ordinary registration', amount)]
        : [
            item('lab', 'Complete blood count', amount),
            item('drug', 'Aspirin enteric-coated tablets', 150, 3),
          ],
  });
  const fees: ContractFee[] = [
    ...Array.from({ length: 12 }, (_, day) =>
      fee(
        `a-${String(day).padStart(2, '0')}`,
        person,
        at(day === 9 ? 8 : day, '09:00'),
        day % 3 === 0 ? 'registration' : 'lab',
        1000 + day,
      ),
    ),
    { ...fee('a-refund', person, at(5, '15:00'), 'exam'), refundedAt: at(6, '10:00') },
    fee('a-edge-start', person, at(20, '00:00')),
    fee('a-edge-end', person, new Date(at(22, '00:00').getTime() - 1000)),
    fee('a-edge-after', person, at(22, '00:00')),
    fee('b-1', other, at(1, '10:00')),
    fee('b-2', other, at(2, '10:00'), 'registration'),
  ];
  const stay = (
    who: HisPerson,
    from: number,
    length: number,
    dischargedOn: string | null,
    ward: string,
  ): ContractStay => ({
    person: who,
    patientName: who === person ? 'Fee Alpha' : 'Fee Beta',
    ward,
    bed: '7',
    deptName: 'Cardiology',
    doctorName: 'Contract Doctor',
    admittedOn: addDays(base, from),
    dischargedOn,
    days: Array.from({ length }, (_, n) => ({
      day: addDays(base, from + n),
      items: [
        item('bed', 'Ward bed', 5000),
        item('nursing', 'Grade II nursing', 2400),
        ...(n % 2 === 0 ? [item('drug', 'Cefuroxime', 1380, n + 1)] : []),
      ],
    })),
  });
  const stays = [
    stay(person, 1, 4, addDays(base, 4), 'Ward P'),
    stay(person, 10, 12, null, 'Ward C'),
    stay(other, 2, 3, addDays(base, 4), 'Ward O'),
  ];
  return { tag, person, other, base, fees, stays };
}

export interface FeeContractContext {
  his: HisAdapter;
  hosId: HosId;
  otherHosId: HosId;
  timeZone: string;
  data: FeeContractData;
}

export function feeContract(ctx: () => FeeContractContext) {
  const c = () => ctx();
  const { period, short } = contractDays(ctx);
  const list = (
    person: HisPerson,
    q: { paymentType?: string; from?: number; to?: number; offset?: number; limit?: number } = {},
  ) =>
    c().his.fees.list(c().hosId, person, {
      paymentType: q.paymentType,
      period: period(q.from ?? 0, q.to ?? 30),
      offset: q.offset ?? 0,
      limit: q.limit ?? 100,
    });
  const total = (items: HisChargeItem[]) => items.reduce((s, i) => s + i.amount, 0);

  it("fees.list: a person's fees newest first with the total; pages cover the list once each; past the end is empty", async () => {
    const page = await list(c().data.person);
    const want = c().data.fees.filter((f) => f.person === c().data.person);
    expect(page.total).toBe(want.length);
    expect(new Set(page.items.map((f) => f.feeId))).toEqual(new Set(want.map((f) => f.feeId)));
    const times = page.items.map((f) => f.paidAt.getTime());
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const all = page.items.map((f) => f.feeId);
    await expectPagesCoverOnce(all, [1, 3, 10], async (offset, limit) =>
      (await list(c().data.person, { offset, limit })).items.map((f) => f.feeId),
    );
    expect(await list(c().data.person, { offset: all.length, limit: 10 })).toEqual({
      items: [],
      total: all.length,
    });
  });

  it("fees.list: a period is whole days of the hospital's calendar, both ends included", async () => {
    const names = async (from: number, to: number) =>
      (await list(c().data.person, { from, to })).items.map((f) => short(f.feeId)).sort();
    expect(await names(20, 21)).toEqual(['a-edge-end', 'a-edge-start']);
    expect(await names(21, 21)).toEqual(['a-edge-end']);
    expect(await names(22, 22)).toEqual(['a-edge-after']);
    expect(await names(23, 30)).toEqual([]);
    expect(await names(8, 8)).toEqual(['a-08', 'a-09']);
  });

  it("fees.list: filters by payment type; never another person's fees; amounts are the items' sums", async () => {
    const p = c().data.person;
    expect(
      (await list(p, { paymentType: 'registration' })).items.map((f) => short(f.feeId)).sort(),
    ).toEqual(['a-00', 'a-03', 'a-06', 'a-09']);
    expect(await list(p, { paymentType: 'no-such-type' })).toEqual({ items: [], total: 0 });
    expect((await list(c().data.other)).items.map((f) => short(f.feeId)).sort()).toEqual([
      'b-1',
      'b-2',
    ]);
    expect(await list({ certType: p.certType, certNo: `${p.certNo}-nobody` })).toEqual({
      items: [],
      total: 0,
    });
    for (const f of (await list(p)).items)
      expect(f.amount).toBe(total(c().data.fees.find((x) => x.feeId === f.feeId)!.items));
  });

  it('fees.get: the whole fee with its items and person; undefined for an unknown id or another hospital', async () => {
    const { his, hosId, otherHosId, data } = c();
    for (const source of [
      data.fees[0]!,
      data.fees.find((f) => f.refundedAt)!,
      data.fees.find((f) => f.person === data.other)!,
    ]) {
      const got = (await his.fees.get(hosId, source.feeId))!;
      expect(got).toMatchObject({
        feeId: source.feeId,
        person: source.person,
        patientName: source.patientName,
        paymentType: source.paymentType,
        payMode: source.payMode,
        invoiceNo: source.invoiceNo,
        deptName: source.deptName,
        doctorName: source.doctorName,
        amount: total(source.items),
        items: source.items,
      });
      expect(got.paidAt.getTime()).toBe(source.paidAt.getTime());
      expect(got.refundedAt?.getTime() ?? null).toBe(source.refundedAt?.getTime() ?? null);
    }
    expect(await his.fees.get(hosId, 'no-such-fee')).toBeUndefined();
    expect(await his.fees.get(otherHosId, data.fees[0]!.feeId)).toBeUndefined();
  });

  it("dailyBills.stays and stay: the person's stays, current first; each with its person; unknown or other hospital undefined", async () => {
    const { his, hosId, otherHosId, data } = c();
    const stays = await his.dailyBills.stays(hosId, data.person);
    expect(stays.map((s) => [s.ward, s.admittedOn, s.dischargedOn])).toEqual([
      ['Ward C', addDays(data.base, 10), null],
      ['Ward P', addDays(data.base, 1), addDays(data.base, 4)],
    ]);
    const theirs = await his.dailyBills.stays(hosId, data.other);
    expect(theirs.map((s) => s.ward)).toEqual(['Ward O']);
    expect(await his.dailyBills.stay(hosId, stays[0]!.stayId)).toMatchObject({
      ...stays[0],
      person: data.person,
    });
    expect(await his.dailyBills.stay(hosId, theirs[0]!.stayId)).toMatchObject({
      person: data.other,
    });
    expect(await his.dailyBills.stay(hosId, 'no-such-stay')).toBeUndefined();
    expect(await his.dailyBills.stay(otherHosId, stays[0]!.stayId)).toBeUndefined();
    expect(
      await his.dailyBills.stays(hosId, { certType: 1, certNo: `${data.person.certNo}-nobody` }),
    ).toEqual([]);
  });

  it("dailyBills.days: newest first, paged, each day's items and total, the running total since admission", async () => {
    const { his, hosId, data } = c();
    const [current] = await his.dailyBills.stays(hosId, data.person);
    const source = data.stays[1]!;
    const all = await his.dailyBills.days(hosId, current!.stayId, { offset: 0, limit: 100 });
    expect(all.total).toBe(12);
    expect(all.items.map((d) => d.day)).toEqual(source.days.map((d) => d.day).reverse());
    let running = 0;
    for (const d of source.days) {
      running += total(d.items);
      expect(all.items.find((x) => x.day === d.day)).toEqual({
        day: d.day,
        items: d.items,
        total: total(d.items),
        runningTotal: running,
      });
    }
    const pages = [0, 10, 20].map((offset) =>
      his.dailyBills.days(hosId, current!.stayId, { offset, limit: 10 }),
    );
    expect((await Promise.all(pages)).map((p) => [p.items.length, p.total])).toEqual([
      [10, 12],
      [2, 12],
      [0, 12],
    ]);
    // A range keeps the running totals of the whole stay.
    const some = await his.dailyBills.days(hosId, current!.stayId, {
      period: { from: addDays(data.base, 12), to: addDays(data.base, 13) },
      offset: 0,
      limit: 10,
    });
    expect(some.items.map((d) => [d.day, d.runningTotal])).toEqual(
      all.items
        .filter((d) => d.day >= addDays(data.base, 12) && d.day <= addDays(data.base, 13))
        .map((d) => [d.day, d.runningTotal]),
    );
    expect(await his.dailyBills.days(hosId, 'no-such-stay', { offset: 0, limit: 10 })).toEqual({
      items: [],
      total: 0,
    });
  });
}
