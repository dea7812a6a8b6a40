import type { StaffRole } from '@portal/shared/console';
import { DEMO_STAFF } from '../../apps/server/src/demo/seed-staff.ts';
import { CONSOLE_PASSWORD, totpCode } from '../pages/console-page.ts';

/** The console's calls sent as a signed-in staff member, for a journey's set-up (what a console page would do). */
export interface StaffApi {
  call<T>(method: string, path: string, body?: unknown): Promise<T>;
}

const STAFF_COOKIE = '__Host-portal-staff';

interface Answer<T> {
  status: number;
  envelope: { code: number; data: T; messageKey?: string };
  cookie?: string;
}

async function send<T>(
  baseUrl: string,
  method: string,
  path: string,
  o: { body?: unknown; cookie?: string; csrf?: string } = {},
): Promise<Answer<T>> {
  const res = await fetch(`${baseUrl}${path}`, {
    method,
    headers: {
      ...(o.body !== undefined && { 'content-type': 'application/json' }),
      ...(o.cookie && { cookie: `${STAFF_COOKIE}=${o.cookie}` }),
      ...(o.csrf && { 'x-csrf-token': o.csrf }),
    },
    body: o.body === undefined ? undefined : JSON.stringify(o.body),
  });
  const set = res.headers
    .getSetCookie()
    .find((c) => c.startsWith(`${STAFF_COOKIE}=`))
    ?.split(';')[0]!
    .slice(STAFF_COOKIE.length + 1);
  return { status: res.status, envelope: (await res.json()) as Answer<T>['envelope'], cookie: set };
}

function dataOf<T>(method: string, path: string, a: Answer<T>): T {
  if (a.envelope.code !== 0)
    throw new Error(`${method} ${path} → ${a.status} ${a.envelope.messageKey}`);
  return a.envelope.data;
}

/**
 * The demo staff member of `role` at `hosId` (the README's console table), signed in with the password and the
 * authenticator's code. A code is accepted once: when another sign-in of the same person just used it, the next
 * one is awaited.
 */
export async function staffApi(baseUrl: string, hosId: string, role: StaffRole): Promise<StaffApi> {
  const who = DEMO_STAFF.find(
    (s) => s.role === role && (s.hosId ?? null) === (role === 'platformAdmin' ? null : hosId),
  );
  if (!who) throw new Error(`no demo ${role} at ${hosId}`);
  const password = await send<{ csrfToken: string }>(
    baseUrl,
    'POST',
    '/console/api/session/password',
    {
      body: { phone: who.phone, password: CONSOLE_PASSWORD },
    },
  );
  const pending = { cookie: password.cookie, csrf: dataOf('POST', 'password', password).csrfToken };
  let code = await totpCode(who.totpSecret);
  let signedIn = await send<{ csrfToken: string }>(baseUrl, 'POST', '/console/api/session/code', {
    ...pending,
    body: { code },
  });
  if (signedIn.envelope.code !== 0) {
    code = await totpCode(who.totpSecret, code);
    signedIn = await send(baseUrl, 'POST', '/console/api/session/code', {
      ...pending,
      body: { code },
    });
  }
  const session = { cookie: signedIn.cookie, csrf: dataOf('POST', 'code', signedIn).csrfToken };
  return {
    call: async <T>(method: string, path: string, body?: unknown) =>
      dataOf<T>(method, path, await send<T>(baseUrl, method, path, { ...session, body })),
  };
}
