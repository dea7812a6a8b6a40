import type { SettingKind } from '@portal/shared/console';

/** The console's client routes, below the router's basename `/console`. */
export const PATHS = {
  signIn: '/sign-in',
  invitation: '/invitation/:token',
  overview: '/',
  staff: '/staff',
  audit: '/audit',
  hospitals: '/hospitals',
  complaints: '/complaints',
  schedules: '/schedules',
  bookings: '/bookings',
  // Staff refunds waiting for a second person (docs/refunds.md).
  refunds: '/refunds',
  settings: '/settings/:kind',
  reconciliation: '/reconciliation',
  // The dashboard (docs/dashboard.md).
  dashboard: '/dashboard',
  // The content editors (docs/console-content.md).
  notices: '/content/notices',
  questionnaires: '/content/questionnaires',
  packages: '/content/physical-packages',
  // Lectures and the medical guide (docs/health-content.md#editing).
  contentLectures: '/content/lectures',
  contentLecture: '/content/lectures/:lectureId',
  contentGuide: '/content/guide',
} as const;

export const BASENAME = '/console';
export const settingsPath = (kind: SettingKind) => `/settings/${kind}`;
/** A lecture's editor; 'new' for a new lecture. */
export const lecturePath = (lectureId: string) =>
  `/content/lectures/${encodeURIComponent(lectureId)}`;

/** The query parameter that carries where to return after signing in again. */
export const RETURN_PARAM = 'return';
/** Set when the session ended, so the sign-in page says why it is shown. */
export const EXPIRED_PARAM = 'expired';
