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
] as const;
export type Permission = (typeof PERMISSIONS)[number];

export const ROLE_PERMISSIONS: Record<StaffRole, readonly Permission[]> = {
  // Everything, at every hospital.
  platformAdmin: PERMISSIONS,
  hospitalAdmin: ['staff.read', 'staff.manage', 'settings.read', 'settings.edit', 'audit.read'],
  editor: ['settings.read', 'settings.edit'],
  scheduleManager: ['settings.read'],
  finance: ['settings.read'],
  support: ['settings.read'],
  // Reads everything the hospital's administrator reads, changes nothing.
  auditor: ['staff.read', 'settings.read', 'audit.read'],
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
