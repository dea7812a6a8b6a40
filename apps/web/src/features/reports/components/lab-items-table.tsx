import { LineChartOutlined } from '@ant-design/icons';
import { Button, Table } from 'antd';
import type { HTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { formatRange, numericResult, type LabItem } from '@portal/shared';
import { FLAG_VIEW, isOutOfRange } from '../utils/abnormal-flag-view.ts';
import { AbnormalFlagText } from './abnormal-flag.tsx';

interface LabItemsTableProps {
  items: LabItem[];
  /** Opens the item's trend; only numeric results have one. */
  onTrend: (item: LabItem) => void;
}

const hasTrend = (item: LabItem) => numericResult(item.result) !== null;

/**
 * Every item of a lab report: result, unit, reference range and the abnormal flag. An abnormal row is tinted and its
 * result bold, but the flag column says it in words too (readable without colour). A numeric item opens its
 * trend by a click on the row or its button (the button is the keyboard's way).
 */
export function LabItemsTable({ items, onTrend }: LabItemsTableProps) {
  const { t } = useTranslation();
  return (
    <Table<LabItem>
      data-testid="lab-items"
      className="lab-items"
      rowKey="code"
      size="small"
      pagination={false}
      dataSource={items}
      rowClassName={(item) =>
        `lab-items__row lab-items__row--${item.flag ? FLAG_VIEW[item.flag].tone : 'none'}${hasTrend(item) ? ' lab-items__row--trend' : ''}`
      }
      onRow={(item) =>
        ({
          'data-testid': `lab-item-${item.code}`,
          onClick: hasTrend(item) ? () => onTrend(item) : undefined,
        }) as HTMLAttributes<HTMLElement>
      }
      columns={[
        {
          key: 'name',
          title: t('ui.labItem'),
          render: (_, item) => <span data-testid="lab-name">{item.name}</span>,
        },
        {
          key: 'result',
          title: t('ui.labResult'),
          render: (_, item) => (
            <span
              className={
                isOutOfRange(item.flag)
                  ? 'lab-items__result lab-items__result--out'
                  : 'lab-items__result'
              }
              data-testid="lab-result"
            >
              {item.result}
            </span>
          ),
        },
        {
          key: 'flag',
          title: t('ui.abnormalFlag'),
          render: (_, item) => <AbnormalFlagText flag={item.flag} />,
        },
        {
          key: 'unit',
          title: t('ui.labUnit'),
          render: (_, item) => <span data-testid="lab-unit">{item.unit}</span>,
        },
        {
          key: 'range',
          title: t('ui.referenceRange'),
          render: (_, item) => (
            <span data-testid="lab-range">
              {item.range || formatRange(item.low, item.high) || '—'}
            </span>
          ),
        },
        {
          key: 'trend',
          title: <span className="print-hidden">{t('ui.trend')}</span>,
          className: 'print-hidden',
          render: (_, item) =>
            hasTrend(item) ? (
              <Button
                size="small"
                type="link"
                icon={<LineChartOutlined />}
                data-testid={`trend-open-${item.code}`}
                aria-label={t('ui.trendOf', { name: item.name })}
                onClick={(e) => {
                  e.stopPropagation();
                  onTrend(item);
                }}
              >
                {t('ui.trend')}
              </Button>
            ) : null,
        },
      ]}
    />
  );
}
