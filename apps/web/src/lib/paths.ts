/** "The login route path and the home/error route path are referenced by constants." */
export const PATHS = {
  home: '/',
  login: '/login',
  error: '/error',
  hospitals: '/hospitals',
  depart: '/appointment/depart',
  register: '/login/register',
  /** 'patient management'. */
  patients: '/patient/out/homepage',
  /** 'registration appointment record'. */
  records: '/appointment/record',
  /** The payment page (/homepage/payment, no login): a QR order's code and result. */
  payment: '/homepage/payment',
} as const;

/** "The scan-to-pay path prefix is /hos/ui/scan/payment": the sandbox gateway's page for the payer's phone. */
export const SCAN_PAY_PREFIX = '/hos/ui/scan/payment';

/** /appointment/record-info?id= (query id = appointment id). */
export const recordInfoPath = (appointId: string) =>
  `/appointment/record-info?${new URLSearchParams({ id: appointId }).toString()}`;

/** The payment page of one order. */
export const paymentPath = (outTradeNo: string) =>
  `${PATHS.payment}?${new URLSearchParams({ outTradeNo }).toString()}`;

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
