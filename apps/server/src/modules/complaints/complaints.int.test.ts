import { hosIdOf } from '@portal/shared';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, get, post, registerUser } from '../../../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import {
  consoleInject,
  signInStaff,
  type StaffSession,
} from '../../../test/fixtures/staff.fixtures.ts';
import { pngBytes, tempStore, upload } from '../../../test/fixtures/uploads/uploads.fixtures.ts';

/**
 * Over HTTP, on PGlite and PostgreSQL: a patient files a complaint with photos (their own feedback
 * uploads), follows it through submitted → in progress → replied → closed as the hospital's support staff answer in the console,
 * and reads the reply; validation answers with message keys; another user's complaint answers like an unknown one.
 */
const A = hosIdOf('1001');
let t: TestApp;
type User = { token: string; userId: string; phone: string };
let me: User;
let other: User;
let support: StaffSession;
beforeAll(async () => {
  t = await createTestApp({}, { adapters: { files: tempStore().store } });
  me = await registerUser(t.app, A);
  other = await registerUser(t.app, A);
  support = await signInStaff(t.app, { role: 'support', hosId: A });
});
afterAll(async () => t.close());

const file = (u: User, over: object = {}, key: string | null = randomUUID()) =>
  post(
    t.app,
    '/feature/api/complaint/create',
    {
      hosId: A,
      kind: 'complaint',
      category: 'service',
      content: 'The registration desk kept us waiting for an hour.',
      contactName: 'Li Na',
      contactPhone: '13912345678',
      ...over,
    },
    { headers: { ...bearer(u.token), ...(key !== null && { 'idempotency-key': key }) } },
  );
const list = (u: User) =>
  get(t.app, `/feature/api/complaint/list?hosId=${A}`, { headers: bearer(u.token) });
const one = (u: User, id: string) =>
  get(t.app, `/feature/api/complaint/${id}?hosId=${A}`, { headers: bearer(u.token) });
/** The hospital's support staff take on, reply to or close a complaint in the console. */
const answer = (
  { complaintId, ...body }: { complaintId: string; action: string; reply?: string },
  as: StaffSession = support,
) =>
  consoleInject(t.app, as, {
    method: 'POST',
    url: `/console/api/hospitals/${as.staff.hosId ?? A}/complaints/${complaintId}/answer`,
    payload: body,
  });
const photo = async (u: User, bizType = 'feedback') =>
  (
    (await upload(t.app, u.token, bizType, [{ name: 'p.png', data: pngBytes() }])).json()
      .data as string[]
  )[0]!;
const refusal = (res: { statusCode: number; json(): unknown }) => ({
  status: res.statusCode,
  ...(res.json() as object),
});
const count = async () =>
  Number(
    (
      await t.db
        .selectFrom('complaint')
        .select((e) => e.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('complaints and suggestions', () => {
  it('files a complaint with photos, follows it as the hospital answers, and reads the reply', async () => {
    const photos = [await photo(me), await photo(me)];
    const res = await file(me, { photos });
    expect(res.json()).toMatchObject({
      code: 0,
      data: {
        status: 'submitted',
        photos,
        contactPhone: '139****5678',
        reply: null,
        steps: [{ status: 'submitted' }],
      },
    });
    const id = res.json().data.complaintId as string;
    // The patient's photos read back through their own signed URLs.
    const urls = await post(
      t.app,
      `/platform/api/oss/private-url?hosId=${A}&bizType=feedback`,
      { urls: photos.map((url) => ({ url })) },
      { headers: bearer(me.token) },
    );
    expect((await get(t.app, urls.json().data[0].url)).statusCode).toBe(200);

    expect((await answer({ complaintId: id, action: 'take' })).json()).toMatchObject({
      code: 0,
      data: { status: 'in_progress' },
    });
    expect((await one(me, id)).json().data).toMatchObject({ status: 'in_progress', reply: null });
    // The hospital reads it unmasked, its photos through URLs signed for the hospital.
    const hospital = await consoleInject(t.app, support, {
      method: 'GET',
      url: `/console/api/hospitals/${A}/complaints`,
    });
    const seen = (
      hospital.json().data as { complaintId: string; contactPhone: string; photoUrls: string[] }[]
    ).find((c) => c.complaintId === id)!;
    expect(seen.contactPhone).toBe('13912345678');
    expect(seen.photoUrls).toHaveLength(2);
    expect((await get(t.app, seen.photoUrls[1]!)).headers['content-type']).toBe('image/png');

    const replied = await answer({
      complaintId: id,
      action: 'reply',
      reply: 'We are sorry: a second desk now opens at 8:00.',
    });
    expect(replied.json()).toMatchObject({
      code: 0,
      data: { status: 'replied', reply: 'We are sorry: a second desk now opens at 8:00.' },
    });
    // Each answer is in the audit log under the staff member who gave it.
    const audit = await t.db
      .selectFrom('audit_log')
      .select(['action', 'staff_id'])
      .where('hos_id', '=', A)
      .where('target', '=', id)
      .orderBy('id')
      .execute();
    expect(audit).toEqual([
      { action: 'complaint.take', staff_id: support.staff.staffId },
      { action: 'complaint.reply', staff_id: support.staff.staffId },
    ]);
    const mine = (await list(me)).json().data as {
      complaintId: string;
      status: string;
      reply: string;
      repliedAt: string;
      steps: { status: string }[];
    }[];
    expect(mine.find((c) => c.complaintId === id)).toMatchObject({
      status: 'replied',
      reply: 'We are sorry: a second desk now opens at 8:00.',
      repliedAt: expect.any(String),
      steps: [{ status: 'submitted' }, { status: 'in_progress' }, { status: 'replied' }],
    });
    expect((await answer({ complaintId: id, action: 'close' })).json()).toMatchObject({
      data: { status: 'closed' },
    });
    expect(
      refusal(await answer({ complaintId: id, action: 'reply', reply: 'again' })),
    ).toMatchObject({ status: 409, messageKey: 'COMPLAINT001' });
    expect(refusal(await answer({ complaintId: randomUUID(), action: 'take' }))).toMatchObject({
      status: 404,
      messageKey: 'C002',
    });
    expect(refusal(await answer({ complaintId: id, action: 'reply' }))).toMatchObject({
      status: 400,
      messageKey: 'C018',
      params: { field: 'reply' },
    });
  });

  it('files once per Idempotency-Key and needs one', async () => {
    const key = randomUUID();
    const first = (await file(me, { kind: 'suggestion', category: 'environment' }, key)).json().data
      .complaintId;
    expect(
      (await file(me, { kind: 'suggestion', category: 'environment' }, key)).json().data
        .complaintId,
    ).toBe(first);
    expect(refusal(await file(me, {}, null))).toMatchObject({
      status: 400,
      messageKey: 'APPOINT009',
    });
  });

  it('validates with message keys and files nothing', async () => {
    const before = await count();
    expect(refusal(await file(me, { content: '' }))).toMatchObject({
      status: 400,
      messageKey: 'C018',
      params: { field: 'content' },
    });
    expect(refusal(await file(me, { content: 'bad' }))).toMatchObject({
      status: 400,
      messageKey: 'C019',
      params: { field: 'content' },
    });
    expect(refusal(await file(me, { content: 'x'.repeat(501) }))).toMatchObject({
      status: 400,
      messageKey: 'C019',
      params: { field: 'content' },
    });
    expect(refusal(await file(me, { category: 'weather' }))).toMatchObject({
      status: 400,
      messageKey: 'C019',
      params: { field: 'category' },
    });
    expect(refusal(await file(me, { contactPhone: '' }))).toMatchObject({
      status: 400,
      messageKey: 'C018',
      params: { field: 'contactPhone' },
    });
    expect(refusal(await file(me, { contactPhone: '12345' }))).toMatchObject({
      status: 400,
      messageKey: 'C019',
      params: { field: 'contactPhone' },
    });
    const p = await photo(me);
    expect(refusal(await file(me, { photos: [p, p, p, p] }))).toMatchObject({
      status: 400,
      messageKey: 'C019',
      params: { field: 'photos' },
    });
    expect(refusal(await file(me, { photos: [p, p] }))).toMatchObject({
      status: 400,
      messageKey: 'C019',
      params: { field: 'photos' },
    });
    // Someone else's photo, a photo uploaded for another purpose, an unknown one.
    expect(refusal(await file(me, { photos: [await photo(other)] }))).toMatchObject({
      status: 400,
      messageKey: 'C019',
      params: { field: 'photos' },
    });
    expect(refusal(await file(me, { photos: [await photo(me, 'questionnaire')] }))).toMatchObject({
      status: 400,
      messageKey: 'C019',
      params: { field: 'photos' },
    });
    expect(refusal(await file(me, { photos: [`feedback/${randomUUID()}.png`] }))).toMatchObject({
      status: 400,
      messageKey: 'C019',
      params: { field: 'photos' },
    });
    expect(await count()).toBe(before);
    // A photo already on a complaint is not taken by a second one.
    expect((await file(me, { photos: [p] })).json()).toMatchObject({ code: 0 });
    expect(refusal(await file(me, { photos: [p] }))).toMatchObject({
      status: 400,
      messageKey: 'C019',
      params: { field: 'photos' },
    });
  });

  it("answers another user's complaint like an unknown one, and lists only the user's own", async () => {
    const id = (await file(me)).json().data.complaintId as string;
    expect(refusal(await one(other, id))).toMatchObject({ status: 404, messageKey: 'C002' });
    expect(refusal(await one(me, randomUUID()))).toMatchObject({ status: 404, messageKey: 'C002' });
    expect((await list(other)).json().data).toEqual([]);
    // Only the hospital's staff whose role answers complaints, at their own hospital.
    expect(
      refusal(
        await post(
          t.app,
          `/console/api/hospitals/${A}/complaints/${id}/answer`,
          { action: 'take' },
          {
            headers: bearer(me.token),
          },
        ),
      ),
    ).toMatchObject({ status: 401, messageKey: 'STAFF001' });
    const editor = await signInStaff(t.app, { role: 'editor', hosId: A });
    expect(refusal(await answer({ complaintId: id, action: 'take' }, editor))).toMatchObject({
      status: 403,
      messageKey: 'STAFF006',
    });
    // Another hospital's support staff: refused at their own hospital's address too, where the complaint is unknown.
    const elsewhere = await signInStaff(t.app, { role: 'support', hosId: hosIdOf('1002') });
    expect(refusal(await answer({ complaintId: id, action: 'take' }, elsewhere))).toMatchObject({
      status: 404,
      messageKey: 'C002',
    });
    const auditor = await signInStaff(t.app, { role: 'auditor', hosId: A });
    expect(refusal(await answer({ complaintId: id, action: 'take' }, auditor))).toMatchObject({
      status: 403,
      messageKey: 'STAFF006',
    });
    expect((await one(me, id)).json().data).toMatchObject({ status: 'submitted' });
  });
});

describe('the contact phone (shared contactPhoneSchema)', () => {
  it('takes a landline with its area code as well as a mobile number; a short number stays C019', async () => {
    const u = await registerUser(t.app, A);
    expect((await file(u, { contactPhone: '010-12345678' })).json()).toMatchObject({ code: 0 });
    expect(refusal(await file(u, { contactPhone: '12345678' }))).toMatchObject({
      status: 400,
      messageKey: 'C019',
      params: { field: 'contactPhone' },
    });
  });
});
