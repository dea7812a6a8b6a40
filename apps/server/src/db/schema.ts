import type { ColumnType, Generated } from 'kysely';
import type { CardState, HosId, PayChannelName, PayPurpose } from '@portal/shared';
import type { StaffRole } from '@portal/shared/console';

/** Kysely's view of the tables (snake_case as stored; DTOs at the boundary turn them into the API's camelCase). */
type Json<T> = ColumnType<T, string, string>;

export interface HospitalTable {
  hos_id: HosId;
  hos_name: string;
  enabled: Generated<boolean>;
  logo: string | null;
  theme: Json<Record<string, string>>;
  time_zone: Generated<string>;
  created_at: Generated<Date>;
}
export interface HospitalAreaTable {
  hos_id: HosId;
  area_id: string;
  area_name: string;
  address: string;
  photo: string | null;
  sort: number;
}
export interface FunctionModuleTable {
  hos_id: HosId;
  module_id: string;
  module_name: string;
  alias: string;
  subtitle: string;
  is_use: '0' | '1';
  sort: number;
}
export interface MenuGroupTable {
  hos_id: HosId;
  group_id: string;
  title: string;
  assembly: string;
  enabled: boolean;
  sort: number;
  compare: string;
}
export interface MenuItemTable {
  hos_id: HosId;
  group_id: string;
  item_id: string;
  alias: string;
  url: string;
  sort: number;
  remark: string;
  params: Json<Record<string, string>>;
}
export interface ConfigItemTable {
  hos_id: HosId;
  config_type: string;
  config_key: string;
  config_value: string;
}
export interface DigitalItemTable {
  hos_id: HosId;
  type_key: string;
  item_order: number;
  title: string;
  content: string;
}
export interface TipTable {
  hos_id: HosId;
  tip_id: string;
  guide_title: string;
  guide_content: string;
  show_type: number;
  button_content: string;
  button_type: number;
  button_ext: Json<Record<string, unknown>>;
  show_ext: Json<Record<string, unknown>>;
}
export interface CaptionOverrideTable {
  hos_id: HosId;
  lang: string;
  message_key: string;
  text: string;
}
/** Migration 0027: a hospital's content in a language other than its columns' (modules/translations). */
export interface ContentTranslationTable {
  hos_id: HosId;
  lang: string;
  kind: string;
  ref: string;
  field: string;
  text: string;
}
export interface StaticCaptionTable {
  hos_id: HosId;
  name: string;
  content: Json<unknown>;
  updated_at: Generated<Date>;
}
/** Migration 0044: each saved version of one kind of a hospital's settings (modules/settings). */
export interface SettingVersionTable {
  hos_id: HosId;
  kind: string;
  version: number;
  content: Json<unknown>;
  saved_by: string | null;
  saved_by_name: string;
  saved_at: Generated<Date>;
  restored_from: number | null;
}
/** Migration 0044: the logos uploaded in the console, attached so the upload sweeper keeps them. */
export interface HospitalLogoTable {
  hos_id: HosId;
  file_id: string;
  created_at: Generated<Date>;
}
export interface HisDepartmentTable {
  hos_id: HosId;
  dept_id: string;
  parent_id: string | null;
  dept_name: string;
  introduce: string | null;
  sort: number;
}
export interface HisDoctorTable {
  hos_id: HosId;
  doctor_id: string;
  dept_id: string;
  doctor_name: string;
  doctor_title: string;
  picture: string | null;
  skill: string | null;
  is_stop: boolean;
}
export interface HisScheduleRuleTable {
  hos_id: HosId;
  rule_id: string;
  area_id: string;
  business_type: string;
  dept_id: string;
  doctor_id: string;
  weekday: number;
  noon_code: string;
  reg_fee: ColumnType<string, number | bigint | string, number | bigint | string>;
  capacity: number;
}
/** Migration 0018: the portal's mirror of the HIS catalogue (modules/catalogue syncs it); `withdrawn` = the HIS no longer lists it. */
export interface DepartmentTable {
  hos_id: HosId;
  dept_id: string;
  parent_id: string | null;
  dept_name: string;
  introduce: string | null;
  sort: number;
  withdrawn: Generated<boolean>;
}
export interface DoctorTable {
  hos_id: HosId;
  doctor_id: string;
  dept_id: string;
  doctor_name: string;
  doctor_title: string;
  picture: string | null;
  skill: string | null;
  is_stop: boolean;
  withdrawn: Generated<boolean>;
}
export interface ScheduleRuleTable {
  hos_id: HosId;
  rule_id: string;
  area_id: string;
  business_type: string;
  dept_id: string;
  doctor_id: string;
  weekday: number;
  noon_code: string;
  reg_fee: Fen;
  capacity: number;
}

/** Tables (migration 0002). Money columns are bigint fen: pg returns text, PGlite numbers — read with Number(). */
type Fen = ColumnType<string | number, number | string, number | string>;
/** Fen that may be absent (a side of a reconciliation mismatch that has no amount). */
type NullableFen = ColumnType<
  string | number | null,
  number | string | null,
  number | string | null
>;
export interface AppUserTable {
  hos_id: HosId;
  user_id: string;
  phone: string;
  password_hash: string;
  created_at: Generated<Date>;
  password_changed_at: Generated<Date>;
  /** Migration 0026: the language of the last sign-in, for texts sent while nobody is asking. */
  language: Generated<string | null>;
}
export interface AuthSessionTable {
  hos_id: HosId;
  token_hash: string;
  user_id: string;
  created_at: Generated<Date>;
  expires_at: Date;
  revoked_at: Date | null;
}
export interface VerifyCodeTable {
  hos_id: HosId;
  id: string;
  phone: string;
  purpose: string;
  code_hash: string;
  created_at: Generated<Date>;
  expires_at: Date;
  attempts: Generated<number>;
  consumed_at: Date | null;
}
export interface SmsOutboxTable {
  hos_id: HosId;
  id: Generated<string | number>;
  phone: string;
  text: string;
  created_at: Generated<Date>;
}
export interface PatientTable {
  hos_id: HosId;
  patient_id: string;
  user_id: string;
  patient_name: string;
  cert_type: number;
  cert_no: string;
  phone: string;
  relation: number;
  sex: number;
  /** A calendar date: select it with to_char(…, 'YYYY-MM-DD'), never as a zone-dependent Date. */
  birth_date: ColumnType<string, string, string>;
  is_default: Generated<boolean>;
  created_at: Generated<Date>;
  unbound_at: Date | null;
  /** Migration 0008: set when the link to the hospital's record was proven; only such a row reaches the cards. */
  his_linked_at: Generated<Date | null>;
  link_proof: Generated<'sms' | 'pin' | 'seed' | 'migrated' | null>;
}
export interface PatientAccessLogTable {
  hos_id: HosId;
  id: Generated<string | number>;
  user_id: string;
  patient_id: string;
  action: string;
  ip: string;
  at: Generated<Date>;
  /** Migration 0040: the hospital day of a read (one per account, patient, action and day); null for every other action. */
  read_day: Generated<string | null>;
  /** Migration 0046: set when a hospital staff member acted (user_id `staff:<staff id>`): their name then. */
  staff_name: Generated<string | null>;
}
export interface PhysicalLeaderTable {
  hos_id: HosId;
  phone: string;
}
export interface HisCardTable {
  hos_id: HosId;
  card_id: string;
  card_no: string;
  clinic_type: number;
  card_type: number;
  cert_type: number;
  cert_no: string;
  patient_name: string;
  state: CardState;
  balance: Fen;
  /** Migration 0012: the hospital settles this patient at the window. */
  poverty_relief: Generated<boolean>;
}
/** Migration 0012: the built-in HIS's outpatient bills and their items, and its inpatient stays. */
export interface HisBillTable {
  hos_id: HosId;
  bill_id: string;
  cert_type: number;
  cert_no: string;
  dept_name: string;
  doctor_name: string;
  issued_at: Date;
  amount: Fen;
  state: Generated<'unpaid' | 'paid'>;
  paid_at: Date | null;
  paid_by: 'card' | 'qr' | null;
  /** Migration 0020: the request (the portal's order number) that settled the bill. */
  paid_key: Generated<string | null>;
}
export interface HisBillItemTable {
  hos_id: HosId;
  bill_id: string;
  seq: number;
  name: string;
  spec: string;
  quantity: ColumnType<string, string | number, string | number>;
  unit: string;
  price: Fen;
  amount: Fen;
}
export interface HisInpatientStayTable {
  hos_id: HosId;
  card_id: string;
  ward: string;
  bed: string;
  dept_name: string;
  doctor_name: string;
  admitted_on: ColumnType<string, string, string>;
  discharged_on: ColumnType<string | null, string | null, string | null>;
  /** Migration 0030: the admission, the discharge order and the settlement (made once, by settle_key). */
  notice_id: Generated<string | null>;
  identity: Generated<string | null>;
  contact_name: Generated<string | null>;
  contact_phone: Generated<string | null>;
  insurance_type: Generated<string | null>;
  simulated: Generated<boolean>;
  discharge_ordered_on: ColumnType<string | null, string | null | undefined, string | null>;
  discharge_mode: Generated<string | null>;
  settle_key: Generated<string | null>;
  settled_at: Generated<Date | null>;
  settled_total: SettledFen;
  settled_insurance: SettledFen;
  settled_self_pay: SettledFen;
  settled_deposit: SettledFen;
}
/** Fen set once at settlement (migration 0030). */
type SettledFen = ColumnType<
  string | number | null,
  number | string | null | undefined,
  number | string | null
>;
/** Migration 0030: the built-in HIS's admission notices. */
export interface HisAdmissionNoticeTable {
  hos_id: HosId;
  notice_id: string;
  cert_type: number;
  cert_no: string;
  patient_name: string;
  dept_name: string;
  ward: string;
  doctor_name: string;
  diagnosis: Generated<string>;
  arrive_on: ColumnType<string, string, string>;
  issued_at: Generated<Date>;
  admitted_card_id: Generated<string | null>;
  admitted_on: ColumnType<string | null, string | null | undefined, string | null>;
}
/** Migration 0030: the sandbox gateway's partial refunds, each once by its refund number. */
export interface GatewayRefundTable {
  hos_id: HosId;
  out_refund_no: string;
  out_trade_no: string;
  amount: Fen;
  refunded_at: Generated<Date>;
}
/** Migration 0030: a deposit_refund order's parts (source null = paid out at the cashier's window). */
export interface InpatientRefundPartTable {
  hos_id: HosId;
  refund_order_no: string;
  seq: number;
  source_out_trade_no: string | null;
  amount: Fen;
  out_refund_no: string;
  done_at: Date | null;
}
/** Migration 0008: the built-in HIS's record of a person; phone and PIN (argon2) may be unknown. */
export interface HisPatientTable {
  hos_id: HosId;
  cert_type: number;
  cert_no: string;
  patient_name: string;
  phone: string | null;
  pin_hash: string | null;
}
/** Migration 0013: the built-in HIS's dictionaries and reports (apps/server/src/his/sandbox only). */
/** Migration 0040: the built-in HIS's names in other languages (his/sandbox only). */
export interface HisTermTable {
  hos_id: HosId;
  lang: string;
  term: string;
  text: string;
}
export interface HisDictionaryTable {
  hos_id: HosId;
  code: string;
  value: string;
  label: string;
  label_zh: string | null;
  sort: number;
}
export interface HisReportTable {
  hos_id: HosId;
  report_id: string;
  cert_type: number;
  cert_no: string;
  patient_name: string;
  source: 'out' | 'in';
  kind: 'lab' | 'exam';
  report_type: string;
  title: string;
  dept_name: string;
  doctor_name: string;
  specimen: Generated<string>;
  sampled_at: Date | null;
  reported_at: Date;
  findings: Generated<string>;
  conclusion: Generated<string>;
}
export interface HisReportItemTable {
  hos_id: HosId;
  report_id: string;
  seq: number;
  code: string;
  name: string;
  result: string;
  unit: Generated<string>;
  low: number | null;
  high: number | null;
  range_text: Generated<string>;
}
/** Migration 0015: the built-in HIS's paid outpatient fees and inpatient daily items (his/sandbox only). */
export interface HisFeeTable {
  hos_id: HosId;
  fee_id: string;
  cert_type: number;
  cert_no: string;
  dept_name: string;
  doctor_name: string;
  payment_type: string;
  pay_mode: string;
  paid_at: Date;
  amount: Fen;
  invoice_no: string;
  refunded_at: Date | null;
}
export interface HisFeeItemTable {
  hos_id: HosId;
  fee_id: string;
  seq: number;
  category: string;
  name: string;
  spec: Generated<string>;
  quantity: ColumnType<string, string | number, string | number>;
  unit: Generated<string>;
  price: Fen;
  amount: Fen;
}
export interface HisStayDayItemTable {
  hos_id: HosId;
  card_id: string;
  admitted_on: ColumnType<string, string, string>;
  day: ColumnType<string, string, string>;
  seq: number;
  category: string;
  name: string;
  spec: Generated<string>;
  quantity: ColumnType<string, string | number, string | number>;
  unit: Generated<string>;
  price: Fen;
  amount: Fen;
}
/** Migration 0014: the built-in HIS's prescriptions and discharge medicine (apps/server/src/his/sandbox only). */
export interface HisPrescriptionTable {
  hos_id: HosId;
  prescription_id: string;
  cert_type: number;
  cert_no: string;
  patient_name: string;
  issued_at: Date;
  dept_name: string;
  doctor_name: string;
  diagnosis: Generated<string>;
  status: string;
  total_amount: Fen;
}
export interface HisPrescriptionItemTable {
  hos_id: HosId;
  prescription_id: string;
  seq: number;
  drug_name: string;
  specification: string;
  dose: string;
  dose_unit: string;
  route: string;
  frequency: string;
  days: number;
  quantity: ColumnType<string, string | number, string | number>;
  quantity_unit: string;
  unit_price: Fen;
  amount: Fen;
}
export interface HisDischargeTable {
  hos_id: HosId;
  stay_id: string;
  cert_type: number;
  cert_no: string;
  patient_name: string;
  admitted_on: ColumnType<string, string, string>;
  discharged_on: ColumnType<string, string, string>;
  dept_name: string;
  doctor_name: string;
  discharge_diagnosis: Generated<string>;
}
export interface HisDischargeItemTable {
  hos_id: HosId;
  stay_id: string;
  seq: number;
  drug_name: string;
  specification: string;
  dose: string;
  frequency: string;
  days: number;
  quantity: string;
  instructions: Generated<string>;
}
export interface HisCardLedgerTable {
  hos_id: HosId;
  entry_id: Generated<string | number>;
  card_id: string;
  amount: Fen;
  balance_after: Fen;
  kind: string;
  ref: string;
  created_at: Generated<Date>;
  /** Migration 0020: the request (order or refund number) that made the entry; one entry per key. */
  idem_key: string | null;
}
/** Migration 0020: keys voided at the sandbox HIS: they never move money. */
export interface HisCardVoidTable {
  hos_id: HosId;
  idem_key: string;
  voided_at: Generated<Date>;
}

/** Schedule tables (migration 0003): dated sessions generated from his_schedule_rule, and their source numbers. */
export interface ScheduleSessionTable {
  hos_id: HosId;
  schedule_id: string;
  area_id: string;
  business_type: string;
  dept_id: string;
  doctor_id: string;
  rule_id: string;
  /** A calendar date: select it with to_char(…, 'YYYY-MM-DD'), never as a zone-dependent Date. */
  session_date: ColumnType<string, string, string>;
  noon_code: string;
  reg_fee: Fen;
  capacity: number;
  created_at: Generated<Date>;
  /** Migration 0022: set once when the hospital cancels the session (its bookings turn hosState 4). */
  cancelled_at: Generated<Date | null>;
  cancel_reason: Generated<string | null>;
}
/** Migration 0023: check-in, the queue number per session, and the sandbox HIS's queue. */
export interface SessionQueueCounterTable {
  hos_id: HosId;
  schedule_id: string;
  last_queue_no: Generated<number>;
}
export interface AppointmentCheckInTable {
  hos_id: HosId;
  appoint_id: string;
  schedule_id: string;
  queue_no: number;
  checked_in_at: Generated<Date>;
  his_notified_at: Date | null;
  /** Migration 0026: when the checked-in booking was cancelled (set in the cancel's transaction), and when the HIS queue learnt it. */
  withdraw_due_at: Generated<Date | null>;
  his_withdrawn_at: Generated<Date | null>;
}
export interface CheckInKeyTable {
  hos_id: HosId;
  user_id: string;
  key: string;
  appoint_id: string;
  created_at: Generated<Date>;
}
export interface HisQueueTicketTable {
  hos_id: HosId;
  visit_key: string;
  session_key: string;
  queue_no: number;
  session_start: Date;
  created_at: Generated<Date>;
  withdrawn_at: Generated<Date | null>;
}
/** Migration 0026: the sandbox HIS's manual calls per session (the highest number the doctor has called). */
export interface HisQueueCallTable {
  hos_id: HosId;
  session_key: string;
  called: number;
}
/** Migration 0025: the sandbox HIS's stopped sessions, and the stops the portal has read and applied. */
export interface HisSessionStopTable {
  hos_id: HosId;
  stop_id: string;
  doctor_id: string;
  /** A calendar date: select it with to_char(…, 'YYYY-MM-DD'), never as a zone-dependent Date. */
  session_date: ColumnType<string, string, string>;
  noon_code: string;
  reason: string;
  stopped_at: Generated<Date>;
}
export interface SessionStopHandledTable {
  hos_id: HosId;
  stop_id: string;
  doctor_id: string;
  /** A calendar date: select it with to_char(…, 'YYYY-MM-DD'), never as a zone-dependent Date. */
  session_date: ColumnType<string, string, string>;
  noon_code: string;
  reason: string;
  stopped_at: Date;
  recorded_at: Generated<Date>;
  applied_at: Date | null;
}
/** Migration 0024: the message centre, the notice outbox and reminder preferences. */
export interface UserMessageTable {
  hos_id: HosId;
  message_id: string;
  user_id: string;
  patient_id: string | null;
  kind: string;
  title: string;
  body: string;
  link: string | null;
  dedupe_key: string;
  created_at: Generated<Date>;
  read_at: Date | null;
  /** Migration 0026: title and body are catalogue keys rendered with these parameters in the reader's language. */
  params: ColumnType<Record<string, string | number>, string | undefined, string>;
}
export interface NoticeOutboxTable {
  hos_id: HosId;
  dedupe_key: string;
  phone: string;
  text: string;
  /** The kind of text and its template parameters (docs/sms.md); null on rows queued before they were kept. */
  sms_kind: string | null;
  sms_params: ColumnType<
    Record<string, string | number> | null,
    string | null | undefined,
    string | null
  >;
  due_at: Date;
  claimed_at: Date | null;
  sent_at: Date | null;
  attempts: Generated<number>;
  created_at: Generated<Date>;
}
export interface MessagePreferenceTable {
  hos_id: HosId;
  user_id: string;
  kind: string;
  sms: boolean;
  message: boolean;
}
export interface SourceNumberTable {
  hos_id: HosId;
  schedule_id: string;
  number_id: string;
  seq: number;
  start_time: string;
  end_time: string;
  status: Generated<'free' | 'taken'>;
  appoint_id: string | null;
}

/** Booking tables (migration 0004). */
export interface AppointmentTable {
  hos_id: HosId;
  appoint_id: string;
  user_id: string;
  patient_id: string;
  schedule_id: string;
  number_id: string;
  dept_id: string;
  doctor_id: string;
  area_id: string;
  business_type: string;
  /** A calendar date: select it with to_char(…, 'YYYY-MM-DD'), never as a zone-dependent Date. */
  session_date: ColumnType<string, string, string>;
  noon_code: string;
  reg_fee: Fen;
  patient_card_id: Generated<string>;
  state: '1' | '3' | 'cancelled';
  hos_state: Generated<string>;
  is_dopay: '0' | '1';
  is_today: '0' | '1';
  candidate_flag: Generated<'0' | '1'>;
  op_time: Generated<Date>;
  cancelled_at: Date | null;
  deleted_at: Date | null;
  /**
   * Migration 0005: only with state 'cancelled'; 'expired' does not count toward the anti-scalping blocks (null =
   * patient). Migration 0047: 'hospital', a staff refund (docs/refunds.md), does not count either.
   */
  cancel_reason: Generated<'patient' | 'expired' | 'hospital' | null>;
  /** Migration 0011: the hospital's serial of the visit day, assigned by the database on insert. */
  serial: Generated<number>;
}
/** Migration 0011: the last serial given per hospital and visit day. */
export interface AppointmentSerialTable {
  hos_id: HosId;
  session_date: ColumnType<string, string, string>;
  last_serial: number;
}
export interface IdempotencyKeyTable {
  hos_id: HosId;
  user_id: string;
  key: string;
  appoint_id: string;
  created_at: Generated<Date>;
}
export interface CandidateTable {
  hos_id: HosId;
  candidate_id: string;
  user_id: string;
  patient_id: string;
  schedule_id: string;
  state: Generated<'waiting' | 'promoted' | 'left'>;
  appoint_id: string | null;
  created_at: Generated<Date>;
  /** Migration 0021: the patient's outpatient card when joining ('' without one), for the booking a promotion makes. */
  patient_card_id: Generated<string>;
}

/** Pay orders (migration 0005): a state machine with an append-only event per transition. */
export type PayOrderState = 'created' | 'paying' | 'paid' | 'refunding' | 'refunded' | 'closed';
export interface PayOrderTable {
  hos_id: HosId;
  out_trade_no: string;
  appoint_id: string | null;
  card_id: string | null;
  user_id: string;
  business_type: number;
  method: 'card' | 'qr';
  amount: Fen;
  state: Generated<PayOrderState>;
  /** Migration 0012: what the order pays for; bill_id for an outpatient bill. */
  purpose: PayPurpose;
  bill_id: string | null;
  paid_at: Date | null;
  refunded_at: Date | null;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
  /** Migration 0007: the QR content issued while a QR order is paying. */
  qr_content: Generated<string | null>;
  /** Migration 0020: when what the paid order paid for reached the HIS (card credited, bill settled). */
  delivered_at: Generated<Date | null>;
  /** Migration 0007: when settlement last asked the gateway about it. */
  checked_at: Generated<Date | null>;
  /** Migration 0029: the stay (inpatient_settlement, deposit_refund) or case-mail request (case_mail) it is about. */
  subject_id: Generated<string | null>;
  /** Migration 0053: the QR pay channel the order was opened with; null for a card order and until a QR is issued. */
  channel: Generated<PayChannelName | null>;
  /** Migration 0053: the subject the QR was issued with (a switch of channel issues the same). */
  qr_subject: Generated<string | null>;
}
export interface PayOrderEventTable {
  hos_id: HosId;
  event_id: Generated<string | number>;
  out_trade_no: string;
  from_state: PayOrderState | null;
  to_state: PayOrderState;
  at: Generated<Date>;
  note: Generated<string>;
}
export interface PayIdempotencyKeyTable {
  hos_id: HosId;
  user_id: string;
  key: string;
  appoint_id: string;
  created_at: Generated<Date>;
}

/** Migration 0006: the sandbox gateway's own table (modules/paygateway only). */
export interface GatewayTransactionTable {
  token: string;
  hos_id: HosId;
  out_trade_no: string;
  merchant: string;
  subject: string;
  amount: Fen;
  state: Generated<GatewayState>;
  trade_no: string | null;
  notify_url: string;
  attempts: Generated<number>;
  next_attempt_at: Date | null;
  acknowledged_at: Date | null;
  paid_at: Date | null;
  created_at: Generated<Date>;
  /** Migration 0007: set once when the merchant refunds. */
  out_refund_no: Generated<string | null>;
  refunded_at: Generated<Date | null>;
}
export type GatewayState = 'pending' | 'paid' | 'closed' | 'refunded';
/** Migration 0006: storePaymentParameter, read back by the pay result page. */
export interface PaymentParameterTable {
  hos_id: HosId;
  out_trade_no: string;
  params: Json<Record<string, string>>;
  updated_at: Generated<Date>;
}

/** Migration 0010: an address (keyed hash) the account has signed in from. */
export interface TrustedAddressTable {
  hos_id: HosId;
  user_id: string;
  address_hash: string;
  last_success_at: Generated<Date>;
}

/** Migration 0016: the built-in HIS's pathology results and public price catalogue (his/sandbox only). */
export interface HisPathologyTable {
  hos_id: HosId;
  pathology_id: string;
  pathology_no: string;
  cert_type: number;
  cert_no: string;
  patient_name: string;
  dept_name: string;
  doctor_name: string;
  specimen: string;
  specimen_type: string;
  received_at: Date | null;
  reported_at: Date;
  gross_description: Generated<string>;
  microscopic_description: Generated<string>;
  diagnosis: string;
  conclusion: Generated<string>;
  markers: ColumnType<{ name: string; result: string }[], string, string>;
}
export interface HisPriceItemTable {
  hos_id: HosId;
  code: string;
  name: string;
  name_en: Generated<string>;
  search_name: string;
  initials: string;
  category: string;
  specification: Generated<string>;
  form: Generated<string>;
  unit: string;
  price: Fen;
  manufacturer: Generated<string>;
  origin: Generated<string>;
  insurance_class: 'A' | 'B' | 'self';
  remark: Generated<string>;
}
/** Migration 0017: the built-in HIS's imaging studies and their images (files shipped with the sandbox). */
export interface HisFilmStudyTable {
  hos_id: HosId;
  study_id: string;
  accession_no: string;
  cert_type: number;
  cert_no: string;
  patient_name: string;
  modality: 'CT' | 'MR' | 'DX' | 'US' | 'MG';
  body_part: string;
  title: string;
  dept_name: string;
  doctor_name: string;
  study_at: Date;
  findings: Generated<string>;
  impression: Generated<string>;
  radiologist: Generated<string>;
  reported_at: Date | null;
}
export interface HisFilmImageTable {
  hos_id: HosId;
  study_id: string;
  image_id: string;
  series_no: number;
  series_description: Generated<string>;
  seq: number;
  file_name: string;
}
/** Migration 0017: the portal's share links of a study; token and extraction code kept only as hashes. */
export interface FilmShareTable {
  hos_id: HosId;
  share_id: string;
  study_id: string;
  user_id: string;
  patient_id: string;
  token_hash: string;
  code_hash: string;
  created_at: Generated<Date>;
  expires_at: Date;
  revoked_at: Date | null;
  failed_attempts: Generated<number>;
}

/** Migration 0032: lectures, the medical guide and versioned notice documents with their acceptances. */
export interface LectureCategoryTable {
  hos_id: HosId;
  category_id: string;
  name: string;
  sort: Generated<number>;
}
export interface LectureTable {
  hos_id: HosId;
  lecture_id: string;
  kind: 'article' | 'video';
  category_id: string;
  title: string;
  summary: Generated<string>;
  author: Generated<string>;
  body: Generated<string>;
  video_url: string | null;
  poster_url: string | null;
  captions: ColumnType<{ lang: string; url: string }[], string | undefined, string>;
  duration_s: number | null;
  published_at: Date;
  read_count: ColumnType<string, number | undefined, number>;
  /** Migration 0049: a draft is the console's and no patient's; published before the console. */
  status: Generated<'draft' | 'published'>;
  updated_at: Generated<Date>;
}
/** Migration 0049: a video or poster the console uploaded for lectures, kept from the upload sweeper. */
export interface LectureMediaTable {
  hos_id: HosId;
  file_id: string;
  created_at: Generated<Date>;
}
export interface LectureViewTable {
  hos_id: HosId;
  lecture_id: string;
  viewer_id: string;
  viewed_at: Generated<Date>;
}
export interface GuideSectionTable {
  hos_id: HosId;
  guide_id: string;
  guide_type: string;
  area_id: string | null;
  title: string;
  content: string;
  sort: Generated<number>;
}
export interface GuideSymptomTable {
  hos_id: HosId;
  symptom_id: string;
  name: string;
  dept_id: string;
  area_id: string | null;
  search_text: string;
  sort: Generated<number>;
}
export interface NoticeDocumentTable {
  hos_id: HosId;
  doc_type: string;
  version: number;
  title: string;
  content: string;
  published_at: Generated<Date>;
}
/** Migration 0050: the next version of a notice document as an editor saved it (both languages), not yet published. */
export interface NoticeDraftTable {
  hos_id: HosId;
  doc_type: string;
  texts: Json<Record<'en-US' | 'zh-CN', { title: string; content: string }>>;
  saved_by: string;
  saved_at: Generated<Date>;
}
export interface NoticeAcceptanceTable {
  hos_id: HosId;
  user_id: string;
  doc_type: string;
  version: number;
  accepted_at: Generated<Date>;
}
/** Migration 0035: questionnaires, their questions, one response per person and its answers. */
export interface QuestionnaireTable {
  hos_id: HosId;
  questionnaire_id: string;
  kind: 'out' | 'in';
  title: string;
  intro: Generated<string>;
  active: Generated<boolean>;
  sort: Generated<number>;
  created_at: Generated<Date>;
}
export interface QuestionnaireQuestionTable {
  hos_id: HosId;
  questionnaire_id: string;
  question_id: string;
  seq: number;
  kind: 'single' | 'multiple' | 'scale' | 'text';
  text: string;
  required: Generated<boolean>;
  options: Json<{ value: string; label: string }[]>;
  scale_min: number | null;
  scale_max: number | null;
  max_length: number | null;
}
export interface QuestionnaireResponseTable {
  hos_id: HosId;
  questionnaire_id: string;
  cert_type: number;
  cert_no: string;
  user_id: string;
  patient_id: string;
  visit_id: string;
  submitted_at: Generated<Date>;
}
export interface QuestionnaireAnswerTable {
  hos_id: HosId;
  questionnaire_id: string;
  cert_type: number;
  cert_no: string;
  question_id: string;
  choices: string[] | null;
  score: number | null;
  text: string | null;
}

/** Migration 0031: the sandbox HIS's case-mail requests and their steps; the portal's own side. */
export interface HisCaseMailTable {
  hos_id: HosId;
  request_id: string;
  request_key: string;
  cert_type: number;
  cert_no: string;
  printing_type: string;
  /** Migration 0037: a copy of a stay's case record, or (stay_id null) of an outpatient visit's record — exactly one. */
  stay_id: string | null;
  visit_id: Generated<string | null>;
  copies: number;
  delivery: 'express' | 'pickup';
  express_company: Generated<string>;
  recipient_name: Generated<string>;
  recipient_phone: Generated<string>;
  address: Generated<string>;
  pickup_address: Generated<string>;
  fee: Fen;
  status: Generated<string>;
  tracking_no: Generated<string | null>;
  paid_key: Generated<string | null>;
  created_at: Generated<Date>;
}
export interface HisCaseMailStepTable {
  hos_id: HosId;
  request_id: string;
  status: string;
  at: Generated<Date>;
}
export interface CaseMailRequestTable {
  hos_id: HosId;
  request_id: string;
  user_id: string;
  patient_id: string;
  create_key: string;
  created_at: Generated<Date>;
  /** Migration 0037: of a stay or of an outpatient visit. */
  kind: Generated<'inpatient' | 'outpatient'>;
}
/** Migration 0036: physical-exam bookings (single or a group's), a group's members, places per date. */
export interface PhysicalBookingTable {
  hos_id: HosId;
  booking_id: string;
  user_id: string;
  kind: 'single' | 'group';
  patient_id: string | null;
  person_name: string | null;
  cert_type: number | null;
  cert_no: string | null;
  package_id: string;
  exam_date: string;
  places: number;
  amount: Fen;
  status: Generated<'booked' | 'cancelled'>;
  create_key: string;
  created_at: Generated<Date>;
  cancelled_at: Date | null;
  /** Migration 0038: why a cancelled booking ended (null while booked). */
  cancel_reason: Generated<PhysicalCancelReason | null>;
}
export type PhysicalCancelReason = 'patient' | 'expired' | 'duplicate';
export interface PhysicalMemberTable {
  hos_id: HosId;
  booking_id: string;
  row_no: number;
  name: string;
  cert_type: number;
  cert_no: string;
  phone: string;
}
/** Migration 0050: the portal's own word on a package of the HIS: hidden from booking, and a note (primary language). */
export interface PhysicalPackageListingTable {
  hos_id: HosId;
  package_id: string;
  hidden: Generated<boolean>;
  note: Generated<string>;
  updated_at: Generated<Date>;
}
export interface PhysicalDayTable {
  hos_id: HosId;
  package_id: string;
  exam_date: string;
  capacity: number;
  booked: number;
}

/** Migrations 0033/0034: stored uploads; complaints, their steps and photos. */
export interface UploadFileTable {
  hos_id: HosId;
  file_id: string;
  user_id: string;
  biz_type: string;
  storage_key: string;
  content_type: string;
  size_bytes: number;
  original_name: string;
  created_at: Generated<Date>;
}
export interface ComplaintTable {
  hos_id: HosId;
  complaint_id: string;
  user_id: string;
  create_key: string;
  kind: 'complaint' | 'suggestion';
  category: string;
  content: string;
  contact_name: Generated<string>;
  contact_phone: string;
  status: Generated<'submitted' | 'in_progress' | 'replied' | 'closed'>;
  reply: string | null;
  replied_at: Date | null;
  created_at: Generated<Date>;
  /** Migration 0048: the staff member who holds it (took it on or was assigned it); null while nobody does. */
  assignee_id: Generated<string | null>;
  /** Migration 0048: replies so far (a last reply on closing counts): the n-th names its notice to the patient. */
  reply_count: Generated<number>;
}
export interface ComplaintStepTable {
  hos_id: HosId;
  complaint_id: string;
  status: string;
  at: Generated<Date>;
}
export interface ComplaintPhotoTable {
  hos_id: HosId;
  complaint_id: string;
  file_id: string;
  position: number;
}

export interface Database {
  hospital: HospitalTable;
  hospital_area: HospitalAreaTable;
  function_module: FunctionModuleTable;
  menu_group: MenuGroupTable;
  menu_item: MenuItemTable;
  config_item: ConfigItemTable;
  digital_item: DigitalItemTable;
  tip: TipTable;
  caption_override: CaptionOverrideTable;
  static_caption: StaticCaptionTable;
  setting_version: SettingVersionTable;
  hospital_logo: HospitalLogoTable;
  content_translation: ContentTranslationTable;
  lecture_category: LectureCategoryTable;
  lecture: LectureTable;
  lecture_view: LectureViewTable;
  lecture_media: LectureMediaTable;
  guide_section: GuideSectionTable;
  guide_symptom: GuideSymptomTable;
  notice_document: NoticeDocumentTable;
  notice_acceptance: NoticeAcceptanceTable;
  notice_draft: NoticeDraftTable;
  his_department: HisDepartmentTable;
  his_doctor: HisDoctorTable;
  his_schedule_rule: HisScheduleRuleTable;
  department: DepartmentTable;
  doctor: DoctorTable;
  schedule_rule: ScheduleRuleTable;
  app_user: AppUserTable;
  auth_session: AuthSessionTable;
  verify_code: VerifyCodeTable;
  sms_outbox: SmsOutboxTable;
  patient: PatientTable;
  patient_access_log: PatientAccessLogTable;
  physical_leader: PhysicalLeaderTable;
  physical_booking: PhysicalBookingTable;
  physical_member: PhysicalMemberTable;
  physical_day: PhysicalDayTable;
  physical_package_listing: PhysicalPackageListingTable;
  his_card: HisCardTable;
  his_card_ledger: HisCardLedgerTable;
  his_card_void: HisCardVoidTable;
  his_patient: HisPatientTable;
  his_bill: HisBillTable;
  his_bill_item: HisBillItemTable;
  his_inpatient_stay: HisInpatientStayTable;
  his_admission_notice: HisAdmissionNoticeTable;
  gateway_refund: GatewayRefundTable;
  inpatient_refund_part: InpatientRefundPartTable;
  his_case_mail: HisCaseMailTable;
  his_case_mail_step: HisCaseMailStepTable;
  case_mail_request: CaseMailRequestTable;
  upload_file: UploadFileTable;
  complaint: ComplaintTable;
  complaint_step: ComplaintStepTable;
  complaint_photo: ComplaintPhotoTable;
  questionnaire: QuestionnaireTable;
  questionnaire_question: QuestionnaireQuestionTable;
  questionnaire_response: QuestionnaireResponseTable;
  questionnaire_answer: QuestionnaireAnswerTable;
  his_dictionary: HisDictionaryTable;
  his_term: HisTermTable;
  his_report: HisReportTable;
  his_report_item: HisReportItemTable;
  his_prescription: HisPrescriptionTable;
  his_prescription_item: HisPrescriptionItemTable;
  his_discharge: HisDischargeTable;
  his_discharge_item: HisDischargeItemTable;
  his_fee: HisFeeTable;
  his_fee_item: HisFeeItemTable;
  his_stay_day_item: HisStayDayItemTable;
  his_pathology: HisPathologyTable;
  his_price_item: HisPriceItemTable;
  his_film_study: HisFilmStudyTable;
  his_film_image: HisFilmImageTable;
  film_share: FilmShareTable;
  schedule_session: ScheduleSessionTable;
  source_number: SourceNumberTable;
  appointment: AppointmentTable;
  appointment_serial: AppointmentSerialTable;
  idempotency_key: IdempotencyKeyTable;
  candidate: CandidateTable;
  session_queue_counter: SessionQueueCounterTable;
  appointment_check_in: AppointmentCheckInTable;
  check_in_key: CheckInKeyTable;
  his_queue_ticket: HisQueueTicketTable;
  his_queue_call: HisQueueCallTable;
  his_session_stop: HisSessionStopTable;
  session_stop_handled: SessionStopHandledTable;
  user_message: UserMessageTable;
  notice_outbox: NoticeOutboxTable;
  message_preference: MessagePreferenceTable;
  pay_order: PayOrderTable;
  pay_order_event: PayOrderEventTable;
  pay_idempotency_key: PayIdempotencyKeyTable;
  gateway_transaction: GatewayTransactionTable;
  payment_parameter: PaymentParameterTable;
  trusted_address: TrustedAddressTable;
  staff_account: StaffAccountTable;
  staff_recovery_code: StaffRecoveryCodeTable;
  staff_session: StaffSessionTable;
  staff_invitation: StaffInvitationTable;
  audit_log: AuditLogTable;
  recon_run: ReconRunTable;
  recon_mismatch: ReconMismatchTable;
  refund_request: RefundRequestTable;
  demo_seed: DemoSeedTable;
}

// Migration 0043: the console's staff, their sessions and invitations, and the append-only audit log.
export interface StaffAccountTable {
  staff_id: string;
  /** null: a platform administrator. */
  hos_id: HosId | null;
  phone: string;
  name: string;
  role: StaffRole;
  password_hash: string;
  totp_secret: string | null;
  totp_enrolled_at: Date | null;
  /** The time step of the last TOTP code accepted (replays of it or earlier ones are refused). */
  totp_last_step: string | number | null;
  password_changed_at: Generated<Date>;
  removed_at: Date | null;
  created_at: Generated<Date>;
}
export interface StaffRecoveryCodeTable {
  staff_id: string;
  code_hash: string;
  used_at: Date | null;
}
export type StaffSessionStage = 'totp' | 'enrol' | 'full';
export interface StaffSessionTable {
  token_hash: string;
  staff_id: string;
  stage: StaffSessionStage;
  csrf_token: string;
  created_at: Generated<Date>;
  last_seen_at: Generated<Date>;
  expires_at: Date;
  revoked_at: Date | null;
}
export interface StaffInvitationTable {
  invitation_id: string;
  token_hash: string;
  hos_id: HosId;
  name: string;
  phone: string;
  role: StaffRole;
  invited_by: string | null;
  created_at: Generated<Date>;
  expires_at: Date;
  used_at: Date | null;
  revoked_at: Date | null;
}
export interface AuditLogTable {
  id: Generated<string | number>;
  hos_id: HosId | null;
  at: Generated<Date>;
  staff_id: string | null;
  actor: string;
  action: string;
  target: string | null;
  /** jsonb, written as a JSON string (or null). */
  before: ColumnType<object | null, string | null, never>;
  after: ColumnType<object | null, string | null, never>;
  ip: string | null;
}

// Migration 0045: reconciliation with the pay gateway (modules/reconciliation).
export interface ReconRunTable {
  run_id: Generated<string | number>;
  hos_id: HosId;
  /** A calendar date: select it with to_char(…, 'YYYY-MM-DD'). */
  day: ColumnType<string, string, string>;
  ran_at: Generated<Date>;
  ran_by: string | null;
  ran_by_name: string;
  statement_lines: number;
  portal_orders: number;
  mismatches: number;
}
export interface ReconMismatchTable {
  mismatch_id: Generated<string | number>;
  hos_id: HosId;
  day: ColumnType<string, string, string>;
  kind: 'gatewayOnly' | 'portalOnly' | 'amountDiffers' | 'refundOneSide';
  out_trade_no: string;
  side: 'gateway' | 'portal' | null;
  gateway_amount: NullableFen;
  portal_amount: NullableFen;
  found_run_id: string | number;
  last_run_id: string | number;
  found_at: Generated<Date>;
  gone_at: Date | null;
  resolved_at: Date | null;
  resolved_by: string | null;
  resolved_by_name: string | null;
  note: string | null;
}

// Migration 0055: the fingerprint of the demo files each demo hospital was last topped up from (demo/seed.ts).
export interface DemoSeedTable {
  hos_id: HosId;
  fingerprint: string;
  seeded_at: Generated<Date>;
}

// Migration 0047: staff refunds with four-eyes approval (docs/refunds.md).
export interface RefundRequestTable {
  request_id: string;
  hos_id: HosId;
  appoint_id: string;
  out_trade_no: string;
  amount: Fen;
  reason: string;
  state: 'pending' | 'refunded' | 'rejected';
  requested_by: string | null;
  requested_by_name: string;
  requested_at: Generated<Date>;
  decided_by: string | null;
  decided_by_name: string | null;
  decided_at: Date | null;
  decision_note: string | null;
}
