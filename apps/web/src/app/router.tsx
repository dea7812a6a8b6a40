import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { FullPageSpinner } from '../components/full-page-spinner.tsx';
import { currentLanguage, loadWholeCatalogue } from '../lib/i18n.ts';
import { withTimeout } from '../lib/lazy-page.ts';
import { registerNavigation } from '../lib/navigation.ts';
import { SCAN_PAY_PREFIX } from '../lib/paths.ts';
import { useSessionStore } from '../stores/session-store.ts';
import { FIRST_PAGES } from './first-pages.ts';
import { homeLoader, hospitalLoader, pageLoader, rootLoader } from './loaders.ts';
import {
  BARE_ROUTES,
  FRAME_ROUTE_ID,
  FRAME_ROUTES,
  type PageKind,
  type PageRoute,
} from './route-table.ts';
import { HospitalLayout } from './routes/hospital-layout.tsx';
import { RootLayout } from './routes/root-layout.tsx';
import { RouteError } from './routes/route-error.tsx';

/** Every page is its own chunk (docs/architecture.md#the-web-app), loaded with the chunk time-out. */
type PageModule = () => Promise<{ Component: ComponentType }>;

const PAGES: Record<PageKind, PageModule> = {
  login: withTimeout(() => import('./routes/login.tsx')),
  register: withTimeout(() => import('./routes/register.tsx')),
  patients: withTimeout(() => import('./routes/patients.tsx')),
  multiPatient: withTimeout(() => import('./routes/multi-patient.tsx')),
  area: withTimeout(() => import('./routes/area.tsx')),
  bare: withTimeout(() => import('./routes/bare.tsx')),
  depart: withTimeout(() => import('./routes/depart.tsx')),
  doctor: withTimeout(() => import('./routes/doctor.tsx')),
  confirm: withTimeout(() => import('./routes/confirm.tsx')),
  complete: withTimeout(() => import('./routes/complete.tsx')),
  search: withTimeout(() => import('./routes/search.tsx')),
  record: withTimeout(() => import('./routes/record.tsx')),
  recordInfo: withTimeout(() => import('./routes/record-info.tsx')),
  payment: withTimeout(() => import('./routes/payment.tsx')),
  rechargeHome: withTimeout(() => import('./routes/recharge-home.tsx')),
  rechargeTopUp: withTimeout(() => import('./routes/recharge-top-up.tsx')),
  rechargeRecord: withTimeout(() => import('./routes/recharge-record.tsx')),
  bills: withTimeout(() => import('./routes/bills.tsx')),
  reportList: withTimeout(() => import('./routes/report-list.tsx')),
  reportDetail: withTimeout(() => import('./routes/report-detail.tsx')),
  pathologyList: withTimeout(() => import('./routes/pathology-list.tsx')),
  pathologyDetail: withTimeout(() => import('./routes/pathology-detail.tsx')),
  priceList: withTimeout(() => import('./routes/price-list.tsx')),
  priceDetail: withTimeout(() => import('./routes/price-detail.tsx')),
  prescriptionList: withTimeout(() => import('./routes/prescription-list.tsx')),
  prescriptionDetail: withTimeout(() => import('./routes/prescription-detail.tsx')),
  dischargeList: withTimeout(() => import('./routes/discharge-medicine-list.tsx')),
  dischargeDetail: withTimeout(() => import('./routes/discharge-medicine-detail.tsx')),
  feeList: withTimeout(() => import('./routes/fee-list.tsx')),
  feeDetail: withTimeout(() => import('./routes/fee-detail.tsx')),
  dailyBill: withTimeout(() => import('./routes/daily-bill.tsx')),
  filmList: withTimeout(() => import('./routes/film-list.tsx')),
  filmStudy: withTimeout(() => import('./routes/film-study.tsx')),
  filmShared: withTimeout(() => import('./routes/film-shared.tsx')),
  visitTimeline: withTimeout(() => import('./routes/visit-timeline.tsx')),
  electronicInvoice: withTimeout(() => import('./routes/electronic-invoice.tsx')),
  caseMail: withTimeout(() => import('./routes/case-mail.tsx')),
  complaintSuggest: withTimeout(() => import('./routes/complaint-suggest.tsx')),
  physicalBooking: withTimeout(() => import('./routes/physical-booking.tsx')),
  physicalGroup: withTimeout(() => import('./routes/physical-group-register.tsx')),
  physicalReport: withTimeout(() => import('./routes/physical-report.tsx')),
  inpatientHome: withTimeout(() => import('./routes/inpatient-home.tsx')),
  selfAdmission: withTimeout(() => import('./routes/self-admission.tsx')),
  leaveDischarge: withTimeout(() => import('./routes/leave-discharge.tsx')),
  settleForm: withTimeout(() => import('./routes/settle-form.tsx')),
  lectureHome: withTimeout(() => import('./routes/lecture-home.tsx')),
  lectureArticle: withTimeout(() => import('./routes/lecture-article.tsx')),
  lectureVideo: withTimeout(() => import('./routes/lecture-video.tsx')),
  medicalGuide: withTimeout(() => import('./routes/medical-guide.tsx')),
  instructions: withTimeout(() => import('./routes/instructions.tsx')),
  outQuestionnaire: withTimeout(() => import('./routes/out-questionnaire.tsx')),
  inQuestionnaire: withTimeout(() => import('./routes/in-questionnaire.tsx')),
  questionnaireAnswer: withTimeout(() => import('./routes/questionnaire-answer.tsx')),
  questionnaireThanks: withTimeout(() => import('./routes/questionnaire-thanks.tsx')),
};

const firstPages = new Set<PageKind>(FIRST_PAGES);

/** A page outside FIRST_PAGES: its module and the rest of the catalogue, so it never shows a key. */
const withWholeCatalogue = <T,>(load: () => Promise<T>) =>
  withTimeout(() =>
    Promise.all([load(), loadWholeCatalogue(currentLanguage())]).then(([page]) => page),
  );

const pageRoute = (route: PageRoute): RouteObject => ({
  path: route.path.slice(1),
  handle: route,
  loader: pageLoader(route),
  lazy: firstPages.has(route.page) ? PAGES[route.page] : withWholeCatalogue(PAGES[route.page]),
});

export const routes: RouteObject[] = [
  {
    id: 'root',
    Component: RootLayout,
    loader: rootLoader,
    HydrateFallback: FullPageSpinner,
    ErrorBoundary: RouteError,
    children: [
      { path: 'hospitals', lazy: withTimeout(() => import('./routes/hospitals.tsx')) },
      { path: 'error', lazy: withTimeout(() => import('./routes/error.tsx')) },
      // The pay gateway's page for the payer's phone: no hospital, no sign-in, no hospital loader.
      {
        path: `${SCAN_PAY_PREFIX.slice(1)}/:token`,
        lazy: withWholeCatalogue(withTimeout(() => import('./routes/scan-payment.tsx'))),
      },
      {
        id: 'hospital',
        Component: HospitalLayout,
        loader: hospitalLoader,
        children: [
          ...BARE_ROUTES.map(pageRoute),
          {
            // The frame (menu, dropdowns, float buttons) is its own chunk: the chooser and bare pages never load it.
            id: FRAME_ROUTE_ID,
            lazy: withTimeout(() => import('./routes/frame-layout.tsx')),
            children: [
              {
                index: true,
                loader: homeLoader,
                lazy: withTimeout(() => import('./routes/home.tsx')),
              },
              ...FRAME_ROUTES.map(pageRoute),
              {
                path: '*',
                lazy: withWholeCatalogue(withTimeout(() => import('./routes/not-found.tsx'))),
              },
            ],
          },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  const router = createBrowserRouter(routes);
  // The request layer redirects on 403/401/status 0 through the router, after the login was cleared.
  registerNavigation({
    navigate: (to) => {
      useSessionStore.getState().refresh();
      void router.navigate(to, { replace: true });
    },
    currentPath: () => {
      const location = router.state.navigation.location ?? router.state.location;
      return location.pathname + location.search;
    },
  });
  return router;
}
