import { addDays, hospitalToday, parseIdCard, type HosId } from '@portal/shared';
import {
  ADMISSION,
  BED,
  CHILD_IN_DRUGS,
  CHILD_OUT_DRUGS,
  EXAM_PRICES,
  IN_DRUGS,
  INFUSION,
  INFUSION_SET,
  LAB_PRICES,
  MONITORING,
  NURSING_I,
  NURSING_II,
  OUT_DRUGS,
  REGISTRATION,
  TREATMENTS,
  type Priced,
} from './demo-fee-catalogue.ts';
import { mulberry32, seedOf, type Prng } from './demo-prng.ts';
import { pastStayOf, type DemoPerson } from './demo-reports.ts';
import type { SandboxReport } from './sandbox-data.ts';
import type { SandboxCharge, SandboxFee, SandboxStay, SandboxStayDay } from './fees-data.ts';

/**
 * Demo fees and daily bills, generated at seed time from the demo reports (demo-reports.ts) so the two agree:
 * every outpatient day with reports is a visit that paid its registration, the lab panels and exams it reported, and
 * often a prescription or a treatment; every day of an inpatient stay charged bed, nursing, drugs and that day's
 * tests. Stays: the hospital's current ones (his.json), and for every inpatient card holder the past stay demo-reports.ts
 * gave them, from its first to its last inpatient report before any current admission (pastStayOf). Reproducible: seeded per person like reports.
 */
export interface DemoFeeInput {
  hosId: HosId;
  timeZone: string;
  now: Date;
  persons: DemoPerson[];
  /** The hospital's generated reports (demoReports). */
  reports: SandboxReport[];
  /** The values of the hospital's pay_mode dictionary; none = 'cash'. */
  payModes: string[];
  /** Stays already in the HIS (his.json's current stays), with the person each card belongs to. */
  currentStays: {
    cardId: string;
    certType: number;
    certNo: string;
    deptName: string;
    admittedOn: string;
  }[];
  /** The hospital's inpatient cards. */
  inpatientCards: { cardId: string; certType: number; certNo: string }[];
}

export interface DemoFees {
  fees: SandboxFee[];
  pastStays: SandboxStay[];
  days: SandboxStayDay[];
}

const MINUTE = 60_000;
const key = (p: { certType: number; certNo: string }) => `${p.certType}|${p.certNo}`;

export function demoFees(input: DemoFeeInput): DemoFees {
  const out: DemoFees = { fees: [], pastStays: [], days: [] };
  const reportsOf = new Map<string, SandboxReport[]>();
  for (const r of input.reports) reportsOf.set(key(r), [...(reportsOf.get(key(r)) ?? []), r]);
  input.persons.forEach((person, index) => {
    const rng = mulberry32(seedOf(`fees|${input.hosId}|${person.certType}|${person.certNo}`));
    const born = parseIdCard(person.certNo, input.now)?.birthDate;
    const child =
      born !== undefined &&
      Number(hospitalToday(input.now, input.timeZone).slice(0, 4)) - Number(born.slice(0, 4)) < 14;
    const reports = reportsOf.get(key(person)) ?? [];
    out.fees.push(
      ...outpatientFees(
        input,
        rng,
        index,
        child,
        reports.filter((r) => r.source === 'out'),
      ),
    );
    const current = input.currentStays.filter((s) => key(s) === key(person));
    const stays = current.map((s) => ({
      cardId: s.cardId,
      admittedOn: s.admittedOn,
      last: hospitalToday(input.now, input.timeZone),
      deptName: s.deptName,
    }));
    const card = input.inpatientCards.find((c) => key(c) === key(person));
    const inReports = reports.filter((r) => r.source === 'in');
    const pastStay = card
      ? pastStayOf(reports, person, input.timeZone, current[0]?.admittedOn)
      : undefined;
    if (card && pastStay) {
      const past = {
        cardId: card.cardId,
        admittedOn: pastStay.admittedOn,
        last: pastStay.dischargedOn,
        deptName: pastStay.deptName,
      };
      out.pastStays.push({
        cardId: past.cardId,
        ward: `${past.deptName} Ward ${rng.int(1, 4)}`,
        bed: String(rng.int(1, 40)),
        deptName: past.deptName,
        doctorName: pastStay.doctorName,
        admittedOn: past.admittedOn,
        dischargedOn: past.last,
      });
      stays.push(past);
    }
    for (const s of stays)
      out.days.push(
        ...stayDays(
          rng,
          child,
          s,
          inReports.filter((r) => {
            const d = dateOf(input, r.reportedAt);
            return d >= s.admittedOn && d <= s.last;
          }),
          input,
        ),
      );
  });
  return out;
}

function dateOf(input: DemoFeeInput, at: Date): string {
  return hospitalToday(at, input.timeZone);
}

function charge(p: Priced, quantity: number): SandboxCharge {
  return {
    category: p.category,
    name: p.name,
    spec: p.spec,
    unit: p.unit,
    price: p.price,
    quantity,
    amount: p.price * quantity,
  };
}

function outpatientFees(
  input: DemoFeeInput,
  rng: Prng,
  index: number,
  child: boolean,
  reports: SandboxReport[],
): SandboxFee[] {
  const visits = new Map<string, SandboxReport[]>();
  for (const r of reports) {
    const day = dateOf(input, r.reportedAt);
    visits.set(day, [...(visits.get(day) ?? []), r]);
  }
  const fees: SandboxFee[] = [];
  const payModes = input.payModes.length > 0 ? input.payModes : ['cash'];
  const grade = rng.int(0, REGISTRATION.length - 1);
  const add = (first: SandboxReport, paymentType: string, paidAt: Date, items: SandboxCharge[]) => {
    if (items.length === 0) return;
    const seq = fees.length + 1;
    const refunded = paymentType !== 'registration' && rng.chance(0.02);
    fees.push({
      feeId: `F${input.hosId}-${String(index + 1).padStart(2, '0')}-${String(seq).padStart(5, '0')}`,
      certType: first.certType,
      certNo: first.certNo,
      deptName: first.deptName,
      doctorName: first.doctorName,
      paymentType,
      payMode: rng.pick(payModes),
      paidAt,
      invoiceNo: `${input.hosId}${dateOf(input, paidAt).replaceAll('-', '')}${String(index + 1).padStart(2, '0')}${String(seq).padStart(5, '0')}`,
      refundedAt: refunded ? new Date(paidAt.getTime() + rng.int(1, 3) * 1440 * MINUTE) : null,
      items,
    });
  };
  for (const rs of visits.values()) {
    const first = rs[0]!;
    const start = Math.min(
      ...rs.map((r) => (r.sampledAt ?? new Date(r.reportedAt.getTime() - 120 * MINUTE)).getTime()),
    );
    // Registration before the doctor, tests paid just before the samples, the prescription after the visit.
    add(first, 'registration', new Date(start - rng.int(40, 90) * MINUTE), [
      charge(REGISTRATION[grade]!, 1),
    ]);
    add(
      first,
      'lab',
      new Date(start - rng.int(5, 20) * MINUTE),
      rs.filter((r) => r.kind === 'lab').map((r) => charge(labItem(r.title), 1)),
    );
    add(
      first,
      'exam',
      new Date(start - rng.int(3, 15) * MINUTE),
      rs.filter((r) => r.kind === 'exam').map((r) => charge(examItem(r.title), 1)),
    );
    const after = Math.max(...rs.map((r) => r.reportedAt.getTime())) + rng.int(10, 40) * MINUTE;
    if (rng.chance(0.55)) {
      const drugs = new Set(
        Array.from({ length: rng.int(1, 3) }, () => rng.pick(child ? CHILD_OUT_DRUGS : OUT_DRUGS)),
      );
      add(
        first,
        'prescription',
        new Date(after),
        [...drugs].map((d) => charge(d, rng.int(d.packs[0], d.packs[1]))),
      );
    }
    if (rng.chance(0.08))
      add(first, 'treatment', new Date(after + 5 * MINUTE), [
        charge(rng.pick(TREATMENTS), rng.int(1, 3)),
      ]);
  }
  return fees;
}

function labItem(title: string): Priced {
  return { category: 'lab', name: title, spec: '', unit: 'item', price: LAB_PRICES[title] ?? 3000 };
}
function examItem(title: string): Priced {
  return {
    category: 'exam',
    name: title,
    spec: '',
    unit: 'time',
    price: EXAM_PRICES[title] ?? 10000,
  };
}

function stayDays(
  rng: Prng,
  child: boolean,
  s: { cardId: string; admittedOn: string; last: string; deptName: string },
  reports: SandboxReport[],
  input: DemoFeeInput,
): SandboxStayDay[] {
  const drugs = child ? CHILD_IN_DRUGS : IN_DRUGS;
  const oral = [
    ...new Set(
      Array.from({ length: rng.int(1, 3) }, () =>
        rng.pick(drugs.filter((d) => d.unit === 'tablet' || d.unit === 'dose')),
      ),
    ),
  ];
  const iv = [
    ...new Set(
      Array.from({ length: rng.int(1, 2) }, () =>
        rng.pick(drugs.filter((d) => d.unit !== 'tablet' && d.unit !== 'dose')),
      ),
    ),
  ];
  const days: SandboxStayDay[] = [];
  const length = Math.round((Date.parse(s.last) - Date.parse(s.admittedOn)) / 86_400_000) + 1;
  for (let n = 0; n < length; n++) {
    const day = addDays(s.admittedOn, n);
    const items = [charge(BED, 1), charge(n < 2 ? NURSING_I : NURSING_II, 1)];
    if (n === 0) items.push(charge(ADMISSION, 1));
    if (n < 2 && s.deptName === 'Cardiology') items.push(charge(MONITORING, 24));
    // Infusions for the first part of the stay, tablets throughout.
    if (n < Math.max(2, Math.ceil(length * 0.6))) {
      items.push(charge(INFUSION, 1), charge(INFUSION_SET, 1));
      for (const d of iv) items.push(charge(d, rng.int(d.doses[0], d.doses[1])));
    }
    for (const d of oral) {
      const doses = rng.int(d.doses[0], d.doses[1]);
      if (doses > 0) items.push(charge(d, doses));
    }
    for (const r of reports)
      if (dateOf(input, r.reportedAt) === day)
        items.push(charge(r.kind === 'lab' ? labItem(r.title) : examItem(r.title), 1));
    days.push({ cardId: s.cardId, admittedOn: s.admittedOn, day, items });
  }
  return days;
}
