import { hosIdOf } from '@portal/shared';
import { describe, expect, it } from 'vitest';
import { readDemoHospitals } from '../../demo/seed.ts';
import { demoPhones } from './demo-phones.ts';

describe('demo phones', () => {
  const isDemo = demoPhones();
  const hospitals = readDemoHospitals();

  it('are the demo accounts and the demo HIS people of that hospital, plus the reserved block', () => {
    for (const h of hospitals) {
      const hosId = h.hospital.hospital.hosId;
      for (const a of h.accounts)
        expect(isDemo(hosId, a.phone), `${hosId} account ${a.phone}`).toBe(true);
      for (const p of h.his.patients)
        expect(isDemo(hosId, p.phone), `${hosId} HIS ${p.phone}`).toBe(true);
    }
    expect(isDemo(hosIdOf('1001'), '13800000000')).toBe(true);
    expect(isDemo(hosIdOf('1004'), '13800000099')).toBe(true);
  });

  it('are nothing else: not the linked patients of accounts.json, not a phone next to the block', () => {
    expect(isDemo(hosIdOf('1001'), '13800000100')).toBe(false);
    expect(isDemo(hosIdOf('1001'), '13912340001')).toBe(false);
    expect(isDemo(hosIdOf('9999'), '13912340001')).toBe(false);
  });

  it('come from accounts.json and his.json `patients` (which may be absent)', () => {
    const [first] = hospitals;
    const synthetic = demoPhones([
      {
        ...first!,
        hospital: {
          ...first!.hospital,
          hospital: { ...first!.hospital.hospital, hosId: hosIdOf('7001') },
        },
        accounts: [{ ...first!.accounts[0]!, phone: '13711110000' }],
        his: { ...first!.his, patients: [] },
      },
    ]);
    expect(synthetic(hosIdOf('7001'), '13711110000')).toBe(true);
    expect(synthetic(hosIdOf('7002'), '13711110000')).toBe(false);
  });
});
