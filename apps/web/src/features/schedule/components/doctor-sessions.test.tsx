import { fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { releaseMoment, type ScheduleEntry } from '@portal/shared';
import { formatDateTime } from '../../../lib/date-time.ts';
import { DoctorSessions, groupByDate } from './doctor-sessions.tsx';

const entry = (scheduleId: string, over: Partial<ScheduleEntry> = {}): ScheduleEntry => ({
  scheduleId,
  scheduleDate: '2026-11-23',
  scheduleNoonCode: '1',
  regFee: 2500,
  doctorOrder: 1,
  doctorName: 'Li Ming',
  doctorTitle: 'chief',
  deptId: 'card',
  deptName: 'Cardiology',
  areaId: '1',
  businessType: '1',
  released: true,
  schedules: [
    { numberId: `${scheduleId}-1`, seq: 1, startTime: '08:00', endTime: '08:30', status: 'taken' },
    { numberId: `${scheduleId}-2`, seq: 2, startTime: '08:30', endTime: '09:00', status: 'free' },
  ],
  ...over,
});

const renderSessions = (
  sessions: ScheduleEntry[],
  positions: Record<string, number> = {},
  waitlistEnabled = true,
) => {
  const onChoose = vi.fn();
  const onWaitlist = vi.fn();
  render(
    <DoctorSessions
      sessions={sessions}
      pending={false}
      error={null}
      config={{ releaseTime: '08:00', scheduleDays: 14 }}
      timeZone="Asia/Shanghai"
      onChoose={onChoose}
      onWaitlist={onWaitlist}
      waitlistEnabled={waitlistEnabled}
      waitlistPrompt={<p data-testid="waitlist-prompt">Waiting-list notice</p>}
      waitlistPending={false}
      positions={positions}
    />,
  );
  return { onChoose, onWaitlist };
};

// A fixed clock (only Date is faked): the day before the sessions, so they are released and not started yet.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-22T10:00:00+08:00'));
});
afterEach(() => vi.useRealTimers());

describe('DoctorSessions', () => {
  it('lists each source number with time, fee and state; a free one can be chosen', () => {
    const { onChoose } = renderSessions([entry('s1')]);
    const session = screen.getByTestId('session-s1');
    expect(session.textContent).toContain('¥25.00');
    expect(session.textContent).toContain('Morning');
    const taken = screen.getByTestId('number-s1-1') as HTMLButtonElement;
    const free = screen.getByTestId('number-s1-2') as HTMLButtonElement;
    expect([taken.dataset.status, taken.disabled]).toEqual(['taken', true]);
    expect([free.dataset.status, free.disabled]).toEqual(['free', false]);
    expect(free.textContent).toContain('08:30–09:00');
    fireEvent.click(free);
    expect(onChoose).toHaveBeenCalledWith(
      expect.objectContaining({ scheduleId: 's1' }),
      expect.objectContaining({ numberId: 's1-2' }),
    );
    expect(screen.queryByTestId('join-waitlist')).toBeNull();
  });

  it('shows a not-released session disabled with its opening time', () => {
    renderSessions([entry('s2', { released: false, scheduleDate: '2026-12-10' })]);
    const n = screen.getByTestId('number-s2-2') as HTMLButtonElement;
    expect([n.dataset.status, n.disabled]).toEqual(['not-released', true]);
    // The shared release rule (releaseMoment) decides the moment; it is shown in the hospital's zone.
    const opens = formatDateTime(
      releaseMoment(
        '2026-12-10',
        { releaseTime: '08:00', scheduleDays: 14 },
        'Asia/Shanghai',
      ).toISOString(),
      'Asia/Shanghai',
      'en-US',
    );
    expect(opens).toContain('08:00');
    expect(screen.getByTestId('session-s2').textContent).toContain(`Opens at ${opens}`);
  });

  it('offers the waitlist for a full session, then shows the position', () => {
    const full = entry('s3', {
      schedules: [
        { numberId: 's3-1', seq: 1, startTime: '08:00', endTime: '08:30', status: 'taken' },
      ],
    });
    const { onWaitlist } = renderSessions([full]);
    expect(within(screen.getByTestId('session-s3')).getByTestId('waitlist-prompt')).toBeTruthy();
    fireEvent.click(within(screen.getByTestId('session-s3')).getByTestId('join-waitlist'));
    expect(onWaitlist).toHaveBeenCalledWith(expect.objectContaining({ scheduleId: 's3' }));
  });

  it('offers no waitlist (nor its notice) where the hospital keeps none: a full session is only full', () => {
    const full = entry('s3', {
      schedules: [
        { numberId: 's3-1', seq: 1, startTime: '08:00', endTime: '08:30', status: 'taken' },
      ],
    });
    renderSessions([full], {}, false);
    const session = screen.getByTestId('session-s3');
    expect(session.textContent).toContain('Full');
    expect(within(session).queryByTestId('join-waitlist')).toBeNull();
    expect(within(session).queryByTestId('waitlist-prompt')).toBeNull();
  });

  it('shows the waitlist position once joined', () => {
    const full = entry('s3', {
      schedules: [
        { numberId: 's3-1', seq: 1, startTime: '08:00', endTime: '08:30', status: 'taken' },
      ],
    });
    renderSessions([full], { s3: 2 });
    expect(screen.getByTestId('waitlist-position').textContent).toBe('On the waitlist: position 2');
  });

  it('groups by date in date then period order', () => {
    const groups = groupByDate([
      entry('b', { scheduleDate: '2026-11-24' }),
      entry('a2', { scheduleNoonCode: '2' }),
      entry('a1'),
    ]);
    expect(groups.map((g) => [g.date, g.sessions.map((s) => s.scheduleId)])).toEqual([
      ['2026-11-23', ['a1', 'a2']],
      ['2026-11-24', ['b']],
    ]);
  });

  it('shows a started session closed, with the start time, by the shared rule the booking call applies', () => {
    // The 08:39 on the session's day: the morning started at 08:00, the afternoon has not.
    vi.setSystemTime(new Date('2026-11-23T08:39:00+08:00'));
    const { onChoose } = renderSessions([entry('m'), entry('a', { scheduleNoonCode: '2' })]);
    const started = screen.getByTestId('number-m-2') as HTMLButtonElement;
    expect([started.dataset.status, started.disabled]).toEqual(['closed', true]);
    // A free number of a closed session does not read 'free'.
    expect(started.querySelector('.source-number__state')?.textContent).toBe('Closed');
    const at = formatDateTime('2026-11-23T00:00:00.000Z', 'Asia/Shanghai', 'en-US');
    expect(within(screen.getByTestId('session-m')).getByTestId('session-closed').textContent).toBe(
      `This session started at ${at}: its numbers can no longer be booked or paid online`,
    );
    expect(started.title).toContain('started at');
    // A closed session offers no waitlist either.
    expect(within(screen.getByTestId('session-m')).queryByTestId('join-waitlist')).toBeNull();
    fireEvent.click(started);
    expect(onChoose).not.toHaveBeenCalled();
    const later = screen.getByTestId('number-a-2') as HTMLButtonElement;
    expect([later.dataset.status, later.disabled]).toEqual(['free', false]);
    expect(later.querySelector('.source-number__state')?.textContent).toBe('Free');
    expect(within(screen.getByTestId('session-a')).queryByTestId('session-closed')).toBeNull();
  });
});
