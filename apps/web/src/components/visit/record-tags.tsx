import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AppointmentRecordDetail } from '@portal/shared';
import {
  hosStateKey,
  kindKey,
  paymentCaptionKey,
  paymentColor,
  stateColor,
  stateKey,
} from './record-labels.ts';

/** State, hospital state, paid/unpaid and advance/same-day of a record, as tags (list item and detail). */
export function RecordTags({ record }: { record: AppointmentRecordDetail }) {
  const { t } = useTranslation();
  const cancelled = record.state === 'cancelled';
  return (
    <span className="record-tags">
      <Tag color={stateColor(record.state)} data-testid="record-state" data-state={record.state}>
        {t(stateKey(record.state), { defaultValue: record.state })}
      </Tag>
      {cancelled ? null : (
        <Tag
          color={record.hosState === '4' ? 'red' : record.hosState === '3' ? 'blue' : undefined}
          data-testid="record-hos-state"
        >
          {t(hosStateKey(record.hosState), { defaultValue: record.hosState })}
        </Tag>
      )}
      {record.regFee > 0 ? (
        <Tag color={paymentColor(record)} data-testid="record-paid" data-paid={record.isDopay}>
          {t(paymentCaptionKey(record))}
        </Tag>
      ) : (
        <Tag data-testid="record-paid" data-paid={record.isDopay}>
          {t('ui.free')}
        </Tag>
      )}
      <Tag data-testid="record-kind">{t(kindKey(record))}</Tag>
    </span>
  );
}
