import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Alert,
  App,
  Button,
  DatePicker,
  Form,
  Input,
  Modal,
  Space,
  Table,
  Tabs,
  Tag,
  Typography,
} from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import {
  MISMATCH_KINDS,
  RECON_EXPORT_PATHS,
  reconciliationCalls,
  type MismatchKind,
  type ReconMismatch,
} from '@portal/shared/console';
import { useConsole, useHosId } from '../../app/hospital-context.tsx';
import { buildUrl, callApi, errorText } from '../../lib/api.ts';
import './i18n.ts';

/** Integer fen as yuan, for people. */
export const yuan = (fen: number | null) => (fen === null ? '—' : (fen / 100).toFixed(2));

/**
 * The reconciliation of a day with the pay gateway (docs/reconciliation.md): run it, see the mismatches by kind,
 * resolve each with a note, and download the statement, the bookings and the payments.
 */
export default function ReconciliationPage() {
  const { t } = useTranslation();
  const hosId = useHosId();
  const { me } = useConsole();
  const { message } = App.useApp();
  const client = useQueryClient();
  const [day, setDay] = useState<Dayjs>(() => dayjs().subtract(1, 'day'));
  const [period, setPeriod] = useState<[Dayjs, Dayjs]>(() => [
    dayjs().startOf('month'),
    dayjs().subtract(1, 'day'),
  ]);
  const [resolving, setResolving] = useState<ReconMismatch | null>(null);
  const [note, setNote] = useState('');
  const dayText = day.format('YYYY-MM-DD');
  const canResolve = me.permissions.includes('reconciliation.resolve');
  const key = ['console', hosId, 'reconciliation', dayText];

  const current = useQuery({
    queryKey: key,
    queryFn: () =>
      callApi(reconciliationCalls.getReconciliationDay, { params: { hosId, day: dayText } }),
  });
  const onError = (e: unknown) => void message.error(errorText(e));
  const run = useMutation({
    mutationFn: () =>
      callApi(reconciliationCalls.runReconciliation, { params: { hosId, day: dayText } }),
    onSuccess: (data) => {
      client.setQueryData(key, data);
      void message.success(t('recon.ran', { count: data.lastRun?.mismatches ?? 0 }));
    },
    onError,
  });
  const resolve = useMutation({
    mutationFn: (v: { mismatchId: number; note: string }) =>
      callApi(reconciliationCalls.resolveReconciliationMismatch, {
        params: { hosId, mismatchId: v.mismatchId },
        body: { note: v.note },
      }),
    onSuccess: () => {
      void message.success(t('recon.resolved'));
      setResolving(null);
      setNote('');
      void client.invalidateQueries({ queryKey: key });
    },
    onError,
  });

  const mismatches = current.data?.mismatches ?? [];
  const ofKind = (kind: MismatchKind) => mismatches.filter((m) => m.kind === kind);
  const from = period[0].format('YYYY-MM-DD');
  const to = period[1].format('YYYY-MM-DD');
  const file = (path: string, params: Record<string, string>, query: Record<string, string>) =>
    (['csv', 'xlsx'] as const).map((format) => (
      <a key={format} href={buildUrl(path, params, { ...query, format })} download>
        {t(`recon.download.${format}`)}
      </a>
    ));

  const table = (rows: ReconMismatch[]) => (
    <Table<ReconMismatch>
      rowKey="mismatchId"
      size="small"
      pagination={false}
      dataSource={rows}
      // Secondary text, not the placeholder's pale grey, which misses the contrast of normal text.
      locale={{
        emptyText: <Typography.Text type="secondary">{t('recon.noneOfKind')}</Typography.Text>,
      }}
      columns={[
        {
          title: t('recon.outTradeNo'),
          dataIndex: 'outTradeNo',
          render: (v: string) => <code>{v}</code>,
        },
        {
          title: t('recon.gatewayAmount'),
          dataIndex: 'gatewayAmount',
          render: yuan,
          align: 'right',
        },
        { title: t('recon.portalAmount'), dataIndex: 'portalAmount', render: yuan, align: 'right' },
        {
          title: t('recon.side'),
          dataIndex: 'side',
          render: (side: ReconMismatch['side']) => (side ? t(`recon.sideOf.${side}`) : '—'),
        },
        {
          title: t('recon.status'),
          key: 'status',
          render: (_, m) =>
            m.resolvedAt ? (
              <Space direction="vertical" size={0}>
                <Tag color="green">{t('recon.statusResolved')}</Tag>
                <span>
                  {m.resolvedBy}: {m.note}
                </span>
              </Space>
            ) : m.goneAt ? (
              <Tag>{t('recon.statusGone')}</Tag>
            ) : (
              <Tag color="red">{t('recon.statusOpen')}</Tag>
            ),
        },
        {
          title: t('common.actions'),
          key: 'actions',
          render: (_, m) =>
            canResolve && !m.resolvedAt ? (
              <Button
                size="small"
                onClick={() => setResolving(m)}
                aria-label={t('recon.resolveOf', { no: m.outTradeNo })}
              >
                {t('recon.resolve')}
              </Button>
            ) : null,
        },
      ]}
    />
  );

  return (
    <>
      <h1>{t('menu.reconciliation')}</h1>
      <Form layout="inline" style={{ marginBottom: 16, rowGap: 8 }} aria-label={t('recon.dayForm')}>
        <Form.Item label={t('recon.day')} htmlFor="recon-day">
          <DatePicker
            id="recon-day"
            value={day}
            allowClear={false}
            disabledDate={(d) => !d.isBefore(dayjs(), 'day')}
            onChange={(d) => d && setDay(d)}
          />
        </Form.Item>
        {canResolve && (
          <Form.Item>
            <Button type="primary" loading={run.isPending} onClick={() => run.mutate()}>
              {t('recon.run')}
            </Button>
          </Form.Item>
        )}
        <Form.Item label={t('recon.statement')}>
          <Space>{file(RECON_EXPORT_PATHS.exportStatement, { hosId, day: dayText }, {})}</Space>
        </Form.Item>
      </Form>
      {current.isError && (
        <Alert type="error" showIcon role="alert" title={errorText(current.error)} />
      )}
      {current.data &&
        (current.data.lastRun ? (
          // Plain text: the descriptions' grey labels on the page's grey miss the contrast of normal text.
          <p>
            {t('recon.lastRun')}: {new Date(current.data.lastRun.ranAt).toLocaleString()} (
            {current.data.lastRun.ranBy}) · {t('recon.statementLines')}:{' '}
            {current.data.lastRun.statementLines} · {t('recon.portalOrders')}:{' '}
            {current.data.lastRun.portalOrders} · {t('recon.mismatches')}:{' '}
            {current.data.lastRun.mismatches}
          </p>
        ) : (
          <Alert type="info" showIcon title={t('recon.notRun')} style={{ marginBottom: 16 }} />
        ))}
      <Tabs
        items={MISMATCH_KINDS.map((kind) => ({
          key: kind,
          label: `${t(`recon.kind.${kind}`)} (${ofKind(kind).length})`,
          children: table(ofKind(kind)),
        }))}
      />
      <h2>{t('recon.exports')}</h2>
      <Form layout="inline" style={{ rowGap: 8 }} aria-label={t('recon.exports')}>
        <Form.Item label={t('recon.period')}>
          <DatePicker.RangePicker
            value={period}
            allowClear={false}
            aria-label={t('recon.period')}
            onChange={(v) => v?.[0] && v[1] && setPeriod([v[0], v[1]])}
          />
        </Form.Item>
        <Form.Item label={t('recon.bookings')}>
          <Space>{file(RECON_EXPORT_PATHS.exportBookings, { hosId }, { from, to })}</Space>
        </Form.Item>
        <Form.Item label={t('recon.payments')}>
          <Space>{file(RECON_EXPORT_PATHS.exportPayments, { hosId }, { from, to })}</Space>
        </Form.Item>
      </Form>
      <Modal
        open={resolving !== null}
        title={t('recon.resolveOf', { no: resolving?.outTradeNo ?? '' })}
        okText={t('recon.resolve')}
        okButtonProps={{ disabled: note.trim() === '', loading: resolve.isPending }}
        onOk={() => resolving && resolve.mutate({ mismatchId: resolving.mismatchId, note })}
        onCancel={() => setResolving(null)}
      >
        <Form layout="vertical">
          <Form.Item label={t('recon.note')} htmlFor="recon-note" required>
            <Input.TextArea
              id="recon-note"
              rows={3}
              maxLength={500}
              value={note}
              onChange={(e) => setNote(e.target.value)}
            />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
