import { describe, expect, it } from 'vitest';
import { bookingBlockedUntil, cancelOutlook, type Cancellation } from './anti-scalping.ts';

const now = new Date('2026-11-21T12:00:00Z');
const hoursAgo = (h: number) => new Date(now.getTime() - h * 3_600_000);
const cancel = (doctorId: string, h: number): Cancellation => ({
  doctorId,
  cancelledAt: hoursAgo(h),
});

describe('bookingBlockedUntil', () => {
  it('allows booking with no or few cancellations', () => {
    expect(bookingBlockedUntil([], 'd1', now)).toBeNull();
    expect(bookingBlockedUntil([cancel('d1', 1), cancel('d1', 2)], 'd1', now)).toBeNull();
  });

  it('blocks the same doctor for a day after 3 cancellations within a day', () => {
    const list = [cancel('d1', 10), cancel('d1', 5), cancel('d1', 2)];
    expect(bookingBlockedUntil(list, 'd1', now)).toEqual(
      new Date(hoursAgo(2).getTime() + 86_400_000),
    );
    // Another doctor stays bookable.
    expect(bookingBlockedUntil(list, 'd2', now)).toBeNull();
  });

  it('does not count 3 cancellations of one doctor spread over more than a day', () => {
    expect(
      bookingBlockedUntil([cancel('d1', 30), cancel('d1', 5), cancel('d1', 2)], 'd1', now),
    ).toBeNull();
  });

  it('lifts the same-doctor block once the day has passed', () => {
    expect(
      bookingBlockedUntil([cancel('d1', 30), cancel('d1', 27), cancel('d1', 25)], 'd1', now),
    ).toBeNull();
  });

  it('blocks every doctor for 30 days after 5 cancellations within 14 days', () => {
    const list = [
      cancel('a', 300),
      cancel('b', 200),
      cancel('c', 100),
      cancel('d', 50),
      cancel('e', 10),
    ];
    expect(bookingBlockedUntil(list, 'z', now)).toEqual(
      new Date(hoursAgo(10).getTime() + 30 * 86_400_000),
    );
  });

  it('does not count 5 cancellations spread over more than 14 days', () => {
    const list = [
      cancel('a', 15 * 24),
      cancel('b', 200),
      cancel('c', 100),
      cancel('d', 50),
      cancel('e', 10),
    ];
    expect(bookingBlockedUntil(list, 'z', now)).toBeNull();
  });

  it('answers the later end when both rules apply', () => {
    const list = [
      cancel('d1', 300),
      cancel('d2', 200),
      cancel('d1', 3),
      cancel('d1', 2),
      cancel('d1', 1),
    ];
    expect(bookingBlockedUntil(list, 'd1', now)).toEqual(
      new Date(hoursAgo(1).getTime() + 30 * 86_400_000),
    );
  });
});

describe('cancelOutlook (the cancel dialog warns with the booking refusal’s own rule)', () => {
  const DAY = 86_400_000;

  it('counts the 14-day cancellations and says the 5th blocks every doctor for 30 days', () => {
    const three = [cancel('a', 300), cancel('b', 200), cancel('c', 100)];
    expect(cancelOutlook(three, 'd1', now)).toEqual({
      sameDoctorCount: 0,
      recentCount: 3,
      blockedUntilIfCancelled: null,
      blockedUntilIfOneMore: new Date(now.getTime() + 30 * DAY),
    });
    const four = [...three, cancel('d', 50)];
    expect(cancelOutlook(four, 'd1', now).blockedUntilIfCancelled).toEqual(
      new Date(now.getTime() + 30 * DAY),
    );
    // What the dialog announces is what booking then refuses.
    expect(bookingBlockedUntil([...four, { doctorId: 'd1', cancelledAt: now }], 'd9', now)).toEqual(
      new Date(now.getTime() + 30 * DAY),
    );
  });

  it('says the 3rd cancellation of one doctor within a day blocks that doctor for a day', () => {
    const out = cancelOutlook([cancel('d1', 5), cancel('d2', 3)], 'd1', now);
    expect(out).toMatchObject({
      sameDoctorCount: 1,
      recentCount: 2,
      blockedUntilIfCancelled: null,
      blockedUntilIfOneMore: new Date(now.getTime() + DAY),
    });
    expect(
      cancelOutlook([cancel('d1', 5), cancel('d1', 3)], 'd1', now).blockedUntilIfCancelled,
    ).toEqual(new Date(now.getTime() + DAY));
  });

  it('leaves out cancellations older than the windows', () => {
    expect(cancelOutlook([cancel('d1', 30), cancel('d1', 15 * 24)], 'd1', now)).toMatchObject({
      sameDoctorCount: 0,
      recentCount: 1,
    });
  });
});
