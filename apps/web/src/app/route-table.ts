/**
 * The route table of SPEC §2 (login requirement and title), plus the function-menu targets it mentions.
 * One entry per page; the router (router.tsx) turns each into a guarded, code-split route. Pages that later
 * issues fill are placeholders until then: they only need `page` set to their own module.
 */

/** 'mode3': SPEC §2 "/login/register — required when query mode is 3, otherwise none". */
export type LoginRule = 'none' | 'required' | 'mode3';

export type PageKind =
  | 'placeholder' | 'login' | 'register' | 'area' | 'patients' | 'multiPatient' | 'bare'
  | 'depart' | 'doctor' | 'confirm' | 'complete' | 'search' | 'record' | 'recordInfo' | 'payment'
  | 'rechargeHome' | 'rechargeTopUp' | 'rechargeRecord' | 'bills' | 'reportList' | 'reportDetail';

export interface PageRoute {
  path: string;
  login: LoginRule;
  /** SPEC §2/§6: only users whose leader flag is '1' may use it; others see the permission message. */
  leader?: boolean;
  titleKey: string;
  /** The page this one sits under in the breadcrumb. */
  parent?: string;
  page: PageKind;
  /**
   * SPEC §5 Feature access: the hospital function module (SPEC §3) the page belongs to. Where the hospital's list lacks
   * it or has it closed (isUse ≠ '1'), the page answers 'this function is not open yet' instead — also when the URL is
   * typed directly, not only from the menu (SPEC §2 Navigator).
   */
  moduleId?: string;
}

const placeholder = (path: string, login: LoginRule, titleKey: string, parent?: string): PageRoute => ({ path, login, titleKey, parent, page: 'placeholder' });

/** SPEC §2 "/query/… each has a child detail route". */
const queryWithDetail = (slug: string, titleKey: string): PageRoute[] => [
  placeholder(`/query/${slug}`, 'required', titleKey),
  placeholder(`/query/${slug}/detail`, 'required', `${titleKey}Detail`, `/query/${slug}`),
];

/**
 * SPEC §2 "/recharge/out/homepage — children: recharge, record", and its inpatient twin (SPEC §2 function-menu target
 * /recharge/in/homepage/recharge, inpatient slug in-recharge). Each page belongs to the hospital's recharge module.
 */
const rechargeRoutes = (slug: 'out' | 'in', titleKey: string, moduleId: string): PageRoute[] => {
  const home = `/recharge/${slug}/homepage`;
  return [
    { path: home, login: 'required', titleKey, page: 'rechargeHome', moduleId },
    { path: `${home}/recharge`, login: 'required', titleKey: 'ui.recharge', parent: home, page: 'rechargeTopUp', moduleId },
    { path: `${home}/record`, login: 'required', titleKey: 'ui.rechargeRecord', parent: home, page: 'rechargeRecord', moduleId },
  ];
};

/** SPEC §2 /query/report and its detail child (issue 12): both belong to the hospital's report-query module. */
const reportRoutes = (): PageRoute[] => [
  { path: '/query/report', login: 'required', titleKey: 'ui.queryReport', page: 'reportList', moduleId: 'query-report' },
  { path: '/query/report/detail', login: 'required', titleKey: 'ui.queryReportDetail', parent: '/query/report', page: 'reportDetail', moduleId: 'query-report' },
];

/** Routes inside the frame (header, function bar, floating widget, footer). The root route is separate (home loader). */
export const FRAME_ROUTES: PageRoute[] = [
  { path: '/homepage/payment', login: 'none', titleKey: 'ui.payment', page: 'payment' },
  { path: '/login', login: 'none', titleKey: 'ui.signInTitle', page: 'login' },
  { path: '/login/register', login: 'mode3', titleKey: 'ui.register', page: 'register' },
  { path: '/appointment/area', login: 'none', titleKey: 'ui.selectExpertType', page: 'area' },
  { path: '/appointment/depart', login: 'required', titleKey: 'ui.selectDoctor', parent: '/appointment/area', page: 'depart' },
  { path: '/appointment/doctor', login: 'required', titleKey: 'ui.selectSourceNumber', parent: '/appointment/depart', page: 'doctor' },
  { path: '/appointment/confirm', login: 'required', titleKey: 'ui.confirmAppointment', parent: '/appointment/doctor', page: 'confirm' },
  { path: '/appointment/complete', login: 'required', titleKey: 'ui.appointmentSucceeded', page: 'complete' },
  { path: '/appointment/record', login: 'required', titleKey: 'ui.registrationAppointmentRecord', page: 'record' },
  { path: '/appointment/record-info', login: 'required', titleKey: 'ui.appointmentRecordInfo', parent: '/appointment/record', page: 'recordInfo' },
  { path: '/appointment/search', login: 'required', titleKey: 'ui.searchDoctor', parent: '/appointment/depart', page: 'search' },
  placeholder('/appointment/multiple/record', 'required', 'ui.multipleAppointmentRecord'),
  ...rechargeRoutes('out', 'ui.outpatientRecharge', 'recharge-out'),
  ...rechargeRoutes('in', 'ui.inpatientRecharge', 'recharge-in'),
  { path: '/payment/outpatient', login: 'required', titleKey: 'ui.outpatientPayment', page: 'bills', moduleId: 'outpatient-bill' },
  { path: '/other/multi-patient/:mode', login: 'required', titleKey: 'ui.multiPatient', page: 'multiPatient' },
  placeholder('/other/instructions', 'required', 'ui.instructions'),
  placeholder('/other/medical-guide', 'none', 'ui.medicalGuide'),
  placeholder('/lecture/homepage', 'none', 'ui.healthLecture'),
  placeholder('/lecture/homepage/article', 'none', 'ui.lectureArticles', '/lecture/homepage'),
  placeholder('/lecture/homepage/video', 'none', 'ui.lectureVideos', '/lecture/homepage'),
  { path: '/patient/out/homepage', login: 'required', titleKey: 'ui.patientManagement', page: 'patients' },
  ...queryWithDetail('prescription', 'ui.queryPrescription'),
  ...queryWithDetail('payment', 'ui.queryPayment'),
  ...reportRoutes(),
  ...queryWithDetail('discharge-medicine', 'ui.queryDischargeMedicine'),
  ...queryWithDetail('pathology', 'ui.queryPathology'),
  ...queryWithDetail('price', 'ui.queryPrice'),
  placeholder('/query/payment-day', 'required', 'ui.queryPaymentDay'),
  placeholder('/query/cloud-film', 'required', 'ui.queryCloudFilm'),
  { ...placeholder('/physical/group-register', 'required', 'ui.physicalGroupRegister'), leader: true },
  { ...placeholder('/physical/report', 'required', 'ui.physicalReport'), leader: true },
  placeholder('/in-questionnaire', 'required', 'ui.inQuestionnaire'),
  placeholder('/complaint-suggest', 'required', 'ui.complaintSuggest'),
];

/**
 * Routes rendered bare, without the frame (SPEC §2 "The schedule route renders bare"). The scan-to-pay page is not
 * here: it belongs to the pay gateway, not to a hospital, and router.tsx mounts it outside the hospital layout.
 */
export const BARE_ROUTES: PageRoute[] = [
  { path: '/appointment/schedule', login: 'none', titleKey: 'ui.schedule', page: 'bare' },
];

export const ROOT_TITLE_KEYS = { area: 'ui.chooseExpertType', doctor: 'ui.chooseDoctor' } as const;

export function findRoute(path: string): PageRoute | undefined {
  return [...FRAME_ROUTES, ...BARE_ROUTES].find((r) => r.path === path);
}
