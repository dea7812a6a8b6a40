import { render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_NOON_TIMES, hosIdOf } from '@portal/shared';
import { formatDateTime } from '../../lib/date-time.ts';
import { recordOf } from '../../testing/record-fixture.ts';
import { payUnavailableText, RecordPayDeadline } from './pay-deadline.tsx';

/** When 'Pay now' is not offered on a valid unpaid booking, the record page says why. */
const config = {
  payTimeLimitSeconds: 86400,
  payScheduleRestriction: true,
  payPromptEnabled: true,
  noonTimes: DEFAULT_NOON_TIMES,
};
const SH = 'Asia/Shanghai';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  // The 08:39 on the day of the fixture's morning session (2026-11-23, period '1' from 08:00).
  vi.setSystemTime(new Date('2026-11-23T08:39:00+08:00'));
});
afterEach(() => vi.useRealTimers());

describe('the pay section of a record', () => {
  it('names the passed deadline (the session start) instead of showing nothing', () => {
    const r = recordOf({ actions: { pay: false, cancel: false, delete: false } });
    render(
      <RecordPayDeadline
        record={r}
        hosId={hosIdOf('1001')}
        config={config}
        timeZone={SH}
        onPassed={() => {}}
      />,
    );
    const start = formatDateTime('2026-11-23T00:00:00.000Z', SH, 'en-US');
    expect(screen.getByTestId('pay-unavailable').textContent).toBe(
      `Payment closed at ${start}: an unpaid booking can no longer be paid online and its number is released`,
    );
    expect(screen.queryByTestId('pay-deadline')).toBeNull();
  });

  it("gives the rule's own reason otherwise, and nothing when payment is offered or not owed", () => {
    const noCard = recordOf({
      patientCardId: '',
      actions: { pay: false, cancel: true, delete: false },
    });
    expect(
      payUnavailableText(
        noCard,
        hosIdOf('1001'),
        config,
        SH,
        new Date('2026-11-22T10:00:00+08:00'),
      ),
    ).toBe('This booking needs no online payment');
    expect(payUnavailableText(recordOf(), hosIdOf('1001'), config, SH, new Date())).toBeNull();
    expect(
      payUnavailableText(
        recordOf({ isDopay: '1', actions: { pay: false, cancel: true, delete: false } }),
        hosIdOf('1001'),
        config,
        SH,
        new Date(),
      ),
    ).toBeNull();
    expect(
      payUnavailableText(
        recordOf({ state: 'cancelled', actions: { pay: false, cancel: false, delete: false } }),
        hosIdOf('1001'),
        config,
        SH,
        new Date(),
      ),
    ).toBeNull();
  });

  it('shows the countdown while the booking can be paid', () => {
    vi.setSystemTime(new Date('2026-11-23T07:00:00+08:00'));
    render(
      <RecordPayDeadline
        record={recordOf()}
        hosId={hosIdOf('1001')}
        config={config}
        timeZone={SH}
        onPassed={() => {}}
      />,
    );
    expect(screen.getByTestId('pay-deadline').textContent).toContain('1:00:00 left');
    expect(screen.queryByTestId('pay-unavailable')).toBeNull();
  });
});
