import { Alert, Form, Input, Modal, message } from 'antd';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../lib/api.ts';
import { useChangePassword } from './api.ts';

/** The signed-in staff member's own password. */
export function ChangePasswordModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm();
  const change = useChangePassword();
  const submit = (v: { oldPassword: string; newPassword: string }) =>
    change.mutate(
      { oldPassword: v.oldPassword, newPassword: v.newPassword },
      {
        onSuccess: () => {
          void message.success(t('password.changed'));
          form.resetFields();
          onClose();
        },
      },
    );
  return (
    <Modal
      open={open}
      title={t('shell.changePassword')}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      onCancel={onClose}
      onOk={() => form.submit()}
      confirmLoading={change.isPending}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" onFinish={submit} requiredMark={false}>
        {change.isError && (
          <Alert type="error" showIcon role="alert" title={errorText(change.error)} />
        )}
        <Form.Item
          name="oldPassword"
          label={t('field.currentPassword')}
          rules={[{ required: true, message: t('validation.required') }]}
        >
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        <Form.Item
          name="newPassword"
          label={t('field.newPassword')}
          rules={[{ required: true, min: 10, max: 128, message: t('validation.passwordLength') }]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Form.Item
          name="confirm"
          label={t('field.confirmPassword')}
          dependencies={['newPassword']}
          rules={[
            ({ getFieldValue }) => ({
              validator: (_, value) =>
                value === getFieldValue('newPassword')
                  ? Promise.resolve()
                  : Promise.reject(new Error(t('validation.passwordsDiffer'))),
            }),
          ]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
