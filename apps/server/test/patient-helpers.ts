import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { bearer, post } from './auth-helpers.ts';

const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const CHECK = '10X98765432';

let nextSeq = Math.floor(Math.random() * 800);

/** A valid 18-character ID number (GB 11643 check character) for a birth date 'YYYYMMDD'; odd seq = male. */
export function idCard(birth: string, seq = 100 + (nextSeq++ % 900), area = '330106'): string {
  const first17 = `${area}${birth}${String(seq).padStart(3, '0')}`;
  const sum = [...first17].reduce((s, ch, i) => s + Number(ch) * (WEIGHTS[i] ?? 0), 0);
  return first17 + CHECK[sum % 11];
}

/** The same number with a wrong check character. */
export function badCheck(id: string): string {
  const last = id.slice(-1);
  return id.slice(0, -1) + (last === '1' ? '2' : '1');
}

export interface NewPatient { patientName?: string; certType?: number; certNo?: string; phone?: string; relation?: number; sex?: number; birthDate?: string }

export function addPatient(app: FastifyInstance, token: string, hosId: string, p: NewPatient = {}) {
  return post(app, '/patient/api/patient/add', {
    hosId, patientName: 'Test Person', certType: 0, certNo: idCard('19800101'), phone: '13911112222', relation: 3, ...p,
  }, { headers: bearer(token) });
}

export async function addPatientOk(app: FastifyInstance, token: string, hosId: string, p: NewPatient = {}): Promise<string> {
  const res = await addPatient(app, token, hosId, p);
  expect(res.json(), 'add patient').toMatchObject({ code: 0 });
  return res.json().data.patientId as string;
}

/** Any full 18-character ID number or 11-digit mobile number in a response body (SPEC §5 masking). */
export const UNMASKED = /(?<![\dA-Za-z])(\d{17}[\dXx]|1[2-9]\d{9})(?![\dA-Za-z])/;
