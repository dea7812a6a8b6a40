import { ClockCircleOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { AppointmentRecordDetail } from '@portal/shared';

/**
 * Minimum early arrival, shared by the record page and the visit timeline: while the visit is ahead the
 * server says when to be there (actions.arrival); nothing otherwise.
 */
export function ArrivalNote({
  record,
  className,
}: {
  record: AppointmentRecordDetail;
  className?: string;
}) {
  const { t } = useTranslation();
  const arrival = record.actions.arrival;
  if (!arrival) return null;
  return (
    <p className={className} data-testid="arrive-by">
      <ClockCircleOutlined aria-hidden />{' '}
      {t('ui.arriveBy', { time: arrival.by, minutes: arrival.minutes })}
    </p>
  );
}
