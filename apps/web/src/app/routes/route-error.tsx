import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router';

/** Last line of defence: a page that throws (or a chunk that fails to load) shows this, never a blank screen. */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : error instanceof Error ? error.message : '';
  return (
    <main className="container route-error">
      <Result
        status="error"
        title={<h1 className="error-result__title" data-testid="page-title">{t('ui.errorTitle')}</h1>}
        subTitle={
          <>
            <span data-testid="error-message">{t('ui.pageFailed')}</span>
            {detail ? <code className="route-error__detail">{detail}</code> : null}
          </>
        }
        extra={
          <Button type="primary" onClick={() => window.location.reload()}>
            {t('ui.reload')}
          </Button>
        }
      />
    </main>
  );
}
