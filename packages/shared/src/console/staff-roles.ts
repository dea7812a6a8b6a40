/**
 * The hospital's staff and what each may do in the console (docs/staff-console.md). A role grants permissions;
 * `CONSOLE_CALL_ACCESS` says which permission each console call needs — the one table the server enforces, the console
 * builds its menu from, and the authorization matrix test reads.
 */
export const STAFF_ROLES = [
  'platformAdmin',
  'hospitalAdmin',
  'editor',
  'scheduleManager',
  'finance',
  'support',
  'auditor',
] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** Roles a hospital's staff can hold; a platform administrator belongs to no hospital. */
export const HOSPITAL_ROLES = STAFF_ROLES.filter(
  (r): r is Exclude<StaffRole, 'platformAdmin'> => r !== 'platformAdmin',
);

export const PERMISSIONS = [
  /** Create hospitals, enable and disable them, read the platform's own audit log. */
  'hospitals.manage',
  /** See the hospital's staff and open invitations. */
  'staff.read',
  /** Invite, change the role of and remove the hospital's staff. */
  'staff.manage',
  /** Read every setting of the hospital and its history. */
  'settings.read',
  /** Save settings and restore earlier versions. */
  'settings.edit',
  /** Read and export the hospital's audit log. */
  'audit.read',
  /** See the day's and the week's sessions with their numbers. */
  'schedules.read',
  /** Stop a session (its patients are told and refunded). */
  'schedules.manage',
  /** Find bookings and payment orders, patients' details masked. */
  'bookings.read',
  /** See a patient's details unmasked (each view is written in the patient's access log). */
  'bookings.unmask',
  /** Refund a payment, and approve another staff member's refund above the hospital's limit. */
  'refunds.manage',
  /** Read the reconciliation with the payment gateway and export statements, bookings and payments. */
  'reconciliation.read',
  /** Resolve a reconciliation mismatch with a note. */
  'reconciliation.resolve',
  /** Read the hospital's complaints (patients' details included: each opening is in the patient's access log). */
  'complaints.read',
  /** Take, assign and answer complaints. */
  'complaints.answer',
  /** Read the content (notices, lectures, questionnaires and their results). */
  'content.read',
  /** Write, publish and unpublish content. */
  'content.edit',
  /** See the dashboard's figures and download them. */
  'dashboard.read',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

export const ROLE_PERMISSIONS: Record<StaffRole, readonly Permission[]> = {
  // Everything, at every hospital.
  platformAdmin: PERMISSIONS,
  // Everything at their hospital but onboarding hospitals.
  hospitalAdmin: PERMISSIONS.filter((p) => p !== 'hospitals.manage'),
  editor: ['settings.read', 'settings.edit', 'content.read', 'content.edit', 'dashboard.read'],
  scheduleManager: [
    'settings.read',
    'schedules.read',
    'schedules.manage',
    'bookings.read',
    'dashboard.read',
  ],
  finance: [
    'settings.read',
    'bookings.read',
    'bookings.unmask',
    'refunds.manage',
    'reconciliation.read',
    'reconciliation.resolve',
    'dashboard.read',
  ],
  support: [
    'settings.read',
    'schedules.read',
    'bookings.read',
    'bookings.unmask',
    'complaints.read',
    'complaints.answer',
    'dashboard.read',
  ],
  // Reads everything the hospital's administrator reads (patients' details masked), changes nothing.
  auditor: [
    'staff.read',
    'settings.read',
    'audit.read',
    'schedules.read',
    'bookings.read',
    'reconciliation.read',
    'complaints.read',
    'content.read',
    'dashboard.read',
  ],
};

export function can(role: StaffRole, permission: Permission): boolean {
  return ROLE_PERMISSIONS[role].includes(permission);
}

/**
 * Who may send a console call, besides its permission:
 * - `public`: anyone (password sign-in, reading and accepting an invitation);
 * - `pending`: a staff member past the password but not yet past the second factor (TOTP, enrolment);
 * - `signedIn`: any staff member fully signed in (their own session, their hospitals);
 * - a permission: a signed-in staff member whose role grants it, at a hospital of theirs (`:hosId` in the path).
 */
export type ConsoleAccess = 'public' | 'pending' | 'signedIn' | Permission;

/**
 * Every action the audit log records (docs/staff-console.md#audit): recordAudit takes only these, and the console
 * labels each in both languages.
 */
export const AUDIT_ACTIONS = [
  'staff.signIn',
  'staff.signIn.failed',
  'staff.code.failed',
  'staff.totp.enrolled',
  'staff.signOut',
  'staff.password.changed',
  'staff.invited',
  'staff.invitation.accepted',
  'staff.role.changed',
  'staff.removed',
  'settings.save',
  'settings.restore',
  'settings.logo.upload',
  'hospital.create',
  'hospital.enable',
  'hospital.disable',
  'schedule.stop',
  'complaint.take',
  'complaint.assign',
  'complaint.reply',
  'complaint.close',
  'notice.publish',
  'notice.draft.save',
  'notice.draft.discard',
  'questionnaire.create',
  'questionnaire.save',
  'questionnaire.copy',
  'questionnaire.publish',
  'questionnaire.unpublish',
  'physicalPackage.save',
  'booking.unmask',
  'reconciliation.run',
  'reconciliation.resolve',
  'refund.done',
  'refund.requested',
  'refund.approved',
  'refund.rejected',
  'lecture.create',
  'lecture.save',
  'lecture.publish',
  'lecture.unpublish',
  'lecture.media.upload',
  'guide.save',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];
