import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Space, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { refundCalls, type RefundRequest } from '@portal/shared/console';
import { useConsole, useHosId } from '../../app/hospital-context.tsx';
import { callApi, errorText } from '../../lib/api.ts';
import { ReasonModal } from './reason-modal.tsx';
import './i18n.ts';

const yuan = (fen: number) => (fen / 100).toFixed(2);

/** How long a request has waited, in the largest whole unit. */
function useAge() {
  const { t } = useTranslation();
  return (since: string) => {
    const minutes = Math.max(0, Math.floor((Date.now() - Date.parse(since)) / 60_000));
    if (minutes < 60) return t('refunds.minutes', { count: minutes });
    if (minutes < 24 * 60) return t('refunds.hours', { count: Math.floor(minutes / 60) });
    return t('refunds.days', { count: Math.floor(minutes / (24 * 60)) });
  };
}

/**
 * Refunds waiting for a second staff member (docs/refunds.md): approve one (the money goes back) or reject it with a
 * reason; a staff member's own request shows it waits for someone else. Below, the latest refunds and decisions.
 */
export default function RefundsPage() {
  const { t } = useTranslation();
  const hosId = useHosId();
  const { me } = useConsole();
  const { message } = App.useApp();
  const client = useQueryClient();
  const age = useAge();
  const [rejecting, setRejecting] = useState<RefundRequest | null>(null);
  const key = ['console', hosId, 'refund-requests'];
  const listed = useQuery({
    queryKey: key,
    queryFn: () => callApi(refundCalls.listRefundRequests, { params: { hosId } }),
  });
  const done = (text: string) => {
    void message.success(text);
    void client.invalidateQueries({ queryKey: ['console', hosId] });
  };
  const approve = useMutation({
    mutationFn: (requestId: string) =>
      callApi(refundCalls.approveRefundRequest, { params: { hosId, requestId } }),
    onSuccess: () => done(t('refunds.approved')),
    onError: (e) => void message.error(errorText(e)),
  });
  const reject = useMutation({
    mutationFn: (v: { requestId: string; reason: string }) =>
      callApi(refundCalls.rejectRefundRequest, {
        params: { hosId, requestId: v.requestId },
        body: { reason: v.reason },
      }),
    onSuccess: () => {
      setRejecting(null);
      done(t('refunds.rejected'));
    },
    onError: (e) => void message.error(errorText(e)),
  });

  const common = [
    { title: t('refunds.number'), dataIndex: 'appointNo' },
    {
      title: t('refunds.amount'),
      dataIndex: 'amount',
      render: (f: number) => yuan(f),
      align: 'right' as const,
    },
    { title: t('refunds.reason'), dataIndex: 'reason' },
    {
      title: t('refunds.requestedBy'),
      key: 'requestedBy',
      render: (_: unknown, r: RefundRequest) => r.requestedBy.name,
    },
  ];
  return (
    <>
      <h1>{t('menu.refunds')}</h1>
      {listed.isError && (
        <Alert type="error" showIcon role="alert" title={errorText(listed.error)} />
      )}
      {listed.data && (
        <>
          <Typography.Paragraph>
            {t('refunds.rule', { limit: yuan(listed.data.approvalAbove) })}
          </Typography.Paragraph>
          <h2>{t('refunds.pending')}</h2>
          <Table<RefundRequest>
            rowKey="requestId"
            size="small"
            aria-label={t('refunds.pending')}
            dataSource={listed.data.pending}
            pagination={false}
            locale={{ emptyText: t('refunds.nonePending') }}
            columns={[
              ...common,
              {
                title: t('refunds.age'),
                key: 'age',
                render: (_: unknown, r) => age(r.requestedAt),
              },
              {
                title: t('refunds.actions'),
                key: 'actions',
                render: (_: unknown, r) =>
                  r.requestedBy.staffId === me.staffId ? (
                    <span>{t('refunds.ownRequest')}</span>
                  ) : (
                    <Space>
                      <Button
                        type="primary"
                        size="small"
                        aria-label={t('refunds.approveOf', { no: r.appointNo })}
                        loading={approve.isPending && approve.variables === r.requestId}
                        onClick={() => approve.mutate(r.requestId)}
                      >
                        {t('refunds.approve')}
                      </Button>
                      <Button
                        size="small"
                        danger
                        aria-label={t('refunds.rejectOf', { no: r.appointNo })}
                        onClick={() => setRejecting(r)}
                      >
                        {t('refunds.reject')}
                      </Button>
                    </Space>
                  ),
              },
            ]}
          />
          <h2>{t('refunds.recent')}</h2>
          <Table<RefundRequest>
            rowKey="requestId"
            size="small"
            aria-label={t('refunds.recent')}
            dataSource={listed.data.recent}
            pagination={false}
            locale={{ emptyText: t('refunds.noneRecent') }}
            columns={[
              ...common,
              {
                title: t('refunds.state'),
                key: 'state',
                render: (_: unknown, r) => (
                  <Tag variant="outlined">{t(`refunds.stateName.${r.state}`)}</Tag>
                ),
              },
              {
                title: t('refunds.decidedBy'),
                key: 'decidedBy',
                render: (_: unknown, r) =>
                  r.decidedBy
                    ? `${r.decidedBy.name}${r.decisionNote ? `: ${r.decisionNote}` : ''}`
                    : t('refunds.atOnce'),
              },
              {
                title: t('refunds.when'),
                key: 'when',
                render: (_: unknown, r) => new Date(r.decidedAt ?? r.requestedAt).toLocaleString(),
              },
            ]}
          />
        </>
      )}
      <ReasonModal
        id="refund-reject-reason"
        open={rejecting !== null}
        title={t('refunds.rejectTitle', { no: rejecting?.appointNo ?? '' })}
        label={t('refunds.rejectReason')}
        okText={t('refunds.reject')}
        pending={reject.isPending}
        onOk={(reason) => rejecting && reject.mutate({ requestId: rejecting.requestId, reason })}
        onCancel={() => setRejecting(null)}
      />
    </>
  );
}
