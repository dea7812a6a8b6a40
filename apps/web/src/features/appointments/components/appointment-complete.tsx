import { CalendarOutlined } from '@ant-design/icons';
import { Button, Descriptions, Empty, Result, Skeleton, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { HospitalConfig } from '@portal/shared';
import { visitItems } from '../../../components/visit/visit-items.tsx';
import { errorText } from '../../../lib/error-text.ts';
import { formatFen } from '../../../lib/money.ts';
import { useAppointment } from '../api/appointment-queries.ts';
import { downloadIcs, toIcs } from '../utils/ics.ts';

interface AppointmentCompleteProps {
  hosId: string;
  hosName: string;
  appointId: string;
  timeZone: string;
  config: Pick<HospitalConfig, 'noonTimes'>;
}

export const RECORD_PATH = '/appointment/record';
export const payPath = (appointId: string) => `/appointment/record-info?${new URLSearchParams({ id: appointId }).toString()}`;

/** /appointment/complete: the booking's details, a calendar file, and links to the records and, when due, payment. */
export function AppointmentComplete({ hosId, hosName, appointId, timeZone, config }: AppointmentCompleteProps) {
  const { t } = useTranslation();
  const appointment = useAppointment(hosId, appointId);
  if (appointment.isPending) return <Skeleton active paragraph={{ rows: 6 }} />;
  if (appointment.isError) return <Empty className="page-empty" description={errorText(appointment.error, timeZone)} />;
  const r = appointment.data;
  const payDue = r.regFee > 0 && r.isDopay === '0';

  return (
    <div className="complete-page">
      <Result status="success" title={t('ui.appointmentSucceeded')} subTitle={payDue ? t('ui.payDueHint') : undefined} />
      <Descriptions
        bordered
        column={1}
        data-testid="complete-details"
        size="middle"
        items={[
          ...visitItems(t, r),
          { key: 'fee', label: t('ui.regFee'), children: `${formatFen(r.regFee)} ${r.regFee > 0 ? `(${r.isDopay === '1' ? t('ui.paid') : t('ui.unpaid')})` : ''}`.trim() },
        ]}
      />
      <Space className="complete-page__actions" wrap>
        <Button icon={<CalendarOutlined />} data-testid="download-ics" onClick={() => downloadIcs(toIcs(r, { hosName, timeZone, noonTimes: config.noonTimes }), `appointment-${r.appointId}.ics`)}>
          {t('ui.addToCalendar')}
        </Button>
        <Link to={RECORD_PATH} data-testid="complete-records">
          <Button>{t('ui.registrationAppointmentRecord')}</Button>
        </Link>
        {payDue ? (
          <Link to={payPath(r.appointId)} data-testid="complete-pay">
            <Button type="primary">{t('ui.payNow')}</Button>
          </Link>
        ) : null}
      </Space>
    </div>
  );
}
