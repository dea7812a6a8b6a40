import { z } from 'zod';
import { loginUserSchema, type LoginUser, type HosId, hosIdSchema } from '@portal/shared';

/**
 * Every browser-storage key the portal uses, in one place.
 * localStorage keeps what outlives the tab (hospital, language, per-hospital login);
 * sessionStorage keeps the choices of one visit (area, type, doctor cache, record, error page text).
 */
export const LOCAL_KEYS = {
  hosId: 'portal.hosId',
  lang: 'portal.lang',
  /** Elder mode ('1' when on), one switch per browser. */
  elderMode: 'portal.elderMode',
  /** The header last shown, painted by public/app-shell.js before the app loads (lib/app-shell.ts). */
  appShell: 'portal.appShell',
  /** "The login flag is kept per hospital." */
  login: (hosId: HosId) => `portal.login.${hosId}`,
  /** The current patient, remembered per hospital so a refresh keeps "previously current". */
  currentPatient: (hosId: HosId) => `portal.currentPatient.${hosId}`,
} as const;

export const SESSION_KEYS = {
  area: 'portal.session.area',
  businessType: 'portal.session.businessType',
  doctorInfo: 'portal.session.doctorInfo',
  appointmentRecord: 'portal.session.appointmentRecord',
  /** The session and source number chosen on the doctor page, read by the confirm page. */
  chosenNumber: 'portal.session.chosenNumber',
  /** The Idempotency-Key of one visit of the confirm page (reused by a double click, a retry or a reload). */
  bookingKey: 'portal.session.bookingKey',
  errorInfo: 'portal.session.errorInfo',
  /** Set when the server ended the session, until the next sign-in: the sign-in page says why it is asked again. */
  sessionEnded: 'portal.session.sessionEnded',
  /** This visit's random id, so a lecture's read counts once per visit (features/lectures/utils/viewer-id.ts). */
  lectureViewer: 'portal.session.lectureViewer',
  /** The home tip shows once per browser session (per hospital). */
  homeTipSeen: (hosId: HosId) => `portal.session.homeTipSeen.${hosId}`,
  /** A forced notice read in this browser session: the version read, per hospital and notice (lib/notice-read.ts). */
  noticeRead: (hosId: HosId, tipId: string) => `portal.session.noticeRead.${hosId}.${tipId}`,
} as const;

/** Storage can be unavailable (private mode, quota); the portal keeps working without it. */
function safe<T>(fn: () => T, fallback: T): T {
  try {
    return fn();
  } catch {
    return fallback;
  }
}

export const local = {
  get: (key: string) => safe(() => localStorage.getItem(key), null),
  set: (key: string, value: string) => safe(() => localStorage.setItem(key, value), undefined),
  remove: (key: string) => safe(() => localStorage.removeItem(key), undefined),
};

export const session = {
  get: (key: string) => safe(() => sessionStorage.getItem(key), null),
  set: (key: string, value: string) => safe(() => sessionStorage.setItem(key, value), undefined),
  remove: (key: string) => safe(() => sessionStorage.removeItem(key), undefined),
  clear: () => safe(() => sessionStorage.clear(), undefined),
};

/** Reads a JSON value and checks its shape; a corrupt or outdated entry reads as absent. */
export function readJson<T extends z.ZodType>(raw: string | null, schema: T): z.output<T> | null {
  if (raw === null) return null;
  const parsed = schema.safeParse(safe(() => JSON.parse(raw) as unknown, undefined));
  return parsed.success ? parsed.data : null;
}

/* ---------- hospital choice ---------- */

export function getStoredHosId(): HosId | null {
  return hosIdSchema.safeParse(local.get(LOCAL_KEYS.hosId)).data ?? null;
}

export function storeHosId(hosId: HosId | null): void {
  if (hosId === null) local.remove(LOCAL_KEYS.hosId);
  else local.set(LOCAL_KEYS.hosId, hosId);
}

/* ---------- login user (per hospital, persisted) ---------- */

/** The shared contract's login user, exactly as the server returns it at sign-in and registration. */
export { loginUserSchema, type LoginUser };

/**
 * The signed-in user of one hospital, or null. A token past its `expiresAt` reads as signed out: the server would
 * refuse it anyway (401), and the guard can send the visitor to /login before any call fails.
 */
export function getLoginUser(hosId: HosId | null, now: Date = new Date()): LoginUser | null {
  if (hosId === null) return null;
  const user = readJson(local.get(LOCAL_KEYS.login(hosId)), loginUserSchema);
  if (!user) return null;
  const expires = Date.parse(user.expiresAt);
  return Number.isNaN(expires) || expires > now.getTime() ? user : null;
}

/** The token kept for a hospital, expired or not (the request layer tells a first 401 of it from a repeat). */
export function getStoredToken(hosId: HosId): string | undefined {
  return readJson(local.get(LOCAL_KEYS.login(hosId)), loginUserSchema)?.access_token;
}

export function storeLoginUser(hosId: HosId, user: LoginUser | null): void {
  if (user === null) local.remove(LOCAL_KEYS.login(hosId));
  else {
    local.set(LOCAL_KEYS.login(hosId), JSON.stringify(user));
    session.remove(SESSION_KEYS.sessionEnded);
  }
}

/** The server ended this tab's session (idle, signed out elsewhere): the sign-in page explains it until the next sign-in. */
export function markSessionEnded(): void {
  session.set(SESSION_KEYS.sessionEnded, '1');
}

export function sessionEnded(): boolean {
  return session.get(SESSION_KEYS.sessionEnded) !== null;
}

/**
 * The server renews a session while it is used (docs/adr/0007-session-storage.md) and says on each answer until when.
 * Only the login that made the call is updated: a sign-in that replaced it meanwhile keeps its own expiry. Renewal
 * only moves the expiry forward, so a slower answer that carries an older one is ignored.
 */
export function renewLoginUser(hosId: HosId, sentToken: string, expiresAt: string): void {
  const user = readJson(local.get(LOCAL_KEYS.login(hosId)), loginUserSchema);
  if (
    !user ||
    user.access_token !== sentToken ||
    !(Date.parse(expiresAt) > Date.parse(user.expiresAt))
  )
    return;
  storeLoginUser(hosId, { ...user, expiresAt });
}

/* ---------- error page text ---------- */

/** Title and caption are catalogue keys (rendered with params in the current language) or literal text. */
export const errorInfoSchema = z.object({
  title: z.string(),
  caption: z.string(),
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
  /** Where "Reload" goes back to, for failures that a retry may cure (a lost connection). */
  retryPath: z.string().startsWith('/').optional(),
  /** A refused session: the page offers to sign in again and return here. */
  signInReturn: z.string().startsWith('/').optional(),
});
export type ErrorInfo = z.infer<typeof errorInfoSchema>;

export function storeErrorInfo(info: ErrorInfo): void {
  session.set(SESSION_KEYS.errorInfo, JSON.stringify(info));
}

export function readErrorInfo(): ErrorInfo | null {
  return readJson(session.get(SESSION_KEYS.errorInfo), errorInfoSchema);
}

/* ---------- area and business-type choice ---------- */

export interface AppointmentChoice {
  areaId: string;
  businessType: string;
}

export function storeAppointmentChoice(choice: AppointmentChoice): void {
  session.set(SESSION_KEYS.area, choice.areaId);
  session.set(SESSION_KEYS.businessType, choice.businessType);
}

export function readAppointmentChoice(): Partial<AppointmentChoice> {
  return {
    areaId: session.get(SESSION_KEYS.area) ?? undefined,
    businessType: session.get(SESSION_KEYS.businessType) ?? undefined,
  };
}

/* ---------- current patient, per hospital ---------- */

export function getStoredCurrentPatient(hosId: HosId): string | null {
  return local.get(LOCAL_KEYS.currentPatient(hosId));
}

export function storeCurrentPatient(hosId: HosId, patientId: string | null): void {
  if (patientId === null) local.remove(LOCAL_KEYS.currentPatient(hosId));
  else local.set(LOCAL_KEYS.currentPatient(hosId), patientId);
}
