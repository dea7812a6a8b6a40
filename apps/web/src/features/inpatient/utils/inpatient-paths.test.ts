import { describe, expect, it } from 'vitest';
import { inpatientLinks, withStay } from './inpatient-paths.ts';

const SPEC_SLUGS = [
  'in-recharge',
  'in-payment',
  'in-report',
  'in-payment-day',
  'self-admission',
  'leave-discharge',
  'cloud-film',
  'overall-planning',
  'electronic-invoice',
  'medical-settle-form',
  'case',
  'discharge-medicine',
];

describe('inpatientLinks', () => {
  it('serves every inpatient slug by exactly one link', () => {
    const served = inpatientLinks(null).flatMap((l) => [l.slug, ...(l.alsoServes ?? [])]);
    expect([...served].sort()).toEqual([...SPEC_SLUGS].sort());
  });

  it('never shows two links to the same page', () => {
    for (const stay of [null, 'C1-20261120']) {
      const pages = inpatientLinks(stay).map((l) => l.to.split('?')[0]);
      expect(new Set(pages).size).toBe(pages.length);
    }
  });

  it('passes the stay to the pages that show one stay', () => {
    const links = Object.fromEntries(inpatientLinks('C1-20261120').map((l) => [l.slug, l.to]));
    expect(links['leave-discharge']).toBe('/inpatient/leave-discharge?stayId=C1-20261120');
    expect(links['medical-settle-form']).toBe('/inpatient/settle-form?stayId=C1-20261120');
    expect(links['in-payment-day']).toBe('/query/payment-day?stay=C1-20261120');
    expect(links['electronic-invoice']).toBe('/inpatient/electronic-invoice');
    expect(links.case).toBe('/inpatient/case');
  });

  it('encodes the stay id', () => {
    expect(withStay('/x', 'a b')).toBe('/x?stayId=a+b');
  });
});
