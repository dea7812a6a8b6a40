import { CONSOLE_CALL_ACCESS, SETTING_KINDS, type Permission } from '@portal/shared/console';
import { PATHS, settingsPath } from '../lib/paths.ts';

/** A page of the console and the call it is built on: who may send that call (CONSOLE_CALL_ACCESS) may see the page. */
export interface MenuEntry {
  key: string;
  path: string;
  /** Catalogue key of its label. */
  label: string;
  call: keyof typeof CONSOLE_CALL_ACCESS;
  group?: 'settings' | 'content';
}

export const MENU: readonly MenuEntry[] = [
  { key: 'overview', path: PATHS.overview, label: 'menu.overview', call: 'getStaffMe' },
  { key: 'staff', path: PATHS.staff, label: 'menu.staff', call: 'listStaff' },
  { key: 'audit', path: PATHS.audit, label: 'menu.audit', call: 'listAudit' },
  { key: 'hospitals', path: PATHS.hospitals, label: 'menu.hospitals', call: 'createHospital' },
  { key: 'schedules', path: PATHS.schedules, label: 'menu.schedules', call: 'listSessions' },
  { key: 'bookings', path: PATHS.bookings, label: 'menu.bookings', call: 'searchBookings' },
  // Staff refunds waiting for a second person (docs/refunds.md).
  { key: 'refunds', path: PATHS.refunds, label: 'menu.refunds', call: 'listRefundRequests' },
  {
    key: 'complaints',
    path: PATHS.complaints,
    label: 'menu.complaints',
    call: 'listHospitalComplaints',
  },
  {
    key: 'reconciliation',
    path: PATHS.reconciliation,
    label: 'menu.reconciliation',
    call: 'getReconciliationDay',
  },
  // The dashboard (docs/dashboard.md).
  { key: 'dashboard', path: PATHS.dashboard, label: 'menu.dashboard', call: 'getDashboard' },
  // Lectures and the medical guide (docs/health-content.md#editing).
  {
    key: 'content-lectures',
    path: PATHS.contentLectures,
    label: 'menu.lectures',
    call: 'listConsoleLectures',
    group: 'content',
  },
  {
    key: 'content-guide',
    path: PATHS.contentGuide,
    label: 'menu.guide',
    call: 'getConsoleGuide',
    group: 'content',
  },
  // The content editors (docs/console-content.md).
  {
    key: 'notices',
    path: PATHS.notices,
    label: 'menu.notices',
    call: 'listNoticeEntries',
    group: 'content',
  },
  {
    key: 'questionnaires',
    path: PATHS.questionnaires,
    label: 'menu.questionnaires',
    call: 'listConsoleQuestionnaires',
    group: 'content',
  },
  {
    key: 'packages',
    path: PATHS.packages,
    label: 'menu.packages',
    call: 'listConsolePackages',
    group: 'content',
  },
  ...SETTING_KINDS.map((kind): MenuEntry => ({
    key: `settings-${kind}`,
    path: settingsPath(kind),
    label: `settings.kind.${kind}`,
    call: 'getSetting',
    group: 'settings',
  })),
];

/** The pages a staff member with these permissions may open: the server would refuse the rest. */
export function menuFor(permissions: readonly Permission[]): MenuEntry[] {
  return MENU.filter((entry) => {
    const access = CONSOLE_CALL_ACCESS[entry.call];
    if (access === 'signedIn') return true;
    if (access === 'public' || access === 'pending') return false;
    return permissions.includes(access);
  });
}

/** The menu entry a path belongs to (the longest path that starts it). */
export function entryForPath(path: string): MenuEntry | undefined {
  return MENU.filter((e) => (e.path === '/' ? path === '/' : path.startsWith(e.path))).sort(
    (a, b) => b.path.length - a.path.length,
  )[0];
}
