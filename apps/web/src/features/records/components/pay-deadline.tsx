import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '@portal/shared';
import { COUNTDOWN_TICK_MS } from '../../../lib/countdown.ts';
import { formatDateTime } from '../../../lib/date-time.ts';

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
    <p className={`record-info__deadline${passed ? ' record-info__deadline--passed' : ''}`} data-testid="pay-deadline">
      {passed ? t('ui.payDeadlinePassed', { time: at }) : t('ui.payDeadline', { time: at, left: formatLeft(left) })}
    </p>
  );
}
