/**
 * Every action the patient access log records, by what it is. Reads ('read') of an account's own patient are kept
 * once per account, patient, action and hospital day, so browsing the portal does not bury what matters; changes,
 * payments, links, exports and downloads, and opening through a shared link are kept every time. Each action has a
 * label in the message catalogues (ui.accessAction.<action>).
 */
export const ACCESS_ACTIONS = {
  // The patients page and the cards.
  list: 'read',
  'card-info': 'read',
  'card-balance': 'read',
  'card-check': 'read',
  holders: 'read',
  add: 'change',
  link: 'change',
  update: 'change',
  'set-default': 'change',
  unbind: 'change',
  revoke: 'change',
  // Bookings, bills and payments.
  book: 'change',
  'waitlist-join': 'change',
  'check-in': 'change',
  'card-debit': 'change',
  'bill-qr': 'change',
  'bills-unpaid': 'read',
  'bills-paid': 'read',
  'recharge-overview': 'read',
  'recharge-records': 'read',
  'card-topup': 'change',
  invoices: 'read',
  invoice: 'read',
  'invoice-pdf': 'export',
  // Inpatient care and case-record copies.
  'inpatient-home': 'read',
  'inpatient-stay': 'read',
  'self-admission': 'change',
  stays: 'read',
  'daily-bill': 'read',
  'case-mails': 'read',
  'case-mail-stays': 'read',
  'case-mail-visits': 'read',
  'case-mail': 'read',
  'case-mail-qr': 'change',
  'case-mail-cancel': 'change',
  // Physical exams and questionnaires.
  'physical-book': 'change',
  'physical-cancel': 'change',
  'physical-report': 'read',
  questionnaires: 'read',
  questionnaire: 'read',
  'questionnaire-answer': 'change',
  // The hospital's records.
  reports: 'read',
  report: 'read',
  'report-trend': 'read',
  'report-pdf': 'export',
  fees: 'read',
  fee: 'read',
  prescriptions: 'read',
  prescription: 'read',
  'discharge-medicines': 'read',
  'discharge-medicine': 'read',
  pathologies: 'read',
  pathology: 'read',
  films: 'read',
  film: 'read',
  'film-share': 'change',
  'film-share-revoke': 'change',
  'film-shared-link': 'shared',
  // The hospital's staff in the console: a patient's details shown unmasked, kept every time.
  'staff-view': 'export',
} as const satisfies Record<string, 'read' | 'change' | 'export' | 'shared'>;

export type AccessAction = keyof typeof ACCESS_ACTIONS;

/** A read, kept once a day per account and patient; false for every other action, and for one this list does not know. */
export const isAccessRead = (action: string): boolean =>
  Object.hasOwn(ACCESS_ACTIONS, action) && ACCESS_ACTIONS[action as AccessAction] === 'read';
