import { Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { diffDocuments, showValue, type DiffEntry } from '../lib/diff.ts';

/** Two documents' differences as a table: each changed field with its old value struck out and its new one. */
export function DiffTable({
  before,
  after,
  label,
}: {
  before: unknown;
  after: unknown;
  label: string;
}) {
  const { t } = useTranslation();
  const rows = diffDocuments(before, after);
  return (
    <Table<DiffEntry>
      aria-label={label}
      size="small"
      rowKey="path"
      pagination={false}
      dataSource={rows}
      locale={{ emptyText: t('diff.none') }}
      columns={[
        { title: t('diff.field'), dataIndex: 'path', render: (p: string) => <code>{p}</code> },
        {
          title: t('diff.before'),
          dataIndex: 'before',
          render: (v: unknown, row) =>
            'before' in row ? <del className="diff-removed">{showValue(v)}</del> : null,
        },
        {
          title: t('diff.after'),
          dataIndex: 'after',
          render: (v: unknown, row) =>
            'after' in row ? <ins className="diff-added">{showValue(v)}</ins> : null,
        },
      ]}
    />
  );
}
