import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Alert,
  App,
  Button,
  Form,
  Input,
  Modal,
  Popconfirm,
  Select,
  Space,
  Table,
  Tag,
} from 'antd';
import { useTranslation } from 'react-i18next';
import { HOSPITAL_ROLES, staffAdminCalls, type StaffRole } from '@portal/shared/console';
import { useConsole, useHosId } from '../../app/hospital-context.tsx';
import { callApi, errorText } from '../../lib/api.ts';

type HospitalRole = (typeof HOSPITAL_ROLES)[number];

/** The hospital's staff and open invitations; those who may manage staff invite, change roles and remove. */
export default function StaffPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const hosId = useHosId();
  const { me } = useConsole();
  const canManage = me.permissions.includes('staff.manage');
  const client = useQueryClient();
  const key = ['console', hosId, 'staff'];
  const list = useQuery({
    queryKey: key,
    queryFn: () => callApi(staffAdminCalls.listStaff, { params: { hosId } }),
  });
  const refresh = () => void client.invalidateQueries({ queryKey: key });
  const onError = (e: Error) => void message.error(errorText(e));
  const changeRole = useMutation({
    mutationFn: (v: { staffId: string; role: HospitalRole }) =>
      callApi(staffAdminCalls.changeStaffRole, {
        params: { hosId, staffId: v.staffId },
        body: { role: v.role },
      }),
    onSuccess: () => {
      void message.success(t('staff.roleChanged'));
      refresh();
    },
    onError,
  });
  const remove = useMutation({
    mutationFn: (staffId: string) =>
      callApi(staffAdminCalls.removeStaff, { params: { hosId, staffId } }),
    onSuccess: () => {
      void message.success(t('staff.removed'));
      refresh();
    },
    onError,
  });
  const [inviting, setInviting] = useState(false);
  const roleOptions = HOSPITAL_ROLES.map((r) => ({ value: r, label: t(`role.${r}`) }));

  return (
    <>
      <Space style={{ justifyContent: 'space-between', width: '100%' }}>
        <h1>{t('menu.staff')}</h1>
        {canManage && (
          <Button type="primary" onClick={() => setInviting(true)}>
            {t('staff.invite')}
          </Button>
        )}
      </Space>
      {list.isError && <Alert type="error" showIcon role="alert" title={errorText(list.error)} />}
      <h2>{t('staff.members')}</h2>
      <Table
        rowKey="staffId"
        loading={list.isPending}
        dataSource={list.data?.staff ?? []}
        pagination={false}
        columns={[
          { title: t('field.name'), dataIndex: 'name' },
          { title: t('field.phone'), dataIndex: 'phone' },
          {
            title: t('field.role'),
            dataIndex: 'role',
            render: (role: StaffRole, row) =>
              canManage && role !== 'platformAdmin' && row.staffId !== me.staffId ? (
                <Select
                  aria-label={t('staff.roleOf', { name: row.name })}
                  value={role}
                  options={roleOptions}
                  style={{ minWidth: 160 }}
                  onChange={(value: HospitalRole) =>
                    changeRole.mutate({ staffId: row.staffId, role: value })
                  }
                />
              ) : (
                t(`role.${role}`)
              ),
          },
          {
            title: t('staff.totp'),
            dataIndex: 'totpEnrolled',
            render: (on: boolean) =>
              on ? (
                <Tag color="success" variant="outlined">
                  {t('common.yes')}
                </Tag>
              ) : (
                <Tag>{t('common.no')}</Tag>
              ),
          },
          ...(canManage
            ? [
                {
                  title: t('common.actions'),
                  key: 'actions',
                  render: (_: unknown, row: { staffId: string; name: string }) =>
                    row.staffId === me.staffId ? null : (
                      <Popconfirm
                        title={t('staff.removeConfirm', { name: row.name })}
                        okText={t('staff.remove')}
                        cancelText={t('common.cancel')}
                        onConfirm={() => remove.mutate(row.staffId)}
                      >
                        <Button danger aria-label={t('staff.removeNamed', { name: row.name })}>
                          {t('staff.remove')}
                        </Button>
                      </Popconfirm>
                    ),
                },
              ]
            : []),
        ]}
      />
      <h2 style={{ marginTop: 32 }}>{t('staff.invitations')}</h2>
      <Table
        rowKey="invitationId"
        loading={list.isPending}
        dataSource={list.data?.invitations ?? []}
        pagination={false}
        locale={{ emptyText: t('staff.noInvitations') }}
        columns={[
          { title: t('field.name'), dataIndex: 'name' },
          { title: t('field.phone'), dataIndex: 'phone' },
          { title: t('field.role'), dataIndex: 'role', render: (r: StaffRole) => t(`role.${r}`) },
          {
            title: t('staff.expires'),
            dataIndex: 'expiresAt',
            render: (at: string) => new Date(at).toLocaleString(),
          },
        ]}
      />
      <InviteModal open={inviting} onClose={() => setInviting(false)} onInvited={refresh} />
    </>
  );
}

function InviteModal({
  open,
  onClose,
  onInvited,
}: {
  open: boolean;
  onClose: () => void;
  onInvited: () => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const hosId = useHosId();
  const [form] = Form.useForm();
  const invite = useMutation({
    mutationFn: (body: { name: string; phone: string; role: HospitalRole }) =>
      callApi(staffAdminCalls.inviteStaff, { params: { hosId }, body }),
    onSuccess: () => {
      void message.success(t('staff.invited'));
      form.resetFields();
      onInvited();
      onClose();
    },
  });
  return (
    <Modal
      open={open}
      title={t('staff.invite')}
      okText={t('staff.sendInvitation')}
      cancelText={t('common.cancel')}
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={invite.isPending}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" requiredMark={false} onFinish={(v) => invite.mutate(v)}>
        {invite.isError && (
          <Alert type="error" showIcon role="alert" title={errorText(invite.error)} />
        )}
        <Form.Item
          name="name"
          label={t('field.name')}
          rules={[{ required: true, max: 40, message: t('validation.required') }]}
        >
          <Input />
        </Form.Item>
        <Form.Item
          name="phone"
          label={t('field.phone')}
          rules={[{ required: true, pattern: /^1\d{10}$/, message: t('validation.phone') }]}
        >
          <Input inputMode="numeric" />
        </Form.Item>
        <Form.Item
          name="role"
          label={t('field.role')}
          rules={[{ required: true, message: t('validation.required') }]}
        >
          <Select options={HOSPITAL_ROLES.map((r) => ({ value: r, label: t(`role.${r}`) }))} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
