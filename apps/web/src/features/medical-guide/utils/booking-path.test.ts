import { describe, expect, it } from 'vitest';
import { departmentBookingPath, symptomKeyword } from './booking-path.ts';

describe('symptom helper → booking', () => {
  it('opens the department page with the department chosen, in its area when named', () => {
    expect(departmentBookingPath({ deptId: '13', areaId: '1' })).toBe(
      '/appointment/depart?areaId=1&deptId=13',
    );
    expect(departmentBookingPath({ deptId: '111', areaId: null })).toBe(
      '/appointment/depart?deptId=111',
    );
    expect(departmentBookingPath({ deptId: '13', areaId: '1' }, '4')).toBe(
      '/appointment/depart?areaId=1&businessType=4&deptId=13',
    );
  });

  it('searches the trimmed text, within the server’s 30 characters', () => {
    expect(symptomKeyword('  咳嗽 ')).toBe('咳嗽');
    expect(symptomKeyword('x'.repeat(40))).toHaveLength(30);
    expect(symptomKeyword('   ')).toBe('');
  });
});
