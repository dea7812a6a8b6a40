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
  Segmented,
  Select,
  Table,
  Tag,
} from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { operationsCalls, scheduleCalls, type BoardSession } from '@portal/shared/console';
import { useConsole, useHosId } from '../../app/hospital-context.tsx';
import { callApi, errorText } from '../../lib/api.ts';
import './i18n.ts';

type Span = 'day' | 'week';

/**
 * The schedule board: a day's or a week's sessions with their numbers booked, paid, checked in and free; a schedule
 * manager stops one with a reason, and its patients are told and refunded (docs/staff-console.md#operations).
 */
export default function SchedulesPage() {
  const { t } = useTranslation();
  const hosId = useHosId();
  const { me } = useConsole();
  const canStop = me.permissions.includes('schedules.manage');
  const [start, setStart] = useState<Dayjs>(() => dayjs());
  const [span, setSpan] = useState<Span>('day');
  const [deptId, setDeptId] = useState<string | undefined>();
  const [stopping, setStopping] = useState<BoardSession | null>(null);
  const from = start.format('YYYY-MM-DD');
  const to = start.add(span === 'week' ? 6 : 0, 'day').format('YYYY-MM-DD');
  const key = ['console', hosId, 'sessions', from, to];
  const board = useQuery({
    queryKey: key,
    queryFn: () => callApi(scheduleCalls.listSessions, { params: { hosId }, query: { from, to } }),
    placeholderData: (previous) => previous,
  });
  const departments = [
    ...new Map((board.data ?? []).map((s) => [s.deptId, s.deptName])).entries(),
  ].sort((a, b) => a[1].localeCompare(b[1]));
  const rows = (board.data ?? []).filter((s) => !deptId || s.deptId === deptId);

  return (
    <>
      <h1>{t('menu.schedules')}</h1>
      <Form
        layout="inline"
        role="search"
        aria-label={t('schedules.filters')}
        style={{ rowGap: 8, marginBottom: 16 }}
      >
        <Form.Item label={t('schedules.from')}>
          <DatePicker
            value={start}
            allowClear={false}
            onChange={(d) => d && setStart(d)}
            aria-label={t('schedules.from')}
          />
        </Form.Item>
        <Form.Item>
          <Segmented
            aria-label={t('schedules.span')}
            value={span}
            onChange={(v) => setSpan(v as Span)}
            options={[
              { value: 'day', label: t('schedules.oneDay') },
              { value: 'week', label: t('schedules.oneWeek') },
            ]}
          />
        </Form.Item>
        <Form.Item label={t('schedules.department')}>
          <Select
            allowClear
            showSearch={{ optionFilterProp: 'label' }}
            aria-label={t('schedules.department')}
            value={deptId}
            onChange={setDeptId}
            placeholder={t('schedules.allDepartments')}
            options={departments.map(([value, label]) => ({ value, label }))}
            style={{ minWidth: 200 }}
          />
        </Form.Item>
      </Form>
      {board.isError && <Alert type="error" showIcon role="alert" title={errorText(board.error)} />}
      <Table<BoardSession>
        rowKey="scheduleId"
        size="small"
        loading={board.isFetching}
        dataSource={rows}
        aria-label={t('menu.schedules')}
        pagination={{ pageSize: 50, showSizeChanger: false }}
        columns={[
          { title: t('schedules.date'), dataIndex: 'sessionDate' },
          {
            title: t('schedules.period'),
            dataIndex: 'noonCode',
            render: (code: string) => t(`noon.${code}`, { defaultValue: code }),
          },
          { title: t('schedules.department'), dataIndex: 'deptName' },
          {
            title: t('schedules.doctor'),
            key: 'doctor',
            render: (_: unknown, s) => `${s.doctorName} · ${s.doctorTitle}`,
          },
          { title: t('schedules.capacity'), dataIndex: 'capacity', align: 'right' },
          { title: t('schedules.booked'), dataIndex: 'booked', align: 'right' },
          { title: t('schedules.paid'), dataIndex: 'paid', align: 'right' },
          { title: t('schedules.checkedIn'), dataIndex: 'checkedIn', align: 'right' },
          { title: t('schedules.free'), dataIndex: 'free', align: 'right' },
          {
            title: t('schedules.status'),
            key: 'status',
            render: (_: unknown, s) =>
              s.cancelledAt ? (
                <Tag color="error" variant="outlined" title={s.cancelReason ?? undefined}>
                  {t('schedules.stopped', { reason: s.cancelReason ?? '' })}
                </Tag>
              ) : canStop ? (
                <Button
                  type="link"
                  size="small"
                  onClick={() => setStopping(s)}
                  aria-label={t('schedules.stopOf', { doctor: s.doctorName, date: s.sessionDate })}
                >
                  {t('schedules.stop')}
                </Button>
              ) : null,
          },
        ]}
      />
      {stopping && (
        <StopModal
          session={stopping}
          onClose={() => setStopping(null)}
          onStopped={() => void board.refetch()}
          hosId={hosId}
          queryKey={key}
        />
      )}
    </>
  );
}

function StopModal(props: {
  session: BoardSession;
  hosId: string;
  queryKey: unknown[];
  onClose: () => void;
  onStopped: () => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const client = useQueryClient();
  const [form] = Form.useForm<{ reason: string }>();
  const stop = useMutation({
    mutationFn: (reason: string) =>
      callApi(operationsCalls.stopSession, {
        params: { hosId: props.hosId, scheduleId: props.session.scheduleId },
        body: { reason },
      }),
    onSuccess: (summary) => {
      void message.success(t('schedules.stoppedSummary', summary));
      void client.invalidateQueries({ queryKey: props.queryKey });
      props.onStopped();
      props.onClose();
    },
    onError: (e) => void message.error(errorText(e)),
  });
  const s = props.session;
  return (
    <Modal
      open
      title={t('schedules.stopTitle')}
      okText={t('schedules.stop')}
      okButtonProps={{ danger: true }}
      cancelText={t('common.cancel')}
      confirmLoading={stop.isPending}
      onCancel={props.onClose}
      onOk={() => void form.validateFields().then((v) => stop.mutate(v.reason.trim()))}
      destroyOnHidden
    >
      <p>
        {t('schedules.stopWhat', {
          doctor: s.doctorName,
          dept: s.deptName,
          date: s.sessionDate,
          booked: s.booked,
          paid: s.paid,
        })}
      </p>
      <Form form={form} layout="vertical">
        <Form.Item
          name="reason"
          label={t('schedules.reason')}
          rules={[
            { required: true, whitespace: true, message: t('validation.required') },
            { max: 200, message: t('schedules.reasonTooLong') },
          ]}
        >
          <Input.TextArea rows={3} maxLength={200} showCount />
        </Form.Item>
      </Form>
    </Modal>
  );
}
