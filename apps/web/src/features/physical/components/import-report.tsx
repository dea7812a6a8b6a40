import { Alert, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import type { PhysicalImportCheck } from '@portal/shared';

/**
 * What a member file holds, as the server read it — the members that would be imported, or every bad
 * cell with its row (as the spreadsheet numbers it), its column and what is wrong, so the leader fixes the file; a
 * file with any problem imports nobody.
 */
export function ImportReport({ check }: { check: PhysicalImportCheck }) {
  const { t } = useTranslation();
  const field = (f: string) => t(`ui.physicalField.${f}`);
  if (check.problems.length === 0) {
    return (
      <div data-testid="physical-import-ok">
        <Alert
          type="success"
          showIcon
          title={t('ui.physicalFileOk', { count: check.members.length })}
        />
        <Table
          size="small"
          rowKey="row"
          pagination={{ pageSize: 10, hideOnSinglePage: true }}
          dataSource={check.members}
          columns={[
            { title: t('ui.physicalRow'), dataIndex: 'row' },
            { title: field('name'), dataIndex: 'name' },
            { title: field('certNo'), dataIndex: 'certNo' },
            { title: field('phone'), dataIndex: 'phone' },
          ]}
        />
      </div>
    );
  }
  return (
    <div data-testid="physical-import-problems">
      <Alert
        type="error"
        showIcon
        title={t('ui.physicalProblems')}
        description={t('PHYSICAL006', { count: check.problems.length })}
      />
      <Table
        size="small"
        rowKey={(p) => `${p.row}-${p.field}`}
        pagination={false}
        dataSource={check.problems}
        columns={[
          { title: t('ui.physicalRow'), dataIndex: 'row' },
          { title: t('ui.physicalColumn'), dataIndex: 'field', render: (f: string) => field(f) },
          {
            title: t('ui.physicalProblem'),
            key: 'problem',
            render: (_: unknown, p) => t(p.messageKey, { field: field(p.field) }),
          },
        ]}
      />
    </div>
  );
}
