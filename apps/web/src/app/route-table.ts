import type { HospitalConfig } from '@portal/shared';

/**
 * The route table (login requirement and title), plus the function-menu targets.
 * One entry per page; the router (router.tsx) turns each into a guarded, code-split route. Pages that later
 * issues fill are placeholders until then: they only need `page` set to their own module.
 */

/** A hospital config flag that decides whether a page needs sign-in. */
export type LoginConfigKey = {
  [K in keyof HospitalConfig]: HospitalConfig[K] extends boolean ? K : never;
}[keyof HospitalConfig];

/**
 * 'mode3': /login/register needs sign-in when the query mode is 3, otherwise not.
 * `{ config }`: required where the hospital's config flag is on; the guard reads the flag's config group before
 * deciding.
 */
export type LoginRule = 'none' | 'required' | 'mode3' | { config: LoginConfigKey };

export type PageKind =
  | 'login'
  | 'register'
  | 'area'
  | 'patients'
  | 'multiPatient'
  | 'bare'
  | 'depart'
  | 'doctor'
  | 'confirm'
  | 'complete'
  | 'search'
  | 'record'
  | 'recordInfo'
  | 'payment'
  | 'rechargeHome'
  | 'rechargeTopUp'
  | 'rechargeRecord'
  | 'bills'
  | 'reportList'
  | 'reportDetail'
  | 'pathologyList'
  | 'pathologyDetail'
  | 'priceList'
  | 'priceDetail'
  | 'prescriptionList'
  | 'prescriptionDetail'
  | 'dischargeList'
  | 'dischargeDetail'
  | 'feeList'
  | 'feeDetail'
  | 'dailyBill'
  | 'filmList'
  | 'filmStudy'
  | 'filmShared'
  | 'electronicInvoice'
  | 'caseMail'
  | 'physicalBooking'
  | 'physicalGroup'
  | 'physicalReport'
  | 'inpatientHome'
  | 'selfAdmission'
  | 'leaveDischarge'
  | 'settleForm'
  | 'visitTimeline'
  | 'complaintSuggest'
  | 'lectureHome'
  | 'lectureArticle'
  | 'lectureVideo'
  | 'medicalGuide'
  | 'instructions'
  | 'outQuestionnaire'
  | 'inQuestionnaire'
  | 'questionnaireAnswer'
  | 'questionnaireThanks';

export interface PageRoute {
  path: string;
  login: LoginRule;
  /** Only users whose leader flag is '1' may use it; others see the permission message. */
  leader?: boolean;
  titleKey: string;
  /** The page this one sits under in the breadcrumb. */
  parent?: string;
  page: PageKind;
  /**
   * Feature access: the hospital function module the page belongs to. Where the hospital's list lacks
   * it or has it closed (isUse ≠ '1'), the page answers 'this function is not open yet' instead — also when the URL is
   * typed directly, not only from the menu. A list: any one of them open is enough (the booking pages serve advance
   * appointments and same-day registration alike).
   */
  moduleId?: string | readonly string[];
}

/** The booking pages: advance appointments and same-day registration share them. */
const BOOKING = ['appointment', 'same-day'] as const;

/**
 * "/recharge/out/homepage — children: recharge, record", and its inpatient twin (function-menu target
 * /recharge/in/homepage/recharge, inpatient slug in-recharge). Each page belongs to the hospital's recharge module.
 */
const rechargeRoutes = (
  slug: 'out' | 'in',
  titleKey: string,
  topUpTitleKey: string,
  moduleId: string,
): PageRoute[] => {
  const home = `/recharge/${slug}/homepage`;
  return [
    { path: home, login: 'required', titleKey, page: 'rechargeHome', moduleId },
    // Each top-up page names what it tops up: the inpatient one is opened straight from the menu, where a bare
    // 'Top up' would not say which balance it is.
    {
      path: `${home}/recharge`,
      login: 'required',
      titleKey: topUpTitleKey,
      parent: home,
      page: 'rechargeTopUp',
      moduleId,
    },
    {
      path: `${home}/record`,
      login: 'required',
      titleKey: 'ui.rechargeRecord',
      parent: home,
      page: 'rechargeRecord',
      moduleId,
    },
  ];
};

/** /query/report and its detail child: both belong to the hospital's report-query module. */
const reportRoutes = (): PageRoute[] => [
  {
    path: '/query/report',
    login: 'required',
    titleKey: 'ui.queryReport',
    page: 'reportList',
    moduleId: 'query-report',
  },
  {
    path: '/query/report/detail',
    login: 'required',
    titleKey: 'ui.queryReportDetail',
    parent: '/query/report',
    page: 'reportDetail',
    moduleId: 'query-report',
  },
];

/** /query/prescription and /query/discharge-medicine with their detail children, each in its own module. */
const medicineRoutes = (slug: 'prescription' | 'discharge-medicine'): PageRoute[] => {
  const [list, detail, titleKey, moduleId] =
    slug === 'prescription'
      ? ([
          'prescriptionList',
          'prescriptionDetail',
          'ui.queryPrescription',
          'query-prescription',
        ] as const)
      : ([
          'dischargeList',
          'dischargeDetail',
          'ui.queryDischargeMedicine',
          'query-discharge-medicine',
        ] as const);
  return [
    { path: `/query/${slug}`, login: 'required', titleKey, page: list, moduleId },
    {
      path: `/query/${slug}/detail`,
      login: 'required',
      titleKey: `${titleKey}Detail`,
      parent: `/query/${slug}`,
      page: detail,
      moduleId,
    },
  ];
};

/** /query/pathology and /query/price with their detail children, each in its hospital's module; all signed in. */
const pathologyPriceRoutes = (): PageRoute[] => [
  {
    path: '/query/pathology',
    login: 'required',
    titleKey: 'ui.queryPathology',
    page: 'pathologyList',
    moduleId: 'query-pathology',
  },
  {
    path: '/query/pathology/detail',
    login: 'required',
    titleKey: 'ui.queryPathologyDetail',
    parent: '/query/pathology',
    page: 'pathologyDetail',
    moduleId: 'query-pathology',
  },
  {
    path: '/query/price',
    login: 'required',
    titleKey: 'ui.queryPrice',
    page: 'priceList',
    moduleId: 'query-price',
  },
  {
    path: '/query/price/detail',
    login: 'required',
    titleKey: 'ui.queryPriceDetail',
    parent: '/query/price',
    page: 'priceDetail',
    moduleId: 'query-price',
  },
];

/**
 * Function-menu targets /other/multi-patient/out-questionnaire and /in-questionnaire: the
 * list, one questionnaire's answer page and the thanks page, each in the hospital's questionnaire module of its kind.
 * The outpatient one is a mode of the multi-patient route (the patient is picked first), so it has its own entry.
 */
const questionnaireRoutes = (kind: 'out' | 'in', home: string, titleKey: string): PageRoute[] => {
  const moduleId = `${kind}-questionnaire`;
  return [
    {
      path: home,
      login: 'required',
      titleKey,
      page: kind === 'out' ? 'outQuestionnaire' : 'inQuestionnaire',
      moduleId,
    },
    {
      path: `${home}/answer`,
      login: 'required',
      titleKey: 'ui.questionnaireAnswer',
      parent: home,
      page: 'questionnaireAnswer',
      moduleId,
    },
    // The thanks page says thanks in its body; its title and trail are the questionnaire's (no second 'thank you').
    { path: `${home}/thanks`, login: 'required', titleKey, page: 'questionnaireThanks', moduleId },
  ];
};

/** Routes inside the frame (header, function bar, floating widget, footer). The root route is separate (home loader). */
export const FRAME_ROUTES: PageRoute[] = [
  { path: '/homepage/payment', login: 'none', titleKey: 'ui.payment', page: 'payment' },
  { path: '/login', login: 'none', titleKey: 'ui.signInTitle', page: 'login' },
  { path: '/login/register', login: 'mode3', titleKey: 'ui.register', page: 'register' },
  {
    path: '/appointment/area',
    login: 'none',
    titleKey: 'ui.selectExpertType',
    page: 'area',
    moduleId: BOOKING,
  },
  {
    path: '/appointment/depart',
    login: 'required',
    titleKey: 'ui.selectDoctor',
    parent: '/appointment/area',
    page: 'depart',
    moduleId: BOOKING,
  },
  {
    path: '/appointment/doctor',
    login: 'required',
    titleKey: 'ui.selectSourceNumber',
    parent: '/appointment/depart',
    page: 'doctor',
    moduleId: BOOKING,
  },
  {
    path: '/appointment/confirm',
    login: 'required',
    titleKey: 'ui.confirmAppointment',
    parent: '/appointment/doctor',
    page: 'confirm',
    moduleId: BOOKING,
  },
  {
    path: '/appointment/complete',
    login: 'required',
    titleKey: 'ui.appointmentSucceeded',
    page: 'complete',
    moduleId: BOOKING,
  },
  {
    path: '/appointment/record',
    login: 'required',
    titleKey: 'ui.registrationAppointmentRecord',
    page: 'record',
    moduleId: 'appointment-record',
  },
  {
    path: '/appointment/record-info',
    login: 'required',
    titleKey: 'ui.appointmentRecordInfo',
    parent: '/appointment/record',
    page: 'recordInfo',
    moduleId: 'appointment-record',
  },
  {
    path: '/appointment/search',
    login: 'required',
    titleKey: 'ui.searchDoctor',
    parent: '/appointment/depart',
    page: 'search',
    moduleId: BOOKING,
  },
  {
    path: '/appointment/multiple/record',
    login: 'required',
    titleKey: 'ui.multipleAppointmentRecord',
    page: 'visitTimeline',
    moduleId: 'appointment-record',
  },
  ...rechargeRoutes('out', 'ui.outpatientRecharge', 'ui.topUpOutpatientCard', 'recharge-out'),
  ...rechargeRoutes('in', 'ui.inpatientRecharge', 'ui.topUpInpatientDeposit', 'recharge-in'),
  {
    path: '/payment/outpatient',
    login: 'required',
    titleKey: 'ui.outpatientPayment',
    page: 'bills',
    moduleId: 'outpatient-bill',
  },
  {
    path: '/other/multi-patient/:mode',
    login: 'required',
    titleKey: 'ui.multiPatient',
    page: 'multiPatient',
  },
  // Instructions (notice documents and acceptances), the medical guide, and the lectures with their children.
  {
    path: '/other/instructions',
    login: 'required',
    titleKey: 'ui.instructions',
    page: 'instructions',
    moduleId: 'instructions',
  },
  {
    path: '/other/medical-guide',
    login: 'none',
    titleKey: 'ui.medicalGuide',
    page: 'medicalGuide',
    moduleId: 'medical-guide',
  },
  {
    path: '/lecture/homepage',
    login: 'none',
    titleKey: 'ui.healthLecture',
    page: 'lectureHome',
    moduleId: 'lecture',
  },
  {
    path: '/lecture/homepage/article',
    login: 'none',
    titleKey: 'ui.lectureArticles',
    parent: '/lecture/homepage',
    page: 'lectureArticle',
    moduleId: 'lecture',
  },
  {
    path: '/lecture/homepage/video',
    login: 'none',
    titleKey: 'ui.lectureVideos',
    parent: '/lecture/homepage',
    page: 'lectureVideo',
    moduleId: 'lecture',
  },
  {
    path: '/patient/out/homepage',
    login: 'required',
    titleKey: 'ui.patientManagement',
    page: 'patients',
    moduleId: 'patient',
  },
  ...medicineRoutes('prescription'),
  // Payment query: the list and its detail belong to the hospital's payment-query module.
  {
    path: '/query/payment',
    login: 'required',
    titleKey: 'ui.queryPayment',
    page: 'feeList',
    moduleId: 'query-payment',
  },
  {
    path: '/query/payment/detail',
    login: 'required',
    titleKey: 'ui.queryPaymentDetail',
    parent: '/query/payment',
    page: 'feeDetail',
    moduleId: 'query-payment',
  },
  ...reportRoutes(),
  ...medicineRoutes('discharge-medicine'),
  ...pathologyPriceRoutes(),
  {
    path: '/query/payment-day',
    login: 'required',
    titleKey: 'ui.queryPaymentDay',
    page: 'dailyBill',
    moduleId: 'query-payment-day',
  },
  // Cloud film: the list, a study, and the page a share link opens (no sign-in: the link and its code are the key).
  {
    path: '/query/cloud-film',
    login: 'required',
    titleKey: 'ui.queryCloudFilm',
    page: 'filmList',
    moduleId: 'cloud-film',
  },
  {
    path: '/query/cloud-film/study',
    login: 'required',
    titleKey: 'ui.filmStudyTitle',
    parent: '/query/cloud-film',
    page: 'filmStudy',
    moduleId: 'cloud-film',
  },
  {
    path: '/query/cloud-film/shared',
    login: 'none',
    titleKey: 'ui.filmSharedTitle',
    page: 'filmShared',
    moduleId: 'cloud-film',
  },
  // Linked from the inpatient home.
  {
    path: '/inpatient/electronic-invoice',
    login: 'required',
    titleKey: 'ui.electronicInvoice',
    page: 'electronicInvoice',
    moduleId: 'electronic-invoice',
  },
  {
    path: '/inpatient/case',
    login: 'required',
    titleKey: 'ui.caseMail',
    page: 'caseMail',
    moduleId: 'case-mail',
  },
  // The stay (inpatient slugs self-admission, in-payment, leave-discharge, overall-planning, medical-settle-form).
  {
    path: '/inpatient/homepage',
    login: 'required',
    titleKey: 'ui.inpatientHome',
    page: 'inpatientHome',
    moduleId: 'inpatient',
  },
  {
    path: '/inpatient/self-admission',
    login: 'required',
    titleKey: 'ui.selfAdmission',
    parent: '/inpatient/homepage',
    page: 'selfAdmission',
    moduleId: 'self-admission',
  },
  // Paying the balance of a stay is part of settling it: /inpatient/payment is the discharge settlement page under
  // the in-payment module, so it carries that page's one name.
  {
    path: '/inpatient/payment',
    login: 'required',
    titleKey: 'ui.leaveDischarge',
    parent: '/inpatient/homepage',
    page: 'leaveDischarge',
    moduleId: 'in-payment',
  },
  {
    path: '/inpatient/leave-discharge',
    login: 'required',
    titleKey: 'ui.leaveDischarge',
    parent: '/inpatient/homepage',
    page: 'leaveDischarge',
    moduleId: 'leave-discharge',
  },
  {
    path: '/inpatient/settle-form',
    login: 'required',
    titleKey: 'ui.medicalSettleForm',
    parent: '/inpatient/homepage',
    page: 'settleForm',
    moduleId: 'medical-settle-form',
  },
  // A patient's booking, a leader's group and reports.
  {
    path: '/physical/booking',
    login: 'required',
    titleKey: 'ui.physicalPackages',
    page: 'physicalBooking',
    moduleId: 'physical-booking',
  },
  {
    path: '/physical/group-register',
    login: 'required',
    titleKey: 'ui.physicalGroupRegister',
    page: 'physicalGroup',
    leader: true,
    moduleId: 'physical-group',
  },
  {
    path: '/physical/report',
    login: 'required',
    titleKey: 'ui.physicalReport',
    page: 'physicalReport',
    leader: true,
    moduleId: 'physical-group',
  },
  ...questionnaireRoutes('out', '/other/multi-patient/out-questionnaire', 'ui.outQuestionnaire'),
  ...questionnaireRoutes('in', '/in-questionnaire', 'ui.inQuestionnaire'),
  {
    path: '/complaint-suggest',
    login: 'required',
    titleKey: 'ui.complaintSuggest',
    page: 'complaintSuggest',
    moduleId: 'complaint',
  },
];

/** The route whose pages are drawn in the frame (header, function bar, footer). */
export const FRAME_ROUTE_ID = 'frame';

/**
 * Routes rendered bare, without the frame. The scan-to-pay page is not
 * here: it belongs to the pay gateway, not to a hospital, and router.tsx mounts it outside the hospital layout.
 */
export const BARE_ROUTES: PageRoute[] = [
  { path: '/appointment/schedule', login: 'none', titleKey: 'ui.schedule', page: 'bare' },
];

export const ROOT_TITLE_KEYS = { area: 'ui.chooseExpertType', doctor: 'ui.chooseDoctor' } as const;

export function findRoute(path: string): PageRoute | undefined {
  return [...FRAME_ROUTES, ...BARE_ROUTES].find((r) => r.path === path);
}
