import { Empty } from 'antd';
import { PageSkeleton } from '../../../components/page-skeleton/page-skeleton.tsx';
import { TabBar } from '../../../components/tab-bar/tab-bar.tsx';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import {
  hosStateCancelledPromptShown,
  type AppointmentRecordDetail,
  type HospitalConfig,
  type HosId,
} from '@portal/shared';
import { errorText } from '../../../lib/error-text.ts';
import { usePatients } from '../../../lib/patients/get-patients.ts';
import { useStaticCaption } from '../../../lib/static-caption.ts';
import { useRecords } from '../api/record-queries.ts';
import { recordInfoPath, storeRecord } from '../../../lib/booking/record-session.ts';
import { RecordItem } from './record-item.tsx';

/** The query parameter of the patient filter (kept in the URL so going back keeps it). */
export const PATIENT_PARAM = 'patientId';
const ALL = 'all';

interface RecordListProps {
  hosId: HosId;
  config: Pick<HospitalConfig, 'hosStateCancelledPrompt'>;
  timeZone: string;
}

/** /appointment/record: the records of the signed-in user's patients, filterable by patient. */
export function RecordList({ hosId, config, timeZone }: RecordListProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const records = useRecords(hosId);
  const patients = usePatients(hosId);
  const chosen = params.get(PATIENT_PARAM) ?? ALL;
  // The hospital's own words for an empty list (caption file record-separate), else the catalogue's.
  const captions = useStaticCaption(hosId, 'record-separate');
  const emptyText = captions?.empty ?? t('ui.noAppointmentRecords');

  const open = (record: AppointmentRecordDetail) => {
    // The record-info page keeps the record in session storage.
    storeRecord(record);
    void navigate(recordInfoPath(record.appointId));
  };

  const filterItems = [
    { key: ALL, label: t('ui.allPatients') },
    ...(patients.data ?? []).map((p) => ({ key: p.patientId, label: p.patientName })),
  ];

  let body;
  if (records.isPending) body = <PageSkeleton rows={6} />;
  else if (records.isError)
    body = <Empty className="page-empty" description={errorText(records.error, timeZone)} />;
  else {
    const shown =
      chosen === ALL ? records.data : records.data.filter((r) => r.patientId === chosen);
    body =
      shown.length === 0 ? (
        <Empty className="page-empty" description={emptyText} data-testid="record-empty" />
      ) : (
        <ul className="record-list" data-testid="record-list">
          {shown.map((r) => (
            <RecordItem
              key={r.appointId}
              record={r}
              showCancelledPrompt={hosStateCancelledPromptShown(r, config)}
              onOpen={open}
            />
          ))}
        </ul>
      );
  }

  return (
    <div className="record-page">
      <div data-testid="record-filter">
        <TabBar
          activeKey={filterItems.some((i) => i.key === chosen) ? chosen : ALL}
          items={filterItems}
          onChange={(key) =>
            setParams(key === ALL ? {} : { [PATIENT_PARAM]: key }, { replace: true })
          }
        />
      </div>
      {body}
    </div>
  );
}
