import { lazy, Suspense, useId, type ReactNode } from 'react';
import { Card, Spin, Table, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ChartSpec } from './dashboard-chart.tsx';

// The charting library is large: it loads after the numbers, and only on this page.
const DashboardChart = lazy(() => import('./dashboard-chart.tsx'));

interface Props<Row extends object> {
  title: string;
  /** One sentence that says what the chart shows, for those who cannot see it; the table below holds its numbers. */
  summary: string;
  chart: ChartSpec;
  rows: Row[];
  columns: TableColumnsType<Row>;
  rowKey: keyof Row & string;
  csvUrl: string;
  extra?: ReactNode;
  /** Nothing to draw (no rows, or a pie of zeros): the chart gives way to a sentence, the table stays. */
  empty?: boolean;
}

/**
 * A chart with its text alternative: the drawing is described by `summary` and marked as an image, and the same
 * numbers follow as a table, with a link that downloads them.
 */
export function ChartFigure<Row extends object>(p: Props<Row>) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Card
      title={
        <h2 id={titleId} style={{ margin: 0, fontSize: 16 }}>
          {p.title}
        </h2>
      }
      size="small"
    >
      <figure aria-labelledby={titleId} style={{ margin: 0 }}>
        {p.empty ? (
          <p>{t('dashboard.nothingToDraw')}</p>
        ) : (
          <div role="img" aria-label={p.summary} style={{ height: 260 }}>
            <Suspense fallback={<Spin />}>
              <DashboardChart spec={p.chart} />
            </Suspense>
          </div>
        )}
        {p.extra}
        <Table<Row>
          size="small"
          rowKey={p.rowKey}
          dataSource={p.rows}
          columns={p.columns}
          pagination={p.rows.length > 10 ? { pageSize: 10, showSizeChanger: false } : false}
          caption={t('dashboard.numbersOf', { chart: p.title })}
        />
        <a href={p.csvUrl} download>
          {t('dashboard.downloadCsv', { chart: p.title })}
        </a>
      </figure>
    </Card>
  );
}
