import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Alert,
  App,
  Button,
  Form,
  Input,
  Modal,
  Segmented,
  Select,
  Space,
  Switch,
  Table,
  Tag,
} from 'antd';
import { useTranslation } from 'react-i18next';
import {
  OPEN_COMPLAINT_STATUSES,
  type Complaint,
  type ComplaintStatus,
  type HospitalComplaint,
} from '@portal/shared';
import {
  COMPLAINT_FILTERS,
  operationsCalls,
  type ComplaintAction,
  type ComplaintAssigneeOption,
  type ComplaintFilter,
} from '@portal/shared/console';
import { useConsole, useHosId } from '../../app/hospital-context.tsx';
import { callApi, errorText } from '../../lib/api.ts';
import { ageOf } from './complaint-age.ts';
import './i18n.ts';

type Row = HospitalComplaint;
type Answer = { complaintId: string; action: ComplaintAction; reply?: string; assigneeId?: string };
const OPEN: readonly ComplaintStatus[] = OPEN_COMPLAINT_STATUSES;
const STATUS_COLOUR: Record<ComplaintStatus, string> = {
  submitted: 'error',
  in_progress: 'processing',
  replied: 'success',
  closed: 'default',
};

/**
 * The hospital's complaints and suggestions (docs/staff-console.md#complaints), open ones first by age: take one on,
 * assign it to a colleague, reply (the patient sees the reply on the complaint and in the message centre) or close it.
 * The contact shows unmasked; the photos open through links signed for a few minutes.
 */
export default function ComplaintsPage() {
  const { t } = useTranslation();
  const hosId = useHosId();
  const { me } = useConsole();
  const canAnswer = me.permissions.includes('complaints.answer');
  const { message } = App.useApp();
  const client = useQueryClient();
  const [filter, setFilter] = useState<ComplaintFilter>('open');
  const [mine, setMine] = useState(false);
  // Ages are counted from when the page opened: a page left open a day still reads whole days.
  const [now] = useState(Date.now);
  const [replying, setReplying] = useState<{
    complaint: Complaint;
    action: 'reply' | 'close';
  } | null>(null);
  const key = ['console', hosId, 'complaints'];
  const list = useQuery({
    queryKey: [...key, filter, mine],
    queryFn: () =>
      callApi(operationsCalls.listHospitalComplaints, {
        params: { hosId },
        query: { status: filter, mine: mine ? 'true' : 'false' },
      }),
  });
  const assignees = useQuery({
    queryKey: ['console', hosId, 'complaint-assignees'],
    queryFn: () => callApi(operationsCalls.listComplaintAssignees, { params: { hosId } }),
    enabled: canAnswer,
  });
  const answer = useMutation({
    mutationFn: (a: Answer) =>
      callApi(operationsCalls.answerComplaint, {
        params: { hosId, complaintId: a.complaintId },
        body: { action: a.action, reply: a.reply ?? '', assigneeId: a.assigneeId },
      }),
    onSuccess: (done, a) => {
      void message.success(t(`complaints.done.${a.action}`, { name: done.assignee?.name ?? '' }));
      setReplying(null);
      void client.invalidateQueries({ queryKey: key });
    },
    onError: (e) => void message.error(errorText(e)),
  });
  const busy = (c: Row) => answer.isPending && answer.variables?.complaintId === c.complaintId;

  return (
    <>
      <h1>{t('menu.complaints')}</h1>
      <Space wrap size="large" style={{ marginBottom: 16 }}>
        <Segmented
          aria-label={t('complaints.show')}
          value={filter}
          onChange={(v) => setFilter(v as ComplaintFilter)}
          options={COMPLAINT_FILTERS.map((f) => ({ value: f, label: t(`complaints.filter.${f}`) }))}
        />
        <label>
          <Space>
            <Switch checked={mine} onChange={setMine} />
            {t('complaints.mine')}
          </Space>
        </label>
      </Space>
      {list.isError && <Alert type="error" showIcon role="alert" title={errorText(list.error)} />}
      <Table<Row>
        rowKey="complaintId"
        loading={list.isPending}
        dataSource={list.data ?? []}
        aria-label={t('menu.complaints')}
        expandable={{
          expandedRowRender: (c) => <ComplaintDetail complaint={c} />,
          rowExpandable: () => true,
        }}
        columns={[
          {
            title: t('complaints.status'),
            dataIndex: 'status',
            render: (s: ComplaintStatus) => (
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
            title: t('complaints.assignee'),
            key: 'assignee',
            render: (_: unknown, c) =>
              canAnswer && c.status !== 'closed' ? (
                <AssigneeSelect
                  complaint={c}
                  options={assignees.data ?? []}
                  disabled={busy(c)}
                  onAssign={(assigneeId) =>
                    answer.mutate({ complaintId: c.complaintId, action: 'assign', assigneeId })
                  }
                />
              ) : (
                (c.assignee?.name ?? t('complaints.nobody'))
              ),
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
                            loading={busy(c) && answer.variables?.action === 'take'}
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

/**
 * Who holds a complaint, and the control giving it to a colleague who answers complaints. Its holder stays shown
 * when not among them (a platform administrator who took it on, or someone since removed).
 */
function AssigneeSelect(props: {
  complaint: Row;
  options: readonly ComplaintAssigneeOption[];
  disabled: boolean;
  onAssign: (staffId: string) => void;
}) {
  const { t } = useTranslation();
  const { assignee } = props.complaint;
  const options = props.options.map((o) => ({ value: o.staffId, label: o.name }));
  if (assignee && !options.some((o) => o.value === assignee.staffId))
    options.unshift({ value: assignee.staffId, label: assignee.name });
  return (
    <Select
      size="small"
      aria-label={t('complaints.assignTo')}
      placeholder={t('complaints.nobody')}
      value={assignee?.staffId}
      options={options}
      disabled={props.disabled}
      style={{ minWidth: 180 }}
      onChange={(staffId: string) => {
        if (staffId !== assignee?.staffId) props.onAssign(staffId);
      }}
    />
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
  action: 'reply' | 'close';
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
