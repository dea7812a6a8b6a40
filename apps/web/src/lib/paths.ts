/** SPEC §2: "The login route path and the home/error route path are referenced by constants." */
export const PATHS = {
  home: '/',
  login: '/login',
  error: '/error',
  hospitals: '/hospitals',
  depart: '/appointment/depart',
  register: '/login/register',
  /** 'patient management' (SPEC §2). */
  patients: '/patient/out/homepage',
} as const;

/** The access log section of patient management (the header menu links to it). */
export const ACCESS_LOG_ANCHOR = 'access-log';

/** The query parameter that carries where to return after sign-in. */
export const REDIRECT_PARAM = 'redirect';

/** `/login?redirect=<path+query>` for a visitor who must sign in before seeing `returnTo`. */
export function loginPathFor(returnTo: string): string {
  return `${PATHS.login}?${new URLSearchParams({ [REDIRECT_PARAM]: returnTo }).toString()}`;
}

export function pathOnly(pathWithQuery: string): string {
  const cut = pathWithQuery.search(/[?#]/);
  return cut === -1 ? pathWithQuery : pathWithQuery.slice(0, cut);
}
