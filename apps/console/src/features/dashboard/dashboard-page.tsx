import { useState } from 'react';
import { Alert, Col, DatePicker, Form, Row, Statistic } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { HosId } from '@portal/shared';
import { DASHBOARD_MAX_DAYS, type Dashboard } from '@portal/shared/console';
import { useHosId } from '../../app/hospital-context.tsx';
import { errorText } from '../../lib/api.ts';
import { chartCsvUrl, useDashboard, type Period } from './api.ts';
import { ChartFigure } from './chart-figure.tsx';
import './i18n.ts';

const DAY = 'YYYY-MM-DD';
const yuan = (fen: number) => (fen / 100).toFixed(2);
const percent = (rate: number | null) => (rate === null ? '—' : `${(rate * 100).toFixed(1)}%`);

/** The last 30 days up to today: what the page opens with. */
export function defaultPeriod(today: Dayjs = dayjs()): Period {
  return { from: today.subtract(29, 'day').format(DAY), to: today.format(DAY) };
}

/** The dashboard of the hospital being shown (docs/dashboard.md). */
export default function DashboardPage() {
  return <DashboardView hosId={useHosId()} />;
}

export function DashboardView({
  hosId,
  initial = defaultPeriod(),
}: {
  hosId: HosId;
  initial?: Period;
}) {
  const { t } = useTranslation();
  const [period, setPeriod] = useState(initial);
  const dashboard = useDashboard(hosId, period);
  const d = dashboard.data;
  return (
    <>
      <h1>{t('menu.dashboard')}</h1>
      <Form layout="inline" style={{ marginBottom: 16 }} aria-label={t('dashboard.period')}>
        <Form.Item label={t('dashboard.period')}>
          <DatePicker.RangePicker
            allowClear={false}
            value={[dayjs(period.from), dayjs(period.to)]}
            // The server refuses longer periods; the picker does not offer them.
            disabledDate={(day, info) =>
              !!info.from && Math.abs(day.diff(info.from, 'day')) >= DASHBOARD_MAX_DAYS
            }
            onChange={(range) => {
              if (range?.[0] && range[1])
                setPeriod({ from: range[0].format(DAY), to: range[1].format(DAY) });
            }}
            aria-label={t('dashboard.period')}
          />
        </Form.Item>
      </Form>
      {dashboard.isError && (
        <Alert type="error" showIcon role="alert" title={errorText(dashboard.error)} />
      )}
      {d && <Figures d={d} hosId={hosId} period={period} />}
    </>
  );
}

function Figures({ d, hosId, period }: { d: Dashboard; hosId: HosId; period: Period }) {
  const { t } = useTranslation();
  const o = d.outcomes;
  const paid = d.money.reduce((n, m) => n + m.paidFen, 0);
  const csv = (chart: Parameters<typeof chartCsvUrl>[2]) => chartCsvUrl(hosId, period, chart);
  const purpose = (p: string) => t(`dashboard.purpose.${p}`, { defaultValue: p });
  const outcomeRows = (
    ['attended', 'noShow', 'patientCancelled', 'expired', 'hospitalCancelled'] as const
  ).map((key) => ({ key, label: t(`dashboard.outcome.${key}`), count: o[key] }));
  const dayMeasures = ['booked', 'cancelled', 'attended', 'noShow'] as const;
  return (
    <>
      <Row gutter={[16, 16]} style={{ marginBottom: 16 }}>
        {[
          [t('dashboard.booked'), o.booked],
          [t('dashboard.cancellationRate'), percent(o.cancellationRate)],
          [t('dashboard.noShowRate'), percent(o.noShowRate)],
          [t('dashboard.paidYuan'), yuan(paid)],
          [t('dashboard.refundedYuan'), yuan(d.refunds.fen)],
          [t('dashboard.openComplaints'), d.complaints.open],
        ].map(([title, value]) => (
          <Col key={String(title)} xs={12} md={8} xl={4}>
            <Statistic title={title} value={value} />
          </Col>
        ))}
      </Row>
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={12}>
          <ChartFigure
            title={t('dashboard.chart.bookingsPerDay')}
            summary={t(
              o.booked === 0 ? 'dashboard.summary.noBookings' : 'dashboard.summary.bookingsPerDay',
              {
                days: d.bookingsPerDay.length,
                booked: o.booked,
                busiest: busiest(d.bookingsPerDay)?.date,
              },
            )}
            chart={{
              kind: 'line',
              data: d.bookingsPerDay.flatMap((r) =>
                dayMeasures.map((m) => ({
                  date: r.date,
                  measure: t(`dashboard.measure.${m}`),
                  count: r[m],
                })),
              ),
              x: 'date',
              y: 'count',
              series: 'measure',
            }}
            rows={d.bookingsPerDay}
            rowKey="date"
            columns={[
              { title: t('dashboard.measure.date'), dataIndex: 'date' },
              ...dayMeasures.map((m) => ({ title: t(`dashboard.measure.${m}`), dataIndex: m })),
            ]}
            csvUrl={csv('bookingsPerDay')}
          />
        </Col>
        <Col xs={24} xl={12}>
          <ChartFigure
            title={t('dashboard.chart.bookingsPerDepartment')}
            summary={t('dashboard.summary.bookingsPerDepartment', {
              departments: d.bookingsPerDepartment.length,
              top: d.bookingsPerDepartment[0]?.deptName ?? '—',
            })}
            chart={{ kind: 'bar', data: d.bookingsPerDepartment, x: 'deptName', y: 'booked' }}
            empty={d.bookingsPerDepartment.length === 0}
            rows={d.bookingsPerDepartment}
            rowKey="deptId"
            columns={[
              { title: t('dashboard.measure.department'), dataIndex: 'deptName' },
              { title: t('dashboard.measure.booked'), dataIndex: 'booked' },
              { title: t('dashboard.measure.cancelled'), dataIndex: 'cancelled' },
            ]}
            csvUrl={csv('bookingsPerDepartment')}
          />
        </Col>
        <Col xs={24} xl={12}>
          <ChartFigure
            title={t('dashboard.chart.outcomes')}
            summary={t('dashboard.summary.outcomes', {
              cancellation: percent(o.cancellationRate),
              noShow: percent(o.noShowRate),
            })}
            // A pie of zeros would draw equal slices: slices of nothing are left out, and no bookings draw no pie.
            chart={{
              kind: 'pie',
              data: outcomeRows.filter((r) => r.count > 0),
              angle: 'count',
              color: 'label',
            }}
            empty={outcomeRows.every((r) => r.count === 0)}
            rows={outcomeRows}
            rowKey="key"
            columns={[
              { title: t('dashboard.measure.outcome'), dataIndex: 'label' },
              { title: t('dashboard.measure.count'), dataIndex: 'count' },
            ]}
            csvUrl={csv('outcomes')}
            extra={<p>{t('dashboard.dueNote', { due: o.due })}</p>}
          />
        </Col>
        <Col xs={24} xl={12}>
          <ChartFigure
            title={t('dashboard.chart.money')}
            summary={t('dashboard.summary.money', {
              paid: yuan(paid),
              refunded: yuan(d.refunds.fen),
              inProgress: d.refunds.inProgress,
            })}
            chart={{
              kind: 'column',
              data: d.money.flatMap((m) => [
                {
                  purpose: purpose(m.purpose),
                  kind: t('dashboard.measure.paid'),
                  yuan: m.paidFen / 100,
                },
                {
                  purpose: purpose(m.purpose),
                  kind: t('dashboard.measure.refunded'),
                  yuan: m.refundedFen / 100,
                },
              ]),
              x: 'purpose',
              y: 'yuan',
              series: 'kind',
            }}
            empty={d.money.length === 0}
            rows={d.money}
            rowKey="purpose"
            columns={[
              { title: t('dashboard.measure.purpose'), dataIndex: 'purpose', render: purpose },
              { title: t('dashboard.measure.paidCount'), dataIndex: 'paidCount' },
              { title: t('dashboard.measure.paidYuan'), dataIndex: 'paidFen', render: yuan },
              { title: t('dashboard.measure.refundedCount'), dataIndex: 'refundedCount' },
              {
                title: t('dashboard.measure.refundedYuan'),
                dataIndex: 'refundedFen',
                render: yuan,
              },
            ]}
            csvUrl={csv('money')}
          />
        </Col>
        <Col xs={24} xl={12}>
          <ChartFigure
            title={t('dashboard.chart.complaints')}
            summary={t('dashboard.summary.complaints', {
              open: d.complaints.open,
              old: d.complaints.buckets.find((b) => b.bucket === 'over7d')?.count ?? 0,
            })}
            chart={{
              kind: 'column',
              data: d.complaints.buckets.map((b) => ({
                age: t(`dashboard.age.${b.bucket}`),
                count: b.count,
              })),
              x: 'age',
              y: 'count',
            }}
            rows={d.complaints.buckets}
            rowKey="bucket"
            columns={[
              {
                title: t('dashboard.measure.age'),
                dataIndex: 'bucket',
                render: (b: string) => t(`dashboard.age.${b}`),
              },
              { title: t('dashboard.measure.open'), dataIndex: 'count' },
            ]}
            csvUrl={csv('complaints')}
          />
        </Col>
      </Row>
    </>
  );
}

/** The visit day with the most bookings (the first of equals), or none when nothing was booked. */
function busiest(days: Dashboard['bookingsPerDay']) {
  return days.reduce<(typeof days)[number] | undefined>(
    (best, day) => (day.booked > (best?.booked ?? 0) ? day : best),
    undefined,
  );
}
