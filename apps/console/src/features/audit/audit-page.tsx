import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Alert, DatePicker, Form, Input, Segmented, Table } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { AUDIT_CSV_PATHS, staffAdminCalls, type auditEntrySchema } from '@portal/shared/console';
import type { z } from 'zod';
import { useConsole, useHosId } from '../../app/hospital-context.tsx';
import { DiffTable } from '../../components/diff-table.tsx';
import { buildUrl, callApi, errorText } from '../../lib/api.ts';
import './i18n.ts';

type Entry = z.infer<typeof auditEntrySchema>;

/** The audit log of the hospital (or, for a platform administrator, the platform's own), filtered and paged. */
export default function AuditPage() {
  const { t, i18n } = useTranslation();
  const hosId = useHosId();
  const { me } = useConsole();
  const [scope, setScope] = useState<'hospital' | 'platform'>('hospital');
  const [range, setRange] = useState<[Dayjs | null, Dayjs | null] | null>(null);
  const [action, setAction] = useState('');
  const [page, setPage] = useState(1);
  const query = {
    from: range?.[0]?.format('YYYY-MM-DD'),
    to: range?.[1]?.format('YYYY-MM-DD'),
    action: action.trim() || undefined,
    page,
  };
  const log = useQuery({
    queryKey: ['console', scope, hosId, 'audit', query],
    queryFn: () =>
      scope === 'platform'
        ? callApi(staffAdminCalls.listPlatformAudit, { query })
        : callApi(staffAdminCalls.listAudit, { params: { hosId }, query }),
    placeholderData: (previous) => previous,
  });
  const { page: _page, ...filters } = query;
  const csv = buildUrl(AUDIT_CSV_PATHS[scope], { hosId }, filters);

  return (
    <>
      <h1>{t('menu.audit')}</h1>
      <Form
        layout="inline"
        style={{ marginBottom: 16, rowGap: 8 }}
        role="search"
        aria-label={t('audit.filters')}
      >
        {me.permissions.includes('hospitals.manage') && (
          <Form.Item label={t('audit.scope')}>
            <Segmented
              value={scope}
              onChange={(v) => {
                setScope(v as 'hospital' | 'platform');
                setPage(1);
              }}
              options={[
                { value: 'hospital', label: t('audit.scopeHospital') },
                { value: 'platform', label: t('audit.scopePlatform') },
              ]}
            />
          </Form.Item>
        )}
        <Form.Item label={t('audit.dates')}>
          <DatePicker.RangePicker
            value={range}
            onChange={(v) => {
              setRange(v);
              setPage(1);
            }}
            aria-label={t('audit.dates')}
          />
        </Form.Item>
        <Form.Item label={t('audit.action')} htmlFor="audit-action">
          <Input
            id="audit-action"
            allowClear
            value={action}
            placeholder="staff.invite"
            onChange={(e) => {
              setAction(e.target.value);
              setPage(1);
            }}
          />
        </Form.Item>
        <Form.Item>
          <a href={csv} download>
            {t('audit.downloadCsv')}
          </a>
        </Form.Item>
      </Form>
      {log.isError && <Alert type="error" showIcon role="alert" title={errorText(log.error)} />}
      <Table<Entry>
        rowKey="id"
        loading={log.isFetching}
        dataSource={log.data?.entries ?? []}
        pagination={{
          current: page,
          pageSize: log.data?.pageSize ?? 50,
          total: log.data?.total ?? 0,
          showSizeChanger: false,
          onChange: setPage,
        }}
        expandable={{
          rowExpandable: (row) => row.before !== undefined || row.after !== undefined,
          expandedRowRender: (row) => (
            <DiffTable
              before={row.before}
              after={row.after}
              label={t('audit.changesOf', { action: row.action })}
            />
          ),
        }}
        columns={[
          {
            title: t('audit.at'),
            dataIndex: 'at',
            render: (at: string) => new Date(at).toLocaleString(),
          },
          { title: t('audit.actor'), dataIndex: 'actor' },
          {
            title: t('audit.action'),
            dataIndex: 'action',
            // The action's name, with its code (what the filter and the CSV use) beside it.
            render: (a: string) => (
              <span>
                {i18n.exists(`audit.actionName.${a}`) ? t(`audit.actionName.${a}`) : a}{' '}
                <code style={{ fontSize: 12 }}>{a}</code>
              </span>
            ),
          },
          { title: t('audit.target'), dataIndex: 'target' },
          { title: t('audit.ip'), dataIndex: 'ip' },
        ]}
      />
    </>
  );
}
