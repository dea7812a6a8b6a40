import { describe, expect, it } from 'vitest';
import type { AppointmentRecordDetail } from '@portal/shared';
import { groupVisits } from './timeline.ts';

const visit = (appointId: string, over: Partial<AppointmentRecordDetail> = {}) =>
  ({
    appointId,
    schDate: '2026-11-25',
    schTime: '08:30-08:45',
    state: '1',
    hosState: '0',
    patientId: 'p1',
    ...over,
  }) as AppointmentRecordDetail;
const ids = (list: AppointmentRecordDetail[]) => list.map((r) => r.appointId);

describe('groupVisits', () => {
  const today = '2026-11-25';

  it('puts visits from today on in upcoming, soonest first, across patients', () => {
    const g = groupVisits(
      [
        visit('later', { schDate: '2026-11-28', patientId: 'p2' }),
        visit('today-afternoon', { schTime: '14:00-14:15' }),
        visit('today-morning', { schTime: '08:00-08:15', patientId: 'p2' }),
      ],
      today,
    );
    expect(ids(g.upcoming)).toEqual(['today-morning', 'today-afternoon', 'later']);
    expect(g.past).toEqual([]);
  });

  it('puts earlier visits in past, newest first', () => {
    const g = groupVisits(
      [
        visit('oldest', { schDate: '2026-11-01' }),
        visit('yesterday', { schDate: '2026-11-24' }),
        visit('mid', { schDate: '2026-11-10' }),
      ],
      today,
    );
    expect(ids(g.past)).toEqual(['yesterday', 'mid', 'oldest']);
    expect(g.upcoming).toEqual([]);
  });

  it('moves a cancelled or hospital-cancelled future visit to past', () => {
    const g = groupVisits(
      [
        visit('on', { schDate: '2026-11-26' }),
        visit('cancelled', { schDate: '2026-11-27', state: 'cancelled' }),
        visit('hospital', { schDate: '2026-11-29', hosState: '4' }),
      ],
      today,
    );
    expect(ids(g.upcoming)).toEqual(['on']);
    expect(ids(g.past)).toEqual(['hospital', 'cancelled']);
  });

  it('keeps every record exactly once', () => {
    const all = [
      visit('a', { schDate: '2026-10-01' }),
      visit('b'),
      visit('c', { state: 'cancelled' }),
      visit('d', { schDate: '2027-01-01' }),
    ];
    const g = groupVisits(all, today);
    expect([...ids(g.upcoming), ...ids(g.past)].sort()).toEqual(['a', 'b', 'c', 'd']);
  });
});
