import { describe, expect, it } from 'vitest';
import {
  addDays,
  ageOn,
  chooseBusinessType,
  filterOptions,
  filteredDepartments,
  hospitalTime,
  hospitalDateTime,
  hospitalToday,
  isPediatricDept,
  isoWeekday,
  padToPages,
  pageCount,
  pageSlice,
  parseHm,
  pediatricAllowed,
  scheduleDates,
  scheduleEndDate,
  scheduleStartDate,
  truncateFilters,
  visibleBusinessTypes,
  zonedInstant,
} from './schedule.rules.ts';
import { readHospitalConfig } from '../config/hospital-config.ts';

const SH = 'Asia/Shanghai';
const NY = 'America/New_York';

describe('hospital clock', () => {
  it('23:59 UTC is already the next day in Shanghai', () => {
    const now = new Date('2026-11-21T23:59:00Z');
    expect(hospitalToday(now, SH)).toBe('2026-11-22');
    expect(hospitalTime(now, SH)).toBe('07:59');
  });
  it('reads the clock to the second, midnight as 00', () => {
    expect(hospitalDateTime(new Date('2026-11-21T15:59:59Z'), SH)).toBe('2026-11-21 23:59:59');
    expect(hospitalDateTime(new Date('2026-11-21T16:00:07Z'), SH)).toBe('2026-11-22 00:00:07');
  });
  it('15:59:59 UTC is still the same day, 16:00 UTC is the next', () => {
    expect(hospitalToday(new Date('2026-11-21T15:59:59Z'), SH)).toBe('2026-11-21');
    expect(hospitalToday(new Date('2026-11-21T16:00:00Z'), SH)).toBe('2026-11-22');
  });
  it('follows New York daylight saving', () => {
    expect(hospitalTime(new Date('2026-07-01T12:00:00Z'), NY)).toBe('08:00');
    expect(hospitalTime(new Date('2026-01-01T12:00:00Z'), NY)).toBe('07:00');
    expect(hospitalToday(new Date('2026-01-01T03:00:00Z'), NY)).toBe('2025-12-31');
  });
  it('zonedInstant converts wall-clock to instants', () => {
    expect(zonedInstant('2026-11-21', '08:00', SH).toISOString()).toBe('2026-11-21T00:00:00.000Z');
    expect(zonedInstant('2026-03-09', '08:00', NY).toISOString()).toBe('2026-03-09T12:00:00.000Z');
    expect(zonedInstant('2026-03-07', '08:00', NY).toISOString()).toBe('2026-03-07T13:00:00.000Z');
  });
  it('midnight belongs to the new day (00:00, never 24:00)', () => {
    expect(hospitalToday(new Date('2026-11-21T16:00:00Z'), SH)).toBe('2026-11-22');
    expect(hospitalTime(new Date('2026-11-21T16:00:00Z'), SH)).toBe('00:00');
  });
  it('zonedInstant answers the same instant again, in a Date the caller may change', () => {
    const first = zonedInstant('2026-11-21', '08:00', SH);
    first.setTime(0);
    expect(zonedInstant('2026-11-21', '08:00', SH).toISOString()).toBe('2026-11-21T00:00:00.000Z');
    expect(() => zonedInstant('2026-02-30', '08:00', SH)).toThrow(RangeError);
  });
  it('addDays across month, year and leap-day boundaries, both ways', () => {
    expect(addDays('2026-11-30', 1)).toBe('2026-12-01');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2027-03-01', -1)).toBe('2027-02-28');
    expect(addDays('2026-11-21', -14)).toBe('2026-11-07');
    expect(addDays('2026-11-21', 0)).toBe('2026-11-21');
    expect(() => addDays('2027-02-29', 1)).toThrow(RangeError);
  });
  it('parseHm', () => {
    expect(parseHm('08:00')).toBe(480);
    expect(parseHm('8:05')).toBe(485);
    expect(parseHm('24:00')).toBeNull();
    expect(parseHm('x')).toBeNull();
  });
});

describe('scheduleStartDate', () => {
  const cfg = { showTodaySchedule: true, releaseTime: '08:00' };
  it('today before the release time', () => {
    expect(scheduleStartDate(new Date('2026-11-21T23:59:59Z'), cfg, SH)).toBe('2026-11-22'); // 07:59:59 on the 22nd
    expect(scheduleStartDate(new Date('2026-11-21T16:00:00Z'), cfg, SH)).toBe('2026-11-22'); // 00:00 on the 22nd
  });
  it('tomorrow from exactly the release time', () => {
    expect(scheduleStartDate(new Date('2026-11-22T00:00:00Z'), cfg, SH)).toBe('2026-11-23'); // 08:00 on the 22nd
    expect(scheduleStartDate(new Date('2026-11-22T15:59:00Z'), cfg, SH)).toBe('2026-11-23'); // 23:59 on the 22nd
  });
  it('always tomorrow when today-schedule display is off', () => {
    expect(
      scheduleStartDate(new Date('2026-11-21T23:00:00Z'), { ...cfg, showTodaySchedule: false }, SH),
    ).toBe('2026-11-23');
  });
  it('uses the hospital date, not the UTC date', () => {
    // 23:59 UTC on the 21st is 07:59 on the 22nd in Shanghai: start is the 22nd, never the 21st.
    expect(scheduleStartDate(new Date('2026-11-21T23:59:00Z'), cfg, SH)).toBe('2026-11-22');
  });
  it('crosses month and year ends', () => {
    expect(scheduleStartDate(new Date('2026-12-31T10:00:00Z'), cfg, SH)).toBe('2027-01-01');
  });
});

describe('scheduleEndDate', () => {
  const cfg = { scheduleDays: 14, scheduleEndByDays: true, specialtyAllianceType: '9' };
  it('start + scheduleDays − 1', () => {
    expect(scheduleEndDate('2026-11-22', cfg, '4')).toBe('2026-12-05');
    expect(scheduleEndDate('2026-12-25', cfg, '4')).toBe('2027-01-07');
    expect(scheduleEndDate('2028-02-20', { ...cfg, scheduleDays: 10 }, '4')).toBe('2028-02-29');
    expect(scheduleEndDate('2026-11-22', { ...cfg, scheduleDays: 1 }, '4')).toBe('2026-11-22');
  });
  it('blank when the config does not demand it', () => {
    expect(scheduleEndDate('2026-11-22', { ...cfg, scheduleEndByDays: false }, '4')).toBeNull();
  });
  it('blank for the specialty-alliance type', () => {
    expect(scheduleEndDate('2026-11-22', cfg, '9')).toBeNull();
  });
  it('an empty specialty-alliance type blanks nothing', () => {
    expect(scheduleEndDate('2026-11-22', { ...cfg, specialtyAllianceType: '' }, '')).toBe(
      '2026-12-05',
    );
  });
});

describe('scheduleDates', () => {
  it('lists each date with weekday 1 = Monday … 7 = Sunday', () => {
    expect(scheduleDates('2026-11-21', '2026-11-24')).toEqual([
      { date: '2026-11-21', weekday: 6 },
      { date: '2026-11-22', weekday: 7 },
      { date: '2026-11-23', weekday: 1 },
      { date: '2026-11-24', weekday: 2 },
    ]);
  });
  it('is empty when end is before start, one day when equal', () => {
    expect(scheduleDates('2026-11-22', '2026-11-21')).toEqual([]);
    expect(scheduleDates('2026-11-22', '2026-11-22')).toHaveLength(1);
  });
  it('skips and repeats no day across New York DST changes (dates from the zone)', () => {
    // Spring forward 2026-03-08, fall back 2026-11-01 in America/New_York.
    const start = scheduleStartDate(
      new Date('2026-03-05T15:00:00Z'),
      { showTodaySchedule: true, releaseTime: '08:00' },
      NY,
    );
    expect(start).toBe('2026-03-06');
    const end = scheduleEndDate(
      start,
      { scheduleDays: 14, scheduleEndByDays: true, specialtyAllianceType: '' },
      '4',
    )!;
    const spring = scheduleDates(start, end);
    expect(spring).toHaveLength(14);
    expect(spring.map((d) => d.date)).toContain('2026-03-08');
    expect(spring.map((d) => d.date)).toContain('2026-03-09');
    expect(new Set(spring.map((d) => d.date)).size).toBe(14);
    expect(spring.find((d) => d.date === '2026-03-08')!.weekday).toBe(7);
    const fall = scheduleDates('2026-10-30', '2026-11-03');
    expect(fall.map((d) => d.date)).toEqual([
      '2026-10-30',
      '2026-10-31',
      '2026-11-01',
      '2026-11-02',
      '2026-11-03',
    ]);
    expect(fall.map((d) => d.weekday)).toEqual([5, 6, 7, 1, 2]);
  });
  it('handles leap days and year ends', () => {
    expect(scheduleDates('2028-02-28', '2028-03-01').map((d) => d.date)).toEqual([
      '2028-02-28',
      '2028-02-29',
      '2028-03-01',
    ]);
    expect(scheduleDates('2026-12-31', '2027-01-01').map((d) => d.weekday)).toEqual([4, 5]);
  });
  it('rejects malformed dates', () => {
    expect(() => scheduleDates('2026-02-30', '2026-03-01')).toThrow(RangeError);
    expect(() => addDays('20261122', 1)).toThrow(RangeError);
    expect(isoWeekday('2026-11-23')).toBe(1);
  });
});

describe('paging', () => {
  const d = (n: number) => Array.from({ length: n }, (_, i) => i + 1);
  it('pads with null to a whole multiple of daysPerPage', () => {
    expect(padToPages(d(14), 7)).toEqual(d(14));
    expect(padToPages(d(10), 7)).toEqual([...d(10), null, null, null, null]);
    expect(padToPages(d(1), 7)).toHaveLength(7);
    expect(padToPages([], 7)).toEqual([]);
    expect(padToPages(d(5), 0)).toEqual(d(5)); // nonsense page size counts as 1
  });
  it('does not mutate its input', () => {
    const input = d(3);
    padToPages(input, 7);
    expect(input).toEqual([1, 2, 3]);
  });
  it('counts pages', () => {
    expect(pageCount(14, 7)).toBe(2);
    expect(pageCount(15, 7)).toBe(3);
    expect(pageCount(0, 7)).toBe(0);
    expect(pageCount(3, 7)).toBe(1);
  });
  it('slices 0-based pages, clamped', () => {
    const padded = padToPages(d(10), 7);
    expect(pageSlice(padded, 0, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(pageSlice(padded, 1, 7)).toEqual([8, 9, 10, null, null, null, null]);
    expect(pageSlice(padded, 5, 7)).toEqual(pageSlice(padded, 1, 7));
    expect(pageSlice(padded, -1, 7)).toEqual(pageSlice(padded, 0, 7));
    expect(pageSlice([], 0, 7)).toEqual([]);
  });
});

describe('chooseBusinessType', () => {
  const tabs = [{ businessType: '1' }, { businessType: '2' }];
  it('reuses the stored choice while still offered', () => {
    expect(chooseBusinessType('2', tabs, '4')).toBe('2');
  });
  it('falls back to the first tab', () => {
    expect(chooseBusinessType('7', tabs, '4')).toBe('1');
    expect(chooseBusinessType(null, tabs, '4')).toBe('1');
  });
  it('uses the all-doctors type without tabs, even over a stored choice', () => {
    expect(chooseBusinessType('2', [], '4')).toBe('4');
    expect(chooseBusinessType(null, [], '4')).toBe('4');
  });
});

describe('visibleBusinessTypes', () => {
  const types = [
    { businessType: 'intl', sort: 3 },
    { businessType: 'general', sort: 1 },
    { businessType: 'vip', sort: 2, areaIds: ['2'] },
    { businessType: 'special', sort: 0 },
    { businessType: 'nosort' },
  ];
  const hidden = [
    { areaId: '1', businessType: 'special' },
    { areaId: '2', businessType: 'intl' },
  ];
  it('orders by sort (unsorted last) and drops hidden combinations and other areas’ types', () => {
    expect(visibleBusinessTypes(types, '1', hidden).map((t) => t.businessType)).toEqual([
      'general',
      'intl',
      'nosort',
    ]);
    expect(visibleBusinessTypes(types, '2', hidden).map((t) => t.businessType)).toEqual([
      'special',
      'general',
      'vip',
      'nosort',
    ]);
  });
  it('without an area keeps every type', () => {
    expect(visibleBusinessTypes(types, null, hidden).map((t) => t.businessType)).toEqual([
      'special',
      'general',
      'vip',
      'intl',
      'nosort',
    ]);
  });
  it('keeps the order of equal sorts and does not mutate', () => {
    const same = [
      { businessType: 'a', sort: 1 },
      { businessType: 'b', sort: 1 },
      { businessType: 'c', sort: 0 },
    ];
    expect(visibleBusinessTypes(same, '1', []).map((t) => t.businessType)).toEqual(['c', 'a', 'b']);
    expect(same.map((t) => t.businessType)).toEqual(['a', 'b', 'c']);
  });
});

describe('cascading department filters', () => {
  const leaf = (id: string) => ({ id, name: `D${id}`, children: [] });
  const tree = [
    {
      id: 'int',
      name: 'Internal',
      children: [
        leaf('cardio'),
        { id: 'neuro', name: 'Neuro', children: [leaf('stroke'), leaf('epilepsy')] },
      ],
    },
    { id: 'surg', name: 'Surgery', children: [leaf('ortho')] },
    leaf('eye'),
  ];
  it('level 1 lists the top departments with nothing chosen', () => {
    expect(filterOptions(tree, [])).toEqual([
      {
        level: 1,
        options: [
          { id: 'int', name: 'Internal' },
          { id: 'surg', name: 'Surgery' },
          { id: 'eye', name: 'Deye' },
        ],
        selected: null,
      },
    ]);
  });
  it('level N lists the children of the level N−1 choice', () => {
    const levels = filterOptions(tree, ['int', 'neuro']);
    expect(levels.map((l) => l.level)).toEqual([1, 2, 3]);
    expect(levels.map((l) => l.selected)).toEqual(['int', 'neuro', null]);
    expect(levels[1]!.options.map((o) => o.id)).toEqual(['cardio', 'neuro']);
    expect(levels[2]!.options.map((o) => o.id)).toEqual(['stroke', 'epilepsy']);
  });
  it("a single child still makes two options ('all' plus it); a leaf choice adds no level", () => {
    expect(filterOptions(tree, ['surg']).map((l) => l.options.length)).toEqual([3, 1]);
    expect(filterOptions(tree, ['eye'])).toHaveLength(1);
    expect(filterOptions(tree, ['int', 'cardio'])).toHaveLength(2);
  });
  it('no level without departments; a stale choice counts as all', () => {
    expect(filterOptions([], [])).toEqual([]);
    expect(filterOptions(tree, ['gone', 'neuro'])).toEqual([
      { level: 1, options: expect.any(Array), selected: null },
    ]);
  });
  it('changing a filter truncates the deeper ones', () => {
    expect(truncateFilters(['int', 'neuro', 'stroke'], 2, 'cardio')).toEqual(['int', 'cardio']);
    expect(truncateFilters(['int', 'neuro', 'stroke'], 1, 'surg')).toEqual(['surg']);
    expect(truncateFilters(['int', 'neuro', 'stroke'], 2, null)).toEqual(['int']);
    expect(truncateFilters(['int', 'neuro', 'stroke'], 1, null)).toEqual([]);
    expect(truncateFilters(['int'], 2, 'neuro')).toEqual(['int', 'neuro']);
  });
  it('ignores a level that skips one', () => {
    expect(truncateFilters(['int'], 3, 'stroke')).toEqual(['int']);
    expect(truncateFilters(['int'], 0, 'x')).toEqual(['int']);
  });
  it('filteredDepartments narrows to the deepest choice', () => {
    expect(filteredDepartments(tree, [])).toBe(tree);
    expect(filteredDepartments(tree, ['int', 'neuro']).map((n) => n.id)).toEqual(['neuro']);
    expect(filteredDepartments(tree, ['int', 'gone']).map((n) => n.id)).toEqual(['int']);
  });
});

describe('age rule', () => {
  it('counts completed years: birthday eve vs birthday', () => {
    expect(ageOn('2012-06-15', '2026-06-14')).toBe(13);
    expect(ageOn('2012-06-15', '2026-06-15')).toBe(14);
    expect(ageOn('2012-06-15', '2026-12-31')).toBe(14);
    expect(ageOn('2026-06-15', '2026-06-15')).toBe(0);
    expect(ageOn('2027-01-01', '2026-06-15')).toBe(-1);
  });
  it('29 February births turn a year older on 1 March in common years', () => {
    expect(ageOn('2012-02-29', '2026-02-28')).toBe(13);
    expect(ageOn('2012-02-29', '2026-03-01')).toBe(14);
    expect(ageOn('2012-02-29', '2028-02-28')).toBe(15);
    expect(ageOn('2012-02-29', '2028-02-29')).toBe(16);
  });
  it('only under-14 children: allowed on the eve of the 14th birthday, refused on it', () => {
    expect(pediatricAllowed('2012-06-15', '2026-06-14', 14)).toBe(true);
    expect(pediatricAllowed('2012-06-15', '2026-06-15', 14)).toBe(false);
    expect(pediatricAllowed('2012-02-29', '2026-02-28', 14)).toBe(true);
    expect(pediatricAllowed('2012-02-29', '2026-03-01', 14)).toBe(false);
  });
  it('maxAge 0 means no rule; malformed or future births are refused under a rule', () => {
    expect(pediatricAllowed('1950-01-01', '2026-06-15', 0)).toBe(true);
    expect(pediatricAllowed('not-a-date', '2026-06-15', 14)).toBe(false);
    expect(pediatricAllowed('2027-01-01', '2026-06-15', 14)).toBe(false);
    expect(() => ageOn('2012-02-30', '2026-01-01')).toThrow(RangeError);
  });
  it('isPediatricDept: listed departments, or every one when none are listed', () => {
    expect(isPediatricDept('ped', { pediatricMaxAge: 14, pediatricDeptIds: ['ped'] })).toBe(true);
    expect(isPediatricDept('eye', { pediatricMaxAge: 14, pediatricDeptIds: ['ped'] })).toBe(false);
    expect(isPediatricDept('eye', { pediatricMaxAge: 14, pediatricDeptIds: [] })).toBe(true);
    expect(isPediatricDept('ped', { pediatricMaxAge: 0, pediatricDeptIds: ['ped'] })).toBe(false);
  });
});

describe('schedule config fields', () => {
  it('defaults', () => {
    const c = readHospitalConfig([]);
    expect(c).toMatchObject({
      showTodaySchedule: true,
      releaseTime: '08:00',
      scheduleDays: 14,
      daysPerPage: 7,
      scheduleEndByDays: true,
      allDoctorsType: '4',
      specialtyAllianceType: '',
      maxOpenBookings: 5,
      pediatricDeptIds: [],
    });
    expect(c.noonTimes['1']).toEqual({ start: '08:00', end: '12:00' });
    expect(Object.keys(c.noonTimes).sort()).toEqual(['0', '1', '2', '3', '4']);
  });
  it('parses stored strings and falls back on malformed ones', () => {
    const c = readHospitalConfig([
      { configType: 'APPOINTMENT', configKey: 'showTodaySchedule', configValue: '0' },
      { configType: 'APPOINTMENT', configKey: 'releaseTime', configValue: '07:30' },
      { configType: 'APPOINTMENT', configKey: 'scheduleDays', configValue: '7' },
      { configType: 'APPOINTMENT', configKey: 'daysPerPage', configValue: 'x' },
      { configType: 'APPOINTMENT', configKey: 'pediatricDeptIds', configValue: '["ped1","ped2"]' },
      {
        configType: 'APPOINTMENT',
        configKey: 'noonTimes',
        configValue: '{"1":{"start":"08:30","end":"11:30"}}',
      },
      { configType: 'APPOINTMENT', configKey: 'scheduleEndByDays', configValue: 'false' },
    ]);
    expect(c.showTodaySchedule).toBe(false);
    expect(c.releaseTime).toBe('07:30');
    expect(c.scheduleDays).toBe(7);
    expect(c.daysPerPage).toBe(7);
    expect(c.pediatricDeptIds).toEqual(['ped1', 'ped2']);
    expect(c.noonTimes).toEqual({ '1': { start: '08:30', end: '11:30' } });
    expect(c.scheduleEndByDays).toBe(false);
    expect(
      readHospitalConfig([
        { configType: 'APPOINTMENT', configKey: 'releaseTime', configValue: '25:00' },
      ]).releaseTime,
    ).toBe('08:00');
    expect(
      readHospitalConfig([
        { configType: 'APPOINTMENT', configKey: 'noonTimes', configValue: '{"1":{"start":"8"}}' },
      ]).noonTimes['2'],
    ).toBeDefined();
  });
});
