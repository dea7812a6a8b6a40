import { CertificateType, parseIdCard } from '@portal/shared';

export interface PersonFacts {
  sex: 1 | 2;
  birthDate: string;
}

/**
 * A mainland ID card carries its holder's birth date and sex, so the add-patient form derives them and
 * shows them read-only; every other certificate states them by hand (null here). An ID number that fails its
 * date or check-character test derives nothing.
 */
export function factsFromCertificate(
  certType: number | undefined,
  certNo: string | undefined,
  now: Date = new Date(),
): PersonFacts | null {
  if (certType !== CertificateType.ID_CARD || !certNo) return null;
  const info = parseIdCard(certNo.trim().toUpperCase(), now);
  return info ? { sex: info.sex, birthDate: info.birthDate } : null;
}

export const isIdCardType = (certType: number | undefined) => certType === CertificateType.ID_CARD;
