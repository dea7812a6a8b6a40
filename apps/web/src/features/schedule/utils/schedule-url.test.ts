import { describe, expect, it } from 'vitest';
import { readHospitalConfig } from '@portal/shared';
import {
  readScheduleParams,
  scheduleEnd,
  scheduleStart,
  writeScheduleParams,
} from './schedule-url.ts';

const cfg = readHospitalConfig([]); // release 08:00, today-schedule display on
const at = (iso: string) => new Date(iso);

describe('schedule URL state', () => {
  it('reads what the URL holds; a malformed or negative week is the first', () => {
    expect(
      readScheduleParams(
        new URLSearchParams('areaId=2&businessType=1&deptId=card&week=2&isToday=1'),
      ),
    ).toEqual({
      areaId: '2',
      businessType: '1',
      deptId: 'card',
      week: 2,
      sameDay: true,
    });
    for (const week of ['-1', 'x', '1.5', ''])
      expect(readScheduleParams(new URLSearchParams(`week=${week}`)).week).toBe(0);
    expect(readScheduleParams(new URLSearchParams('isToday=0')).sameDay).toBe(false);
  });

  it('writes a patch and leaves defaults and other params out', () => {
    const next = writeScheduleParams(new URLSearchParams('isToday=1&week=3&deptId=card&other=x'), {
      week: 0,
      deptId: undefined,
      areaId: '1',
    });
    expect(next.toString()).toBe('isToday=1&other=x&areaId=1');
  });

  it('same-day registration starts today whatever the release time; an advance appointment follows the release time', () => {
    const before = at('2026-11-22T23:30:00Z'); // 07:30 Monday 23 November in Shanghai
    const after = at('2026-11-23T01:05:00Z'); // 09:05
    expect(scheduleStart(before, cfg, 'Asia/Shanghai', true)).toBe('2026-11-23');
    expect(scheduleStart(after, cfg, 'Asia/Shanghai', true)).toBe('2026-11-23');
    expect(scheduleStart(before, cfg, 'Asia/Shanghai', false)).toBe('2026-11-23');
    expect(scheduleStart(after, cfg, 'Asia/Shanghai', false)).toBe('2026-11-24');
  });

  it('same-day registration asks for today alone; an advance appointment for its scheduleDays', () => {
    const full = { ...cfg, scheduleDays: 14, scheduleEndByDays: true, specialtyAllianceType: '9' };
    expect(scheduleEnd('2026-11-23', full, true, '1')).toBe('2026-11-23');
    expect(scheduleEnd('2026-11-23', full, true, '9')).toBe('2026-11-23');
    expect(scheduleEnd('2026-11-24', full, false, '1')).toBe('2026-12-07');
    expect(scheduleEnd('2026-11-24', full, false, '9')).toBeUndefined();
  });
});
