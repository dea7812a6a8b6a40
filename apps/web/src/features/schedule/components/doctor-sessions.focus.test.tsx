import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ScheduleEntry } from '@portal/shared';
import { DoctorSessions } from './doctor-sessions.tsx';

/** The doctor page scrolls to and highlights the session the patient clicked on the schedule. */
const entry = (scheduleId: string, scheduleDate: string): ScheduleEntry => ({
  scheduleId,
  scheduleDate,
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
    { numberId: `${scheduleId}-1`, seq: 1, startTime: '08:00', endTime: '08:30', status: 'free' },
  ],
});

afterEach(() => vi.restoreAllMocks());

describe('DoctorSessions focus', () => {
  it('highlights and scrolls to the clicked session only', () => {
    const scrolled: string[] = [];
    vi.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(function (this: Element) {
      scrolled.push(this.getAttribute('data-testid') ?? '');
    });
    render(
      <DoctorSessions
        sessions={[entry('s1', '2026-11-23'), entry('s2', '2026-11-30')]}
        pending={false}
        error={null}
        config={{ releaseTime: '08:00', scheduleDays: 14 }}
        timeZone="Asia/Shanghai"
        onChoose={() => {}}
        onWaitlist={() => {}}
        waitlistEnabled
        waitlistPending={false}
        positions={{}}
        focusId="s2"
      />,
    );
    expect(screen.getByTestId('session-s2').dataset.focused).toBe('true');
    expect(screen.getByTestId('session-s2').getAttribute('aria-current')).toBe('true');
    expect(screen.getByTestId('session-s2').className).toContain('doctor-session--focused');
    expect(screen.getByTestId('session-s1').dataset.focused).toBeUndefined();
    expect(scrolled).toEqual(['session-s2']);
  });
});
