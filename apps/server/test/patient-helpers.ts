import type { HosId } from '@portal/shared';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { bearer, lastCode, post, uniqueIp } from './auth-helpers.ts';

const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const CHECK = '10X98765432';

let nextSeq = Math.floor(Math.random() * 800);

/** A valid 18-character ID number (GB 11643 check character) for a birth date 'YYYYMMDD'; odd seq = male. */
export function idCard(birth: string, seq = 100 + (nextSeq++ % 900), area = '330106'): string {
  const first17 = `${area}${birth}${String(seq).padStart(3, '0')}`;
  const sum = [...first17].reduce((s, ch, i) => s + Number(ch) * (WEIGHTS[i] ?? 0), 0);
  return first17 + CHECK[sum % 11];
}

/** A valid ID number of a man (sex 1: odd 17th digit) or a woman (2: even) born on 'YYYYMMDD'. */
export function idCardOfSex(birth: string, sex: 1 | 2): string {
  let seq = 100 + (nextSeq++ % 900);
  // The next sequence number has the other parity (999 is followed by 100): taking it keeps every number unique.
  if (seq % 2 !== sex % 2) seq = 100 + (nextSeq++ % 900);
  return idCard(birth, seq);
}

/** The same number with a wrong check character. */
export function badCheck(id: string): string {
  const last = id.slice(-1);
  return id.slice(0, -1) + (last === '1' ? '2' : '1');
}

export interface NewPatient {
  patientName?: string;
  certType?: number;
  certNo?: string;
  phone?: string;
  relation?: number;
  sex?: number;
  birthDate?: string;
  /** Proofs of a link to the hospital's record of the person. */
  verifyCode?: string;
  pin?: string;
}

export function addPatient(app: FastifyInstance, token: string, hosId: HosId, p: NewPatient = {}) {
  return post(
    app,
    '/patient/api/patient/add',
    {
      hosId,
      patientName: 'Test Person',
      certType: 0,
      certNo: idCard('19800101'),
      phone: '13911112222',
      relation: 3,
      ...p,
    },
    { headers: bearer(token) },
  );
}

export async function addPatientOk(
  app: FastifyInstance,
  token: string,
  hosId: HosId,
  p: NewPatient = {},
): Promise<string> {
  const res = await addPatient(app, token, hosId, p);
  expect(res.json(), 'add patient').toMatchObject({ code: 0 });
  return res.json().data.patientId as string;
}

/** Asks for the code that proves control of the phone the hospital holds for the person. */
export function requestBindCode(
  app: FastifyInstance,
  token: string,
  hosId: HosId,
  p: { patientName: string; certNo: string; certType?: number },
) {
  const body = { hosId, patientName: p.patientName, certType: p.certType ?? 0, certNo: p.certNo };
  return post(app, '/patient/api/patient/bind-code', body, {
    headers: bearer(token),
    remoteAddress: uniqueIp(),
  });
}

/**
 * Links a person the HIS has a record of (a demo card holder) the way a user does at an SMS-proof
 * hospital: the code goes to the phone the hospital holds (`hisPhone`), read back from the demo outbox.
 */
export async function linkPatientOk(
  app: FastifyInstance,
  token: string,
  hosId: HosId,
  p: NewPatient & { patientName: string; certNo: string },
  hisPhone: string,
): Promise<string> {
  const sent = await requestBindCode(app, token, hosId, {
    patientName: p.patientName,
    certNo: p.certNo,
    certType: p.certType,
  });
  expect(sent.json(), `send bind code: ${sent.body}`).toMatchObject({ code: 0 });
  return addPatientOk(app, token, hosId, {
    ...p,
    verifyCode: await lastCode(app, hosId, hisPhone),
  });
}

/** Any full 18-character ID number or 11-digit mobile number in a response body. */
export const UNMASKED = /(?<![\dA-Za-z])(\d{17}[\dXx]|1[2-9]\d{9})(?![\dA-Za-z])/;
