/**
 * Pure rules of linked patients (no I/O): they take `now` and return decisions, so web and server agree.
 */
import type { HospitalConfig } from '../config/hospital-config.ts';

/**
 * The certificate types a patient may be added with at this hospital (config certificateTypes), in code order:
 * the add-patient form offers only these and the server refuses any other with PATIENT017.
 */
export function acceptedCertificateTypes(
  config: Pick<HospitalConfig, 'certificateTypes'>,
): number[] {
  return config.certificateTypes.map(Number).sort((a, b) => a - b);
}

/**
 * The card types the hospital issues and accepts (config cardTypes): a linked patient reaches only cards of these
 * types, and a call naming another type is refused with PATIENT018.
 */
export function acceptedCardTypes(config: Pick<HospitalConfig, 'cardTypes'>): number[] {
  return config.cardTypes.map(Number).sort((a, b) => a - b);
}

/** "Refreshing the patient list picks the current patient as previously current, else the default, else the first." */
export function chooseCurrentPatient<T extends { patientId: string; defaultState: string }>(
  patients: readonly T[],
  previousId: string | null | undefined,
): T | null {
  return (
    patients.find((p) => p.patientId === previousId) ??
    patients.find((p) => p.defaultState === '1') ??
    patients[0] ??
    null
  );
}

/** Unbinding 10 times in 7 days blocks unbinding for 14 days. */
export const UNBIND_LIMIT = { count: 10, windowDays: 7, blockDays: 14 } as const;
const DAY_MS = 86_400_000;

/**
 * When the last block ends, or null when unbinding is allowed now. A block starts at the unbind that makes
 * the 10th within any 7-day window, and lasts 14 days from then.
 */
export function unbindBlockedUntil(unbindTimes: readonly Date[], now: Date): Date | null {
  const times = unbindTimes.map((d) => d.getTime()).sort((a, b) => a - b);
  let blockedUntil: number | null = null;
  for (let i = UNBIND_LIMIT.count - 1; i < times.length; i++) {
    const first = times[i - (UNBIND_LIMIT.count - 1)]!;
    const tenth = times[i]!;
    if (tenth - first <= UNBIND_LIMIT.windowDays * DAY_MS)
      blockedUntil = Math.max(blockedUntil ?? 0, tenth + UNBIND_LIMIT.blockDays * DAY_MS);
  }
  return blockedUntil !== null && blockedUntil > now.getTime() ? new Date(blockedUntil) : null;
}

/** Seconds until a new SMS code may be sent (0 = now), given when the last one was sent. */
export function resendWaitSeconds(
  lastSentAt: Date | null,
  now: Date,
  resendSeconds: number,
): number {
  if (!lastSentAt) return 0;
  return Math.max(
    0,
    Math.ceil((lastSentAt.getTime() + resendSeconds * 1000 - now.getTime()) / 1000),
  );
}

/**
 * A name typed for a linked person matches the hospital's record when they agree after Unicode
 * compatibility folding (full-width letters), case folding and collapsing whitespace: 'wang  JIANGUO ' is
 * 'Wang Jianguo'. Anything else — a different spelling, another script — does not match.
 */
export function normalizePersonName(name: string): string {
  return name.normalize('NFKC').trim().replace(/\s+/g, ' ').toLowerCase();
}

export function samePersonName(a: string, b: string): boolean {
  return normalizePersonName(a) === normalizePersonName(b);
}
