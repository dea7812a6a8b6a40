import { Alert, Button, Empty, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import {
  hospitalToday,
  hosStateCancelledPromptShown,
  PAGE_CONFIG_GROUPS,
  type AppointmentRecordDetail,
  type Language,
  type HosId,
} from '@portal/shared';
import { RecordActionButtons } from '../../components/visit/record-actions.tsx';
import { useConfigGroups } from '../../features/hospitals/api/get-config.ts';
import { useRecords } from '../../features/records/api/record-queries.ts';
import { usePayAndCancel } from '../../features/records/hooks/use-pay-and-cancel.ts';
import { storeRecord } from '../../lib/booking/record-session.ts';
import { VisitTimeline } from '../../features/visit-timeline/components/visit-timeline.tsx';
import { formatDateTime } from '../../lib/date-time.ts';
import { errorText } from '../../lib/error-text.ts';
import { recordInfoPath } from '../../lib/paths.ts';
import { useSessionStore } from '../../stores/session-store.ts';
import { RoutePage } from '../components/route-page.tsx';
import { useHospitalTimeZone } from '../use-hospital-zone.ts';

interface ActionsProps {
  hosId: HosId;
  record: AppointmentRecordDetail;
  transmitRegFee: boolean;
  timeZone: string;
}

/**
 * One timeline entry's actions, the record page's own: pay by card and cancel through the records
 * feature's calls and the shared buttons and cancel question; details opens the record-info page, where the rest
 * (QR payment, top-up offers, deleting) lives.
 */
function TimelineActions({ hosId, record: r, transmitRegFee, timeZone }: ActionsProps) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const { pay, cancel, pending, askAndPay, askAndCancel } = usePayAndCancel(
    hosId,
    transmitRegFee,
    (iso) => formatDateTime(iso, timeZone, i18n.language as Language),
  );

  const onDetails = () => {
    // The record-info page keeps the record in session storage.
    storeRecord(r);
    void navigate(recordInfoPath(r.appointId));
  };

  const error = pay.error ?? cancel.error;
  return (
    <>
      {error ? (
        <Alert
          className="visit-timeline__error"
          type="error"
          showIcon
          title={<span data-testid="action-error">{errorText(error, timeZone)}</span>}
        />
      ) : null}
      <RecordActionButtons
        record={r}
        actions={r.actions}
        pending={pending}
        onPay={() => void askAndPay(r)}
        onCancel={() => void askAndCancel(r)}
      >
        <Button data-testid="timeline-details" onClick={onDetails}>
          {t('ui.viewDetails')}
        </Button>
      </RecordActionButtons>
    </>
  );
}

function TimelineBody({ hosId }: { hosId: HosId }) {
  const timeZone = useHospitalTimeZone(hosId);
  const config = useConfigGroups(hosId, PAGE_CONFIG_GROUPS.appointment);
  const records = useRecords(hosId);
  if (config.isPending || records.isPending) return <Skeleton active paragraph={{ rows: 6 }} />;
  if (records.isError)
    return <Empty className="page-empty" description={errorText(records.error, timeZone)} />;
  // Without the config the timeline still shows; the hosState-4 prompt is left out and the fee asked directly.
  const cfg = {
    hosStateCancelledPrompt: config.data?.hosStateCancelledPrompt ?? false,
    transmitRegFee: config.data?.transmitRegFee ?? false,
  };
  return (
    <VisitTimeline
      records={records.data}
      today={hospitalToday(new Date(), timeZone)}
      cancelledPrompt={(r) => hosStateCancelledPromptShown(r, cfg)}
      renderActions={(r) => (
        <TimelineActions
          hosId={hosId}
          record={r}
          transmitRegFee={cfg.transmitRegFee}
          timeZone={timeZone}
        />
      )}
    />
  );
}

/** /appointment/multiple/record — every linked patient's visits in one timeline. */
export function VisitTimelineRoute() {
  const hosId = useSessionStore((s) => s.hosId);
  return <RoutePage>{hosId ? <TimelineBody key={hosId} hosId={hosId} /> : null}</RoutePage>;
}

export { VisitTimelineRoute as Component };
