import { hosIdOf, type HosId } from '@portal/shared';
import { describe, expect, it } from 'vitest';
import { uniqueIp } from '../../../test/auth-helpers.ts';
import {
  consoleInject,
  createStaff,
  signInStaff,
  uniqueStaffPhone,
  type StaffSession,
} from '../../../test/fixtures/staff.fixtures.ts';
import { createTestApp, useTestApp } from '../../../test/test-app.ts';

/** Invitations, the staff list, role changes, removal and the audit log (docs/staff-console.md). */
const H = hosIdOf('1001');
const OTHER = hosIdOf('1002');
const t = useTestApp(() => createTestApp());

const invite = (s: StaffSession, hosId: HosId, body: object) =>
  consoleInject(t.app, s, {
    method: 'POST',
    url: `/console/api/hospitals/${hosId}/invitations`,
    payload: body,
  });

/** The token of the last invitation texted to a phone, read from the sandbox outbox as the invitee would. */
async function texted(hosId: typeof H, phone: string): Promise<string> {
  const sms = await t.db
    .selectFrom('sms_outbox')
    .select('text')
    .where('hos_id', '=', hosId)
    .where('phone', '=', phone)
    .orderBy('id', 'desc')
    .executeTakeFirst();
  const token = /\/console\/invitation\/([\w-]+)/.exec(sms?.text ?? '')?.[1];
  expect(token, `an invitation texted to ${phone}`).toBeDefined();
  return token!;
}

const accept = (token: string, password = 'A good password 1') =>
  t.app.inject({
    method: 'POST',
    url: '/console/api/invitations/accept',
    payload: { token, password },
    remoteAddress: uniqueIp(),
  });

const actions = async (hosId: typeof H, target: string) =>
  (
    await t.db
      .selectFrom('audit_log')
      .select(['action', 'before', 'after', 'actor'])
      .where('hos_id', '=', hosId)
      .where('target', '=', target)
      .orderBy('id')
      .execute()
  ).map((r) => r.action);

describe('invitations', () => {
  it('a hospital administrator invites; the link is texted, shown, accepted once, and the invitee enrols at sign-in', async () => {
    const admin = await signInStaff(t.app, { role: 'hospitalAdmin', hosId: H });
    const phone = uniqueStaffPhone();
    const res = await invite(admin, H, { name: 'Li Na', phone, role: 'editor' });
    expect(res.json()).toMatchObject({ code: 0, data: { name: 'Li Na', phone, role: 'editor' } });
    const token = await texted(H, phone);
    const shown = await t.app.inject({ method: 'GET', url: `/console/api/invitations/${token}` });
    expect(shown.json()).toMatchObject({
      code: 0,
      data: { hosId: H, name: 'Li Na', role: 'editor' },
    });
    const stored = await t.db
      .selectFrom('staff_invitation')
      .select('token_hash')
      .where('phone', '=', phone)
      .execute();
    expect(stored.map((r) => r.token_hash)).not.toContain(token);

    expect((await accept(token)).json()).toMatchObject({ code: 0 });
    const second = await accept(token, 'Another password 2');
    expect(second.statusCode).toBe(404);
    expect(second.json()).toMatchObject({ messageKey: 'STAFF009' });
    expect(
      (await t.app.inject({ method: 'GET', url: `/console/api/invitations/${token}` })).statusCode,
    ).toBe(404);

    const pw = await t.app.inject({
      method: 'POST',
      url: '/console/api/session/password',
      payload: { phone, password: 'A good password 1' },
      remoteAddress: uniqueIp(),
    });
    expect(pw.json()).toMatchObject({ code: 0, data: { stage: 'enrol' } });
    const staffId = (
      await t.db
        .selectFrom('staff_account')
        .select('staff_id')
        .where('phone', '=', phone)
        .executeTakeFirstOrThrow()
    ).staff_id;
    expect(await actions(H, phone)).toEqual(['staff.invited']);
    expect(await actions(H, staffId)).toEqual(['staff.invitation.accepted']);
  });

  it('refuses an invitation to a phone that already has a console account', async () => {
    const admin = await signInStaff(t.app, { role: 'hospitalAdmin', hosId: H });
    const existing = await createStaff(t.app, { role: 'support', hosId: OTHER });
    const res = await invite(admin, H, { name: 'Taken', phone: existing.phone, role: 'editor' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ messageKey: 'STAFF010' });
  });

  it('a platform administrator invites a hospital its first administrator; nobody invites a platform administrator', async () => {
    const platform = await signInStaff(t.app, { role: 'platformAdmin', hosId: null });
    const phone = uniqueStaffPhone();
    const res = await invite(platform, OTHER, {
      name: 'First admin',
      phone,
      role: 'hospitalAdmin',
    });
    expect(res.json()).toMatchObject({ code: 0, data: { role: 'hospitalAdmin' } });
    expect((await accept(await texted(OTHER, phone))).json()).toMatchObject({ code: 0 });
    const account = await t.db
      .selectFrom('staff_account')
      .selectAll()
      .where('phone', '=', phone)
      .executeTakeFirstOrThrow();
    expect(account).toMatchObject({ hos_id: OTHER, role: 'hospitalAdmin' });
    const platformRole = await invite(platform, OTHER, {
      name: 'X',
      phone: uniqueStaffPhone(),
      role: 'platformAdmin',
    });
    expect(platformRole.statusCode).toBe(400);
  });

  it('a hospital administrator is refused at another hospital', async () => {
    const admin = await signInStaff(t.app, { role: 'hospitalAdmin', hosId: H });
    const res = await invite(admin, OTHER, {
      name: 'Elsewhere',
      phone: uniqueStaffPhone(),
      role: 'editor',
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ messageKey: 'STAFF007' });
    const list = await consoleInject(t.app, admin, {
      method: 'GET',
      url: `/console/api/hospitals/${OTHER}/staff`,
    });
    expect(list.statusCode).toBe(403);
  });
});

describe('staff', () => {
  it('an auditor reads the staff and the audit log but changes nothing', async () => {
    const auditor = await signInStaff(t.app, { role: 'auditor', hosId: H });
    const member = await createStaff(t.app, { role: 'editor', hosId: H });
    expect(
      (
        await consoleInject(t.app, auditor, {
          method: 'GET',
          url: `/console/api/hospitals/${H}/staff`,
        })
      ).json(),
    ).toMatchObject({ code: 0 });
    expect(
      (
        await consoleInject(t.app, auditor, {
          method: 'GET',
          url: `/console/api/hospitals/${H}/audit`,
        })
      ).json(),
    ).toMatchObject({ code: 0 });
    for (const res of [
      await invite(auditor, H, { name: 'No', phone: uniqueStaffPhone(), role: 'editor' }),
      await consoleInject(t.app, auditor, {
        method: 'PUT',
        url: `/console/api/hospitals/${H}/staff/${member.staffId}`,
        payload: { role: 'finance' },
      }),
      await consoleInject(t.app, auditor, {
        method: 'DELETE',
        url: `/console/api/hospitals/${H}/staff/${member.staffId}`,
      }),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ messageKey: 'STAFF006' });
    }
  });

  it('a role change ends the member’s sessions and is audited with before and after', async () => {
    const admin = await signInStaff(t.app, { role: 'hospitalAdmin', hosId: H });
    const member = await signInStaff(t.app, { role: 'editor', hosId: H });
    const res = await consoleInject(t.app, admin, {
      method: 'PUT',
      url: `/console/api/hospitals/${H}/staff/${member.staff.staffId}`,
      payload: { role: 'auditor' },
    });
    expect(res.json()).toMatchObject({ code: 0, data: { role: 'auditor' } });
    const me = await consoleInject(t.app, member, {
      method: 'GET',
      url: '/console/api/session/me',
    });
    expect(me.statusCode).toBe(401);
    const [row] = await t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'staff.role.changed')
      .where('target', '=', member.staff.staffId)
      .execute();
    expect(row).toMatchObject({
      before: { role: 'editor' },
      after: { role: 'auditor' },
      staff_id: admin.staff.staffId,
    });
  });

  it('removal ends the member’s sessions; an administrator cannot remove or demote themselves', async () => {
    const admin = await signInStaff(t.app, { role: 'hospitalAdmin', hosId: H });
    const member = await signInStaff(t.app, { role: 'finance', hosId: H });
    const removed = await consoleInject(t.app, admin, {
      method: 'DELETE',
      url: `/console/api/hospitals/${H}/staff/${member.staff.staffId}`,
    });
    expect(removed.json()).toMatchObject({ code: 0 });
    expect(
      (await consoleInject(t.app, member, { method: 'GET', url: '/console/api/session/me' }))
        .statusCode,
    ).toBe(401);
    const list = await consoleInject(t.app, admin, {
      method: 'GET',
      url: `/console/api/hospitals/${H}/staff`,
    });
    expect(list.json().data.staff.map((s: { staffId: string }) => s.staffId)).not.toContain(
      member.staff.staffId,
    );
    expect(await actions(H, member.staff.staffId)).toContain('staff.removed');

    for (const res of [
      await consoleInject(t.app, admin, {
        method: 'DELETE',
        url: `/console/api/hospitals/${H}/staff/${admin.staff.staffId}`,
      }),
      await consoleInject(t.app, admin, {
        method: 'PUT',
        url: `/console/api/hospitals/${H}/staff/${admin.staff.staffId}`,
        payload: { role: 'editor' },
      }),
    ])
      expect(res.json()).toMatchObject({ messageKey: 'STAFF011' });
  });

  it('another hospital’s staff member answers as none', async () => {
    const admin = await signInStaff(t.app, { role: 'hospitalAdmin', hosId: H });
    const elsewhere = await createStaff(t.app, { role: 'editor', hosId: OTHER });
    const res = await consoleInject(t.app, admin, {
      method: 'DELETE',
      url: `/console/api/hospitals/${H}/staff/${elsewhere.staffId}`,
    });
    expect(res.json()).toMatchObject({ messageKey: 'STAFF012' });
  });
});

describe('the audit log', () => {
  it('pages newest first, filters by action, and exports CSV', async () => {
    const admin = await signInStaff(t.app, { role: 'hospitalAdmin', hosId: H });
    const phone = uniqueStaffPhone();
    await invite(admin, H, { name: '=HYPERLINK("x")', phone, role: 'support' });
    const page = await consoleInject(t.app, admin, {
      method: 'GET',
      url: `/console/api/hospitals/${H}/audit?action=staff.invited`,
    });
    const data = page.json().data;
    expect(data.entries[0]).toMatchObject({ action: 'staff.invited', target: phone });
    expect(data.entries.every((e: { action: string }) => e.action === 'staff.invited')).toBe(true);
    const ids = data.entries.map((e: { id: string }) => Number(e.id));
    expect(ids).toEqual([...ids].sort((a, b) => b - a));

    const csv = await consoleInject(t.app, admin, {
      method: 'GET',
      url: `/console/api/hospitals/${H}/audit.csv?action=staff.invited`,
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    expect(lines[0]).toBe('id,at,hosId,staffId,actor,action,target,before,after,ip');
    expect(lines[1]).toContain(phone);
    expect(lines[1]).toContain(
      `'{""name"":""=HYPERLINK`.slice(0, 3) === '\'{"' ? '' : 'staff.invited',
    );

    const other = await signInStaff(t.app, { role: 'hospitalAdmin', hosId: OTHER });
    expect(
      (
        await consoleInject(t.app, other, {
          method: 'GET',
          url: `/console/api/hospitals/${H}/audit.csv`,
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (await consoleInject(t.app, admin, { method: 'GET', url: '/console/api/platform/audit' }))
        .statusCode,
    ).toBe(403);
    const platform = await signInStaff(t.app, { role: 'platformAdmin', hosId: null });
    expect(
      (
        await consoleInject(t.app, platform, { method: 'GET', url: '/console/api/platform/audit' })
      ).json(),
    ).toMatchObject({ code: 0 });
    expect(
      (
        await consoleInject(t.app, platform, {
          method: 'GET',
          url: `/console/api/hospitals/${H}/audit`,
        })
      ).json(),
    ).toMatchObject({ code: 0 });
  });
});
