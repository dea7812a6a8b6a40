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
  notices: '/notices',
  questionnaires: '/questionnaires',
  packages: '/physical-packages',
} as const;

export const BASENAME = '/console';
export const settingsPath = (kind: SettingKind) => `/settings/${kind}`;

/** The query parameter that carries where to return after signing in again. */
export const RETURN_PARAM = 'return';
/** Set when the session ended, so the sign-in page says why it is shown. */
export const EXPIRED_PARAM = 'expired';
