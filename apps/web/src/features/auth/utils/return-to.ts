import { loginPathFor, PATHS, pathOnly, REDIRECT_PARAM } from '../../../lib/paths.ts';

/**
 * Where to go after sign-in.
 * Only same-site paths are honoured — an open redirect to another site is refused — and never the sign-in or
 * error pages themselves, which would loop. Anything else returns home.
 */
export function resolveReturnTo(redirect: string | null | undefined): string {
  if (!redirect) return PATHS.home;
  // URLSearchParams already decoded it once; a still-encoded value ('%2Fa') is decoded here, never twice.
  let target = redirect;
  if (!target.startsWith('/')) {
    try {
      target = decodeURIComponent(target);
    } catch {
      return PATHS.home;
    }
  }
  if (!target.startsWith('/') || target.startsWith('//') || target.includes('\\'))
    return PATHS.home;
  const url = new URL(target, 'http://portal.invalid');
  if (url.origin !== 'http://portal.invalid') return PATHS.home;
  const path = pathOnly(target);
  if (path === PATHS.login || path.startsWith(`${PATHS.login}/`) || path === PATHS.error)
    return PATHS.home;
  return url.pathname + url.search + url.hash;
}

/** Reads the `redirect` query parameter of the sign-in page's location. */
export function returnToFromSearch(search: string): string {
  return resolveReturnTo(new URLSearchParams(search).get(REDIRECT_PARAM));
}

/** /login/register modes: 1 register, 2 forgot password, 3 change password (signed in). */
export const ACCOUNT_MODES = { register: '1', reset: '2', change: '3' } as const;
export type AccountMode = keyof typeof ACCOUNT_MODES;

/** The register / reset / change page, carrying the page to return to afterwards. */
export function accountPagePath(mode: AccountMode, returnTo: string = PATHS.home): string {
  const query = new URLSearchParams({ mode: ACCOUNT_MODES[mode] });
  if (returnTo !== PATHS.home) query.set(REDIRECT_PARAM, returnTo);
  return `${PATHS.register}?${query.toString()}`;
}

/** The sign-in page, carrying the page to return to (plain /login when that is home). */
export function signInPath(returnTo: string = PATHS.home): string {
  return returnTo === PATHS.home ? PATHS.login : loginPathFor(returnTo);
}

/** Which form /login/register shows for its `mode` query (anything unknown is registration). */
export function accountModeFromSearch(search: string): AccountMode {
  const mode = new URLSearchParams(search).get('mode');
  if (mode === ACCOUNT_MODES.change) return 'change';
  if (mode === ACCOUNT_MODES.reset) return 'reset';
  return 'register';
}
