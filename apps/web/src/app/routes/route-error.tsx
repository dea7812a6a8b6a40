import { Button } from 'antd';
import { useLayoutEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { StatusNotice } from '../../components/status-notice/status-notice.tsx';
import { removeAppShell } from '../../lib/app-shell.ts';

/** Last line of defence: a page that throws (or a chunk that fails to load) shows this, never a blank screen. */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  // Shown instead of the root layout, so no page hands the header painted before the app over: it goes here.
  useLayoutEffect(() => removeAppShell(), []);
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : '';
  return (
    <main className="container route-error">
      <StatusNotice
        status="error"
        title={
          <h1 className="error-result__title" data-testid="page-title">
            {t('ui.errorTitle')}
          </h1>
        }
        extra={
          <Button type="primary" onClick={() => window.location.reload()}>
            {t('ui.reload')}
          </Button>
        }
      >
        <span data-testid="error-message">{t('ui.pageFailed')}</span>
        {detail ? <code className="route-error__detail">{detail}</code> : null}
      </StatusNotice>
    </main>
  );
}
