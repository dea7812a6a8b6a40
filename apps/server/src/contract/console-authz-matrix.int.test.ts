import { hosIdOf, type HosId } from '@portal/shared';
import {
  CONSOLE_CALL_ACCESS,
  ROLE_PERMISSIONS,
  STAFF_ROLES,
  type ConsoleAccess,
  type StaffRole,
} from '@portal/shared/console';
import { afterAll, describe, expect, it } from 'vitest';
import {
  createStaff,
  signInStaff,
  staffCookieOf,
  type StaffSession,
} from '../../test/fixtures/staff.fixtures.ts';
import { createTestApp } from '../../test/test-app.ts';
import { CSRF_HEADER, STAFF_COOKIE } from '../modules/staff/console-call.ts';
import { baseRequest, setField } from './openapi-mutations.ts';
import {
  addressOf,
  fetchDocument,
  isConsoleOperation,
  listOperations,
  toInject,
  type Operation,
} from './openapi-operations.ts';

/**
 * The console's authorization matrix, generated from `/docs/json` and the one table of who may send each console call
 * (CONSOLE_CALL_ACCESS with ROLE_PERMISSIONS, packages/shared/src/console): every `/console/api/` operation, by a staff
 * member of every role, at their own hospital and at another one. Allowed means the guard let it through (any answer
 * but 401/403); refused means 401 or 403. A console operation missing from the table fails here.
 */
const OWN = hosIdOf('1001');
const OTHER = hosIdOf('1002');

const t = await createTestApp();
afterAll(() => t.close());
const document = (await fetchDocument(t.app)) as {
  paths: Record<string, Record<string, { operationId?: string; 'x-console-access'?: unknown }>>;
};
const operations = listOperations(document).filter(isConsoleOperation);
const access = CONSOLE_CALL_ACCESS as Record<string, ConsoleAccess | undefined>;
let requestNo = 0;
let cells = 0;

const takesHospital = (op: Operation) => op.fields.some((f) => f.name === 'hosId');

/** What the table says for a role at a hospital (own or other) for a signed-in call. */
function allowed(a: ConsoleAccess, role: StaffRole, own: boolean): boolean {
  if (a === 'signedIn') return true;
  if (a === 'public' || a === 'pending') return false;
  return ROLE_PERMISSIONS[role].includes(a) && (role === 'platformAdmin' || own);
}

function send(op: Operation, hosId: HosId, session: { cookie: string; csrfToken: string } | null) {
  const values = baseRequest(op);
  for (const field of op.fields.filter((f) => f.name === 'hosId')) setField(values, field, hosId);
  const headers: Record<string, string> = session
    ? { cookie: `${STAFF_COOKIE}=${session.cookie}`, [CSRF_HEADER]: session.csrfToken }
    : {};
  return t.app.inject(toInject(op, values, headers, addressOf(++requestNo)));
}

/**
 * A session for one operation: a call may end it (sign-out) or another of its sessions (a password change), so
 * each (role, operation) signs in afresh.
 */
function sessionFor(role: StaffRole): Promise<StaffSession> {
  return signInStaff(t.app, { role, hosId: role === 'platformAdmin' ? null : OWN });
}

/** A session stopped after the password: 'totp' for an enrolled staff member, 'enrol' for a new one. */
async function pendingSession(role: StaffRole, enrolled: boolean) {
  const staff = await createStaff(t.app, {
    role,
    hosId: role === 'platformAdmin' ? null : OWN,
    enrolled,
  });
  const res = await t.app.inject({
    method: 'POST',
    url: '/console/api/session/password',
    payload: { phone: staff.phone, password: staff.password },
    remoteAddress: addressOf(++requestNo),
  });
  expect(res.json()).toMatchObject({ code: 0, data: { stage: enrolled ? 'totp' : 'enrol' } });
  return { cookie: staffCookieOf(res)!, csrfToken: res.json().data.csrfToken as string };
}

const refused = (status: number) => status === 401 || status === 403;

it('every console operation is in CONSOLE_CALL_ACCESS, and the document shows its access', () => {
  expect(operations.length).toBeGreaterThan(10);
  const missing = operations.map((op) => op.operationId).filter((id) => !access[id]);
  expect(missing, 'add these to packages/shared/src/console/console-access.ts').toEqual([]);
  for (const methods of Object.values(document.paths))
    for (const op of Object.values(methods))
      if (op.operationId && access[op.operationId])
        expect(op['x-console-access'], op.operationId).toBe(access[op.operationId]);
});

describe.each(operations.map((op) => [op.operationId, op] as const))('%s', (_, op) => {
  const a = access[op.operationId]!;
  const targets = takesHospital(op)
    ? ([
        [OWN, true],
        [OTHER, false],
      ] as const)
    : ([[OWN, true]] as const);

  it('signed out: refused unless public', async () => {
    const res = await send(op, OWN, null);
    cells++;
    expect(refused(res.statusCode), `${res.statusCode} ${res.body.slice(0, 200)}`).toBe(
      a !== 'public',
    );
  });

  it.each(STAFF_ROLES.map((r) => [r]))(
    'as %s: allowed exactly where the table says',
    async (role) => {
      if (a === 'public') return;
      const session = a === 'pending' ? await sessionFor(role) : null;
      for (const [hosId, own] of targets) {
        const s = session ?? (await sessionFor(role));
        const res = await send(op, hosId, s);
        cells++;
        const expected = allowed(a, role, own);
        expect(
          refused(res.statusCode),
          `${role} at ${own ? 'own' : 'other'} hospital → ${res.statusCode} ${res.body.slice(0, 200)}`,
        ).toBe(!expected);
      }
    },
  );

  if (a === 'pending')
    it.each(STAFF_ROLES.map((r) => [r]))(
      'as %s half signed in: reaches the second-factor call',
      async (role) => {
        const enrolling = op.operationId !== 'signInWithCode';
        const res = await send(op, OWN, await pendingSession(role, !enrolling));
        cells++;
        expect(refused(res.statusCode), `${res.statusCode} ${res.body.slice(0, 200)}`).toBe(false);
      },
    );
});

afterAll(() => {
  console.log(
    `Console authorization matrix (${process.env.TEST_DB_KIND ?? 'pglite'}): ${operations.length} operations × ` +
      `${STAFF_ROLES.length} roles × own/other hospital = ${cells} checked requests`,
  );
});
