import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  APPOINTMENT_RULE_REASONS,
  payDeadline,
  payPromptShown,
  type AppointmentRecordDetail,
  type Language,
  type PayPromptConfig,
  type HosId,
} from '@portal/shared';
import { COUNTDOWN_TICK_MS } from '../../lib/countdown.ts';
import { formatDateTime } from '../../lib/date-time.ts';
import { i18n } from '../../lib/i18n.ts';

/** 'h:mm:ss' / 'mm:ss' of a non-negative number of milliseconds. */
export function formatLeft(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const mmss = `${String(m).padStart(2, '0')}:${String(s).padStart(2, '0')}`;
  return h > 0 ? `${h}:${mmss}` : mmss;
}

interface PayDeadlineProps {
  deadline: Date;
  timeZone: string;
  /** Called once when the deadline passes (the server then expires the booking: refresh it). */
  onPassed: () => void;
}

/** The pay deadline of an unpaid booking (shared payDeadline rule), with the time left, ticking every second. */
export function PayDeadline({ deadline, timeZone, onPassed }: PayDeadlineProps) {
  const { t, i18n } = useTranslation();
  const [now, setNow] = useState(() => Date.now());
  const left = deadline.getTime() - now;
  const passed = left <= 0;

  useEffect(() => {
    if (passed) {
      onPassed();
      return;
    }
    const timer = setInterval(() => setNow(Date.now()), COUNTDOWN_TICK_MS);
    return () => clearInterval(timer);
  }, [passed, onPassed]);

  const at = formatDateTime(deadline.toISOString(), timeZone, i18n.language as Language);
  return (
    <p
      className={`record-info__deadline${passed ? ' record-info__deadline--passed' : ''}`}
      data-testid="pay-deadline"
    >
      {passed
        ? t('ui.payDeadlinePassed', { time: at })
        : t('ui.payDeadline', { time: at, left: formatLeft(left) })}
    </p>
  );
}

interface RecordPayDeadlineProps {
  record: AppointmentRecordDetail;
  hosId: HosId;
  config: PayPromptConfig;
  timeZone: string;
  onPassed: () => void;
}

/**
 * Why 'Pay now' is not offered on a valid unpaid booking, in the shared payPromptShown rule's words
 * (a passed deadline names its time, e.g. the session start); null when it is offered or there is nothing to pay.
 */
export function payUnavailableText(
  r: AppointmentRecordDetail,
  hosId: HosId,
  config: PayPromptConfig,
  timeZone: string,
  now: Date,
): string | null {
  if (r.actions.pay || r.state !== '1' || r.isDopay !== '0' || !(r.regFee > 0)) return null;
  const ctx = { config, now, timeZone };
  const decision = payPromptShown(r, ctx);
  const deadline = payDeadline(r, ctx);
  // The server said no even where this clock says yes (clocks differ by a little): the deadline is the reason then too.
  if (
    (decision.allowed || decision.reason === APPOINTMENT_RULE_REASONS.payDeadlinePassed) &&
    deadline
  ) {
    return i18n.t('APPOINT061', {
      time: formatDateTime(deadline.toISOString(), timeZone, i18n.language as Language),
    });
  }
  return i18n.t(decision.reason ?? APPOINTMENT_RULE_REASONS.payDeadlinePassed);
}

/** The record's pay deadline while it is unpaid and the server still lets it be paid; otherwise why it cannot be paid. */
export function RecordPayDeadline({
  record: r,
  hosId,
  config,
  timeZone,
  onPassed,
}: RecordPayDeadlineProps) {
  const unpaid = r.state !== 'cancelled' && r.isDopay === '0' && r.regFee > 0;
  const deadline =
    unpaid && r.actions.pay ? payDeadline(r, { config, now: new Date(), timeZone }) : null;
  if (deadline)
    return (
      <PayDeadline
        key={deadline.getTime()}
        deadline={deadline}
        timeZone={timeZone}
        onPassed={onPassed}
      />
    );
  const why = payUnavailableText(r, hosId, config, timeZone, new Date());
  return why ? (
    <p
      className="record-info__deadline record-info__deadline--passed"
      data-testid="pay-unavailable"
    >
      {why}
    </p>
  ) : null;
}
