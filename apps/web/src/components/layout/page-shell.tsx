import { Breadcrumb } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export interface Crumb {
  title: string;
  to?: string;
}

interface PageShellProps {
  title: string;
  /** Trail between home and this page. */
  crumbs?: Crumb[];
  extra?: ReactNode;
  children?: ReactNode;
}

/** A page inside the frame: breadcrumb, title and body. */
export function PageShell({ title, crumbs = [], extra, children }: PageShellProps) {
  const { t } = useTranslation();
  const items = [
    { title: <Link to="/">{t('ui.home')}</Link> },
    ...crumbs.map((c) => ({ title: c.to ? <Link to={c.to}>{c.title}</Link> : c.title })),
    { title },
  ];
  return (
    <section className="page-shell" aria-labelledby="page-title">
      <Breadcrumb className="page-shell__crumbs" items={items} />
      <header className="page-shell__head">
        <h1 id="page-title" className="page-shell__title" data-testid="page-title">
          {title}
        </h1>
        {extra}
      </header>
      <div className="page-shell__body">{children}</div>
    </section>
  );
}
