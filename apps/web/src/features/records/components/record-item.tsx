import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AppointmentRecordDetail } from '@portal/shared';
import { visitWhen } from '../../../components/visit/visit-items.tsx';
import { formatFen } from '../../../lib/money.ts';
import { RecordTags } from '../../../components/visit/record-tags.tsx';

interface RecordItemProps {
  record: AppointmentRecordDetail;
  /** Config hosStateCancelledPrompt and the record is state 1 + hosState 4. */
  showCancelledPrompt: boolean;
  onOpen: (record: AppointmentRecordDetail) => void;
}

/** One row of /appointment/record: date, period, doctor, department, patient, fee and the record's states. */
export function RecordItem({ record: r, showCancelledPrompt, onOpen }: RecordItemProps) {
  const { t } = useTranslation();
  return (
    <li className="record-item">
      <div
        role="button"
        tabIndex={0}
        className="record-item__button"
        data-testid={`record-item-${r.appointId}`}
        onClick={() => onOpen(r)}
        onKeyDown={(e) => {
          if (e.key === 'Enter' || e.key === ' ') {
            e.preventDefault();
            onOpen(r);
          }
        }}
      >
        <span className="record-item__head">
          <span className="record-item__when">{visitWhen(t, r)}</span>
          <RecordTags record={r} />
        </span>
        <span className="record-item__body">
          <span>
            {t('ui.doctor')}: {r.doctorName} {r.doctorTitle}
          </span>
          <span>
            {t('ui.department')}: {r.deptName}
          </span>
          <span>
            {t('ui.patient')}: {r.patientName}
          </span>
          <span className="record-item__fee" data-testid="record-fee">
            {t('ui.regFee')}: {formatFen(r.regFee)}
          </span>
        </span>
        {showCancelledPrompt ? (
          <Alert
            className="record-item__prompt"
            type="warning"
            showIcon
            title={t('ui.scheduleCancelledInvalid')}
            data-testid="record-cancelled-prompt"
          />
        ) : null}
      </div>
    </li>
  );
}
