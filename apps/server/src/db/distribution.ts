/**
 * Where each table lives when the portal runs on Citus (docs/citus.md). Every table the migrations create is named
 * here once (citus-ready.int.test.ts fails on one that is not, or on a name no table has), so a new table is placed
 * when it is made:
 * - distributed: sharded by hos_id, co-located with every other distributed table, so one hospital's rows of all of
 *   them sit on one node. Its primary key, unique keys and foreign keys to other distributed tables include hos_id.
 * - reference: copied whole to every node: small, shared by every hospital, or read before the hospital is known.
 *   A distributed table may reference it; it may not reference a distributed table.
 * - local: stays on the coordinator alone; it may reference a reference table, and no distributed table references it.
 */
export type Placement = 'distributed' | 'reference' | 'local';

/** The column every distributed table is sharded by. */
export const DISTRIBUTION_COLUMN = 'hos_id';

/**
 * The distributed tables, each after the distributed tables its foreign keys point at (Citus distributes a table only
 * once what it references is distributed); the first is the one the others are co-located with.
 */
export const DISTRIBUTED: readonly string[] = [
  'app_user',
  'appointment_serial',
  'auth_session',
  'caption_override',
  'case_mail_request',
  'check_in_key',
  'complaint',
  'complaint_step',
  'config_item',
  'content_translation',
  'demo_seed',
  'department',
  'digital_item',
  'doctor',
  'function_module',
  'guide_section',
  'guide_symptom',
  'his_admission_notice',
  'his_bill',
  'his_bill_item',
  'his_card',
  'his_card_ledger',
  'his_card_void',
  'his_case_mail',
  'his_case_mail_step',
  'his_department',
  'his_dictionary',
  'his_discharge',
  'his_discharge_item',
  'his_doctor',
  'his_fee',
  'his_fee_item',
  'his_film_study',
  'his_film_image',
  'his_inpatient_stay',
  'his_pathology',
  'his_patient',
  'his_prescription',
  'his_prescription_item',
  'his_price_item',
  'his_queue_call',
  'his_queue_ticket',
  'his_report',
  'his_report_item',
  'his_schedule_rule',
  'his_session_stop',
  'his_stay_day_item',
  'his_term',
  'hospital_area',
  'lecture_category',
  'lecture',
  'lecture_view',
  'menu_group',
  'menu_item',
  'message_preference',
  'notice_document',
  'notice_acceptance',
  'notice_draft',
  'notice_outbox',
  'patient',
  'film_share',
  'patient_access_log',
  'physical_booking',
  'physical_day',
  'physical_leader',
  'physical_member',
  'physical_package_listing',
  'questionnaire',
  'questionnaire_question',
  'questionnaire_response',
  'questionnaire_answer',
  'recon_run',
  'recon_mismatch',
  'refund_request',
  'schedule_rule',
  'schedule_session',
  'candidate',
  'session_queue_counter',
  'session_stop_handled',
  'setting_version',
  'sms_outbox',
  'source_number',
  'appointment',
  'appointment_check_in',
  'idempotency_key',
  'pay_idempotency_key',
  'pay_order',
  'inpatient_refund_part',
  'pay_order_event',
  'payment_parameter',
  'static_caption',
  'tip',
  'trusted_address',
  'upload_file',
  'complaint_photo',
  'hospital_logo',
  'lecture_media',
  'user_message',
  'verify_code',
];

/**
 * The tables that are not distributed, each with why; reference tables in the order Citus takes them (each after the
 * reference tables it points at).
 */
export const NOT_DISTRIBUTED: Readonly<
  Record<string, { placement: Exclude<Placement, 'distributed'>; why: string }>
> = {
  hospital: {
    placement: 'reference',
    why: 'one row a hospital, read by every request and referenced by most distributed tables',
  },
  staff_account: {
    placement: 'reference',
    why: 'platform administrators belong to no hospital (hos_id is null) and a phone signs in before its hospital is known',
  },
  staff_invitation: {
    placement: 'reference',
    why: 'an invitation link carries only its token, so it is looked up before its hospital is known; few rows',
  },
  staff_session: {
    placement: 'local',
    why: 'console sessions of staff of any hospital or none, written at every sign-in; no distributed table refers to one',
  },
  staff_recovery_code: {
    placement: 'local',
    why: 'one-time codes of a staff account, read only when that account signs in',
  },
  audit_log: {
    placement: 'local',
    why: "platform administrators' entries have no hospital (hos_id is null); append-only, read by the console",
  },
  gateway_transaction: {
    placement: 'local',
    why: 'the sandbox gateway stands in for an outside provider: its own table, in demo mode only, found by scan token',
  },
  gateway_refund: {
    placement: 'local',
    why: "the sandbox gateway's refunds, beside its transactions (demo mode only)",
  },
  kysely_migration: { placement: 'local', why: "the migrator's record of what ran" },
  kysely_migration_lock: { placement: 'local', why: "the migrator's lock" },
};

/** A table's placement, or undefined for a table not classified yet. */
export function placementOf(table: string): Placement | undefined {
  if (DISTRIBUTED.includes(table)) return 'distributed';
  return NOT_DISTRIBUTED[table]?.placement;
}
