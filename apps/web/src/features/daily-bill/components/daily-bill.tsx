import '../../../components/print-sheet/print-sheet.css';
import '../daily-bill.css';
import { PrinterOutlined } from '@ant-design/icons';
import type { TFunction } from 'i18next';
import { Button, Descriptions, Select, Skeleton, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { hospitalToday, type DailyBillDay, type Stay, type HosId } from '@portal/shared';
import { ChargeItemsTable } from '../../../components/charge-items/charge-items-table.tsx';
import { PageMessage } from '../../../components/query-list/query-detail.tsx';
import { QueryListBody } from '../../../components/query-list/query-list-body.tsx';
import { QueryRangePicker } from '../../../components/query-range/query-range-picker.tsx';
import { errorText } from '../../../lib/error-text.ts';
import { formatFen } from '../../../lib/money.ts';
import { rangeProblem } from '../../../lib/query-range.ts';
import { useFirstPageForPatient } from '../../../lib/use-first-page-for-patient.ts';
import { useDailyBill, useStays } from '../api/daily-bill-queries.ts';
import { readDailyBillParams, withDailyBillParams } from '../utils/daily-bill-params.ts';

/** Another patient has other stays: back to their default stay, all days, page 1. */
const PATIENT_CHOICES = ['stay', 'from', 'to'] as const;

interface DailyBillProps {
  hosId: HosId;
  patientId: string;
  timeZone: string;
  hospitalName?: string;
}

/** How a stay reads in the picker: its days ('in hospital' while current), department and ward (once where the ward is named after it). */
export function stayLabel(s: Stay, t: TFunction): string {
  const where = s.ward.includes(s.deptName) ? s.ward : `${s.deptName} · ${s.ward}`;
  return `${s.admittedOn} – ${s.dischargedOn ?? t('ui.inHospital')} · ${where}`;
}

/**
 * /query/payment-day: the inpatient daily bill — pick a stay (the current one, else the newest), optionally a
 * range of its days; each day (newest first, 10 a page) shows its total and the running total since admission and
 * opens to its items. Choices live in the URL. Print expands every day of the page first.
 */
export function DailyBill({ hosId, patientId, timeZone, hospitalName }: DailyBillProps) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const today = hospitalToday(new Date(), timeZone);
  const choice = readDailyBillParams(params);
  const problem =
    choice.from && choice.to ? rangeProblem({ from: choice.from, to: choice.to }, today) : null;
  const stays = useStays(hosId, patientId);
  const bill = useDailyBill(hosId, { patientId, ...choice }, problem === null);
  const [expanded, setExpanded] = useState<readonly React.Key[]>([]);

  useFirstPageForPatient(patientId, PATIENT_CHOICES);

  const set = (changes: Parameters<typeof withDailyBillParams>[1]) =>
    setParams(withDailyBillParams(params, { page: null, ...changes }), { replace: true });
  const print = () => {
    setExpanded((bill.data?.items ?? []).map((d) => d.day));
    // Let the expanded rows render before the print dialog takes its snapshot.
    window.setTimeout(() => window.print(), 100);
  };

  if (stays.isPending) return <Skeleton active paragraph={{ rows: 6 }} />;
  if (stays.isError)
    return <PageMessage testId="daily-bill-error" text={errorText(stays.error, timeZone)} />;
  if (stays.data.length === 0)
    return <PageMessage testId="daily-bill-no-stays" text={t('ui.noStays')} />;

  const stay =
    bill.data?.stay ?? stays.data.find((s) => s.stayId === choice.stayId) ?? stays.data[0]!;
  const range =
    choice.from && choice.to
      ? { from: choice.from, to: choice.to }
      : { from: stay.admittedOn, to: stay.dischargedOn ?? today };

  const body = (
    <QueryListBody
      testIds={{ one: 'daily-bill', many: 'daily-bill', total: 'daily-bill-total-days' }}
      problem={problem}
      list={bill}
      page={choice.page}
      timeZone={timeZone}
      emptyText={t('ui.noBillDays')}
      totalText={(total) => t('ui.billDayTotal', { count: total })}
      onPage={(page) =>
        setParams(withDailyBillParams(params, { page: page === 1 ? null : String(page) }), {
          replace: true,
        })
      }
    >
      {({ items, loading, pagination }) => (
        <Table<DailyBillDay>
          data-testid="daily-bill-days"
          rowKey="day"
          size="middle"
          loading={loading}
          dataSource={items}
          expandable={{
            expandedRowKeys: expanded,
            onExpandedRowsChange: setExpanded,
            expandRowByClick: true,
            expandedRowRender: (d) => (
              <ChargeItemsTable items={d.items} testId={`daily-bill-items-${d.day}`} />
            ),
          }}
          onRow={(d) =>
            ({ 'data-testid': `daily-bill-day-${d.day}` }) as React.HTMLAttributes<HTMLElement>
          }
          pagination={pagination}
          columns={[
            {
              key: 'day',
              title: t('ui.billDay'),
              dataIndex: 'day',
              className: 'daily-bill__money',
            },
            {
              key: 'count',
              title: t('ui.chargeItems'),
              render: (_, d) => t('ui.itemCount', { count: d.items.length }),
            },
            {
              key: 'total',
              title: t('ui.dayTotal'),
              align: 'right',
              className: 'daily-bill__money',
              render: (_, d) => (
                <span data-testid="daily-bill-day-total">{formatFen(d.total)}</span>
              ),
            },
            {
              key: 'running',
              title: t('ui.runningTotal'),
              align: 'right',
              className: 'daily-bill__money daily-bill__money--running',
              render: (_, d) => (
                <span data-testid="daily-bill-running-total">{formatFen(d.runningTotal)}</span>
              ),
            },
          ]}
        />
      )}
    </QueryListBody>
  );

  return (
    <div className="daily-bill">
      <div className="daily-bill__filters print-hidden">
        <Select
          className="daily-bill__stay"
          data-testid="daily-bill-stay"
          aria-label={t('ui.stay')}
          value={stay.stayId}
          onChange={(stayId: string) => set({ stay: stayId, from: null, to: null })}
          options={stays.data.map((s) => ({ value: s.stayId, label: stayLabel(s, t) }))}
        />
        <QueryRangePicker
          value={range}
          today={today}
          testId="daily-bill-range"
          onChange={(r) => set({ from: r.from, to: r.to })}
        />
        <div className="daily-bill__actions">
          {choice.from ? (
            <Button
              onClick={() => set({ from: null, to: null })}
              data-testid="daily-bill-whole-stay"
            >
              {t('ui.wholeStay')}
            </Button>
          ) : null}
          <Button icon={<PrinterOutlined />} onClick={print} data-testid="daily-bill-print">
            {t('ui.print')}
          </Button>
        </div>
      </div>
      <article className="daily-bill-sheet print-sheet" data-testid="daily-bill-sheet">
        <h2 className="print-sheet__title">
          {hospitalName ? `${hospitalName} · ` : ''}
          {t('ui.queryPaymentDay')}
        </h2>
        <Descriptions
          size="small"
          column={3}
          items={[
            {
              key: 'dept',
              label: t('ui.department'),
              children: <span data-testid="daily-bill-dept">{stay.deptName}</span>,
            },
            {
              key: 'ward',
              label: t('ui.ward'),
              children: `${stay.ward} · ${t('ui.bedNo', { bed: stay.bed })}`,
            },
            { key: 'doctor', label: t('ui.doctor'), children: stay.doctorName },
            { key: 'admitted', label: t('ui.admittedOn'), children: stay.admittedOn },
            {
              key: 'discharged',
              label: t('ui.dischargedOn'),
              children: stay.dischargedOn ?? t('ui.inHospital'),
            },
          ]}
        />
        {body}
      </article>
    </div>
  );
}
