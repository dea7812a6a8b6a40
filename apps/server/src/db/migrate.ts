import {
  DEFAULT_MIGRATION_TABLE,
  Migrator,
  sql,
  type Kysely,
  type Migration,
  type MigrationResultSet,
} from 'kysely';
import * as foundation from './migrations/2026-11-21T0001-foundation.ts';
import * as accountsPatients from './migrations/2026-11-21T0002-accounts-patients.ts';
import * as schedule from './migrations/2026-11-21T0003-schedule.ts';
import * as appointments from './migrations/2026-11-21T0004-appointments.ts';
import * as orders from './migrations/2026-11-21T0005-orders.ts';
import * as payGateway from './migrations/2026-11-21T0006-pay-gateway.ts';
import * as qrSettlement from './migrations/2026-11-21T0007-qr-settlement.ts';
import * as hisPatientLinks from './migrations/2026-11-24T0008-his-patient-links.ts';
import * as sessionLifetime from './migrations/2026-11-24T0009-session-lifetime.ts';
import * as signInThrottle from './migrations/2026-11-24T0010-sign-in-throttle.ts';
import * as appointmentSerial from './migrations/2026-11-24T0011-appointment-serial.ts';
import * as paymentPurposes from './migrations/2026-11-24T0012-payment-purposes.ts';
import * as hisReports from './migrations/2026-11-24T0013-his-reports.ts';
import * as hisMedicine from './migrations/2026-11-24T0014-his-medicine.ts';
import * as hisFees from './migrations/2026-11-24T0015-his-fees.ts';
import * as hisPathologyPrices from './migrations/2026-11-24T0016-his-pathology-prices.ts';
import * as films from './migrations/2026-11-24T0017-films.ts';
import * as catalogueMirror from './migrations/2026-11-24T0018-catalogue-mirror.ts';
import * as hisMoneyKeys from './migrations/2026-11-24T0020-his-money-keys.ts';
import * as candidateCard from './migrations/2026-11-24T0021-candidate-card.ts';
import * as hospitalCancel from './migrations/2026-11-24T0022-hospital-cancel.ts';
import * as checkIn from './migrations/2026-11-24T0023-check-in.ts';
import * as messages from './migrations/2026-11-24T0024-messages.ts';
import * as hisSessionStop from './migrations/2026-11-25T0025-his-session-stop.ts';
import * as noticesI18n from './migrations/2026-11-25T0026-notices-i18n.ts';
import * as contentTranslation from './migrations/2026-11-25T0027-content-translation.ts';
import * as scheduleChanges from './migrations/2026-11-27T0028-schedule-changes.ts';
import * as inpatientPurposes from './migrations/2026-11-27T0029-inpatient-purposes.ts';
import * as inpatientStay from './migrations/2026-11-27T0030-inpatient-stay.ts';
import * as caseMail from './migrations/2026-11-27T0031-case-mail.ts';
import * as healthContent from './migrations/2026-11-27T0032-health-content.ts';
import * as uploads from './migrations/2026-11-27T0033-uploads.ts';
import * as complaints from './migrations/2026-11-27T0034-complaints.ts';
import * as questionnaires from './migrations/2026-11-27T0035-questionnaires.ts';
import * as physicalExams from './migrations/2026-11-27T0036-physical-exams.ts';
import * as inpatientNotices from './migrations/2026-11-27T0037-inpatient-notices.ts';
import * as physicalExpiry from './migrations/2026-11-27T0038-physical-expiry.ts';
import * as housekeepingIndexes from './migrations/2026-11-28T0039-housekeeping-indexes.ts';
import * as accessLogDailyReads from './migrations/2026-11-28T0040-access-log-daily-reads.ts';
import * as noticesNameBookings from './migrations/2026-11-28T0041-notices-name-bookings.ts';
import * as hisTerms from './migrations/2026-11-28T0042-his-terms.ts';
import * as staff from './migrations/2026-12-02T0043-staff.ts';
import * as settingVersions from './migrations/2026-12-02T0044-setting-versions.ts';
import * as reconciliation from './migrations/2026-12-02T0045-reconciliation.ts';
import * as staffAccess from './migrations/2026-12-02T0046-staff-access.ts';
import * as refundRequests from './migrations/2026-12-03T0047-refund-requests.ts';
import * as complaintAssignment from './migrations/2026-12-03T0048-complaint-assignment.ts';
import * as lectureDrafts from './migrations/2026-12-03T0049-lecture-drafts.ts';
import * as noticeDrafts from './migrations/2026-12-03T0050-notice-drafts.ts';
import * as periodIndexes from './migrations/2026-12-03T0051-period-indexes.ts';
import * as smsTemplates from './migrations/2026-12-03T0052-sms-templates.ts';
import * as payOrderChannel from './migrations/2026-12-03T0053-pay-order-channel.ts';
import * as citusKeys from './migrations/2026-12-03T0054-citus-keys.ts';
import * as demoSeed from './migrations/2026-12-03T0055-demo-seed.ts';

/** Listed statically (no directory scan) so the same list works under tsx, vitest and a bundle. */
const migrations: Record<string, Migration> = {
  '2026-11-21T0001-foundation': foundation,
  '2026-11-21T0002-accounts-patients': accountsPatients,
  '2026-11-21T0003-schedule': schedule,
  '2026-11-21T0004-appointments': appointments,
  '2026-11-21T0005-orders': orders,
  '2026-11-21T0006-pay-gateway': payGateway,
  '2026-11-21T0007-qr-settlement': qrSettlement,
  '2026-11-24T0008-his-patient-links': hisPatientLinks,
  '2026-11-24T0009-session-lifetime': sessionLifetime,
  '2026-11-24T0010-sign-in-throttle': signInThrottle,
  '2026-11-24T0011-appointment-serial': appointmentSerial,
  '2026-11-24T0012-payment-purposes': paymentPurposes,
  '2026-11-24T0013-his-reports': hisReports,
  '2026-11-24T0014-his-medicine': hisMedicine,
  '2026-11-24T0015-his-fees': hisFees,
  '2026-11-24T0016-his-pathology-prices': hisPathologyPrices,
  '2026-11-24T0017-films': films,
  '2026-11-24T0018-catalogue-mirror': catalogueMirror,
  '2026-11-24T0020-his-money-keys': hisMoneyKeys,
  '2026-11-24T0021-candidate-card': candidateCard,
  '2026-11-24T0022-hospital-cancel': hospitalCancel,
  '2026-11-24T0023-check-in': checkIn,
  '2026-11-24T0024-messages': messages,
  '2026-11-25T0025-his-session-stop': hisSessionStop,
  '2026-11-25T0026-notices-i18n': noticesI18n,
  '2026-11-25T0027-content-translation': contentTranslation,
  '2026-11-27T0028-schedule-changes': scheduleChanges,
  '2026-11-27T0029-inpatient-purposes': inpatientPurposes,
  '2026-11-27T0030-inpatient-stay': inpatientStay,
  '2026-11-27T0031-case-mail': caseMail,
  '2026-11-27T0032-health-content': healthContent,
  '2026-11-27T0033-uploads': uploads,
  '2026-11-27T0034-complaints': complaints,
  '2026-11-27T0035-questionnaires': questionnaires,
  '2026-11-27T0036-physical-exams': physicalExams,
  '2026-11-27T0037-inpatient-notices': inpatientNotices,
  '2026-11-27T0038-physical-expiry': physicalExpiry,
  '2026-11-28T0039-housekeeping-indexes': housekeepingIndexes,
  '2026-11-28T0040-access-log-daily-reads': accessLogDailyReads,
  '2026-11-28T0041-notices-name-bookings': noticesNameBookings,
  '2026-11-28T0042-his-terms': hisTerms,
  '2026-12-02T0043-staff': staff,
  '2026-12-02T0044-setting-versions': settingVersions,
  '2026-12-02T0045-reconciliation': reconciliation,
  '2026-12-02T0046-staff-access': staffAccess,
  '2026-12-03T0047-refund-requests': refundRequests,
  '2026-12-03T0048-complaint-assignment': complaintAssignment,
  '2026-12-03T0049-lecture-drafts': lectureDrafts,
  '2026-12-03T0050-notice-drafts': noticeDrafts,
  '2026-12-03T0051-period-indexes': periodIndexes,
  '2026-12-03T0052-sms-templates': smsTemplates,
  '2026-12-03T0053-pay-order-channel': payOrderChannel,
  '2026-12-03T0054-citus-keys': citusKeys,
  '2026-12-03T0055-demo-seed': demoSeed,
};

/**
 * True when the database has run exactly these migrations, in order: a start with nothing to migrate then reads one
 * table, where Kysely's migrator introspects every table of the schema first (twice; ~0.3 s on PGlite).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function isMigrated(db: Kysely<any>): Promise<boolean> {
  const { rows } = await sql<{ table: string | null }>`
    select to_regclass(${DEFAULT_MIGRATION_TABLE}) as table`.execute(db);
  if (!rows[0]?.table) return false;
  const done = await db
    .selectFrom(DEFAULT_MIGRATION_TABLE)
    .select('name')
    .orderBy('name')
    .execute();
  const names = Object.keys(migrations).sort();
  return done.length === names.length && done.every((row, i) => row.name === names[i]);
}

/** The migrator's result, or its error thrown. */
function migrated({ error, results }: MigrationResultSet): string[] {
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}

// Any schema: migrations are frozen in time and do not know the app's table types.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const migratorOf = (db: Kysely<any>) =>
  new Migrator({ db, provider: { getMigrations: async () => migrations } });

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function migrateToLatest(db: Kysely<any>): Promise<string[]> {
  if (await isMigrated(db)) return [];
  return migrated(await migratorOf(db).migrateToLatest());
}

/** Up or down to the named migration (tests migrate data written by an earlier schema). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function migrateTo(db: Kysely<any>, name: string): Promise<void> {
  migrated(await migratorOf(db).migrateTo(name));
}
