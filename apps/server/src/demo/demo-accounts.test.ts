import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  CertificateType,
  Relation,
  isIdCard,
  isPassword,
  parseIdCard,
  readHospitalConfig,
  samePersonName,
  type HosId,
  hosIdOf,
} from '@portal/shared';
import {
  demoAccountsFileSchema,
  demoHisFileSchema,
  demoHospitalFileSchema,
} from './demo.schema.ts';

/**
 * The demo accounts and HIS cards (accounts.json, his.json `cards`): the part of demo-files.test.ts
 * about people, kept apart so each file stays readable. Same promise: the files are data, this keeps them honest.
 */
const DEMO_DIR = path.resolve(import.meta.dirname, '../../demo');
const FULL = ['1001', '1002', '1003'];
const read = (hosId: HosId, file: string): unknown =>
  JSON.parse(fs.readFileSync(path.join(DEMO_DIR, hosId, file), 'utf8'));
const hasAccounts = (hosId: HosId) => fs.existsSync(path.join(DEMO_DIR, hosId, 'accounts.json'));

const hospitals = fs
  .readdirSync(DEMO_DIR)
  .filter((d) => /^\d+$/.test(d))
  .sort()
  .map(hosIdOf)
  .map((hosId) => {
    const rawAccounts = hasAccounts(hosId) ? read(hosId, 'accounts.json') : { accounts: [] };
    return {
      hosId,
      rawAccounts,
      accounts: demoAccountsFileSchema.parse(rawAccounts).accounts,
      cards: demoHisFileSchema.parse(read(hosId, 'his.json')).cards,
      persons: demoHisFileSchema.parse(read(hosId, 'his.json')).patients,
      config: readHospitalConfig(demoHospitalFileSchema.parse(read(hosId, 'hospital.json')).config),
    };
  });
/** "Now" for age checks: the tests run with TZ=UTC, and ages only need whole years. */
const age = (birthDate: string) => {
  const now = new Date();
  const [y, m, d] = birthDate.split('-').map(Number) as [number, number, number];
  return (
    now.getUTCFullYear() -
    y -
    (now.getUTCMonth() + 1 < m || (now.getUTCMonth() + 1 === m && now.getUTCDate() < d) ? 1 : 0)
  );
};

it('gives 1001–1003 the demo account (13800000001 / Demo@2026), 1004 none', () => {
  for (const h of hospitals) {
    if (!FULL.includes(h.hosId)) expect(h.accounts, h.hosId).toEqual([]);
    else
      expect(
        h.accounts.map((a) => [a.phone, a.password]),
        h.hosId,
      ).toEqual([['13800000001', 'Demo@2026']]);
  }
});

describe.each(hospitals)('hospital $hosId', (h) => {
  it('has no field the schemas do not know', () => {
    expect({ accounts: h.accounts }).toEqual(h.rawAccounts);
  });

  it('has unique card ids and numbers, and every card holder has a valid certificate', () => {
    expect(new Set(h.cards.map((c) => c.cardId)).size).toBe(h.cards.length);
    expect(new Set(h.cards.map((c) => c.cardNo)).size).toBe(h.cards.length);
    for (const c of h.cards) {
      if (c.certType === CertificateType.ID_CARD)
        expect(isIdCard(c.certNo), `${c.cardId} ${c.certNo}`).toBe(true);
    }
  });

  it('links patients with valid ID numbers, one default, each person once', () => {
    for (const a of h.accounts) {
      expect(isPassword(a.password)).toBe(true);
      expect(a.patients.filter((p) => p.isDefault)).toHaveLength(a.patients.length ? 1 : 0);
      expect(new Set(a.patients.map((p) => `${p.certType}/${p.certNo}`)).size).toBe(
        a.patients.length,
      );
      for (const p of a.patients) {
        if (p.certType === CertificateType.ID_CARD)
          expect(isIdCard(p.certNo), `${p.patientName} ${p.certNo}`).toBe(true);
        else expect(p.sex && p.birthDate, p.patientName).toBeTruthy();
      }
    }
  });

  it('names each card holder like the linked patient of the same certificate', () => {
    const people = new Map(
      h.accounts
        .flatMap((a) => a.patients)
        .map((p) => [`${p.certType}/${p.certNo}`, p.patientName]),
    );
    for (const c of h.cards) {
      const linked = people.get(`${c.certType}/${c.certNo}`);
      if (linked) expect(c.patientName, c.cardId).toBe(linked);
    }
  });
});

/** The SMS outbox of a demo shows codes only for demo phones: the demo account's and this reserved block. */
const isDemoPhone = (phone: string) => phone === '13800000001' || /^138000000\d\d$/.test(phone);
const key = (p: { certType: number; certNo: string }) => `${p.certType}/${p.certNo}`;
const bindProof = (h: (typeof hospitals)[number]) => h.config.bindProof;

describe.each(hospitals)('HIS person records of $hosId', (h) => {
  it('has one record per person, under the name on their cards, for every card holder and every demo patient', () => {
    expect(new Set(h.persons.map(key)).size).toBe(h.persons.length);
    const byCert = new Map(h.persons.map((p) => [key(p), p]));
    for (const c of h.cards)
      expect(byCert.get(key(c))?.patientName, `${c.cardId} holder`).toBe(c.patientName);
    for (const p of h.accounts.flatMap((a) => a.patients)) {
      const record = byCert.get(key(p));
      expect(record, `${p.patientName} has an HIS record`).toBeDefined();
      expect(samePersonName(record!.patientName, p.patientName), p.patientName).toBe(true);
    }
  });

  it('holds only demo phones (13800000001 or 13800000000–13800000099), so the demo inbox shows link codes', () => {
    for (const p of h.persons)
      expect(isDemoPhone(p.phone), `${p.patientName} ${p.phone}`).toBe(true);
  });

  it('has a PIN for every record where the hospital asks for the PIN, and none elsewhere', () => {
    for (const p of h.persons)
      expect(p.pin !== undefined, p.patientName).toBe(bindProof(h) === 'pin');
  });
});

it('1001 has a card holder no demo account holds, whom a new account can link; 1002 links by PIN, 1001 and 1003 by SMS code', () => {
  const h = hospitals.find((x) => x.hosId === '1001')!;
  const held = new Set(h.accounts.flatMap((a) => a.patients).map(key));
  expect(h.persons.filter((p) => !held.has(key(p))).map((p) => p.patientName)).toEqual(['Chen Li']);
  expect(
    hospitals.filter((x) => FULL.includes(x.hosId)).map((x) => [x.hosId, bindProof(x)]),
  ).toEqual([
    ['1001', 'sms'],
    ['1002', 'pin'],
    ['1003', 'sms'],
  ]);
});

describe.each(hospitals.filter((h) => FULL.includes(h.hosId)))('demo account of $hosId', (h) => {
  const patients = h.accounts[0]?.patients ?? [];
  const birth = (relation: number) =>
    parseIdCard(patients.find((p) => p.relation === relation)?.certNo)?.birthDate ?? '';

  it('has self (the default), a parent and a child, with consistent births', () => {
    expect(patients.map((p) => [p.relation, p.isDefault])).toEqual([
      [Relation.SELF, true],
      [Relation.PARENTS, false],
      [Relation.CHILD, false],
    ]);
    expect(age(birth(Relation.PARENTS)) - age(birth(Relation.SELF))).toBeGreaterThanOrEqual(18);
    expect(age(birth(Relation.SELF)) - age(birth(Relation.CHILD))).toBeGreaterThanOrEqual(18);
    if (h.config.pediatricMaxAge > 0)
      expect(age(birth(Relation.CHILD))).toBeLessThan(h.config.pediatricMaxAge);
  });

  it('has cards for its patients: an outpatient card with a balance', () => {
    const certs = new Set(patients.map((p) => p.certNo));
    const mine = h.cards.filter((c) => certs.has(c.certNo));
    expect(mine.some((c) => c.clinicType === 1 && c.state === 'normal' && c.balance > 0)).toBe(
      true,
    );
  });

  it('is a physical-exam leader exactly where the hospital has batch physical exams on', () => {
    expect(h.accounts[0]?.physicalLeader).toBe(h.hosId === '1001');
    if (h.accounts[0]?.physicalLeader) expect(h.config.batchPhysicalExam).toBe(true);
  });
});

it('1001 shows every card lookup code and an inpatient card; the demo balances include 200, 35 and 0 yuan', () => {
  const h = hospitals.find((x) => x.hosId === '1001')!;
  const certs = new Set(h.accounts[0]?.patients.map((p) => p.certNo));
  const mine = h.cards.filter((c) => certs.has(c.certNo));
  expect(new Set(mine.map((c) => c.state))).toEqual(new Set(['normal', 'to_disable', 'overdue']));
  expect(mine.some((c) => c.clinicType === 2)).toBe(true);
  // Code 2 (no card): somebody lacks an inpatient card.
  expect(
    h.accounts[0]?.patients.some(
      (p) => !mine.some((c) => c.certNo === p.certNo && c.clinicType === 2),
    ),
  ).toBe(true);
  expect(mine.map((c) => c.balance)).toEqual(expect.arrayContaining([20000, 3500, 0]));
});
