import '../recharge.css';
import { DatePicker, Empty, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { hospitalToday, type Patient, type HosId } from '@portal/shared';
import { errorText } from '../../../lib/error-text.ts';
import { useRechargeRecords } from '../api/get-recharge-records.ts';
import type { RechargeClinicType } from '../../../lib/recharge/recharge-paths.ts';
import { RechargeRecordTable } from './recharge-record-table.tsx';

const ALL = 'all';
const DAY = 'YYYY-MM-DD';
/** The range shown first: the last three months (refunds are possible within 3 months). */
export const DEFAULT_MONTHS = 3;

/** The default range, in the hospital's calendar: three months back to today. */
export function defaultRange(now: Date, timeZone: string): { from: string; to: string } {
  const to = hospitalToday(now, timeZone);
  return { from: dayjs(to).subtract(DEFAULT_MONTHS, 'month').format(DAY), to };
}

interface RechargeRecordsProps {
  hosId: HosId;
  clinicType: RechargeClinicType;
  patients: readonly Patient[];
  timeZone: string;
}

/**
 * /recharge/{out|in}/homepage/record: every top-up of this card type, paged as the server pages it, filtered by
 * patient (all by default) and date range (the last three months by default). The filter lives in the URL so going
 * back to the page keeps it.
 */
export function RechargeRecords({ hosId, clinicType, patients, timeZone }: RechargeRecordsProps) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const fallback = defaultRange(new Date(), timeZone);
  const from = params.get('from') ?? fallback.from;
  const to = params.get('to') ?? fallback.to;
  const patientId = params.get('patientId') ?? ALL;
  const page = Math.max(1, Number(params.get('page')) || 1);
  const records = useRechargeRecords(hosId, {
    clinicType,
    from,
    to,
    page,
    ...(patientId === ALL ? {} : { patientId }),
  });

  const update = (next: Record<string, string | null>) => {
    const merged = new URLSearchParams(params);
    for (const [k, v] of Object.entries(next)) {
      if (v === null) merged.delete(k);
      else merged.set(k, v);
    }
    setParams(merged, { replace: true });
  };

  const onRange = (range: [Dayjs | null, Dayjs | null] | null) => {
    // Clearing the picker returns to the default range.
    if (!range || !range[0] || !range[1]) update({ from: null, to: null, page: null });
    else update({ from: range[0].format(DAY), to: range[1].format(DAY), page: null });
  };

  let body;
  if (records.isError)
    body = (
      <Empty
        className="page-empty"
        description={
          <span data-testid="recharge-records-error">{errorText(records.error, timeZone)}</span>
        }
      />
    );
  else if (records.data && records.data.items.length === 0)
    body = (
      <Empty
        className="page-empty"
        description={<span data-testid="recharge-records-empty">{t('ui.noRechargesInRange')}</span>}
      />
    );
  else {
    body = (
      <RechargeRecordTable
        records={records.data?.items ?? []}
        timeZone={timeZone}
        loading={records.isFetching}
        pagination={{
          current: page,
          pageSize: records.data?.pageSize ?? 10,
          total: records.data?.total ?? 0,
          showSizeChanger: false,
          hideOnSinglePage: true,
          onChange: (p) => update({ page: p === 1 ? null : String(p) }),
        }}
      />
    );
  }

  return (
    <div className="recharge-records">
      <div className="recharge-records__filters" data-testid="recharge-records-filters">
        <Select
          className="recharge-records__patient"
          data-testid="recharge-records-patient"
          aria-label={t('ui.patient')}
          value={patients.some((p) => p.patientId === patientId) ? patientId : ALL}
          onChange={(id: string) => update({ patientId: id === ALL ? null : id, page: null })}
          options={[
            { value: ALL, label: t('ui.allPatients') },
            ...patients.map((p) => ({ value: p.patientId, label: p.patientName })),
          ]}
        />
        <DatePicker.RangePicker
          data-testid="recharge-records-range"
          aria-label={t('ui.dateRange')}
          value={[dayjs(from), dayjs(to)]}
          onChange={onRange}
        />
      </div>
      {body}
    </div>
  );
}
