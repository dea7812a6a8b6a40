import { Empty, Modal, Skeleton, Table } from 'antd';
import { lazy, Suspense, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import type { LabItem, HosId } from '@portal/shared';
import { errorText } from '../../../lib/error-text.ts';
import { useReportTrend } from '../api/report-queries.ts';
import { trendSpan } from '../utils/report-params.ts';
import { trendChartModel, type TrendChartModel, type TrendDatum } from '../utils/trend-data.ts';
import { AbnormalFlagText } from './abnormal-flag.tsx';

type ChartProps = { model: TrendChartModel; unit: string; width: number; height: number };

/** Said in place of the chart when its chunk cannot be fetched; the values are still listed under it. */
function ChartUnavailable() {
  const { t } = useTranslation();
  return (
    <p className="trend-dialog__unavailable" data-testid="trend-chart-unavailable">
      {t('ui.chartUnavailable')}
    </p>
  );
}

// The chart library is only fetched when a trend is opened (it must not weigh on other pages).
const TrendChart = lazy(() =>
  import('./trend-chart.tsx').then(
    (m): { default: ComponentType<ChartProps> } => ({ default: m.TrendChart }),
    (): { default: ComponentType<ChartProps> } => ({ default: ChartUnavailable }),
  ),
);

const CHART_SIZE = { width: 680, height: 300 };

interface TrendDialogProps {
  hosId: HosId;
  patientId: string;
  /** The report being read: its point is ringed. */
  reportId: string;
  /** The item whose trend is open; null: closed. */
  item: LabItem | null;
  timeZone: string;
  today: string;
  onClose: () => void;
}

/** The values as a table too: exact numbers, and the same facts for a screen reader as the chart shows. */
function TrendValues({ model, unit }: { model: TrendChartModel; unit: string }) {
  const { t } = useTranslation();
  return (
    <Table<TrendDatum>
      data-testid="trend-values"
      className="trend-dialog__values"
      rowKey="reportId"
      size="small"
      pagination={false}
      scroll={{ y: 180 }}
      dataSource={[...model.data].reverse()}
      columns={[
        { key: 'day', title: t('ui.reportedAt'), dataIndex: 'day' },
        {
          key: 'value',
          title: t('ui.labResult'),
          render: (_, d) => <span data-testid="trend-value">{`${d.value} ${unit}`.trim()}</span>,
        },
        {
          key: 'flag',
          title: t('ui.abnormalFlag'),
          render: (_, d) => <AbnormalFlagText flag={d.flag} />,
        },
      ]}
    />
  );
}

function TrendBody({
  hosId,
  patientId,
  reportId,
  item,
  timeZone,
  today,
}: Omit<TrendDialogProps, 'onClose' | 'item'> & { item: LabItem }) {
  const { t } = useTranslation();
  const span = trendSpan(today);
  const trend = useReportTrend(hosId, { patientId, itemCode: item.code, ...span });
  if (trend.isPending) return <Skeleton active paragraph={{ rows: 6 }} />;
  if (trend.isError)
    return (
      <Empty
        description={<span data-testid="trend-error">{errorText(trend.error, timeZone)}</span>}
      />
    );
  if (trend.data.points.length === 0)
    return <Empty description={<span data-testid="trend-empty">{t('ui.noTrendPoints')}</span>} />;
  const model = trendChartModel(trend.data, timeZone, reportId);
  const unit = trend.data.unit || item.unit;
  return (
    <div
      className="trend-dialog__body"
      data-testid="trend"
      data-points={model.data.length}
      data-out={model.outCount}
    >
      <p className="trend-dialog__summary">
        {t('ui.trendSummary', { count: model.data.length, from: span.from, to: span.to })}
        {model.outCount > 0 ? (
          <strong className="trend-dialog__out">
            {' '}
            · {t('ui.trendOutCount', { count: model.outCount })}
          </strong>
        ) : null}
      </p>
      <figure
        className="trend-dialog__chart"
        role="img"
        aria-label={t('ui.trendOf', { name: trend.data.name || item.name })}
        data-testid="trend-chart"
      >
        <Suspense fallback={<Skeleton.Node active className="trend-dialog__chart-loading" />}>
          <TrendChart model={model} unit={unit} {...CHART_SIZE} />
        </Suspense>
      </figure>
      <TrendValues model={model} unit={unit} />
    </div>
  );
}

/** A numeric lab item's trend across the patient's reports, over the longest span the query rules accept. */
export function TrendDialog({ item, onClose, ...rest }: TrendDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal
      open={item !== null}
      onCancel={onClose}
      footer={null}
      width={760}
      destroyOnHidden
      className="trend-dialog"
      title={
        item ? <span data-testid="trend-title">{t('ui.trendOf', { name: item.name })}</span> : null
      }
    >
      {item ? <TrendBody {...rest} item={item} /> : null}
    </Modal>
  );
}
