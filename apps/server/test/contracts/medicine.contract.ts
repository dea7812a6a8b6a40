import { expect, it } from 'vitest';
import { addDays, zonedInstant, type HosId } from '@portal/shared';
import type { HisAdapter, HisPerson } from '../../src/his/his.ts';
import type { HisDischarge, HisPrescription, HisPrescriptionItem } from '../../src/his/medicine.ts';
import { contractDays, expectPagesCoverOnce } from './contract-days.ts';

/**
 * The HIS contract for prescriptions and discharge medicine (docs/architecture.md#the-his-is-an-adapter): what any HisAdapter
 * must do with them. A runner loads `medicineContractData` into its HIS, then calls `medicineContract` inside a
 * describe block. Asserts only through the interface.
 */
/** A prescription as the contract states it: plain facts, the amounts and counts left to the implementation. */
export type ContractPrescription = Omit<HisPrescription, 'totalAmount' | 'itemCount' | 'items'> & {
  items: Omit<HisPrescriptionItem, 'amount'>[];
};
export type ContractDischarge = Omit<HisDischarge, 'medicineCount'>;
export interface MedicineContractData {
  tag: string;
  person: HisPerson;
  other: HisPerson;
  base: string;
  prescriptions: ContractPrescription[];
  discharges: ContractDischarge[];
}

const AMLODIPINE = {
  drugName: 'Amlodipine besylate tablets',
  specification: '5 mg × 28 tablets',
  dose: '5',
  doseUnit: 'mg',
  route: 'Oral',
  frequency: 'Once daily',
  days: 30,
  quantity: 2,
  quantityUnit: 'box',
  unitPrice: 3080,
};
const METFORMIN = {
  drugName: 'Metformin hydrochloride tablets',
  specification: '0.5 g × 48 tablets',
  dose: '0.5',
  doseUnit: 'g',
  route: 'Oral',
  frequency: 'Three times daily',
  days: 30,
  quantity: 1.5,
  quantityUnit: 'box',
  unitPrice: 1655,
};
const STATUSES = ['dispensed', 'paid', 'unpaid', 'refunded'];

/**
 * For `person`: twelve prescriptions on days 0–11 (days 8 and 9's at the same instant) cycling through four statuses,
 * and three at the edges of days 20–22 (local midnight, one second before midnight, the next midnight); discharges on
 * days 2, 5 and 20–22. For `other`: three prescriptions and one discharge of their own.
 */
export function medicineContractData(
  tag: string,
  timeZone: string,
  base = '2024-03-10',
): MedicineContractData {
  const person: HisPerson = { certType: 1, certNo: `HISMC-${tag}-A` };
  const other: HisPerson = { certType: 1, certNo: `HISMC-${tag}-B` };
  const at = (day: number, hm: string) => zonedInstant(addDays(base, day), hm, timeZone);
  const rx = (
    id: string,
    who: HisPerson,
    issuedAt: Date,
    status: string,
  ): ContractPrescription => ({
    prescriptionId: `${tag}-${id}`,
    person: who,
    patientName: who === person ? 'Contract Alpha' : 'Contract Beta',
    issuedAt,
    deptName: 'Cardiology',
    doctorName: 'Contract Doctor',
    diagnosis: 'Essential hypertension',
    status,
    items: [AMLODIPINE, METFORMIN],
  });
  const discharge = (id: string, who: HisPerson, day: number): ContractDischarge => ({
    stayId: `${tag}-${id}`,
    person: who,
    patientName: who === person ? 'Contract Alpha' : 'Contract Beta',
    admittedOn: addDays(base, day - 6),
    dischargedOn: addDays(base, day),
    deptName: 'Cardiology',
    doctorName: 'Contract Doctor',
    dischargeDiagnosis: 'Unstable angina pectoris',
    medicines: [
      {
        drugName: 'Aspirin enteric-coated tablets',
        specification: '100 mg × 30 tablets',
        dose: '100 mg',
        frequency: 'Once daily',
        days: 28,
        quantity: '1 box',
        instructions: 'Before breakfast.',
      },
      {
        drugName: 'Atorvastatin calcium tablets',
        specification: '20 mg × 7 tablets',
        dose: '20 mg',
        frequency: 'Once nightly',
        days: 28,
        quantity: '4 boxes',
        instructions: '',
      },
    ],
  });
  return {
    tag,
    person,
    other,
    base,
    prescriptions: [
      ...Array.from({ length: 12 }, (_, day) =>
        rx(
          `a-${String(day).padStart(2, '0')}`,
          person,
          at(day === 9 ? 8 : day, '09:00'),
          STATUSES[day % 4]!,
        ),
      ),
      rx('a-edge-start', person, at(20, '00:00'), 'dispensed'),
      rx('a-edge-end', person, new Date(at(22, '00:00').getTime() - 1000), 'dispensed'),
      rx('a-edge-after', person, at(22, '00:00'), 'dispensed'),
      rx('b-1', other, at(1, '10:00'), 'dispensed'),
      rx('b-2', other, at(2, '10:00'), 'dispensed'),
      rx('b-3', other, at(3, '10:00'), 'unpaid'),
    ],
    discharges: [
      discharge('a-d2', person, 2),
      discharge('a-d5', person, 5),
      discharge('a-d20', person, 20),
      discharge('a-d21', person, 21),
      discharge('a-d22', person, 22),
      discharge('b-d3', other, 3),
    ],
  };
}

export interface MedicineContractContext {
  his: HisAdapter;
  hosId: HosId;
  otherHosId: HosId;
  timeZone: string;
  data: MedicineContractData;
}

/** Registers the contract's tests; `ctx` is read when they run (after the runner's beforeAll). */
export function medicineContract(ctx: () => MedicineContractContext) {
  const c = () => ctx();
  const { period, short } = contractDays(ctx);
  const prescriptions = (
    person: HisPerson,
    q: { status?: string; from?: number; to?: number; offset?: number; limit?: number } = {},
  ) =>
    c().his.prescriptions.list(c().hosId, person, {
      status: q.status,
      period: period(q.from ?? 0, q.to ?? 30),
      offset: q.offset ?? 0,
      limit: q.limit ?? 100,
    });
  const discharges = (
    person: HisPerson,
    q: { from?: number; to?: number; offset?: number; limit?: number } = {},
  ) =>
    c().his.dischargeMedicine.list(c().hosId, person, {
      period: period(q.from ?? 0, q.to ?? 30),
      offset: q.offset ?? 0,
      limit: q.limit ?? 100,
    });

  it("prescriptions: a person's, newest first, with totals in fen; pages cover the list once; past the end is empty", async () => {
    const mine = c().data.prescriptions.filter((p) => p.person === c().data.person);
    const all = await prescriptions(c().data.person);
    expect(all.total).toBe(mine.length);
    const times = all.items.map((p) => p.issuedAt.getTime());
    expect(times).toEqual([...times].sort((a, b) => b - a));
    // 2 × 3080 + round(1.5 × 1655) = 6160 + 2483
    expect(all.items.every((p) => p.totalAmount === 8643 && p.itemCount === 2)).toBe(true);
    const ids = all.items.map((p) => p.prescriptionId);
    await expectPagesCoverOnce(ids, [1, 4, 10], async (offset, limit) =>
      (await prescriptions(c().data.person, { offset, limit })).items.map((p) => p.prescriptionId),
    );
    expect(await prescriptions(c().data.person, { offset: ids.length, limit: 10 })).toEqual({
      items: [],
      total: ids.length,
    });
    expect(await prescriptions(c().data.person, { offset: ids.length + 40, limit: 10 })).toEqual({
      items: [],
      total: ids.length,
    });
  });

  it("prescriptions: a period is whole days of the hospital's calendar; filters by status; never another person's", async () => {
    const names = async (from: number, to: number) =>
      (await prescriptions(c().data.person, { from, to })).items
        .map((p) => short(p.prescriptionId))
        .sort();
    expect(await names(20, 21)).toEqual(['a-edge-end', 'a-edge-start']);
    expect(await names(21, 21)).toEqual(['a-edge-end']);
    expect(await names(22, 22)).toEqual(['a-edge-after']);
    expect(await names(23, 30)).toEqual([]);
    expect(await names(8, 8)).toEqual(['a-08', 'a-09']);
    expect(
      (await prescriptions(c().data.person, { status: 'unpaid' })).items
        .map((p) => short(p.prescriptionId))
        .sort(),
    ).toEqual(['a-02', 'a-06', 'a-10']);
    expect(await prescriptions(c().data.person, { status: 'no-such' })).toEqual({
      items: [],
      total: 0,
    });
    const theirs = (await prescriptions(c().data.other)).items.map((p) => short(p.prescriptionId));
    expect(theirs).toEqual(['b-3', 'b-2', 'b-1']);
    expect(
      await prescriptions({ certType: 1, certNo: `${c().data.person.certNo}-nobody` }),
    ).toEqual({ items: [], total: 0 });
  });

  it('prescription get: whole, with the person it belongs to; undefined for an unknown id or another hospital', async () => {
    const { his, hosId, otherHosId, data } = c();
    for (const source of [
      data.prescriptions[0]!,
      data.prescriptions.find((p) => p.person === data.other)!,
    ]) {
      const got = (await his.prescriptions.get(hosId, source.prescriptionId))!;
      expect(got).toMatchObject({
        prescriptionId: source.prescriptionId,
        person: source.person,
        patientName: source.patientName,
        deptName: source.deptName,
        doctorName: source.doctorName,
        diagnosis: source.diagnosis,
        status: source.status,
        totalAmount: 8643,
        itemCount: 2,
      });
      expect(got.issuedAt.getTime()).toBe(source.issuedAt.getTime());
      expect(got.items).toEqual([
        { ...AMLODIPINE, amount: 6160 },
        { ...METFORMIN, amount: 2483 },
      ]);
    }
    expect(await his.prescriptions.get(hosId, 'no-such-prescription')).toBeUndefined();
    expect(
      await his.prescriptions.get(otherHosId, data.prescriptions[0]!.prescriptionId),
    ).toBeUndefined();
  });

  it("discharges: by discharge day (both ends included), newest first, paged; never another person's", async () => {
    const names = async (from: number, to: number, q: { offset?: number; limit?: number } = {}) =>
      (await discharges(c().data.person, { from, to, ...q })).items.map((d) => short(d.stayId));
    expect(await names(0, 30)).toEqual(['a-d22', 'a-d21', 'a-d20', 'a-d5', 'a-d2']);
    expect(await names(20, 21)).toEqual(['a-d21', 'a-d20']);
    expect(await names(22, 22)).toEqual(['a-d22']);
    expect(await names(3, 4)).toEqual([]);
    expect(await names(0, 30, { offset: 2, limit: 2 })).toEqual(['a-d20', 'a-d5']);
    expect(await discharges(c().data.person, { offset: 5, limit: 10 })).toEqual({
      items: [],
      total: 5,
    });
    const first = (await discharges(c().data.person, { from: 22, to: 22 })).items[0]!;
    expect(first).toEqual({
      stayId: `${c().data.tag}-a-d22`,
      admittedOn: addDays(c().data.base, 16),
      dischargedOn: addDays(c().data.base, 22),
      deptName: 'Cardiology',
      doctorName: 'Contract Doctor',
      dischargeDiagnosis: 'Unstable angina pectoris',
      medicineCount: 2,
    });
    expect((await discharges(c().data.other)).items.map((d) => short(d.stayId))).toEqual(['b-d3']);
  });

  it('discharge get: the medicines in order with the person; undefined for an unknown id or another hospital', async () => {
    const { his, hosId, otherHosId, data } = c();
    const source = data.discharges[0]!;
    const got = (await his.dischargeMedicine.get(hosId, source.stayId))!;
    expect(got).toMatchObject({
      stayId: source.stayId,
      person: source.person,
      patientName: source.patientName,
      admittedOn: source.admittedOn,
      dischargedOn: source.dischargedOn,
    });
    expect(got.medicines).toEqual(source.medicines);
    expect(
      (await his.dischargeMedicine.get(hosId, data.discharges.at(-1)!.stayId))!.person,
    ).toEqual(data.other);
    expect(await his.dischargeMedicine.get(hosId, 'no-such-stay')).toBeUndefined();
    expect(await his.dischargeMedicine.get(otherHosId, source.stayId)).toBeUndefined();
  });
}
