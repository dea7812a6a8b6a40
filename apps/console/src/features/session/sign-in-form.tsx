import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Form, Input, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { StaffMe } from '@portal/shared/console';
import { errorText } from '../../lib/api.ts';
import { RecoveryCodes } from './recovery-codes.tsx';
import { signInApi } from './sign-in-api.ts';

type Step = 'password' | 'code' | 'enrol' | 'recovery';

/**
 * Phone and password, then the second factor: the authenticator's 6-digit code (or a recovery code) or, the first
 * time, the enrolment (QR code, the secret to type by hand, a first code), after which the ten recovery codes are shown
 * once. `onSignedIn` runs when the session is full.
 */
export function SignInForm({ onSignedIn }: { onSignedIn: (me: StaffMe) => void }) {
  const { t } = useTranslation();
  const [step, setStep] = useState<Step>('password');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [useRecovery, setUseRecovery] = useState(false);
  const [recovery, setRecovery] = useState<{ codes: string[]; me: StaffMe } | null>(null);

  const run = async (action: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await action();
    } catch (e) {
      setError(errorText(e));
    } finally {
      setBusy(false);
    }
  };

  const onPassword = (values: { phone: string; password: string }) =>
    run(async () => {
      const answer = await signInApi.password(values.phone.trim(), values.password);
      setStep(answer.stage === 'enrol' ? 'enrol' : 'code');
    });
  const onCode = (values: { code: string }) =>
    run(async () => onSignedIn(await signInApi.code(values.code.trim())));
  const onEnrol = (values: { code: string }) =>
    run(async () => {
      const answer = await signInApi.enrol(values.code.trim());
      setRecovery({ codes: answer.recoveryCodes, me: answer.me });
      setStep('recovery');
    });

  const errorAlert = error && (
    <Alert type="error" showIcon role="alert" title={error} style={{ marginBottom: 16 }} />
  );

  switch (step) {
    case 'password':
      return (
        <Form
          layout="vertical"
          onFinish={onPassword}
          requiredMark={false}
          aria-label={t('signIn.title')}
        >
          {errorAlert}
          <Form.Item
            name="phone"
            label={t('field.phone')}
            rules={[{ required: true, pattern: /^\s*1\d{10}\s*$/, message: t('validation.phone') }]}
          >
            <Input autoComplete="username" inputMode="numeric" autoFocus />
          </Form.Item>
          <Form.Item
            name="password"
            label={t('field.password')}
            rules={[{ required: true, message: t('validation.required') }]}
          >
            <Input.Password autoComplete="current-password" />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={busy} block>
            {t('signIn.continue')}
          </Button>
        </Form>
      );
    case 'code':
      return (
        <Form layout="vertical" onFinish={onCode} requiredMark={false} key={String(useRecovery)}>
          <h2>{t(useRecovery ? 'signIn.recoveryStep' : 'signIn.codeStep')}</h2>
          {errorAlert}
          <Form.Item
            name="code"
            label={t(useRecovery ? 'field.recoveryCode' : 'field.code')}
            extra={t(useRecovery ? 'signIn.recoveryHint' : 'signIn.codeHint')}
            rules={[
              {
                required: true,
                pattern: useRecovery ? /^\s*[a-z0-9]{4}-[a-z0-9]{4}\s*$/ : /^\s*\d{6}\s*$/,
                message: t(useRecovery ? 'validation.recoveryCode' : 'validation.code'),
              },
            ]}
          >
            <Input
              autoComplete="one-time-code"
              inputMode={useRecovery ? 'text' : 'numeric'}
              maxLength={useRecovery ? 9 : 6}
              autoFocus
            />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={busy} block>
            {t('signIn.signIn')}
          </Button>
          <Button
            type="link"
            onClick={() => setUseRecovery(!useRecovery)}
            style={{ paddingLeft: 0 }}
          >
            {t(useRecovery ? 'signIn.useCode' : 'signIn.useRecovery')}
          </Button>
        </Form>
      );
    case 'enrol':
      return <Enrolment busy={busy} errorAlert={errorAlert} onSubmit={onEnrol} />;
    case 'recovery':
      return <RecoveryCodes codes={recovery!.codes} onDone={() => onSignedIn(recovery!.me)} />;
  }
}

function Enrolment({
  busy,
  errorAlert,
  onSubmit,
}: {
  busy: boolean;
  errorAlert: React.ReactNode;
  onSubmit: (values: { code: string }) => Promise<void>;
}) {
  const { t } = useTranslation();
  const enrolment = useQuery({ queryKey: ['console', 'enrolment'], queryFn: signInApi.enrolment });
  return (
    <section aria-labelledby="enrol-title">
      <h2 id="enrol-title">{t('signIn.enrolTitle')}</h2>
      <Typography.Paragraph>{t('signIn.enrolHint')}</Typography.Paragraph>
      {enrolment.isPending && <Spin aria-label={t('common.loading')} />}
      {enrolment.isError && <Alert type="error" title={errorText(enrolment.error)} />}
      {enrolment.data && (
        <>
          {/* An <img> of a data: URL: the server's SVG is drawn as a picture, never put into the page as markup. */}
          <img
            src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(enrolment.data.qrSvg)}`}
            alt={t('signIn.qrAlt')}
            width={200}
            height={200}
          />
          <Typography.Paragraph>
            {t('signIn.secretLabel')}{' '}
            <Typography.Text code copyable aria-label={t('signIn.secretLabel')}>
              {enrolment.data.secret}
            </Typography.Text>
          </Typography.Paragraph>
        </>
      )}
      <Form layout="vertical" onFinish={onSubmit} requiredMark={false}>
        {errorAlert}
        <Form.Item
          name="code"
          label={t('field.code')}
          rules={[{ required: true, pattern: /^\s*\d{6}\s*$/, message: t('validation.code') }]}
        >
          <Input autoComplete="one-time-code" inputMode="numeric" maxLength={6} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={busy} block>
          {t('signIn.enrol')}
        </Button>
      </Form>
    </section>
  );
}
