import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatCalendarDate } from '../../lib/date-time.ts';

/**
 * Said on every page of the same-day registration entrance (area, department, doctor, confirm): it registers for
 * today's clinics only, and names today, so nobody takes it for booking another day.
 */
export function SameDayNotice({ today }: { today: string }) {
  const { t, i18n } = useTranslation();
  return (
    <Alert
      className="same-day-notice"
      type="info"
      showIcon
      title={
        <span data-testid="same-day-notice" data-date={today}>
          {t('ui.sameDayOnly', { date: formatCalendarDate(today, i18n.language) })}
        </span>
      }
    />
  );
}
