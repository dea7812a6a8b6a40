import type { ConsoleAccess } from './staff-roles.ts';
import type { platformCalls, staffAdminCalls, staffSessionCalls } from './staff.calls.ts';
import type { settingsCalls } from './settings.calls.ts';
import type { bookingCalls, operationsCalls, scheduleCalls } from './operations.calls.ts';
import type { RECON_EXPORT_PATHS, reconciliationCalls } from './reconciliation.calls.ts';
import type { dashboardCalls } from './dashboard.calls.ts';
import type { refundCalls } from './refunds.calls.ts';
import type {
  noticeEditorCalls,
  packageEditorCalls,
  questionnaireEditorCalls,
} from './forms.calls.ts';
import type { guideCalls, lectureCalls } from './content.calls.ts';

type ConsoleCallName =
  | keyof typeof staffSessionCalls
  | keyof typeof staffAdminCalls
  | keyof typeof platformCalls
  | keyof typeof settingsCalls
  | keyof typeof operationsCalls
  | keyof typeof bookingCalls
  | keyof typeof scheduleCalls
  | keyof typeof refundCalls
  | 'exportAudit'
  | 'exportPlatformAudit'
  | 'uploadLogo'
  | keyof typeof reconciliationCalls
  | keyof typeof RECON_EXPORT_PATHS
  // The dashboard (docs/dashboard.md).
  | keyof typeof dashboardCalls
  | 'exportDashboard'
  // The content editors (docs/console-content.md).
  | keyof typeof noticeEditorCalls
  | keyof typeof questionnaireEditorCalls
  | keyof typeof packageEditorCalls
  // Lectures and the medical guide (docs/health-content.md#editing).
  | keyof typeof lectureCalls
  | 'uploadLectureMedia'
  | keyof typeof guideCalls;

/**
 * Which permission each console call (by its OpenAPI operationId) needs. The server refuses to register a console call
 * missing here, and the authorization matrix test tries every call with every role at the staff member's own hospital
 * and another one.
 */
export const CONSOLE_CALL_ACCESS: Record<ConsoleCallName, ConsoleAccess> = {
  signInWithPassword: 'public',
  getInvitation: 'public',
  acceptInvitation: 'public',
  signInWithCode: 'pending',
  getTotpEnrolment: 'pending',
  enrolTotp: 'pending',
  getStaffMe: 'signedIn',
  signOutStaff: 'signedIn',
  changeStaffPassword: 'signedIn',
  listConsoleHospitals: 'signedIn',
  listStaff: 'staff.read',
  inviteStaff: 'staff.manage',
  changeStaffRole: 'staff.manage',
  removeStaff: 'staff.manage',
  listAudit: 'audit.read',
  exportAudit: 'audit.read',
  listPlatformAudit: 'hospitals.manage',
  exportPlatformAudit: 'hospitals.manage',
  createHospital: 'hospitals.manage',
  setHospitalEnabled: 'hospitals.manage',
  getSetting: 'settings.read',
  listSettingVersions: 'settings.read',
  getSettingVersion: 'settings.read',
  saveSetting: 'settings.edit',
  restoreSettingVersion: 'settings.edit',
  uploadLogo: 'settings.edit',
  stopSession: 'schedules.manage',
  listHospitalComplaints: 'complaints.read',
  answerComplaint: 'complaints.answer',
  // Only who may answer needs the colleagues to assign to (support has no staff.read).
  listComplaintAssignees: 'complaints.answer',
  publishNotice: 'content.edit',
  getQuestionnaireResults: 'content.read',
  searchBookings: 'bookings.read',
  revealBookingPatient: 'bookings.unmask',
  listSessions: 'schedules.read',
  // Staff refunds (docs/refunds.md): whoever may refund may also see and decide the requests waiting for a second
  // person; the server refuses the requester's own decision.
  refundBooking: 'refunds.manage',
  listRefundRequests: 'refunds.manage',
  approveRefundRequest: 'refunds.manage',
  rejectRefundRequest: 'refunds.manage',

  // Reconciliation with the pay gateway and the exports (docs/reconciliation.md). A run stores what it found, so it
  // takes the same permission as resolving: the auditor, who reads it all, changes nothing.
  runReconciliation: 'reconciliation.resolve',
  getReconciliationDay: 'reconciliation.read',
  listReconciliationRuns: 'reconciliation.read',
  resolveReconciliationMismatch: 'reconciliation.resolve',
  exportStatement: 'reconciliation.read',
  exportBookings: 'reconciliation.read',
  exportPayments: 'reconciliation.read',
  // The dashboard (docs/dashboard.md): its figures and the CSV of each chart's numbers.
  getDashboard: 'dashboard.read',
  exportDashboard: 'dashboard.read',
  // The content editors (docs/console-content.md): the auditor reads them, editors and administrators change them.
  listNoticeEntries: 'content.read',
  getNoticeVersion: 'content.read',
  saveNoticeDraft: 'content.edit',
  discardNoticeDraft: 'content.edit',
  publishNoticeDraft: 'content.edit',
  listConsoleQuestionnaires: 'content.read',
  getConsoleQuestionnaire: 'content.read',
  createQuestionnaire: 'content.edit',
  saveQuestionnaire: 'content.edit',
  copyQuestionnaire: 'content.edit',
  setQuestionnaireActive: 'content.edit',
  listConsolePackages: 'content.read',
  savePackageListing: 'content.edit',
  // Lectures and the medical guide (docs/health-content.md#editing).
  listConsoleLectures: 'content.read',
  getConsoleLecture: 'content.read',
  createLecture: 'content.edit',
  saveLecture: 'content.edit',
  publishLecture: 'content.edit',
  unpublishLecture: 'content.edit',
  uploadLectureMedia: 'content.edit',
  getConsoleGuide: 'content.read',
  saveGuideSection: 'content.edit',
};
