import { CalendarOutlined, ClockCircleOutlined } from '@ant-design/icons';
import { Button, Descriptions, Empty, Result, Skeleton, Space } from 'antd';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type {
  AppointmentRecordDetail,
  HospitalConfig,
  PayPromptConfig,
  HosId,
} from '@portal/shared';
import { visitItems } from '../../../components/visit/visit-items.tsx';
import { errorText } from '../../../lib/error-text.ts';
import { formatFen } from '../../../lib/money.ts';
import { useRecord } from '../../../lib/booking/use-record.ts';
import { RecordPayDeadline } from '../../../components/pay-deadline/pay-deadline.tsx';
import { paidKey } from '../../../components/visit/record-labels.ts';
import { downloadIcs, toIcs } from '../utils/ics.ts';
import { useCampus } from '../utils/use-campus.ts';
import { LinkButton } from '../../../components/link-button/link-button.tsx';

interface AppointmentCompleteProps {
  hosId: HosId;
  hosName: string;
  appointId: string;
  timeZone: string;
  config: Pick<HospitalConfig, 'noonTimes'> & PayPromptConfig;
}

export const RECORD_PATH = '/appointment/record';
export const payPath = (appointId: string) =>
  `/appointment/record-info?${new URLSearchParams({ id: appointId }).toString()}`;

/**
 * A booking that still waits for its fee, as the server says (a stored copy is shown but not acted on): it is reserved,
 * not done, until it is paid.
 */
export function awaitingPayment(
  r: AppointmentRecordDetail | undefined,
  placeholder: boolean,
): boolean {
  return (
    r !== undefined &&
    !placeholder &&
    r.state !== 'cancelled' &&
    r.actions.pay &&
    r.isDopay === '0' &&
    r.regFee > 0
  );
}

/**
 * /appointment/complete: the booking's details, a calendar file, and links to the records and, when due, payment.
 * It reads the same record query as the record page (getAppointmentRecord), so a payment or cancellation made
 * anywhere shows here at once (it used to keep saying 'unpaid' after a card payment).
 */
export function AppointmentComplete({
  hosId,
  hosName,
  appointId,
  timeZone,
  config,
}: AppointmentCompleteProps) {
  const { t } = useTranslation();
  const record = useRecord(hosId, appointId);
  const campus = useCampus(hosId, record.data?.hosArea ?? '');
  const { refetch } = record;
  const refresh = useCallback(() => void refetch(), [refetch]);
  if (record.isPending) return <Skeleton active paragraph={{ rows: 6 }} />;
  if (record.isError && !record.data)
    return <Empty className="page-empty" description={errorText(record.error, timeZone)} />;
  const r = record.data;
  const cancelled = r.state === 'cancelled';
  // The server's allowed actions decide (the stored copy is shown but not acted on).
  const payDue = awaitingPayment(r, record.isPlaceholderData);
  const paidText = r.regFee > 0 ? `(${t(paidKey(r))})` : '';

  return (
    <div className="complete-page">
      {cancelled ? (
        <Result status="warning" title={t('ui.recordState.cancelled')} />
      ) : payDue ? (
        // Not a success yet: the number is held until the deadline. The deadline and 'Pay now' come first, on the first screen.
        <Result
          className="complete-page__reserved"
          status="info"
          icon={<ClockCircleOutlined />}
          subTitle={
            <>
              <span data-testid="complete-reserved">{t('ui.reservedPayHint')}</span>
              <RecordPayDeadline
                record={r}
                hosId={hosId}
                config={config}
                timeZone={timeZone}
                onPassed={refresh}
              />
            </>
          }
          extra={
            <LinkButton
              to={payPath(r.appointId)}
              data-testid="complete-pay"
              type="primary"
              size="large"
            >
              {t('ui.payNow')}
            </LinkButton>
          }
        />
      ) : (
        // The page title already says 'appointment succeeded' (once per screen): the result shows the icon.
        <Result status="success" />
      )}
      <Descriptions
        bordered
        column={1}
        data-testid="complete-details"
        size="middle"
        items={[
          ...visitItems(t, r),
          ...(campus
            ? [
                {
                  key: 'campus',
                  label: t('APPOINT068'),
                  children: <span data-testid="complete-campus">{campus}</span>,
                },
              ]
            : []),
          {
            key: 'fee',
            label: t('ui.regFee'),
            children: (
              <span data-testid="complete-fee" data-paid={r.isDopay}>
                {`${formatFen(r.regFee)} ${paidText}`.trim()}
              </span>
            ),
          },
        ]}
      />
      <Space className="complete-page__actions" wrap>
        <Button
          icon={<CalendarOutlined />}
          data-testid="download-ics"
          onClick={() =>
            downloadIcs(
              toIcs(r, { hosName, timeZone, noonTimes: config.noonTimes }),
              `appointment-${r.appointId}.ics`,
            )
          }
        >
          {t('ui.addToCalendar')}
        </Button>
        <LinkButton to={RECORD_PATH} data-testid="complete-records">
          {t('ui.registrationAppointmentRecord')}
        </LinkButton>
      </Space>
    </div>
  );
}
