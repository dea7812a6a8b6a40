import { addDays, hospitalToday, parseIdCard, zonedInstant, type HosId } from '@portal/shared';
import {
  CONDITIONS,
  DISCHARGES,
  DRUGS,
  type Condition,
  type Drug,
  type DrugKey,
} from './demo-medicine-catalogue.ts';
import { mulberry32, seedOf, type Prng } from './demo-prng.ts';
import { pastStayOf, type DemoDoctor, type DemoPerson, type DemoStay } from './demo-reports.ts';
import type {
  SandboxDischarge,
  SandboxPrescription,
  SandboxPrescriptionItem,
} from './medicine-data.ts';
import type { SandboxReport } from './sandbox-data.ts';

/**
 * Demo prescriptions and discharge medicine, generated at seed time rather than typed by hand. For every
 * person the built-in HIS knows: two to three years of outpatient prescriptions up to today — monthly refills for
 * the chronic conditions their age makes likely (kept on one regimen, from a doctor of a fitting department) and a
 * few acute episodes a year — with statuses from the hospital's prescription_status dictionary (the last days' still
 * open, a few refunded). For every inpatient card holder: the discharge of a past stay with the medicines taken home —
 * the past stay its inpatient reports tell of (demo-reports.ts pastStayOf, as the daily bill has it; someone in hospital
 * now had an earlier stay too).
 * Reproducible: seeded from the hospital and the certificate; only the dates follow `now`.
 */
export interface DemoMedicineInput {
  hosId: HosId;
  timeZone: string;
  now: Date;
  persons: DemoPerson[];
  doctors: DemoDoctor[];
  /** Current stays (his.json): their inpatient reports are not the past stay's. */
  stays: DemoStay[];
  /** The generated reports (demo-reports.ts): a past stay is where a person's inpatient reports are. */
  reports: Pick<
    SandboxReport,
    'certType' | 'certNo' | 'source' | 'reportedAt' | 'deptName' | 'doctorName'
  >[];
  /** The hospital's prescription_status values; none = no prescriptions (the hospital keeps no such dictionary). */
  statuses: string[];
}

export interface DemoMedicine {
  prescriptions: SandboxPrescription[];
  discharges: SandboxDischarge[];
}

export function demoMedicine(input: DemoMedicineInput): DemoMedicine {
  const out: DemoMedicine = { prescriptions: [], discharges: [] };
  if (input.doctors.length === 0) return out;
  input.persons.forEach((person, index) => {
    const g = new PersonMedicine(input, person, index);
    if (input.statuses.length > 0) out.prescriptions.push(...g.prescriptions());
    const discharge = g.discharge();
    if (discharge) out.discharges.push(discharge);
  });
  return out;
}

/** Packs to hand over for `days` days of a drug, never fewer than one. */
export function packsFor(drug: Drug, days: number): number {
  return Math.max(1, Math.ceil((drug.perDay * drug.unitsPerDose * days) / drug.packSize));
}

class PersonMedicine {
  private readonly rng: Prng;
  private readonly age: number;
  private readonly today: string;
  private readonly usual: DemoDoctor[];

  constructor(
    private readonly input: DemoMedicineInput,
    private readonly person: DemoPerson,
    private readonly index: number,
  ) {
    // Its own stream (not the reports'), so adding medicines never changes the reports.
    this.rng = mulberry32(seedOf(`medicine|${input.hosId}|${person.certType}|${person.certNo}`));
    this.today = hospitalToday(input.now, input.timeZone);
    const id = parseIdCard(person.certNo, input.now);
    this.age = id ? Number(this.today.slice(0, 4)) - Number(id.birthDate.slice(0, 4)) : 40;
    this.usual = [this.rng.pick(input.doctors), this.rng.pick(input.doctors)];
  }

  prescriptions(): SandboxPrescription[] {
    const spanDays = this.rng.int(730, 1095);
    const visits: {
      ago: number;
      condition: Condition;
      regimen: readonly DrugKey[];
      days: number;
      doctor: DemoDoctor;
    }[] = [];
    const fits = CONDITIONS.filter((c) => this.age >= c.ages[0] && this.age <= c.ages[1]);
    for (const c of fits.filter((x) => x.chronic)) {
      if (!this.rng.chance(this.age >= 50 ? c.rate : c.rate / 2)) continue;
      // A chronic condition is diagnosed once, then refilled for a month at a time from the same doctor.
      const regimen = this.rng.pick(c.regimens);
      const doctor = this.doctorFor(c);
      for (
        let ago = this.rng.int(Math.floor(spanDays / 2), spanDays);
        ago >= 0;
        ago -= this.rng.int(26, 45)
      ) {
        visits.push({ ago, condition: c, regimen, days: 30, doctor });
      }
    }
    for (const c of fits.filter((x) => !x.chronic)) {
      const episodes = Math.round(((c.rate * spanDays) / 365) * this.rng.between(0.6, 1.4));
      for (let n = 0; n < episodes; n++) {
        visits.push({
          ago: this.rng.int(0, spanDays),
          condition: c,
          regimen: this.rng.pick(c.regimens),
          days: this.rng.int(...c.days!),
          doctor: this.doctorFor(c),
        });
      }
    }
    visits.sort((a, b) => b.ago - a.ago);
    return visits.flatMap((v, seq) => {
      const date = addDays(this.today, -v.ago);
      // Clinics run 08:00–17:00; today's prescriptions only up to now.
      const issuedAt = new Date(
        zonedInstant(date, '00:00', this.input.timeZone).getTime() +
          this.rng.int(8 * 60, 16 * 60 + 50) * 60_000,
      );
      if (issuedAt.getTime() > this.input.now.getTime()) return [];
      return [
        {
          prescriptionId: `P${this.input.hosId}-${String(this.index + 1).padStart(2, '0')}-${String(seq + 1).padStart(4, '0')}`,
          certType: this.person.certType,
          certNo: this.person.certNo,
          patientName: this.person.patientName,
          issuedAt,
          deptName: v.doctor.deptName,
          doctorName: v.doctor.doctorName,
          diagnosis: v.condition.diagnosis,
          status: this.status(v.ago),
          items: v.regimen.map((key) => this.item(DRUGS[key], v.days)),
        },
      ];
    });
  }

  /** Recent prescriptions may still await payment or dispensing; older ones were dispensed, a few refunded. */
  private status(ago: number): string {
    const has = (v: string) => this.input.statuses.includes(v);
    const roll = this.rng.next();
    if (ago <= 2 && roll < 0.5 && has('unpaid')) return 'unpaid';
    if (ago <= 2 && roll < 0.8 && has('paid')) return 'paid';
    if (roll > 0.97 && has('refunded')) return 'refunded';
    return has('dispensed') ? 'dispensed' : this.input.statuses[this.input.statuses.length - 1]!;
  }

  private item(d: Drug, days: number): SandboxPrescriptionItem {
    return {
      drugName: d.name,
      specification: d.spec,
      dose: d.dose,
      doseUnit: d.doseUnit,
      route: d.route,
      frequency: d.frequency,
      days,
      quantity: packsFor(d, days),
      quantityUnit: d.packUnit,
      unitPrice: d.price,
    };
  }

  private doctorFor(c: { depts: readonly string[] }): DemoDoctor {
    const fitting = this.input.doctors.filter((d) => c.depts.some((w) => d.deptName.includes(w)));
    return fitting.length > 0 ? this.rng.pick(fitting) : this.rng.pick(this.usual);
  }

  discharge(): SandboxDischarge | undefined {
    const { certType, certNo } = this.person;
    const same = (s: { certType: number; certNo: string }) =>
      s.certType === certType && s.certNo === certNo;
    const current = this.input.stays.find(same);
    const stay = pastStayOf(
      this.input.reports,
      this.person,
      this.input.timeZone,
      current ? addDays(this.today, -current.admittedDaysAgo) : undefined,
    );
    if (!stay) return undefined;
    const child = this.age < 14;
    const template =
      DISCHARGES.find(
        (t) => t.child === child && (child || t.depts.some((w) => stay.deptName.includes(w))),
      ) ?? this.rng.pick(DISCHARGES.filter((t) => t.child === child));
    return {
      stayId: `S${this.input.hosId}-${String(this.index + 1).padStart(2, '0')}-${stay.admittedOn.replaceAll('-', '')}`,
      certType,
      certNo,
      patientName: this.person.patientName,
      ...stay,
      dischargeDiagnosis: template.diagnosis,
      medicines: template.medicines.map((key) => {
        const d = DRUGS[key];
        const packs = packsFor(d, template.days);
        return {
          drugName: d.name,
          specification: d.spec,
          dose: `${d.dose} ${d.doseUnit}`,
          frequency: d.frequency,
          days: template.days,
          quantity: `${packs} ${d.packUnit}${packs > 1 ? (d.packUnit === 'box' ? 'es' : 's') : ''}`,
          instructions: `${d.route}. ${d.advice}`,
        };
      }),
    };
  }
}
