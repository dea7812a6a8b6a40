import { describe, expect, it } from 'vitest';
import {
  UNBIND_LIMIT,
  chooseCurrentPatient,
  resendWaitSeconds,
  samePersonName,
  unbindBlockedUntil,
} from './patient.rules.ts';

const DAY = 86_400_000;
const NOW = new Date('2026-11-21T12:00:00Z');
const ago = (days: number) => new Date(NOW.getTime() - days * DAY);

describe('chooseCurrentPatient (previously current, else default, else first)', () => {
  const list = [
    { patientId: 'a', defaultState: '0' },
    { patientId: 'b', defaultState: '1' },
    { patientId: 'c', defaultState: '0' },
  ];
  it('keeps the previously current patient when still listed', () => {
    expect(chooseCurrentPatient(list, 'c')?.patientId).toBe('c');
  });
  it('falls back to the default when the previous one is gone or unset', () => {
    expect(chooseCurrentPatient(list, 'gone')?.patientId).toBe('b');
    expect(chooseCurrentPatient(list, null)?.patientId).toBe('b');
    expect(chooseCurrentPatient(list, undefined)?.patientId).toBe('b');
  });
  it('falls back to the first without a default, and to null for an empty list', () => {
    expect(
      chooseCurrentPatient(
        list.map((p) => ({ ...p, defaultState: '0' })),
        'gone',
      )?.patientId,
    ).toBe('a');
    expect(chooseCurrentPatient([], 'a')).toBeNull();
  });
});

describe('unbindBlockedUntil (10 unbinds in 7 days block unbinding for 14 days)', () => {
  it("has the contract's numbers", () => {
    expect(UNBIND_LIMIT).toEqual({ count: 10, windowDays: 7, blockDays: 14 });
  });
  it('allows up to 9 unbinds in a window', () => {
    expect(
      unbindBlockedUntil(
        Array.from({ length: 9 }, (_, i) => ago(i * 0.5)),
        NOW,
      ),
    ).toBeNull();
    expect(unbindBlockedUntil([], NOW)).toBeNull();
  });
  it('blocks for 14 days from the 10th unbind within 7 days', () => {
    const times = Array.from({ length: 10 }, (_, i) => ago(6 - i * 0.5));
    const tenth = times[9]!;
    expect(unbindBlockedUntil(times, NOW)).toEqual(new Date(tenth.getTime() + 14 * DAY));
  });
  it('counts a window of exactly 7 days, but not 10 unbinds spread over more', () => {
    const exact = Array.from({ length: 10 }, (_, i) => ago(7 - (i * 7) / 9));
    expect(unbindBlockedUntil(exact, NOW)).not.toBeNull();
    const spread = Array.from({ length: 10 }, (_, i) => ago(8 - (i * 8) / 9));
    expect(unbindBlockedUntil(spread, NOW)).toBeNull();
  });
  it('ends the block after 14 days, whatever order the times come in', () => {
    const times = Array.from({ length: 10 }, (_, i) => ago(20 - i * 0.1)).reverse();
    expect(unbindBlockedUntil(times, NOW)).toBeNull();
    const recent = Array.from({ length: 10 }, (_, i) => ago(13 - i * 0.1)).reverse();
    expect(unbindBlockedUntil(recent, NOW)?.getTime()).toBe(ago(13 - 0.9).getTime() + 14 * DAY);
  });
  it('takes the latest block when several overlap', () => {
    const times = Array.from({ length: 11 }, (_, i) => ago(5 - i * 0.1));
    expect(unbindBlockedUntil(times, NOW)?.getTime()).toBe(times[10]!.getTime() + 14 * DAY);
  });
});

describe('resendWaitSeconds (a new code no sooner than 60 s)', () => {
  it('is 0 without an earlier code or once the wait is over', () => {
    expect(resendWaitSeconds(null, NOW, 60)).toBe(0);
    expect(resendWaitSeconds(new Date(NOW.getTime() - 60_000), NOW, 60)).toBe(0);
    expect(resendWaitSeconds(new Date(NOW.getTime() - 120_000), NOW, 60)).toBe(0);
  });
  it('rounds the remaining wait up to whole seconds', () => {
    expect(resendWaitSeconds(NOW, NOW, 60)).toBe(60);
    expect(resendWaitSeconds(new Date(NOW.getTime() - 59_500), NOW, 60)).toBe(1);
    expect(resendWaitSeconds(new Date(NOW.getTime() - 30_000), NOW, 60)).toBe(30);
  });
});

describe('samePersonName (the name must match the hospital record)', () => {
  it('ignores case, surrounding and repeated whitespace, and full-width forms', () => {
    expect(samePersonName(' wang  JIANGUO ', 'Wang Jianguo')).toBe(true);
    expect(samePersonName('Ｗａｎｇ Jianguo', 'Wang Jianguo')).toBe(true);
    expect(samePersonName('王建国', '王建国')).toBe(true);
  });
  it('refuses another name or spelling', () => {
    expect(samePersonName('Mallory', 'Wang Jianguo')).toBe(false);
    expect(samePersonName('WangJianguo', 'Wang Jianguo')).toBe(false);
    expect(samePersonName('Wang Jianguo', 'Wang Jianguo Jr')).toBe(false);
  });
});
