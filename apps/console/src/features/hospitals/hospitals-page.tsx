import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Form, Input, Modal, Select, Space, Switch, Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { platformCalls } from '@portal/shared/console';
import type { HosId } from '@portal/shared';
import { callApi, errorText } from '../../lib/api.ts';
import { hospitalsKey, useConsoleHospitals } from '../session/api.ts';

/** The platform's hospitals: create one from a template hospital's settings, enable or disable one. */
export default function HospitalsPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const client = useQueryClient();
  const hospitals = useConsoleHospitals();
  const [creating, setCreating] = useState(false);
  const toggle = useMutation({
    mutationFn: (v: { hosId: HosId; enabled: boolean }) =>
      callApi(platformCalls.setHospitalEnabled, {
        params: { hosId: v.hosId },
        body: { enabled: v.enabled },
      }),
    onSuccess: () => void client.invalidateQueries({ queryKey: hospitalsKey }),
    onError: (e) => void message.error(errorText(e)),
  });
  return (
    <>
      <Space style={{ justifyContent: 'space-between', width: '100%' }}>
        <h1>{t('menu.hospitals')}</h1>
        <Button type="primary" onClick={() => setCreating(true)}>
          {t('hospitals.create')}
        </Button>
      </Space>
      {hospitals.isError && (
        <Alert type="error" showIcon role="alert" title={errorText(hospitals.error)} />
      )}
      <Table
        rowKey="hosId"
        loading={hospitals.isPending}
        dataSource={hospitals.data ?? []}
        pagination={false}
        columns={[
          { title: t('hospitals.id'), dataIndex: 'hosId' },
          { title: t('field.hospital'), dataIndex: 'hosName' },
          { title: t('field.timeZone'), dataIndex: 'timeZone' },
          {
            title: t('hospitals.enabled'),
            dataIndex: 'enabled',
            render: (enabled: boolean, row) => (
              <Space>
                <Switch
                  checked={enabled}
                  aria-label={t('hospitals.enabledOf', { name: row.hosName })}
                  loading={toggle.isPending && toggle.variables?.hosId === row.hosId}
                  onChange={(on) => toggle.mutate({ hosId: row.hosId, enabled: on })}
                />
                {enabled ? (
                  <Tag color="success" variant="outlined">
                    {t('hospitals.enabled')}
                  </Tag>
                ) : (
                  <Tag>{t('hospitals.disabled')}</Tag>
                )}
              </Space>
            ),
          },
        ]}
      />
      <CreateModal
        open={creating}
        onClose={() => setCreating(false)}
        templates={(hospitals.data ?? []).map((h) => ({
          value: h.hosId,
          label: `${h.hosName} (${h.hosId})`,
        }))}
      />
    </>
  );
}

interface CreateValues {
  hosId: string;
  nameZh: string;
  nameEn: string;
  timeZone: string;
  templateHosId: string;
}

function CreateModal({
  open,
  onClose,
  templates,
}: {
  open: boolean;
  onClose: () => void;
  templates: { value: string; label: string }[];
}) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [form] = Form.useForm<CreateValues>();
  const create = useMutation({
    mutationFn: (v: CreateValues) =>
      callApi(platformCalls.createHospital, {
        body: {
          hosId: v.hosId,
          names: { 'zh-CN': v.nameZh, 'en-US': v.nameEn },
          timeZone: v.timeZone,
          templateHosId: v.templateHosId,
        },
      }),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: hospitalsKey });
      form.resetFields();
      onClose();
    },
  });
  const required = [{ required: true, message: t('validation.required') }];
  return (
    <Modal
      open={open}
      title={t('hospitals.create')}
      okText={t('hospitals.createOk')}
      cancelText={t('common.cancel')}
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={create.isPending}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        requiredMark={false}
        initialValues={{ timeZone: 'Asia/Shanghai' }}
        onFinish={(v) => create.mutate(v)}
      >
        {create.isError && (
          <Alert type="error" showIcon role="alert" title={errorText(create.error)} />
        )}
        <Form.Item
          name="hosId"
          label={t('hospitals.id')}
          rules={[{ required: true, pattern: /^\d{3,10}$/, message: t('validation.hosId') }]}
        >
          <Input inputMode="numeric" />
        </Form.Item>
        <Form.Item name="nameZh" label={t('hospitals.nameZh')} rules={required}>
          <Input lang="zh-CN" />
        </Form.Item>
        <Form.Item name="nameEn" label={t('hospitals.nameEn')} rules={required}>
          <Input lang="en-US" />
        </Form.Item>
        <Form.Item name="timeZone" label={t('field.timeZone')} rules={required}>
          <Input />
        </Form.Item>
        <Form.Item name="templateHosId" label={t('hospitals.template')} rules={required}>
          <Select options={templates} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
