import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { bearer, get } from '../../../test/auth-helpers.ts';
import { paidKey } from '../message-centre/events.ts';
import { at, day } from '../../../test/fixtures/queries/queries.fixtures.ts';
import {
  A,
  useCaseMailApp,
  type Payer,
  type Who,
} from '../../../test/fixtures/case-mail/case-mail.fixtures.ts';

/**
 * Outpatient case mail (pay business type 10, notice type 10) on PGlite and PostgreSQL: a copy of an
 * outpatient visit's record — the visit is the HIS's fee of it, offered from the patient's visits of the last year —
 * ordered, paid by QR, handled by the records office and cancelled with its refund like a stay's; a paid copy's fee
 * (either kind) tells the user once (notice types 6 and 10); another person's or a refunded visit answers C002.
 * Migration 0037 keeps exactly one of stay and visit on a request.
 */
const { t, f } = useCaseMailApp();
const { fees, create, payByQr, cancel, advance, hisRows } = f;

const visits = (u: Who, patientId: string) =>
  get(t.app, `/feature/api/case-mail/visits?hosId=${A}&patientId=${patientId}`, {
    headers: bearer(u.token),
  });
const messages = async (
  u: Who,
): Promise<{ kind: string; title: string; body: string; link: string | null }[]> =>
  (
    await get(t.app, `/message/api/list?hosId=${A}&pageSize=50`, { headers: bearer(u.token) })
  ).json().data.items;

/** A payer whose patient paid a visit 10 days ago (a lab fee and its drugs, two payments), another 400 days ago, and one refunded. */
async function patientWithVisits(): Promise<
  Payer & { visit: string; second: string; old: string; refunded: string }
> {
  const u = await f.payer(A);
  const [visit, second, old, refunded] = await fees.file([
    fees.fee(u, { paidAt: at(10, '10:30'), deptName: 'Endocrinology', doctorName: 'Sun Li' }),
    fees.fee(u, {
      paidAt: at(10, '09:00'),
      deptName: 'Endocrinology',
      doctorName: 'Sun Li',
      paymentType: 'drug',
    }),
    fees.fee(u, { paidAt: at(400), deptName: 'Cardiology' }),
    fees.fee(u, { paidAt: at(5), deptName: 'Dermatology', refundedAt: at(4) }),
  ]);
  return { ...u, visit: visit!, second: second!, old: old!, refunded: refunded! };
}

const pickup = (u: { patientId: string }, over: object) => ({
  patientId: u.patientId,
  printingType: 'full',
  copies: 1,
  delivery: 'pickup',
  pickupAddress: 'main-records',
  ...over,
});

describe('outpatient case mail', () => {
  it("lists the patient's visits of the last year, one per visit, without refunded ones", async () => {
    const u = await patientWithVisits();
    const res = await visits(u, u.patientId);
    expect(res.json()).toMatchObject({
      code: 0,
      data: [
        { visitId: u.visit, deptName: 'Endocrinology', doctorName: 'Sun Li', visitDate: day(10) },
      ],
    });
    expect(res.json().data).toHaveLength(1);
    // Another user's patient: PATIENT004, as for every call naming a patient.
    const other = await f.payer(A);
    expect((await visits(other, u.patientId)).json()).toMatchObject({ messageKey: 'PATIENT004' });
  });

  it('orders a copy of a visit, pays it by QR (business type 10), tells the user once, and cancels it with one refund', async () => {
    const u = await patientWithVisits();
    const made = await create(u, pickup(u, { visitId: u.visit }));
    expect(made.json()).toMatchObject({
      code: 0,
      data: {
        kind: 'outpatient',
        stayId: null,
        visitId: u.visit,
        deptName: 'Endocrinology',
        doctorName: 'Sun Li',
        visitDate: day(10),
        admittedOn: '',
        fee: 1000,
        status: 'submitted',
      },
    });
    const { requestId } = made.json().data as { requestId: string };
    const qr = f.qrOf(await payByQr(u, requestId), 'payCaseMailByQr');
    expect(await f.scan(qr.token)).toMatchObject({
      amount: 1000,
      subject: 'Outpatient record copy by mail',
    });
    await f.pay(qr.token);
    expect((await f.notify(f.signed(A, qr.outTradeNo, 1000))).body).toBe('success');
    expect(await f.orderRow(A, qr.outTradeNo)).toMatchObject({
      business_type: 10,
      purpose: 'case_mail',
      state: 'paid',
    });

    const paid = (await messages(u)).filter((m) => m.kind === 'caseMailPaid');
    expect(paid).toEqual([
      expect.objectContaining({
        title: 'Outpatient record copy paid',
        link: '/inpatient/case',
        body: `The fee of ¥10.00 for a copy of the outpatient record was paid (order ${qr.outTradeNo}); the records office will prepare it.`,
      }),
    ]);
    expect(
      await t.db
        .selectFrom('notice_outbox')
        .select('dedupe_key')
        .where('hos_id', '=', A)
        .where('dedupe_key', '=', paidKey(qr.outTradeNo))
        .execute(),
    ).toHaveLength(1);

    // The records office handles it like a stay's copy.
    const advanced = await advance(requestId);
    expect(advanced.json()).toMatchObject({ code: 0, data: { status: 'reviewing' } });
    const cancelled = await cancel(u, requestId);
    expect(cancelled.json()).toMatchObject({
      code: 0,
      data: { kind: 'outpatient', status: 'cancelled' },
    });
    await cancel(u, requestId);
    expect((await f.orderRow(A, qr.outTradeNo)).state).toBe('refunded');
    expect(await f.eventsTo(A, qr.outTradeNo, 'refunded')).toHaveLength(1);
  });

  it("refuses another person's, a refunded, an old or an unknown visit, and both or neither of stay and visit", async () => {
    const u = await patientWithVisits();
    const other = await patientWithVisits();
    const before = (await hisRows()).length;
    const cases: [object, object][] = [
      [pickup(u, { visitId: other.visit }), { code: 404, messageKey: 'C002' }],
      [pickup(u, { visitId: u.refunded }), { code: 404, messageKey: 'C002' }],
      [pickup(u, { visitId: 'FT-NO-SUCH-VISIT' }), { code: 404, messageKey: 'C002' }],
      [pickup(u, {}), { code: 400, messageKey: 'C018', params: { field: 'stayId' } }],
      [
        pickup(u, { visitId: u.visit, stayId: 'C1-20260101' }),
        { code: 400, messageKey: 'C019', params: { field: 'visitId' } },
      ],
    ];
    for (const [body, answer] of cases)
      expect((await create(u, body)).json(), JSON.stringify(body)).toMatchObject(answer);
    expect((await hisRows()).length).toBe(before);
    // An older visit is not offered, but its record may still be asked for by id: it is the patient's own.
    expect((await create(u, pickup(u, { visitId: u.old }))).json()).toMatchObject({
      code: 0,
      data: { kind: 'outpatient', deptName: 'Cardiology' },
    });
  });

  it("a stay's copy tells the user as inpatient case mail (notice type 6)", async () => {
    const u = await f.payer(A);
    const { stayId } = await fees.stay(u, 30, 3, true);
    const made = await create(u, pickup(u, { stayId }));
    expect(made.json()).toMatchObject({
      code: 0,
      data: { kind: 'inpatient', stayId, visitId: null, doctorName: 'Li Wei', visitDate: '' },
    });
    const qr = f.qrOf(await payByQr(u, made.json().data.requestId as string));
    await f.pay(qr.token);
    expect((await f.orderRow(A, qr.outTradeNo)).business_type).toBe(9);
    const paid = (await messages(u)).filter((m) => m.kind === 'caseMailPaid');
    expect(paid).toEqual([expect.objectContaining({ title: 'Case record copy paid' })]);
    const row = await t.db
      .selectFrom('user_message')
      .select('params')
      .where('hos_id', '=', A)
      .where('dedupe_key', '=', paidKey(qr.outTradeNo))
      .executeTakeFirstOrThrow();
    expect(typeof row.params === 'string' ? JSON.parse(row.params) : row.params).toMatchObject({
      noticeType: 6,
    });
  });

  it('keeps exactly one of stay and visit on a request (migration 0037)', async () => {
    const insert = (stay: string | null, visit: string | null) =>
      sql`insert into his_case_mail
      (hos_id, request_id, request_key, cert_type, cert_no, stay_id, visit_id, printing_type, copies, delivery, fee)
      values (${A}, ${`CMT${randomUUID().slice(0, 8)}`}, ${randomUUID()}, 0, '1', ${stay}, ${visit}, 'full', 1, 'pickup', 0)`.execute(
        t.db,
      );
    await expect(insert(null, null)).rejects.toThrow();
    await expect(insert('C1-20260101', 'F1')).rejects.toThrow();
    await expect(insert(null, 'F1')).resolves.toBeDefined();
  });
});
