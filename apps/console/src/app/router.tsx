import { lazy, Suspense, type ComponentType } from 'react';
import { Spin } from 'antd';
import { createBrowserRouter, Navigate, useParams } from 'react-router';
import { settingKindSchema } from '@portal/shared/console';
import { BASENAME, PATHS } from '../lib/paths.ts';
import { Shell } from './shell.tsx';
import { SignInPage } from '../features/session/sign-in-page.tsx';

// Every page after sign-in is its own chunk: the sign-in page loads without the editors.
const page = (load: () => Promise<{ default: ComponentType }>) => {
  const Page = lazy(load);
  return (
    <Suspense fallback={<Spin />}>
      <Page />
    </Suspense>
  );
};

function SettingsRoute() {
  const { kind } = useParams();
  const parsed = settingKindSchema.safeParse(kind);
  if (!parsed.success) return <Navigate to={PATHS.overview} replace />;
  return page(() => import('../features/settings/settings-page.tsx'));
}

export const routes = [
  { path: PATHS.signIn, element: <SignInPage /> },
  {
    path: PATHS.invitation,
    element: page(() => import('../features/session/invitation-page.tsx')),
  },
  {
    element: <Shell />,
    children: [
      { index: true, element: page(() => import('../features/overview/overview-page.tsx')) },
      { path: PATHS.staff, element: page(() => import('../features/staff/staff-page.tsx')) },
      { path: PATHS.audit, element: page(() => import('../features/audit/audit-page.tsx')) },
      {
        path: PATHS.hospitals,
        element: page(() => import('../features/hospitals/hospitals-page.tsx')),
      },
      {
        path: PATHS.schedules,
        element: page(() => import('../features/schedules/schedules-page.tsx')),
      },
      {
        path: PATHS.bookings,
        element: page(() => import('../features/bookings/bookings-page.tsx')),
      },
      {
        path: PATHS.refunds,
        element: page(() => import('../features/refunds/refunds-page.tsx')),
      },
      {
        path: PATHS.complaints,
        element: page(() => import('../features/complaints/complaints-page.tsx')),
      },
      { path: PATHS.settings, element: <SettingsRoute /> },
      {
        path: PATHS.reconciliation,
        element: page(() => import('../features/reconciliation/reconciliation-page.tsx')),
      },
      // The dashboard (docs/dashboard.md): its charting library loads with it, never on the first page.
      {
        path: PATHS.dashboard,
        element: page(() => import('../features/dashboard/dashboard-page.tsx')),
      },
      // Lectures and the medical guide (docs/health-content.md#editing).
      {
        path: PATHS.contentLectures,
        element: page(() => import('../features/content/lectures-page.tsx')),
      },
      {
        path: PATHS.contentLecture,
        element: page(() => import('../features/content/lectures-page.tsx')),
      },
      {
        path: PATHS.contentGuide,
        element: page(() => import('../features/content/guide-page.tsx')),
      },
      // The content editors (docs/console-content.md).
      {
        path: PATHS.notices,
        element: page(() => import('../features/notices/notices-page.tsx')),
      },
      {
        path: PATHS.questionnaires,
        element: page(() => import('../features/questionnaires/questionnaires-page.tsx')),
      },
      {
        path: PATHS.packages,
        element: page(() => import('../features/packages/packages-page.tsx')),
      },
      { path: '*', element: <Navigate to={PATHS.overview} replace /> },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes, { basename: BASENAME });
