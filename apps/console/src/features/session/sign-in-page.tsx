import { Alert } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import type { StaffMe } from '@portal/shared/console';
import { PublicPage } from '../../components/public-page.tsx';
import { EXPIRED_PARAM, RETURN_PARAM } from '../../lib/paths.ts';
import { meKey } from './api.ts';
import { DemoInbox } from './demo-inbox.tsx';
import { SignInForm } from './sign-in-form.tsx';

/** A return path inside the console only (never another site: the parameter comes from the address bar). */
export function safeReturn(value: string | null): string {
  return value && value.startsWith('/') && !value.startsWith('//') ? value : '/';
}

export function SignInPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const client = useQueryClient();
  const onSignedIn = (me: StaffMe) => {
    client.setQueryData(meKey, me);
    void navigate(safeReturn(params.get(RETURN_PARAM)), { replace: true });
  };
  return (
    <PublicPage title={t('signIn.title')} aside={<DemoInbox />}>
      {params.has(EXPIRED_PARAM) && (
        <Alert type="info" showIcon title={t('signIn.expired')} style={{ marginBottom: 16 }} />
      )}
      <SignInForm onSignedIn={onSignedIn} />
    </PublicPage>
  );
}
