/**
 * The server's modules (apps/server/src/modules) as a stack, bottom → top: a production file of a module imports only
 * modules listed before its own (eslint/server-boundaries.js checks it; docs/server-modules.md explains the stack).
 * A module that is not listed may neither import nor be imported: a new module is added here, above everything it
 * calls and below everything that calls it, with the reason it sits there.
 *
 * @type {ReadonlyArray<readonly [module: string, why: string]>}
 */
export const SERVER_LAYERS = [
  ['liveness', 'the liveness and readiness probes: they read the database connection, no module'],
  ['sms', 'the SMS sender port: every module that texts gets the sender from the composition root'],
  ['paygateway', 'the pay gateway port and its sandbox: payments and the purposes call it'],
  ['uploads', 'uploaded files and their signed URLs: complaints attach them'],
  ['catalogue', "the mirror of the HIS's departments and doctors: the schedule reads it"],
  [
    'translations',
    "a hospital's content in other languages: every module that answers text reads it",
  ],
  ['hospital', 'hospitals, their config and functions: nearly every call checks them'],
  ['platform', "the caller's address and the encrypted config call: over the hospital's config"],
  [
    'dictionary',
    "the HIS's look-up lists: queries, physical exams, case mail and the guide label codes",
  ],
  [
    'schedule',
    'sessions and numbers from the weekly rules: bookings, search and the guide read them',
  ],
  ['search', 'the search of departments and doctors: over the schedule'],
  [
    'notice-documents',
    'the versioned agreements and instructions and who accepted which: auth needs the registration agreements',
  ],
  [
    'health-education',
    'lectures and the medical guide: the guide names departments of the schedule',
  ],
  ['auth', 'accounts, sessions, codes and passwords: every signed-in call needs the user'],
  [
    'staff',
    "the console's staff, their sessions and invitations, and the audit log: it reuses auth's limiter and password hashing",
  ],
  [
    'settings',
    "the console's settings editors, their versions and hospital onboarding: over the hospital's tables, audited by staff",
  ],
  ['patients', "the user's patients and cards: every call about a patient checks it is the user's"],
  [
    'queries',
    "the patient's records in the HIS (reports, fees, prescriptions, films…): read per patient",
  ],
  [
    'questionnaires',
    'the outpatient and inpatient questionnaires: of the visits and stays the queries read',
  ],
  ['invoices', "electronic invoices: printed with the queries' PDF tools"],
  [
    'message-centre',
    "notices (events, outbox, notify) and the user's messages: payments, bookings and the waitlist create them",
  ],
  [
    'payments',
    'orders, the gateway, settlement and refunds: every module that takes money calls it',
  ],
  ['recharge', 'card top-ups, a payment purpose: a booking tops up the card it pays from'],
  ['bills', 'outpatient bills paid by card or QR: a payment purpose over the HIS bills'],
  [
    'inpatient',
    'the inpatient stay, its deposit and settlement: payment purposes over the HIS stay',
  ],
  [
    'bookings',
    'appointments, records, the waitlist and cancellation: they pay, refund and send notices',
  ],
  ['case-mail', 'case-record copies by mail: a payment purpose refunded like a booking'],
  ['physical', 'physical-exam bookings: they reuse the booking checks and refunds'],
  ['reminders', 'reminders and the notice jobs: they read the bookings they remind of'],
  [
    'operator',
    "the hospital's session cancel and the sandbox HIS's staff desk: a cancelled session refunds bookings and sends notices",
  ],
  ['his-events', "sessions the HIS stops: cancelled through the operator's session cancel"],
  ['complaints', 'complaints and suggestions with photos: they attach uploads'],
  [
    'account',
    "the account calls' answers: auth's sign-in plus the physical-exam group leader flag",
  ],
  [
    'operations',
    "the hospital's daily operations in the console: over the session cancel, complaints, notices and questionnaires",
  ],
  // Above physical, questionnaires and notice-documents, whose tables it edits through their services, and above
  // staff for the audit log; a module of its own rather than more of operations, whose calls are the day's work.
  [
    'content-forms',
    "the console's content editors: notice drafts and versions, the questionnaire builder, the portal's word on exam packages",
  ],
  [
    'content',
    "lectures and the medical guide edited in the console: over health-education's tables and uploads, audited by staff",
  ],
  [
    'reconciliation',
    "the gateway's statement matched with the orders, and the exports: reads payments and bookings, audited by staff",
  ],
  // The console's dashboard reads bookings, orders and complaints in aggregate; it owns no table and nothing calls it.
  ['dashboard', "the console's dashboard figures: a read-only view over the hospital's tables"],
];

/** Each module's height in the stack: 0 at the bottom. */
export const LAYER_OF = new Map(SERVER_LAYERS.map(([module], height) => [module, height]));
