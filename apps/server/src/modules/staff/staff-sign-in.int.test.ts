import { sql } from 'kysely';
import { hosIdOf } from '@portal/shared';
import { ROLE_PERMISSIONS } from '@portal/shared/console';
import { describe, expect, it } from 'vitest';
import { uniqueIp } from '../../../test/auth-helpers.ts';
import {
  consoleInject,
  createStaff,
  freshCode,
  signInAs,
  signInStaff,
  staffCookieOf,
  STAFF_PASSWORD,
  storedTotpSecret,
  testTotpSealer,
  type TestStaff,
} from '../../../test/fixtures/staff.fixtures.ts';
import { createTestApp, useTestApp } from '../../../test/test-app.ts';
import { DEMO_STAFF, DEMO_STAFF_PASSWORD } from '../../demo/seed-staff.ts';
import { CSRF_HEADER, STAFF_COOKIE } from './console-call.ts';
import { isSealed } from '../../lib/sealed-secret.ts';
import { totpCode } from './totp.ts';
import { openTotpSecret } from './totp-secrets.ts';

/** Sign-in with password and TOTP, recovery codes, CSRF, throttling and the audit rows (docs/staff-console.md). */
const H = hosIdOf('1001');
const t = useTestApp(() => createTestApp());

function password(staff: TestStaff, ip = uniqueIp(), pw = staff.password) {
  return t.app.inject({
    method: 'POST',
    url: '/console/api/session/password',
    payload: { phone: staff.phone, password: pw },
    remoteAddress: ip,
  });
}

/** The second step with the cookie and CSRF token of the password step. */
function code(pw: Awaited<ReturnType<typeof password>>, value: string, ip: string) {
  return t.app.inject({
    method: 'POST',
    url: '/console/api/session/code',
    payload: { code: value },
    cookies: { [STAFF_COOKIE]: staffCookieOf(pw)! },
    headers: { [CSRF_HEADER]: pw.json().data.csrfToken },
    remoteAddress: ip,
  });
}

const storedSecret = (staffId: string) => storedTotpSecret(t.db, staffId);

const auditOf = (staffId: string) =>
  t.db
    .selectFrom('audit_log')
    .select(['action', 'after', 'hos_id', 'staff_id'])
    .where((eb) => eb.or([eb('staff_id', '=', staffId), eb('target', '=', staffId)]))
    .orderBy('id')
    .execute();

describe('sign-in', () => {
  it('signs in with the password and the authenticator code, and answers who is signed in', async () => {
    const s = await signInStaff(t.app, { role: 'editor', hosId: H });
    const me = await consoleInject(t.app, s, { method: 'GET', url: '/console/api/session/me' });
    expect(me.json()).toMatchObject({
      code: 0,
      data: { role: 'editor', hosId: H, permissions: [...ROLE_PERMISSIONS.editor] },
    });
    const cookie = me.cookies.length === 0 ? undefined : me.cookies[0];
    expect(cookie, 'me sets no cookie').toBeUndefined();
  });

  it('sets an HttpOnly, Secure, SameSite=Strict __Host- cookie', async () => {
    const staff = await createStaff(t.app, { role: 'editor', hosId: H });
    const res = await password(staff);
    const header = String(res.headers['set-cookie']);
    expect(header).toMatch(
      /^__Host-portal-staff=[\w-]+; Path=\/; HttpOnly; Secure; SameSite=Strict$/,
    );
  });

  it('gives the password alone no full session', async () => {
    const staff = await createStaff(t.app, { role: 'hospitalAdmin', hosId: H });
    const pw = await password(staff);
    expect(pw.json()).toMatchObject({ code: 0, data: { stage: 'totp' } });
    const cookies = { [STAFF_COOKIE]: staffCookieOf(pw)! };
    for (const url of ['/console/api/session/me', `/console/api/hospitals/${H}/staff`]) {
      const res = await t.app.inject({ method: 'GET', url, cookies });
      expect(res.statusCode, url).toBe(401);
      expect(res.json()).toMatchObject({ messageKey: 'STAFF001' });
    }
  });

  it('answers an unknown phone and a wrong password the same way', async () => {
    const staff = await createStaff(t.app, { role: 'editor', hosId: H });
    const wrong = await password(staff, uniqueIp(), 'not the password');
    const unknown = await password({ ...staff, phone: '13700000000' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json()).toMatchObject({ messageKey: 'STAFF002' });
  });

  it('refuses a wrong code and a replayed one', async () => {
    const staff = await createStaff(t.app, { role: 'editor', hosId: H });
    const ip = uniqueIp();
    const first = await password(staff, ip);
    const wrong = await code(first, freshCode(staff.totpSecret, 5), ip);
    expect(wrong.json()).toMatchObject({ messageKey: 'STAFF003' });
    const now = freshCode(staff.totpSecret);
    expect((await code(first, now, ip)).json()).toMatchObject({ code: 0 });
    const again = await password(staff, ip);
    const replay = await code(again, now, ip);
    expect(replay.json()).toMatchObject({ messageKey: 'STAFF004' });
    // An earlier step's code (still inside the drift window) is a replay too.
    const earlier = await code(again, totpCode(staff.totpSecret, Date.now() - 30_000), ip);
    expect(earlier.json()).toMatchObject({ messageKey: 'STAFF004' });
  });

  it('enrols the authenticator at the first sign-in, and each recovery code signs in once', async () => {
    const staff = await createStaff(t.app, { role: 'auditor', hosId: H, enrolled: false });
    const ip = uniqueIp();
    const pw = await password(staff, ip);
    expect(pw.json()).toMatchObject({ data: { stage: 'enrol' } });
    const cookies = { [STAFF_COOKIE]: staffCookieOf(pw)! };
    const headers = { [CSRF_HEADER]: pw.json().data.csrfToken };
    // The code step is not this session's.
    const notYet = await code(pw, freshCode(), ip);
    expect(notYet.statusCode).toBe(403);
    expect(notYet.json()).toMatchObject({ messageKey: 'STAFF008' });

    const enrolment = await t.app.inject({
      method: 'GET',
      url: '/console/api/session/enrolment',
      cookies,
    });
    const { secret, otpauthUri, qrSvg } = enrolment.json().data;
    expect(otpauthUri).toContain('issuer=Patient%20portal%20console');
    expect(otpauthUri).toContain(staff.phone);
    expect(qrSvg).toMatch(/^<svg/);
    // Shown once to the staff member, stored only sealed.
    const pending = await storedSecret(staff.staffId);
    expect(pending).not.toContain(secret);
    expect(openTotpSecret(testTotpSealer, staff.staffId, pending)).toBe(secret);
    const enrolled = await t.app.inject({
      method: 'POST',
      url: '/console/api/session/enrolment',
      payload: { code: totpCode(secret) },
      cookies,
      headers,
      remoteAddress: ip,
    });
    expect(enrolled.json()).toMatchObject({ code: 0, data: { me: { role: 'auditor' } } });
    const recoveryCodes = enrolled.json().data.recoveryCodes as string[];
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    const full = { [STAFF_COOKIE]: staffCookieOf(enrolled)! };
    expect(
      (await t.app.inject({ method: 'GET', url: '/console/api/session/me', cookies: full }))
        .statusCode,
    ).toBe(200);
    // The half-signed-in cookie stopped working when the session became full.
    expect(
      (await t.app.inject({ method: 'GET', url: '/console/api/session/me', cookies })).statusCode,
    ).toBe(401);

    const withRecovery = await code(await password(staff, ip), recoveryCodes[0]!, ip);
    expect(withRecovery.json()).toMatchObject({ code: 0 });
    const twice = await code(await password(staff, ip), recoveryCodes[0]!, ip);
    expect(twice.json()).toMatchObject({ messageKey: 'STAFF003' });
    const stored = await t.db
      .selectFrom('staff_recovery_code')
      .select(['code_hash', 'used_at'])
      .where('staff_id', '=', staff.staffId)
      .execute();
    expect(stored.filter((r) => r.used_at !== null)).toHaveLength(1);
    expect(stored.map((r) => r.code_hash)).not.toContain(recoveryCodes[0]);
  });
});

describe('the demo staff', () => {
  it('sign in with the documented password and a code of their fixed secret', async () => {
    const demo = DEMO_STAFF.find((s) => s.role === 'hospitalAdmin' && s.hosId === '1003')!;
    const account = await t.db
      .selectFrom('staff_account')
      .select('staff_id')
      .where('phone', '=', demo.phone)
      .executeTakeFirstOrThrow();
    const s = await signInAs(t.app, {
      staffId: account.staff_id,
      phone: demo.phone,
      name: demo.name,
      role: demo.role,
      hosId: hosIdOf('1003'),
      password: DEMO_STAFF_PASSWORD,
      totpSecret: demo.totpSecret,
    });
    expect(s.me).toMatchObject({ role: 'hospitalAdmin', hosId: '1003' });
    const stored = await storedSecret(account.staff_id);
    expect(isSealed(stored), 'the demo secrets are stored sealed').toBe(true);
    expect(openTotpSecret(testTotpSealer, account.staff_id, stored)).toBe(demo.totpSecret);
    const seeded = await t.db
      .selectFrom('staff_account')
      .select('phone')
      .where(
        'phone',
        'in',
        DEMO_STAFF.map((d) => d.phone),
      )
      .execute();
    expect(seeded).toHaveLength(DEMO_STAFF.length);
  });
});

describe('CSRF', () => {
  it('refuses a changing call without the CSRF token or with a wrong one; reads need none', async () => {
    const s = await signInStaff(t.app, { role: 'hospitalAdmin', hosId: H });
    const url = `/console/api/hospitals/${H}/invitations`;
    const payload = { name: 'New editor', phone: '13800000098', role: 'editor' };
    for (const headers of [{}, { [CSRF_HEADER]: 'wrong-token-wrong-token' }]) {
      const res = await t.app.inject({
        method: 'POST',
        url,
        payload,
        headers,
        cookies: { [STAFF_COOKIE]: s.cookie },
      });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ messageKey: 'STAFF005' });
    }
    const read = await t.app.inject({
      method: 'GET',
      url: `/console/api/hospitals/${H}/staff`,
      cookies: { [STAFF_COOKIE]: s.cookie },
    });
    expect(read.statusCode).toBe(200);
    expect(
      await t.db.selectFrom('staff_invitation').where('phone', '=', payload.phone).execute(),
    ).toEqual([]);
  });

  it('refuses a public call sent from another site', async () => {
    const staff = await createStaff(t.app, { role: 'editor', hosId: H });
    const res = await t.app.inject({
      method: 'POST',
      url: '/console/api/session/password',
      payload: { phone: staff.phone, password: staff.password },
      headers: { origin: 'https://evil.example' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ messageKey: 'STAFF005' });
    const own = await t.app.inject({
      method: 'POST',
      url: '/console/api/session/password',
      payload: { phone: staff.phone, password: staff.password },
      headers: { origin: 'http://localhost:80', host: 'localhost:80' },
    });
    expect(own.json()).toMatchObject({ code: 0 });
  });
});

describe('the session', () => {
  it('ends at sign-out', async () => {
    const s = await signInStaff(t.app, { role: 'editor', hosId: H });
    const out = await consoleInject(t.app, s, {
      method: 'POST',
      url: '/console/api/session/sign-out',
    });
    expect(out.json()).toMatchObject({ code: 0 });
    const me = await consoleInject(t.app, s, { method: 'GET', url: '/console/api/session/me' });
    expect(me.statusCode).toBe(401);
  });

  it('ends after 30 idle minutes', async () => {
    const s = await signInStaff(t.app, { role: 'editor', hosId: H });
    await t.db
      .updateTable('staff_session')
      .set({ expires_at: sql<Date>`now() - interval '1 second'` })
      .where('staff_id', '=', s.staff.staffId)
      .execute();
    const me = await consoleInject(t.app, s, { method: 'GET', url: '/console/api/session/me' });
    expect(me.statusCode).toBe(401);
  });

  it('a password change ends the other sessions, keeps this one, and needs the current password', async () => {
    const staff = await createStaff(t.app, { role: 'editor', hosId: H });
    const a = await signInAs(t.app, staff);
    await new Promise((r) => setTimeout(r, 0));
    // A second sign-in in the same time step would replay the code: move the accepted step back.
    await t.db
      .updateTable('staff_account')
      .set({ totp_last_step: 0 })
      .where('staff_id', '=', staff.staffId)
      .execute();
    const b = await signInAs(t.app, staff);
    const wrong = await consoleInject(t.app, a, {
      method: 'POST',
      url: '/console/api/session/password/change',
      payload: { oldPassword: 'not it', newPassword: 'A new password 2027' },
    });
    expect(wrong.json()).toMatchObject({ messageKey: 'STAFF013' });
    const changed = await consoleInject(t.app, a, {
      method: 'POST',
      url: '/console/api/session/password/change',
      payload: { oldPassword: STAFF_PASSWORD, newPassword: 'A new password 2027' },
    });
    expect(changed.json()).toMatchObject({ code: 0 });
    expect(
      (await consoleInject(t.app, a, { method: 'GET', url: '/console/api/session/me' })).statusCode,
    ).toBe(200);
    expect(
      (await consoleInject(t.app, b, { method: 'GET', url: '/console/api/session/me' })).statusCode,
    ).toBe(401);
    expect((await password(staff)).json()).toMatchObject({ messageKey: 'STAFF002' });
    expect((await password(staff, uniqueIp(), 'A new password 2027')).json()).toMatchObject({
      code: 0,
    });
  });
});

describe('the audit log', () => {
  it('records sign-in, failed sign-in with its reason, code failure, enrolment, sign-out and password change', async () => {
    const staff = await createStaff(t.app, { role: 'editor', hosId: H, enrolled: false });
    const ip = uniqueIp();
    await password(staff, ip, 'wrong password!');
    const pw = await password(staff, ip);
    const cookies = { [STAFF_COOKIE]: staffCookieOf(pw)! };
    const headers = { [CSRF_HEADER]: pw.json().data.csrfToken };
    const { secret } = (
      await t.app.inject({ method: 'GET', url: '/console/api/session/enrolment', cookies })
    ).json().data;
    await t.app.inject({
      method: 'POST',
      url: '/console/api/session/enrolment',
      payload: { code: '000000' === totpCode(secret) ? '111111' : '000000' },
      cookies,
      headers,
      remoteAddress: ip,
    });
    const enrolled = await t.app.inject({
      method: 'POST',
      url: '/console/api/session/enrolment',
      payload: { code: totpCode(secret) },
      cookies,
      headers,
      remoteAddress: ip,
    });
    const s = {
      cookie: staffCookieOf(enrolled)!,
      csrfToken: enrolled.json().data.me.csrfToken,
      staff,
      ip,
    };
    await t.db
      .updateTable('staff_account')
      .set({ totp_last_step: 0 })
      .where('staff_id', '=', staff.staffId)
      .execute();
    const again = await password(staff, ip);
    await code(again, totpCode(secret, Date.now() + 150_000), ip);
    await code(again, totpCode(secret), ip);
    await consoleInject(t.app, s, {
      method: 'POST',
      url: '/console/api/session/password/change',
      payload: { oldPassword: STAFF_PASSWORD, newPassword: 'Another password 1' },
    });
    await consoleInject(t.app, s, { method: 'POST', url: '/console/api/session/sign-out' });
    const rows = await auditOf(staff.staffId);
    expect(rows.map((r) => r.action)).toEqual([
      'staff.signIn.failed',
      'staff.code.failed',
      'staff.totp.enrolled',
      'staff.code.failed',
      'staff.signIn',
      'staff.password.changed',
      'staff.signOut',
    ]);
    expect(rows[0]!.after).toEqual({ reason: 'wrong password' });
    expect(rows.every((r) => r.hos_id === H)).toBe(true);
  });

  it('is append-only: UPDATE, DELETE and TRUNCATE fail', async () => {
    await signInStaff(t.app, { role: 'editor', hosId: H });
    await expect(t.db.updateTable('audit_log').set({ action: 'x' }).execute()).rejects.toThrow(
      /append-only/,
    );
    await expect(t.db.deleteFrom('audit_log').execute()).rejects.toThrow(/append-only/);
    await expect(sql`truncate audit_log`.execute(t.db)).rejects.toThrow(/append-only/);
  });
});

describe('throttling', () => {
  const rule = (points: number) => ({ points, durationSeconds: 900 });
  const low = useTestApp(() =>
    createTestApp(
      {},
      {
        authLimits: {
          loginPerPhoneIp: rule(3),
          loginFreeFailures: 100,
          keyPrefix: `staff-${Math.random()}`,
        },
      },
    ),
  );

  it('slows wrong passwords and wrong codes of one phone at one address', async () => {
    const staff = await createStaff(low.app, { role: 'editor', hosId: H });
    const ip = uniqueIp();
    const attempt = (pw: string) =>
      low.app.inject({
        method: 'POST',
        url: '/console/api/session/password',
        payload: { phone: staff.phone, password: pw },
        remoteAddress: ip,
      });
    expect((await attempt('wrong one!')).json()).toMatchObject({ messageKey: 'STAFF002' });
    const pw = await attempt(staff.password);
    expect(pw.json()).toMatchObject({ code: 0 });
    const badCode = () =>
      low.app.inject({
        method: 'POST',
        url: '/console/api/session/code',
        payload: { code: freshCode(staff.totpSecret, 6) },
        cookies: { [STAFF_COOKIE]: staffCookieOf(pw)! },
        headers: { [CSRF_HEADER]: pw.json().data.csrfToken },
        remoteAddress: ip,
      });
    // The right password gave its attempt back; three failures of this phone here are allowed, the fourth waits.
    for (let i = 0; i < 3; i++)
      expect((await badCode()).json()).toMatchObject({ messageKey: 'STAFF003' });
    const refused = await badCode();
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ messageKey: 'LOGIN007' });
    // The right password from that address is refused too until the window passes; another address is not.
    expect((await attempt(staff.password)).json()).toMatchObject({ messageKey: 'LOGIN007' });
    const elsewhere = await low.app.inject({
      method: 'POST',
      url: '/console/api/session/password',
      payload: { phone: staff.phone, password: staff.password },
      remoteAddress: uniqueIp(),
    });
    expect(elsewhere.json()).toMatchObject({ code: 0 });
  });
});
