import type { HosId } from '@portal/shared';
import { readDemoHospitals, type DemoHospital } from '../../demo/seed.ts';

/**
 * The phones whose sandbox SMS the demo outbox may show. The outbox hands out live sign-in codes,
 * so it answers only for phones that belong to the demo: the demo accounts (accounts.json), the people of the demo
 * HIS (his.json `patients`, where a patient-link code goes) and a reserved block a visitor may register with.
 */
export type IsDemoPhone = (hosId: HosId, phone: string) => boolean;

/** 13800000000–13800000099: reserved for visitors trying registration in the demo (README "Demo hospitals"). */
export const DEMO_PHONE_BLOCK = /^138000000\d\d$/;

export function demoPhones(hospitals?: readonly DemoHospital[]): IsDemoPhone {
  // Built at the first check, not at start-up: parsing the demo files is a tenth of a second of every start.
  let byHospital: Map<string, Set<string>> | undefined;
  const phonesOf = (hosId: HosId) =>
    (byHospital ??= new Map(
      (hospitals ?? readDemoHospitals()).map((h) => [
        h.hospital.hospital.hosId,
        new Set([...h.accounts.map((a) => a.phone), ...h.his.patients.map((p) => p.phone)]),
      ]),
    )).get(hosId);
  return (hosId, phone) => DEMO_PHONE_BLOCK.test(phone) || phonesOf(hosId)?.has(phone) === true;
}
