import type { ReactNode } from 'react';
import { Card, Layout } from 'antd';
import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from './language-switch.tsx';

/** The frame of the pages shown before signing in: a header with the language, the form, the demo inbox beside it. */
export function PublicPage({
  title,
  children,
  aside,
}: {
  title: string;
  children: ReactNode;
  aside?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Header className="console-header">
        <span className="console-brand">{t('app.name')}</span>
        <LanguageSwitch />
      </Layout.Header>
      <Layout.Content>
        <main className="public-main">
          <Card className="public-card">
            <h1>{title}</h1>
            {children}
          </Card>
          {aside && <aside className="public-aside">{aside}</aside>}
        </main>
      </Layout.Content>
    </Layout>
  );
}
