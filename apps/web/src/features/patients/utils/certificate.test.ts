import { describe, expect, it } from 'vitest';
import { CertificateType } from '@portal/shared';
import { factsFromCertificate } from './certificate.ts';

const NOW = new Date('2026-03-01T00:00:00Z');

describe('factsFromCertificate', () => {
  it('derives birth date and sex from a valid ID number (17th digit odd = male, even = female)', () => {
    expect(factsFromCertificate(CertificateType.ID_CARD, '11010519491231002X', NOW)).toEqual({
      birthDate: '1949-12-31',
      sex: 2,
    });
    expect(factsFromCertificate(CertificateType.ID_CARD, '110105194912310038', NOW)).toEqual({
      birthDate: '1949-12-31',
      sex: 1,
    });
  });

  it('accepts a lowercase check character and surrounding blanks', () => {
    expect(factsFromCertificate(CertificateType.ID_CARD, ' 11010519491231002x ', NOW)).toEqual({
      birthDate: '1949-12-31',
      sex: 2,
    });
  });

  it('derives nothing from a wrong check character, an impossible or future date, or a partial number', () => {
    expect(factsFromCertificate(CertificateType.ID_CARD, '110105194912310021', NOW)).toBeNull();
    expect(factsFromCertificate(CertificateType.ID_CARD, '110105194902300020', NOW)).toBeNull();
    expect(factsFromCertificate(CertificateType.ID_CARD, '110105203001010028', NOW)).toBeNull();
    expect(factsFromCertificate(CertificateType.ID_CARD, '1101051949', NOW)).toBeNull();
  });

  it('derives nothing for other certificates, whose holders state sex and birth date themselves', () => {
    expect(factsFromCertificate(CertificateType.PASSPORT, '11010519491231002X', NOW)).toBeNull();
    expect(factsFromCertificate(undefined, '11010519491231002X', NOW)).toBeNull();
  });
});
