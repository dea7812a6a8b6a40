import { describe, expect, it } from 'vitest';
import {
  DEFAULT_NOON_TIMES,
  releaseMoment,
  sessionState,
  sessionWindow,
  slotTimes,
} from './session-timing.ts';

const SH = 'Asia/Shanghai';
const NY = 'America/New_York';
const cfg = { releaseTime: '08:00', scheduleDays: 14, noonTimes: DEFAULT_NOON_TIMES };

describe('sessionWindow', () => {
  it('is the period of the date in the hospital zone', () => {
    expect(sessionWindow('2026-11-22', '1', DEFAULT_NOON_TIMES, SH)).toEqual({
      start: new Date('2026-11-22T00:00:00Z'),
      end: new Date('2026-11-22T04:00:00Z'),
    });
    expect(sessionWindow('2026-11-22', '0', DEFAULT_NOON_TIMES, SH)!.start).toEqual(
      new Date('2026-11-21T22:30:00Z'),
    );
  });
  it('follows DST in New York', () => {
    expect(sessionWindow('2026-03-07', '1', DEFAULT_NOON_TIMES, NY)!.start).toEqual(
      new Date('2026-03-07T13:00:00Z'),
    );
    expect(sessionWindow('2026-03-09', '1', DEFAULT_NOON_TIMES, NY)!.start).toEqual(
      new Date('2026-03-09T12:00:00Z'),
    );
  });
  it('null for an unknown period or malformed times; runs past midnight when end <= start', () => {
    expect(sessionWindow('2026-11-22', '9', DEFAULT_NOON_TIMES, SH)).toBeNull();
    expect(sessionWindow('2026-11-22', 'toString', DEFAULT_NOON_TIMES, SH)).toBeNull();
    expect(sessionWindow('2026-11-22', '1', { '1': { start: 'x', end: '12:00' } }, SH)).toBeNull();
    const night = sessionWindow('2026-11-22', 'n', { n: { start: '22:00', end: '07:00' } }, SH)!;
    expect(night.start).toEqual(new Date('2026-11-22T14:00:00Z'));
    expect(night.end).toEqual(new Date('2026-11-22T23:00:00Z'));
  });
});

describe('releaseMoment / sessionState', () => {
  // 08:00 in Shanghai on 2026-11-22 is 00:00 UTC.
  const at0800 = new Date('2026-11-22T00:00:00Z');
  const before = new Date('2026-11-21T23:59:59Z');
  it('a date 14 days ahead (scheduleDays 14) opens at 08:00 today', () => {
    expect(releaseMoment('2026-12-06', cfg, SH)).toEqual(at0800);
    expect(sessionState({ date: '2026-12-06', noonCode: '1' }, before, cfg, SH)).toBe(
      'not-released',
    );
    expect(sessionState({ date: '2026-12-06', noonCode: '1' }, at0800, cfg, SH)).toBe('open');
  });
  it('a date 15 days ahead is not released yet', () => {
    expect(sessionState({ date: '2026-12-07', noonCode: '1' }, at0800, cfg, SH)).toBe(
      'not-released',
    );
    expect(
      sessionState(
        { date: '2026-12-07', noonCode: '1' },
        new Date('2026-11-23T00:00:00Z'),
        cfg,
        SH,
      ),
    ).toBe('open');
  });
  it('past once the period has ended', () => {
    // Morning of 2026-11-22 ends 12:00 local = 04:00 UTC.
    expect(
      sessionState(
        { date: '2026-11-22', noonCode: '1' },
        new Date('2026-11-22T03:59:59Z'),
        cfg,
        SH,
      ),
    ).toBe('open');
    expect(
      sessionState(
        { date: '2026-11-22', noonCode: '1' },
        new Date('2026-11-22T04:00:00Z'),
        cfg,
        SH,
      ),
    ).toBe('past');
    expect(
      sessionState(
        { date: '2026-11-22', noonCode: '2' },
        new Date('2026-11-22T04:00:00Z'),
        cfg,
        SH,
      ),
    ).toBe('open');
    expect(
      sessionState(
        { date: '2026-11-21', noonCode: '3' },
        new Date('2026-11-21T23:59:00Z'),
        cfg,
        SH,
      ),
    ).toBe('past');
  });
  it('an unknown period is past once its date has ended in the hospital zone', () => {
    expect(
      sessionState(
        { date: '2026-11-22', noonCode: '9' },
        new Date('2026-11-22T15:59:59Z'),
        cfg,
        SH,
      ),
    ).toBe('open');
    expect(
      sessionState(
        { date: '2026-11-22', noonCode: '9' },
        new Date('2026-11-22T16:00:00Z'),
        cfg,
        SH,
      ),
    ).toBe('past');
  });
  it('scheduleDays 1 releases the day before', () => {
    expect(releaseMoment('2026-11-22', { releaseTime: '07:30', scheduleDays: 1 }, SH)).toEqual(
      new Date('2026-11-20T23:30:00Z'),
    );
  });
  it('release follows DST in New York', () => {
    // 2026-03-22 − 14 days = 2026-03-08 (spring forward at 02:00): 08:00 EDT = 12:00 UTC.
    expect(releaseMoment('2026-03-22', cfg, NY)).toEqual(new Date('2026-03-08T12:00:00Z'));
    expect(releaseMoment('2026-03-20', cfg, NY)).toEqual(new Date('2026-03-06T13:00:00Z'));
  });
});

describe('slotTimes', () => {
  it('splits the period evenly into numbered source numbers', () => {
    expect(slotTimes('2026-11-22', '1', 4, DEFAULT_NOON_TIMES, SH)).toEqual([
      { seq: 1, startTime: '08:00', endTime: '09:00' },
      { seq: 2, startTime: '09:00', endTime: '10:00' },
      { seq: 3, startTime: '10:00', endTime: '11:00' },
      { seq: 4, startTime: '11:00', endTime: '12:00' },
    ]);
  });
  it('rounds to whole minutes, contiguous, ending at the period end', () => {
    const slots = slotTimes('2026-11-22', '1', 7, DEFAULT_NOON_TIMES, SH); // 240 / 7 = 34.29 min
    expect(slots).toHaveLength(7);
    expect(slots[0]).toEqual({ seq: 1, startTime: '08:00', endTime: '08:34' });
    expect(slots[1]).toEqual({ seq: 2, startTime: '08:34', endTime: '09:09' });
    expect(slots[6]!.endTime).toBe('12:00');
    for (let i = 1; i < slots.length; i++) expect(slots[i]!.startTime).toBe(slots[i - 1]!.endTime);
  });
  it('more numbers than minutes share minutes', () => {
    const slots = slotTimes('2026-11-22', '0', 200, DEFAULT_NOON_TIMES, SH); // 90 minutes
    expect(slots).toHaveLength(200);
    expect(slots[0]!.startTime).toBe('06:30');
    expect(slots[199]!.endTime).toBe('08:00');
  });
  it('empty for no capacity or an unknown period', () => {
    expect(slotTimes('2026-11-22', '1', 0, DEFAULT_NOON_TIMES, SH)).toEqual([]);
    expect(slotTimes('2026-11-22', '9', 5, DEFAULT_NOON_TIMES, SH)).toEqual([]);
  });
  it('is independent of the process zone (wall-clock in the hospital zone)', () => {
    expect(slotTimes('2026-11-22', '2', 2, DEFAULT_NOON_TIMES, NY)).toEqual([
      { seq: 1, startTime: '13:30', endTime: '15:30' },
      { seq: 2, startTime: '15:30', endTime: '17:30' },
    ]);
  });
});
