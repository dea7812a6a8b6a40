import { addDays, hospitalToday, parseIdCard, zonedInstant, type HosId } from '@portal/shared';
import {
  EXAMS,
  LAB_PANELS,
  TENDENCIES,
  type Analyte,
  type ExamTemplate,
  type LabPanel,
  type TextAnalyte,
} from './demo-catalogue.ts';
import { mulberry32, seedOf, type Prng } from './demo-prng.ts';
import type { SandboxLabItem, SandboxReport } from './sandbox-data.ts';

/**
 * Demo data, generated at seed time rather than typed by hand: for every person the built-in HIS knows,
 * two to three years of outpatient reports up to yesterday — lab panels whose values wander with the person's own
 * tendencies (some out of range), and exam reports — plus the reports of an inpatient stay for people with an
 * inpatient card (their current stay, or a past one). Reproducible: each person's generator is seeded from the
 * hospital and the certificate, so the same files give the same values; only the dates follow the seed's `now`.
 */
export interface DemoPerson {
  certType: number;
  certNo: string;
  patientName: string;
  inpatient: boolean;
}
export interface DemoDoctor {
  doctorName: string;
  deptName: string;
}
export interface DemoStay {
  certType: number;
  certNo: string;
  deptName: string;
  doctorName: string;
  admittedDaysAgo: number;
}

export interface DemoReportInput {
  hosId: HosId;
  timeZone: string;
  now: Date;
  persons: DemoPerson[];
  /** Who orders the outpatient tests: the hospital's doctors with their departments. */
  doctors: DemoDoctor[];
  /** Current inpatient stays (his.json stays); other inpatient card holders get a past stay. */
  stays: DemoStay[];
}

const MINUTE = 60_000;

export function demoReports(input: DemoReportInput): SandboxReport[] {
  if (input.doctors.length === 0) return [];
  return input.persons.flatMap((person, index) => new PersonReports(input, person, index).all());
}

interface Profile {
  offset: number;
  drift: number;
}

class PersonReports {
  private readonly rng: Prng;
  private readonly age: number;
  private readonly female: boolean;
  private readonly today: string;
  private readonly profile = new Map<string, Profile>();
  private readonly reports: SandboxReport[] = [];

  constructor(
    private readonly input: DemoReportInput,
    private readonly person: DemoPerson,
    private readonly index: number,
  ) {
    this.rng = mulberry32(seedOf(`${input.hosId}|${person.certType}|${person.certNo}`));
    const id = parseIdCard(person.certNo, input.now);
    this.female = id ? id.sex === 2 : this.rng.chance(0.5);
    this.today = hospitalToday(input.now, input.timeZone);
    this.age = id ? Number(this.today.slice(0, 4)) - Number(id.birthDate.slice(0, 4)) : 40;
    this.makeProfile();
  }

  all(): SandboxReport[] {
    const spanDays = this.rng.int(730, 1095);
    const child = this.age < 14;
    const usual = [this.rng.pick(this.input.doctors), this.rng.pick(this.input.doctors)];
    for (let ago = spanDays; ago >= 1; ago -= child ? this.rng.int(18, 45) : this.rng.int(4, 12)) {
      const doctor = this.rng.chance(0.7)
        ? this.rng.pick(usual)
        : this.rng.pick(this.input.doctors);
      this.visit('out', addDays(this.today, -ago), (spanDays - ago) / 365, doctor, {
        exam: child ? 0.05 : 0.12,
      });
    }
    this.inpatientStay(spanDays);
    return this.reports;
  }

  /** Each analyte's personal offset and drift per year (in spreads), with the person's tendencies on top. */
  private makeProfile() {
    const analytes = LAB_PANELS.flatMap((p) => [
      ...p.analytes.map((x) => x.code),
      ...(p.texts ?? []).map((x) => x.code),
    ]);
    for (const code of analytes)
      this.profile.set(code, { offset: this.rng.normal() * 0.45, drift: this.rng.normal() * 0.08 });
    const older = this.age >= 50 ? 1.4 : 1;
    for (const t of TENDENCIES) {
      if (this.age < t.minAge || !this.rng.chance(t.chance * older)) continue;
      for (const [code, effect] of Object.entries(t.effects)) {
        const p = this.profile.get(code)!;
        this.profile.set(code, { offset: p.offset + effect.offset, drift: p.drift + effect.drift });
      }
    }
  }

  /**
   * Every inpatient card holder had a stay some months ago; someone in hospital now (his.json stays) has the current one
   * too — a readmission, common on the demo stays' wards. Prescriptions, discharge medicine and the daily bill find the
   * past stay where its inpatient reports are (pastStayOf).
   */
  private inpatientStay(spanDays: number) {
    const { certType, certNo } = this.person;
    const current = this.input.stays.find((s) => s.certType === certType && s.certNo === certNo);
    if (!current && !this.person.inpatient) return;
    const doctor = current ?? this.rng.pick(this.input.doctors);
    const earliest = Math.max(90, (current?.admittedDaysAgo ?? 0) + 60);
    const pastAgo = this.rng.int(earliest, Math.max(earliest, Math.min(540, spanDays - 30)));
    this.stay(spanDays, pastAgo, Math.max(1, pastAgo - this.rng.int(4, 9)), doctor);
    if (current) this.stay(spanDays, current.admittedDaysAgo, 1, current);
  }

  private stay(spanDays: number, admittedAgo: number, lastAgo: number, doctor: DemoDoctor) {
    for (let ago = admittedAgo; ago >= lastAgo; ago--) {
      const years = (spanDays - ago) / 365;
      // The admission day brings the full work-up; the ward rounds after it repeat the blood count and chemistry.
      this.visit('in', addDays(this.today, -ago), years, doctor, {
        exam: ago === admittedAgo ? 1 : 0.1,
        admission: ago === admittedAgo,
      });
    }
  }

  private visit(
    source: 'out' | 'in',
    date: string,
    years: number,
    doctor: DemoDoctor,
    opts: { exam: number; admission?: boolean },
  ) {
    if (date >= this.today) return;
    const midnight = zonedInstant(date, '00:00', this.input.timeZone).getTime();
    const child = this.age < 14;
    const panels = LAB_PANELS.filter(
      (p) =>
        (opts.admission && p.key !== 'thyroid') ||
        this.rng.chance(
          source === 'in'
            ? p.key === 'cbc' || p.key === 'renal'
              ? 0.9
              : 0.3
            : p.weight * (child && p.key !== 'cbc' ? 0.3 : 1),
        ),
    );
    const sampledAt = new Date(midnight + this.rng.int(7 * 60 + 30, 10 * 60 + 30) * MINUTE);
    for (const panel of panels) {
      const reportedAt = new Date(sampledAt.getTime() + this.rng.int(90, 300) * MINUTE);
      this.add({
        source,
        kind: 'lab',
        title: panel.title,
        doctor,
        specimen: panel.specimen,
        sampledAt,
        reportedAt,
        items: this.labItems(panel, years),
      });
    }
    if (this.rng.chance(opts.exam)) {
      const exams = EXAMS.filter((e) => e.minAge <= this.age);
      const exam = opts.admission
        ? exams.find((e) => e.key === 'chest-xray')!
        : this.weighted(exams);
      const done = midnight + this.rng.int(8 * 60, 11 * 60 + 30) * MINUTE;
      this.add({
        source,
        kind: 'exam',
        title: exam.title,
        doctor,
        specimen: '',
        sampledAt: null,
        reportedAt: new Date(done + this.rng.int(30, 120) * MINUTE),
        ...this.examText(exam),
      });
      if (opts.admission && this.age >= 14) {
        const ecg = EXAMS.find((e) => e.key === 'ecg')!;
        this.add({
          source,
          kind: 'exam',
          title: ecg.title,
          doctor,
          specimen: '',
          sampledAt: null,
          reportedAt: new Date(done + this.rng.int(130, 200) * MINUTE),
          ...this.examText(ecg),
        });
      }
    }
  }

  private add(r: {
    source: 'out' | 'in';
    kind: 'lab' | 'exam';
    title: string;
    doctor: DemoDoctor;
    specimen: string;
    sampledAt: Date | null;
    reportedAt: Date;
    items?: SandboxLabItem[];
    findings?: string;
    conclusion?: string;
  }) {
    const seq = this.reports.length + 1;
    this.reports.push({
      reportId: `R${this.input.hosId}-${String(this.index + 1).padStart(2, '0')}-${String(seq).padStart(4, '0')}`,
      certType: this.person.certType,
      certNo: this.person.certNo,
      patientName: this.person.patientName,
      source: r.source,
      kind: r.kind,
      reportType: r.kind,
      title: r.title,
      deptName: r.doctor.deptName,
      doctorName: r.doctor.doctorName,
      specimen: r.specimen,
      sampledAt: r.sampledAt,
      reportedAt: r.reportedAt,
      findings: r.findings ?? '',
      conclusion: r.conclusion ?? '',
      items: r.items ?? [],
    });
  }

  private labItems(panel: LabPanel, years: number): SandboxLabItem[] {
    return [
      ...panel.analytes.map((x) => this.measure(x, years)),
      ...(panel.texts ?? []).map((x) => this.textResult(x, years)),
    ];
  }

  private measure(x: Analyte, years: number): SandboxLabItem {
    const range = this.female && x.female ? x.female : x;
    const p = this.profile.get(x.code)!;
    const z = p.offset + p.drift * years + this.rng.normal() * 0.45;
    const value = Math.max(x.min ?? 0, range.mean + x.sd * z);
    return {
      code: x.code,
      name: x.name,
      result: value.toFixed(x.decimals),
      unit: x.unit,
      low: range.low,
      high: range.high,
    };
  }

  private textResult(x: TextAnalyte, years: number): SandboxLabItem {
    const p = this.profile.get(x.code)!;
    const score = p.offset + p.drift * years + this.rng.normal() * 0.5;
    const step =
      score < 1.2 ? -1 : Math.min(x.abnormal.length - 1, Math.floor((score - 1.2) / 0.6));
    return {
      code: x.code,
      name: x.name,
      result: step < 0 ? x.normal : x.abnormal[step]!,
      unit: '',
      low: null,
      high: null,
      rangeText: x.range,
    };
  }

  private examText(exam: ExamTemplate) {
    const abnormal = this.rng.chance(this.age < 14 ? 0.1 : 0.3);
    const text = this.rng.pick(abnormal ? exam.abnormal : exam.normal);
    const hr = String(this.rng.int(62, 88));
    return { findings: text.findings.replace('{hr}', hr), conclusion: text.conclusion };
  }

  private weighted(exams: readonly ExamTemplate[]): ExamTemplate {
    let roll = this.rng.next() * exams.reduce((s, e) => s + e.weight, 0);
    for (const e of exams) if ((roll -= e.weight) < 0) return e;
    return exams[exams.length - 1]!;
  }
}

/** A discharged stay as its inpatient reports tell it: from the first report's day to the last (hospital calendar). */
export interface DemoPastStay {
  admittedOn: string;
  dischargedOn: string;
  deptName: string;
  doctorName: string;
}

/**
 * A person's past stay, from their inpatient reports issued before `before` (the current admission day, if any) — the
 * one rule prescriptions, discharge medicine and the daily bill share, so all of them tell of the same stay.
 */
export function pastStayOf(
  reports: readonly Pick<
    SandboxReport,
    'source' | 'certType' | 'certNo' | 'reportedAt' | 'deptName' | 'doctorName'
  >[],
  person: { certType: number; certNo: string },
  timeZone: string,
  before?: string,
): DemoPastStay | undefined {
  const mine = reports
    .filter(
      (r) => r.source === 'in' && r.certType === person.certType && r.certNo === person.certNo,
    )
    .map((r) => ({ r, day: hospitalToday(r.reportedAt, timeZone) }))
    .filter((x) => before === undefined || x.day < before)
    .sort((a, b) => a.day.localeCompare(b.day));
  const first = mine[0];
  const last = mine.at(-1);
  return first && last
    ? {
        admittedOn: first.day,
        dischargedOn: last.day,
        deptName: first.r.deptName,
        doctorName: first.r.doctorName,
      }
    : undefined;
}
