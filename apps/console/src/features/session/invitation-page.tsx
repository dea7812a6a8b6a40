import { useState } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Alert, Button, Descriptions, Form, Input, Result, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { staffSessionCalls } from '@portal/shared/console';
import { PublicPage } from '../../components/public-page.tsx';
import { callApi, errorText } from '../../lib/api.ts';
import { PATHS } from '../../lib/paths.ts';
import { DemoInbox } from './demo-inbox.tsx';

/** An invitation's link: who is invited where, and the password they choose to accept it. */
export default function InvitationPage() {
  const { t } = useTranslation();
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const invitation = useQuery({
    queryKey: ['console', 'invitation', token],
    queryFn: () => callApi(staffSessionCalls.getInvitation, { params: { token } }),
    retry: false,
  });
  const [done, setDone] = useState(false);
  const accept = useMutation({
    mutationFn: (password: string) =>
      callApi(staffSessionCalls.acceptInvitation, { body: { token, password } }),
    onSuccess: () => setDone(true),
  });
  const inv = invitation.data;
  return (
    <PublicPage title={t('invitation.title')} aside={<DemoInbox hosId={inv?.hosId} />}>
      {invitation.isPending && <Spin aria-label={t('common.loading')} />}
      {invitation.isError && (
        <Alert type="error" showIcon role="alert" title={errorText(invitation.error)} />
      )}
      {inv && done && (
        <Result
          status="success"
          title={t('invitation.done')}
          extra={
            <Button type="primary" onClick={() => void navigate(PATHS.signIn)}>
              {t('invitation.goSignIn')}
            </Button>
          }
        />
      )}
      {inv && !done && (
        <>
          <Descriptions column={1} bordered size="small" style={{ marginBottom: 24 }}>
            <Descriptions.Item label={t('field.hospital')}>{inv.hosName}</Descriptions.Item>
            <Descriptions.Item label={t('field.name')}>{inv.name}</Descriptions.Item>
            <Descriptions.Item label={t('field.phone')}>{inv.phone}</Descriptions.Item>
            <Descriptions.Item label={t('field.role')}>{t(`role.${inv.role}`)}</Descriptions.Item>
          </Descriptions>
          <Form
            layout="vertical"
            requiredMark={false}
            onFinish={(v: { password: string }) => accept.mutate(v.password)}
          >
            {accept.isError && (
              <Alert
                type="error"
                showIcon
                role="alert"
                title={errorText(accept.error)}
                style={{ marginBottom: 16 }}
              />
            )}
            <Form.Item
              name="password"
              label={t('field.newPassword')}
              extra={t('validation.passwordLength')}
              rules={[
                { required: true, min: 10, max: 128, message: t('validation.passwordLength') },
              ]}
            >
              <Input.Password autoComplete="new-password" />
            </Form.Item>
            <Form.Item
              name="confirm"
              label={t('field.confirmPassword')}
              dependencies={['password']}
              rules={[
                { required: true, message: t('validation.required') },
                ({ getFieldValue }) => ({
                  validator: (_, value) =>
                    value === getFieldValue('password')
                      ? Promise.resolve()
                      : Promise.reject(new Error(t('validation.passwordsDiffer'))),
                }),
              ]}
            >
              <Input.Password autoComplete="new-password" />
            </Form.Item>
            <Button type="primary" htmlType="submit" loading={accept.isPending} block>
              {t('invitation.accept')}
            </Button>
          </Form>
        </>
      )}
    </PublicPage>
  );
}
