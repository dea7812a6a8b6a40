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

/**
 * A page inside the frame: breadcrumb, title and body. The breadcrumb is a plain list styled like antd's (global.css):
 * antd's Breadcrumb brings its Dropdown and Menu (~25 kB gzip) to every page for item menus the portal never uses.
 */
export function PageShell({ title, crumbs = [], extra, children }: PageShellProps) {
  const { t } = useTranslation();
  const steps: ReactNode[] = [
    <Link to="/">{t('ui.home')}</Link>,
    ...crumbs.map((c) => (c.to ? <Link to={c.to}>{c.title}</Link> : c.title)),
  ];
  return (
    <section className="page-shell" aria-labelledby="page-title">
      <nav className="page-shell__crumbs" aria-label={t('ui.breadcrumb')}>
        <ol>
          {steps.map((step, i) => (
            <li key={i}>
              {step}
              <span className="page-shell__crumb-separator" aria-hidden>
                /
              </span>
            </li>
          ))}
          <li aria-current="page">{title}</li>
        </ol>
      </nav>
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
