import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router';
import { PageShell, type Crumb } from '../../components/layout/page-shell.tsx';
import { StatusNotice } from '../../components/status-notice/status-notice.tsx';
import { useHospital } from '../../features/hospitals/api/get-hospital.ts';
import { useDocumentTitle } from '../../hooks/use-document-title.ts';
import { useSessionStore } from '../../stores/session-store.ts';
import type { PageLoaderData } from '../loaders.ts';
import { findRoute, type PageRoute } from '../route-table.ts';

/** The route-table entry and guard verdict of the page being shown (set by router.tsx as handle and loader data). */
export function useCurrentPage(): { route: PageRoute | null; data: PageLoaderData | null } {
  const match = useMatches().at(-1);
  const route = (match?.handle as PageRoute | undefined) ?? null;
  // Only route-table pages carry the page loader's verdict; others (the root route) have their own loader data.
  return {
    route,
    data: route ? ((match?.loaderData as PageLoaderData | null | undefined) ?? null) : null,
  };
}

function crumbsOf(route: PageRoute | null, t: (k: string) => string): Crumb[] {
  const trail: Crumb[] = [];
  for (
    let parent = route?.parent ? findRoute(route.parent) : undefined;
    parent;
    parent = parent.parent ? findRoute(parent.parent) : undefined
  ) {
    trail.unshift({
      title: t(parent.titleKey),
      to: parent.path.includes(':') ? undefined : parent.path,
    });
  }
  return trail;
}

/**
 * A framed page: breadcrumb and title from the route table, the tab title, and the guard's verdict
 * (non-leaders get the permission message; a closed function 'this function is not open yet') instead of the page.
 */
export function RoutePage({ title, children }: { title?: string; children: ReactNode }) {
  const { t } = useTranslation();
  const { route, data } = useCurrentPage();
  const hosId = useSessionStore((s) => s.hosId);
  const hospital = useHospital(hosId);
  const shown = title ?? (route ? t(route.titleKey) : '');
  useDocumentTitle(shown, hosId ? hospital.data?.hosName : null);

  return (
    <PageShell title={shown} crumbs={crumbsOf(route, t)}>
      {data?.access.kind === 'forbidden' ? (
        <StatusNotice status="warning" title={t('ui.noPermission')}>
          <span data-testid="permission-message">{t(data.access.messageKey)}</span>
        </StatusNotice>
      ) : data?.access.kind === 'closed' ? (
        // Feature access: the hospital has not opened this function (FUNC001, with its caption override).
        <StatusNotice status="info" title={t('ui.functionUnavailable')}>
          <span data-testid="function-closed">{t(data.access.messageKey)}</span>
        </StatusNotice>
      ) : (
        children
      )}
    </PageShell>
  );
}
