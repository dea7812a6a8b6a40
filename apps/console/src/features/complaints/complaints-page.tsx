import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Form, Input, Modal, Segmented, Space, Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Complaint, hospitalComplaintSchema } from '@portal/shared';
import type { z } from 'zod';
import { operationsCalls } from '@portal/shared/console';
import { useConsole, useHosId } from '../../app/hospital-context.tsx';
import { callApi, errorText } from '../../lib/api.ts';
import { ageOf } from './complaint-age.ts';
import './i18n.ts';

type Row = z.infer<typeof hospitalComplaintSchema>;
type Filter = 'open' | Complaint['status'] | 'all';
type Action = 'take' | 'reply' | 'close';
const OPEN: readonly Complaint['status'][] = ['submitted', 'in_progress'];
const STATUS_COLOUR: Record<Complaint['status'], string> = {
  submitted: 'error',
  in_progress: 'processing',
  replied: 'success',
  closed: 'default',
};

/**
 * The hospital's complaints and suggestions, open ones first by age: take one on, reply (the patient sees the reply
 * on the complaint and in the message centre) or close it. The contact shows unmasked; the photos open through links
 * signed for a few minutes.
 */
export default function ComplaintsPage() {
  const { t } = useTranslation();
  const hosId = useHosId();
  const { me } = useConsole();
  const canAnswer = me.permissions.includes('complaints.answer');
  const { message } = App.useApp();
  const client = useQueryClient();
  const [filter, setFilter] = useState<Filter>('open');
  // Ages are counted from when the page opened: a page left open a day still reads whole days.
  const [now] = useState(Date.now);
  const [replying, setReplying] = useState<{ complaint: Complaint; action: Action } | null>(null);
  const key = ['console', hosId, 'complaints'];
  const list = useQuery({
    queryKey: key,
    queryFn: () => callApi(operationsCalls.listHospitalComplaints, { params: { hosId } }),
  });
  const answer = useMutation({
    mutationFn: (a: { complaintId: string; action: Action; reply?: string }) =>
      callApi(operationsCalls.answerComplaint, {
        params: { hosId, complaintId: a.complaintId },
        body: { action: a.action, reply: a.reply ?? '' },
      }),
    onSuccess: (_, a) => {
      void message.success(t(`complaints.done.${a.action}`));
      setReplying(null);
      void client.invalidateQueries({ queryKey: key });
    },
    onError: (e) => void message.error(errorText(e)),
  });

  const rows = (list.data ?? [])
    .filter((c) =>
      filter === 'all' ? true : filter === 'open' ? OPEN.includes(c.status) : c.status === filter,
    )
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt));

  return (
    <>
      <h1>{t('menu.complaints')}</h1>
      <Segmented
        aria-label={t('complaints.show')}
        value={filter}
        onChange={(v) => setFilter(v as Filter)}
        style={{ marginBottom: 16 }}
        options={(['open', 'submitted', 'in_progress', 'replied', 'closed', 'all'] as const).map(
          (f) => ({ value: f, label: t(`complaints.filter.${f}`) }),
        )}
      />
      {list.isError && <Alert type="error" showIcon role="alert" title={errorText(list.error)} />}
      <Table
        rowKey="complaintId"
        loading={list.isPending}
        dataSource={rows}
        aria-label={t('menu.complaints')}
        expandable={{
          expandedRowRender: (c) => <ComplaintDetail complaint={c} />,
          rowExpandable: () => true,
        }}
        columns={[
          {
            title: t('complaints.status'),
            dataIndex: 'status',
            render: (s: Complaint['status']) => (
              <Tag color={STATUS_COLOUR[s]} variant="outlined">
                {t(`complaints.filter.${s}`)}
              </Tag>
            ),
          },
          {
            title: t('complaints.age'),
            key: 'age',
            render: (_: unknown, c) =>
              OPEN.includes(c.status) ? t('complaints.ageDays', ageOf(c.createdAt, now)) : '—',
          },
          {
            title: t('complaints.kind'),
            key: 'kind',
            render: (_: unknown, c) =>
              `${t(`complaints.kind.${c.kind}`)} · ${t(`complaints.category.${c.category}`)}`,
          },
          { title: t('complaints.content'), dataIndex: 'content', ellipsis: true },
          {
            title: t('complaints.contact'),
            key: 'contact',
            render: (_: unknown, c) => [c.contactName, c.contactPhone].filter(Boolean).join(' · '),
          },
          ...(canAnswer
            ? [
                {
                  title: t('common.actions'),
                  key: 'actions',
                  render: (_: unknown, c: Row) =>
                    c.status === 'closed' ? null : (
                      <Space wrap>
                        {c.status === 'submitted' && (
                          <Button
                            size="small"
                            loading={
                              answer.isPending && answer.variables?.complaintId === c.complaintId
                            }
                            onClick={() =>
                              answer.mutate({ complaintId: c.complaintId, action: 'take' })
                            }
                          >
                            {t('complaints.take')}
                          </Button>
                        )}
                        <Button
                          size="small"
                          type="primary"
                          onClick={() => setReplying({ complaint: c, action: 'reply' })}
                        >
                          {t('complaints.reply')}
                        </Button>
                        <Button
                          size="small"
                          onClick={() => setReplying({ complaint: c, action: 'close' })}
                        >
                          {t('complaints.close')}
                        </Button>
                      </Space>
                    ),
                },
              ]
            : []),
        ]}
      />
      {replying && (
        <ReplyModal
          action={replying.action}
          complaint={replying.complaint}
          pending={answer.isPending}
          onCancel={() => setReplying(null)}
          onSubmit={(reply) =>
            answer.mutate({
              complaintId: replying.complaint.complaintId,
              action: replying.action,
              reply,
            })
          }
        />
      )}
    </>
  );
}

function ComplaintDetail({ complaint: c }: { complaint: Row }) {
  const { t } = useTranslation();
  return (
    <div>
      <p style={{ whiteSpace: 'pre-wrap' }}>{c.content}</p>
      {c.photoUrls.length > 0 && (
        <Space wrap aria-label={t('complaints.photos')}>
          {c.photoUrls.map((url, i) => (
            <a key={url} href={url} target="_blank" rel="noreferrer">
              {t('complaints.photo', { n: i + 1 })}
            </a>
          ))}
        </Space>
      )}
      {c.reply && (
        <p>
          <strong>{t('complaints.replied')}</strong> {c.reply}
        </p>
      )}
      <p>
        {c.steps
          .map((s) => `${t(`complaints.filter.${s.status}`)} ${new Date(s.at).toLocaleString()}`)
          .join(' → ')}
      </p>
    </div>
  );
}

function ReplyModal(props: {
  action: Action;
  complaint: Complaint;
  pending: boolean;
  onCancel: () => void;
  onSubmit: (reply: string) => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ reply: string }>();
  const required = props.action === 'reply';
  return (
    <Modal
      open
      title={t(props.action === 'reply' ? 'complaints.replyTitle' : 'complaints.closeTitle')}
      okText={t(props.action === 'reply' ? 'complaints.sendReply' : 'complaints.close')}
      cancelText={t('common.cancel')}
      confirmLoading={props.pending}
      onCancel={props.onCancel}
      onOk={() => void form.validateFields().then((v) => props.onSubmit(v.reply?.trim() ?? ''))}
      destroyOnHidden
    >
      <p>{props.complaint.content}</p>
      <Form form={form} layout="vertical">
        <Form.Item
          name="reply"
          label={t(required ? 'complaints.replyText' : 'complaints.closingNote')}
          rules={[
            { required, whitespace: true, message: t('validation.required') },
            { max: 1000, message: t('complaints.replyTooLong') },
          ]}
        >
          <Input.TextArea rows={5} maxLength={1000} showCount />
        </Form.Item>
      </Form>
    </Modal>
  );
}
