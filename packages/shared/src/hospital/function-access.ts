import type { HospitalConfig } from '../config/hospital-config.ts';

/**
 * Which hospital function each call of the API belongs to, and the calls whose sign-in follows a page rule: the one
 * table the server enforces before any handler runs and the OpenAPI document shows as `x-function`
 * (docs/function-access.md). Every operationId of the document is listed here exactly once; a test holds it.
 */

/** The hospital function modules (hospital.json `functions`, isUse '1' = open). */
export const FUNCTION_MODULE_IDS = [
  'appointment',
  'same-day',
  'appointment-record',
  'recharge-out',
  'recharge-in',
  'outpatient-bill',
  'patient',
  'query-report',
  'query-payment',
  'query-prescription',
  'query-price',
  'query-discharge-medicine',
  'query-pathology',
  'query-payment-day',
  'inpatient',
  'self-admission',
  'in-payment',
  'leave-discharge',
  'medical-settle-form',
  'electronic-invoice',
  'case-mail',
  'cloud-film',
  'lecture',
  'medical-guide',
  'instructions',
  'out-questionnaire',
  'in-questionnaire',
  'physical-booking',
  'physical-group',
  'complaint',
] as const;
export type FunctionModuleId = (typeof FUNCTION_MODULE_IDS)[number];

/** Booking: advance appointments and same-day registration share the booking pages and their calls. */
const BOOKING: FunctionModuleId[] = ['appointment', 'same-day'];

/** Calls that belong to one function: closed there, they answer FUNC001. */
export const FUNCTION_CALLS: Partial<Record<FunctionModuleId, readonly string[]>> = {
  'appointment-record': ['getAppointmentRecords'],
  'recharge-out': ['getBookingTopUpQuote', 'startBookingTopUp'],
  'outpatient-bill': ['getOutpatientBills', 'payBillByCard', 'payBillByQr'],
  patient: ['getPatientHolders', 'revokePatientHolder', 'unbindPatient', 'getPatientAccessLog'],
  'query-report': ['getReports', 'getReport', 'getReportTrend', 'getReportPdf'],
  'query-payment': ['getFees', 'getFee'],
  'query-prescription': ['getPrescriptions', 'getPrescription'],
  'query-price': ['getPrices', 'getPrice'],
  'query-discharge-medicine': ['getDischargeMedicines', 'getDischargeMedicine'],
  'query-pathology': ['getPathologies', 'getPathology'],
  'query-payment-day': ['getStays', 'getDailyBill'],
  inpatient: ['getInpatientHome', 'getInpatientStay'],
  'self-admission': ['selfAdmission'],
  'electronic-invoice': ['getInvoices', 'getInvoice', 'getInvoicePdf'],
  'case-mail': [
    'getCaseMailSettings',
    'getCaseMailStays',
    'getCaseMailVisits',
    'getCaseMails',
    'createCaseMail',
    'payCaseMailByQr',
    'cancelCaseMail',
  ],
  'cloud-film': [
    'getFilmStudies',
    'getFilmStudy',
    'createFilmShare',
    'getFilmShares',
    'revokeFilmShare',
    'openFilmShare',
    'getFilmImage',
  ],
  lecture: ['getLectureCategories', 'getLectureList', 'getLectureInfo', 'readLecture'],
  'medical-guide': ['getMedicalGuide', 'searchSymptomDepartments'],
  instructions: ['getNoticeDocuments', 'acceptNoticeDocument'],
  'physical-booking': ['createPhysicalBooking'],
  'physical-group': ['checkPhysicalGroup', 'createPhysicalGroup'],
  complaint: ['getComplaints', 'getComplaint', 'createComplaint'],
};

/** Calls several functions share: open while any of them is open, FUNC001 once all are closed. */
export const SHARED_FUNCTION_CALLS: readonly {
  anyOf: readonly FunctionModuleId[];
  calls: readonly string[];
}[] = [
  {
    // The booking pages' own reads and the waiting list. (The weekly schedule also feeds the waiting-room screen.)
    anyOf: BOOKING,
    calls: [
      'getDepartmentInfo',
      'getDoctorList',
      'getDoctorDetail',
      'getDoctorSchedules',
      'getDoctorSyncDetail',
      'getChooseDoctorList',
      'searchDoctor',
      'getAppointment',
      'joinCandidate',
      'getCandidates',
    ],
  },
  {
    // What acts on a booking already made (pay, cancel, check in, its record): reached from booking and from the
    // record list, so a hospital that stops taking bookings still lets patients settle the ones they hold.
    anyOf: [...BOOKING, 'appointment-record'],
    calls: [
      'getAppointmentRecord',
      'getAppointmentCost',
      'ordinaryTransmitLogin',
      'robotizationDeductionAppointment',
      'getCancelOutlook',
      'cancelAppointment',
      'deleteAppointmentRecord',
      'pcRegisterScanQR',
      'checkIn',
      'getQueuePosition',
    ],
  },
  {
    // Settling a stay: the discharge page and the inpatient payment page are the same page.
    anyOf: ['leave-discharge', 'in-payment'],
    calls: ['settleStay'],
  },
  {
    anyOf: ['physical-booking', 'physical-group'],
    calls: [
      'getPhysicalPackages',
      'getPhysicalDates',
      'getPhysicalBookings',
      'payPhysicalBookingByQr',
      'cancelPhysicalBooking',
      'getPhysicalReport',
    ],
  },
  {
    // The questionnaire's kind is known only once it is read: the service checks that kind's function.
    anyOf: ['out-questionnaire', 'in-questionnaire'],
    calls: ['getQuestionnaireInfo', 'submitQuestionnaire'],
  },
];

/**
 * Calls whose function is named by a field of their input: the value picks the module; a value not in the map
 * (or none) needs any of the map's modules open, unless `otherwise` names one.
 */
export const INPUT_FUNCTION_CALLS: readonly {
  field: { in: 'query' | 'body'; name: string };
  modules: Readonly<Record<string, FunctionModuleId>>;
  otherwise?: FunctionModuleId;
  calls: readonly string[];
}[] = [
  {
    field: { in: 'body', name: 'isToday' },
    modules: { '1': 'same-day' },
    otherwise: 'appointment',
    calls: ['createAppointment'],
  },
  {
    field: { in: 'query', name: 'clinicType' },
    modules: { '1': 'recharge-out', '2': 'recharge-in' },
    calls: ['getRechargeOverview', 'getRechargeRecords'],
  },
  {
    field: { in: 'body', name: 'clinicType' },
    modules: { '1': 'recharge-out', '2': 'recharge-in' },
    calls: ['getQrcodeOutTradeNoForPayCard'],
  },
  {
    field: { in: 'query', name: 'kind' },
    modules: { out: 'out-questionnaire', in: 'in-questionnaire' },
    calls: ['getQuestionnaireList'],
  },
];

/**
 * Calls of no function: the hospital's own information, sign-in and the account, the patients and cards booking
 * needs, payments and messages, uploads, the waiting-room schedule, the look-up lists, the pay gateway, the demo
 * outbox and the hospital's operator calls. A closed function never refuses them.
 */
export const NO_FUNCTION_CALLS: readonly string[] = [
  'getHospitalList',
  'getHospitalInformation',
  'getHospitalAreaInformation',
  'getHospitalFunctionInformation',
  'getHospitalMenuInformation',
  'getHospitalConfigInformation',
  'getHospitalDigitalInformation',
  'getTipInformation',
  'getStaticCaption',
  'getMessageCatalogue',
  'getHospitalLogo',
  // A lecture's uploaded video or poster: a public file, like the logo (the lecture naming it is what the function gates).
  'getLectureMedia',
  'getIp',
  'getHospitalConfigInformationEncrypted',
  'sendVerifyCode',
  'register',
  'resetPassword',
  'changePassword',
  'loginByPassword',
  'loginBySms',
  'logout',
  'getCurrentUser',
  'getUserPhysicalLeader',
  'getPatientInfoByCondition',
  'addPatient',
  'sendPatientBindCode',
  'updatePatient',
  'setDefaultPatient',
  'getCardInfoByCondition',
  'getCardBalance',
  'obtainCardBalanceUpV2',
  'checkCardNoV2',
  'pcEntireScheduleInfoByCondition',
  'storePaymentParameter',
  'getPaymentParameter',
  'getPayOrder',
  'getPayChannels',
  'outGetEncodeQrcode',
  'switchPayChannel',
  'getMessages',
  'readMessage',
  'readAllMessages',
  'getMessagePreferences',
  'setMessagePreferences',
  'getOssPrivateResourceUrl',
  'getOssFile',
  'uploadOssFile',
  'getDictionary',
  // One agreement or instruction: the sign-up page shows the registration agreements through it.
  'getNoticeDocument',
  'getScanTransaction',
  'confirmScanTransaction',
  'getDevSmsOutbox',
  'stopHisSession',
  'callNextPatient',
  'issueAdmissionNotice',
  'orderDischarge',
  'advanceHisCaseMail',
];

/** A boolean hospital config key. */
type FlagKey = {
  [K in keyof HospitalConfig]: HospitalConfig[K] extends boolean ? K : never;
}[keyof HospitalConfig];

/**
 * Calls open to signed-out callers except where a hospital flag makes their page a signed-in page: there a
 * signed-out call answers C024. 'choose doctor' is the root page where `pcEntranceArea` is off, and that root page
 * needs sign-in; where it is on, the root page is the public 'choose expert type' and the list stays public, like
 * the other schedule reads.
 */
export const CONDITIONAL_SIGN_IN: Readonly<
  Record<string, { config: FlagKey; signInWhen: boolean }>
> = {
  getChooseDoctorList: { config: 'pcEntranceArea', signInWhen: false },
};

/** How one call belongs to the hospital's functions. */
export type FunctionAccess =
  | { kind: 'none' }
  | { kind: 'anyOf'; modules: readonly FunctionModuleId[] }
  | {
      kind: 'input';
      field: { in: 'query' | 'body'; name: string };
      modules: Readonly<Record<string, FunctionModuleId>>;
      otherwise?: FunctionModuleId;
    };

function buildAccess(): Map<string, FunctionAccess> {
  const entries: [string, FunctionAccess][] = [
    ...Object.entries(FUNCTION_CALLS).flatMap(([moduleId, calls]) =>
      calls.map((c): [string, FunctionAccess] => [
        c,
        { kind: 'anyOf', modules: [moduleId as FunctionModuleId] },
      ]),
    ),
    ...SHARED_FUNCTION_CALLS.flatMap(({ anyOf, calls }) =>
      calls.map((c): [string, FunctionAccess] => [c, { kind: 'anyOf', modules: anyOf }]),
    ),
    ...INPUT_FUNCTION_CALLS.flatMap(({ calls, ...rule }) =>
      calls.map((c): [string, FunctionAccess] => [c, { kind: 'input', ...rule }]),
    ),
    ...NO_FUNCTION_CALLS.map((c): [string, FunctionAccess] => [c, { kind: 'none' }]),
  ];
  return new Map(entries);
}

/** Every listed call with its rule; a call listed twice keeps its last rule (the table test refuses that). */
export const FUNCTION_ACCESS: ReadonlyMap<string, FunctionAccess> = buildAccess();

/** Every operationId the table lists, once per listing (so a test can find duplicates). */
export function listedOperationIds(): string[] {
  return [
    ...Object.values(FUNCTION_CALLS).flatMap((calls) => [...calls]),
    ...SHARED_FUNCTION_CALLS.flatMap(({ calls }) => calls),
    ...INPUT_FUNCTION_CALLS.flatMap(({ calls }) => calls),
    ...NO_FUNCTION_CALLS,
  ];
}

/**
 * The modules of which at least one must be open for this call with this input; empty = no function. `input` holds
 * the call's query and body as validated.
 */
export function requiredModules(
  access: FunctionAccess,
  input: { query?: unknown; body?: unknown },
): readonly FunctionModuleId[] {
  if (access.kind === 'none') return [];
  if (access.kind === 'anyOf') return access.modules;
  const source = input[access.field.in];
  const raw =
    source !== null && typeof source === 'object'
      ? (source as Record<string, unknown>)[access.field.name]
      : undefined;
  const picked = raw === undefined || raw === null ? undefined : access.modules[String(raw)];
  if (picked) return [picked];
  return access.otherwise ? [access.otherwise] : [...new Set(Object.values(access.modules))];
}

/** What the OpenAPI document shows as `x-function` of a call (undefined for a call of no function). */
export function functionExtension(operationId: string):
  | {
      anyOf?: readonly FunctionModuleId[];
      byInput?: {
        in: 'query' | 'body';
        name: string;
        modules: Readonly<Record<string, FunctionModuleId>>;
        otherwise?: FunctionModuleId;
      };
      signInWhen?: { config: string; is: boolean };
    }
  | undefined {
  const access = FUNCTION_ACCESS.get(operationId);
  const signIn = CONDITIONAL_SIGN_IN[operationId];
  const signInWhen = signIn && { config: signIn.config, is: signIn.signInWhen };
  if (!access || access.kind === 'none') return signInWhen && { signInWhen };
  if (access.kind === 'anyOf') return { anyOf: access.modules, ...(signInWhen && { signInWhen }) };
  return {
    byInput: {
      ...access.field,
      modules: access.modules,
      ...(access.otherwise && { otherwise: access.otherwise }),
    },
    ...(signInWhen && { signInWhen }),
  };
}
