import type { HosId } from '@portal/shared';
import type { HisPerson } from './his.ts';

/**
 * The HIS's record of a person (the link proof of docs/accounts.md): the name and the phone the hospital
 * holds, so the portal can check a claimed name and send a link code to the hospital's phone — never one the caller
 * names. The card PIN stays inside the HIS: the portal hands it a PIN to check and gets a verdict back, so no hash
 * of it ever reaches the portal.
 */
export interface HisPersonRecord {
  /** The name the HIS registered the person under. */
  patientName: string;
  /** The phone the hospital holds; null when it has none. */
  phone: string | null;
  /** Whether the person set a card PIN (PIN proof needs one). */
  hasPin: boolean;
}

/** 'ok' the PIN matches; 'wrong' it does not; 'no-pin' the person set none; 'unknown' the hospital has no such person. */
export type HisPinVerdict = 'ok' | 'wrong' | 'no-pin' | 'unknown';

export interface HisPersons {
  /** The hospital's record of the person with this certificate; undefined when it has none. */
  find(hosId: HosId, person: HisPerson): Promise<HisPersonRecord | undefined>;
  /** Checks a card PIN the person's way (the same slow hash every time: a PIN has few digits). */
  verifyPin(hosId: HosId, person: HisPerson, pin: string): Promise<HisPinVerdict>;
}
