import { Descriptions, Empty, Skeleton, Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Language, HosId } from '@portal/shared';
import { formatDateTime } from '../../../lib/date-time.ts';
import { errorText } from '../../../lib/error-text.ts';
import { usePhysicalReport } from '../api/get-physical-data.ts';

/** One person's physical-exam report from the HIS — each item's result and the conclusion. */
export function ReportView({
  hosId,
  bookingId,
  row,
  timeZone,
}: {
  hosId: HosId;
  bookingId: string;
  row: number;
  timeZone: string;
}) {
  const { t, i18n } = useTranslation();
  const report = usePhysicalReport(hosId, bookingId, row);
  if (report.isPending) return <Skeleton active paragraph={{ rows: 6 }} />;
  if (report.isError)
    return (
      <Empty
        description={
          <span data-testid="physical-report-error">{errorText(report.error, timeZone)}</span>
        }
      />
    );
  const r = report.data;
  return (
    <div data-testid="physical-report">
      <Descriptions
        size="small"
        column={1}
        items={[
          { key: 'person', label: t('ui.physicalPerson'), children: r.personName },
          { key: 'package', label: t('ui.physicalPackage'), children: r.packageName },
          {
            key: 'date',
            label: t('ui.physicalChooseDate'),
            children: `${r.examDate} · ${formatDateTime(r.reportedAt, timeZone, i18n.language as Language)}`,
          },
        ]}
      />
      <Table
        size="small"
        rowKey="name"
        pagination={false}
        dataSource={r.items}
        columns={[
          { title: t('ui.physicalItems'), dataIndex: 'name' },
          {
            title: t('ui.physicalConclusion'),
            dataIndex: 'result',
            render: (text: string, i) => (i.normal ? text : <Tag color="warning">{text}</Tag>),
          },
        ]}
      />
      <p className="physical-report__conclusion" data-testid="physical-report-conclusion">
        <strong>{t('ui.physicalConclusion')}:</strong> {r.conclusion}
      </p>
    </div>
  );
}
