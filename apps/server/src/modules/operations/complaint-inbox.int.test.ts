import { hosIdOf } from '@portal/shared';
import type { StaffRole } from '@portal/shared/console';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, get, post, registerUser } from '../../../test/auth-helpers.ts';
import {
  consoleInject,
  signInStaff,
  type StaffSession,
} from '../../../test/fixtures/staff.fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

/**
 * The console's complaints inbox, over HTTP (docs/staff-console.md#complaints): taking a complaint on and assigning it
 * to a colleague who answers complaints, the inbox's filters and order, each reply told to the patient once in the
 * message centre (and a last reply on closing), every answer in the audit log, and the refusals — roles without
 * complaints.answer, another hospital's staff, an assignee who may not hold it.
 */
const A = hosIdOf('1001');
const B = hosIdOf('1002');
let t: TestApp;
type User = Awaited<ReturnType<typeof registerUser>>;
let patient: User;
let support: StaffSession;
let admin: StaffSession;
beforeAll(async () => {
  t = await createTestApp();
  patient = await registerUser(t.app, A);
  support = await signInStaff(t.app, { role: 'support', hosId: A });
  admin = await signInStaff(t.app, { role: 'hospitalAdmin', hosId: A });
});
afterAll(async () => t.close());

const file = async (content = 'The registration desk kept us waiting for an hour.') => {
  const res = await post(
    t.app,
    '/feature/api/complaint/create',
    {
      hosId: A,
      kind: 'complaint',
      category: 'service',
      content,
      contactPhone: '13912345678',
    },
    { headers: { ...bearer(patient.token), 'idempotency-key': randomUUID() } },
  );
  expect(res.json()).toMatchObject({ code: 0 });
  return res.json().data.complaintId as string;
};
const answer = (as: StaffSession, complaintId: string, body: object, hosId = A) =>
  consoleInject(t.app, as, {
    method: 'POST',
    url: `/console/api/hospitals/${hosId}/complaints/${complaintId}/answer`,
    payload: body,
  });
const inbox = (as: StaffSession, q = '', hosId = A) =>
  consoleInject(t.app, as, {
    method: 'GET',
    url: `/console/api/hospitals/${hosId}/complaints${q}`,
  });
const assignees = (as: StaffSession, hosId = A) =>
  consoleInject(t.app, as, {
    method: 'GET',
    url: `/console/api/hospitals/${hosId}/complaint-assignees`,
  });
const refusal = (res: { statusCode: number; json(): unknown }) => ({
  status: res.statusCode,
  ...(res.json() as object),
});
type Row = { complaintId: string; status: string; createdAt: string; assignee: unknown };
const rows = async (as: StaffSession, q = '') => (await inbox(as, q)).json().data as Row[];
const stored = (id: string) =>
  t.db
    .selectFrom('complaint')
    .select(['status', 'assignee_id', 'reply', 'reply_count'])
    .where('hos_id', '=', A)
    .where('complaint_id', '=', id)
    .executeTakeFirstOrThrow();
/** The patient's message centre, read in English. */
const messages = async () =>
  (
    await get(t.app, `/message/api/list?hosId=${A}&pageSize=50`, {
      headers: { ...bearer(patient.token), 'accept-language': 'en-US' },
    })
  ).json().data.items as { kind: string; title: string; body: string; link: string | null }[];
const about = async (id: string) =>
  (await messages()).filter((m) => m.link === `/complaint-suggest?complaintId=${id}`);
const texts = (id: string) =>
  t.db
    .selectFrom('notice_outbox')
    .select(['dedupe_key', 'phone', 'text'])
    .where('hos_id', '=', A)
    .where('dedupe_key', 'like', `complaint-reply:${id}:%`)
    .orderBy('dedupe_key')
    .execute();
const audit = (id: string) =>
  t.db
    .selectFrom('audit_log')
    .select(['action', 'staff_id', 'before', 'after'])
    .where('hos_id', '=', A)
    .where('target', '=', id)
    .orderBy('id')
    .execute();

describe('taking on and assigning', () => {
  it('take holds a new complaint for oneself; assign gives it to a colleague and back', async () => {
    const id = await file();
    expect((await answer(support, id, { action: 'take' })).json()).toMatchObject({
      code: 0,
      data: {
        status: 'in_progress',
        assignee: { staffId: support.staff.staffId, name: support.staff.name },
      },
    });
    // A second take (someone else's click at the same time) does not take it over.
    expect(refusal(await answer(admin, id, { action: 'take' }))).toMatchObject({
      status: 409,
      messageKey: 'COMPLAINT002',
    });
    expect(
      (await answer(support, id, { action: 'assign', assigneeId: admin.staff.staffId })).json(),
    ).toMatchObject({
      data: { status: 'in_progress', assignee: { staffId: admin.staff.staffId } },
    });
    const seen = (await rows(support)).find((c) => c.complaintId === id);
    expect(seen?.assignee).toEqual({ staffId: admin.staff.staffId, name: admin.staff.name });
    // "Assigned to me": the admin's, not support's.
    expect((await rows(admin, '?mine=true')).map((c) => c.complaintId)).toContain(id);
    expect((await rows(support, '?mine=true')).map((c) => c.complaintId)).not.toContain(id);
    expect(
      (await answer(admin, id, { action: 'assign', assigneeId: support.staff.staffId })).json(),
    ).toMatchObject({ data: { assignee: { staffId: support.staff.staffId } } });

    expect(await audit(id)).toEqual([
      {
        action: 'complaint.take',
        staff_id: support.staff.staffId,
        before: { status: 'submitted', assigneeId: null },
        after: {
          status: 'in_progress',
          assignee: { staffId: support.staff.staffId, name: support.staff.name },
        },
      },
      {
        action: 'complaint.assign',
        staff_id: support.staff.staffId,
        before: { status: 'in_progress', assigneeId: support.staff.staffId },
        after: {
          status: 'in_progress',
          assignee: { staffId: admin.staff.staffId, name: admin.staff.name },
        },
      },
      {
        action: 'complaint.assign',
        staff_id: admin.staff.staffId,
        before: { status: 'in_progress', assigneeId: admin.staff.staffId },
        after: {
          status: 'in_progress',
          assignee: { staffId: support.staff.staffId, name: support.staff.name },
        },
      },
    ]);
    // The patient is not told of who holds it: nothing in the message centre yet.
    expect(await about(id)).toEqual([]);
  });

  it('assigning a new complaint moves it to in progress', async () => {
    const id = await file();
    expect(
      (await answer(admin, id, { action: 'assign', assigneeId: support.staff.staffId })).json(),
    ).toMatchObject({
      data: { status: 'in_progress', assignee: { staffId: support.staff.staffId } },
    });
  });

  it('refuses an assignee who is not a colleague answering complaints, and changes nothing', async () => {
    const id = await file();
    const finance = await signInStaff(t.app, { role: 'finance', hosId: A });
    const editor = await signInStaff(t.app, { role: 'editor', hosId: A });
    const elsewhere = await signInStaff(t.app, { role: 'support', hosId: B });
    for (const who of [finance, editor, elsewhere])
      expect(
        refusal(await answer(support, id, { action: 'assign', assigneeId: who.staff.staffId })),
      ).toMatchObject({ status: 400, messageKey: 'COMPLAINT003' });
    expect(
      refusal(await answer(support, id, { action: 'assign', assigneeId: randomUUID() })),
    ).toMatchObject({ status: 400, messageKey: 'COMPLAINT003' });
    expect(refusal(await answer(support, id, { action: 'assign' }))).toMatchObject({
      status: 400,
      messageKey: 'C018',
      params: { field: 'assigneeId' },
    });
    expect(
      refusal(await answer(support, id, { action: 'assign', assigneeId: 'someone' })),
    ).toMatchObject({ status: 400, messageKey: 'C019', params: { field: 'assigneeId' } });
    // A removed colleague no longer holds anything new.
    const gone = await signInStaff(t.app, { role: 'support', hosId: A });
    await t.db
      .updateTable('staff_account')
      .set({ removed_at: new Date() })
      .where('staff_id', '=', gone.staff.staffId)
      .execute();
    expect(
      refusal(await answer(support, id, { action: 'assign', assigneeId: gone.staff.staffId })),
    ).toMatchObject({ status: 400, messageKey: 'COMPLAINT003' });
    expect(await stored(id)).toMatchObject({ status: 'submitted', assignee_id: null });
    expect(await audit(id)).toEqual([]);
  });

  it('lists the colleagues a complaint may go to: this hospital, roles that answer, by name', async () => {
    const listed = (await assignees(support)).json().data as { staffId: string; role: StaffRole }[];
    const ids = listed.map((a) => a.staffId);
    expect(ids).toEqual(expect.arrayContaining([support.staff.staffId, admin.staff.staffId]));
    expect(new Set(listed.map((a) => a.role))).toEqual(new Set(['support', 'hospitalAdmin']));
    const elsewhere = await signInStaff(t.app, { role: 'support', hosId: B });
    expect(ids).not.toContain(elsewhere.staff.staffId);
  });
});

describe('replies reach the patient', () => {
  it('tells the patient of each reply once, in the message centre and by text, and of a last reply on closing', async () => {
    const id = await file('The lift in building 2 was out of order all morning.');
    await answer(support, id, { action: 'take' });
    const first = 'We are sorry: the lift was repaired at noon.';
    expect((await answer(support, id, { action: 'reply', reply: first })).json()).toMatchObject({
      data: { status: 'replied', reply: first },
    });
    expect(await about(id)).toEqual([
      expect.objectContaining({
        kind: 'complaintAnswered',
        title: 'Reply to your complaint',
        body: `The hospital replied to your complaint: ${first}`,
      }),
    ]);
    // The patient's own page shows it too.
    const mine = await get(t.app, `/feature/api/complaint/${id}?hosId=${A}`, {
      headers: bearer(patient.token),
    });
    expect(mine.json().data).toMatchObject({ status: 'replied', reply: first });

    // A second reply is a second notice; the first is not repeated.
    const second = 'A second lift opens next month.';
    await answer(support, id, { action: 'reply', reply: second });
    expect((await about(id)).map((m) => m.body)).toEqual([
      `The hospital replied to your complaint: ${second}`,
      `The hospital replied to your complaint: ${first}`,
    ]);
    const last = 'Thank you for telling us.';
    expect((await answer(support, id, { action: 'close', reply: last })).json().data).toMatchObject(
      { status: 'closed', reply: last },
    );
    const told = await about(id);
    expect(told).toHaveLength(3);
    expect(told[0]).toMatchObject({
      title: 'Your complaint is closed',
      body: `The hospital closed your complaint with this reply: ${last}`,
    });
    // One short text per reply to the account's phone, pointing to the portal.
    const sent = await texts(id);
    expect(sent.map((x) => x.dedupe_key)).toEqual(
      [1, 2, 3].map((n) => `complaint-reply:${id}:${n}`),
    );
    expect(sent.every((x) => x.phone === patient.phone && !x.text.includes(first))).toBe(true);
    expect(await stored(id)).toMatchObject({ reply_count: 3, assignee_id: support.staff.staffId });
    // Closed: nothing more, nobody told again.
    expect(refusal(await answer(support, id, { action: 'reply', reply: 'again' }))).toMatchObject({
      status: 409,
      messageKey: 'COMPLAINT001',
    });
    expect(
      refusal(await answer(support, id, { action: 'assign', assigneeId: admin.staff.staffId })),
    ).toMatchObject({ status: 409, messageKey: 'COMPLAINT001' });
    expect(await about(id)).toHaveLength(3);
    expect((await audit(id)).map((a) => [a.action, a.after])).toEqual([
      ['complaint.take', expect.objectContaining({ status: 'in_progress' })],
      ['complaint.reply', { status: 'replied', reply: first }],
      ['complaint.reply', { status: 'replied', reply: second }],
      ['complaint.close', { status: 'closed', reply: last }],
    ]);
  });

  it('a close without a last reply tells nobody; a reply to an unheld one leaves it with whoever replied', async () => {
    const quiet = await file();
    await answer(support, quiet, { action: 'close' });
    expect(await about(quiet)).toEqual([]);
    expect(await stored(quiet)).toMatchObject({ status: 'closed', reply_count: 0 });

    const id = await file();
    await answer(admin, id, { action: 'reply', reply: 'Answered straight away.' });
    expect(await stored(id)).toMatchObject({ status: 'replied', assignee_id: admin.staff.staffId });
    expect(await about(id)).toHaveLength(1);
  });
});

describe('the inbox', () => {
  it('shows open ones by default, the longest waiting first, and filters by state', async () => {
    const older = await file();
    const newer = await file();
    const answered = await file();
    await answer(support, answered, { action: 'reply', reply: 'Done.' });
    const open = (await rows(support)).map((c) => c.complaintId);
    expect(open.indexOf(older)).toBeLessThan(open.indexOf(newer));
    expect(open).not.toContain(answered);
    const all = await rows(support, '?status=all');
    expect(all.map((c) => c.complaintId)).toEqual(expect.arrayContaining([older, answered]));
    // In "all" too, every open one comes before every answered or closed one.
    const firstDone = all.findIndex((c) => c.status === 'replied' || c.status === 'closed');
    expect(all.slice(firstDone).every((c) => c.status === 'replied' || c.status === 'closed')).toBe(
      true,
    );
    expect((await rows(support, '?status=replied')).every((c) => c.status === 'replied')).toBe(
      true,
    );
    expect(refusal(await inbox(support, '?status=waiting'))).toMatchObject({
      status: 400,
      messageKey: 'C019',
    });
  });
});

describe('who may answer', () => {
  it('refuses roles without complaints.answer (403 STAFF006); the auditor reads but does not answer', async () => {
    const id = await file();
    for (const role of ['finance', 'editor', 'scheduleManager'] as const) {
      const s = await signInStaff(t.app, { role, hosId: A });
      expect(refusal(await answer(s, id, { action: 'take' })), role).toMatchObject({
        status: 403,
        messageKey: 'STAFF006',
      });
      expect(refusal(await inbox(s)), role).toMatchObject({ status: 403, messageKey: 'STAFF006' });
    }
    const auditor = await signInStaff(t.app, { role: 'auditor', hosId: A });
    expect((await rows(auditor)).map((c) => c.complaintId)).toContain(id);
    for (const res of [
      await answer(auditor, id, { action: 'take' }),
      await answer(auditor, id, { action: 'assign', assigneeId: support.staff.staffId }),
      await answer(auditor, id, { action: 'reply', reply: 'Hello' }),
      await assignees(auditor),
    ])
      expect(refusal(res)).toMatchObject({ status: 403, messageKey: 'STAFF006' });
    expect(await stored(id)).toMatchObject({ status: 'submitted', assignee_id: null });
  });

  it("refuses another hospital's staff at this hospital (403 STAFF007)", async () => {
    const id = await file();
    const elsewhere = await signInStaff(t.app, { role: 'support', hosId: B });
    for (const res of [
      await answer(elsewhere, id, { action: 'take' }, A),
      await inbox(elsewhere, '', A),
      await assignees(elsewhere, A),
    ])
      expect(refusal(res)).toMatchObject({ status: 403, messageKey: 'STAFF007' });
    expect(await stored(id)).toMatchObject({ status: 'submitted', assignee_id: null });
  });
});
