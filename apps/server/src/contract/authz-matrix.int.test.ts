import { hosIdOf } from '@portal/shared';
import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app.ts';
import { bearer, call, signIn } from '../../test/auth-helpers.ts';
import { insertLabReport } from '../../test/fixtures/his-sandbox/sandbox-his.fixtures.ts';
import { insertFilmStudy } from '../../test/fixtures/his-sandbox/films.fixtures.ts';
import { insertMedicineOf } from '../../test/fixtures/his-sandbox/medicine.fixtures.ts';
import { insertPathology } from '../../test/fixtures/his-sandbox/pathology-prices.fixtures.ts';
import { insertFeeAndStayOf } from '../../test/fixtures/his-sandbox/fees.fixtures.ts';
import { H, qrFixtures } from '../../test/fixtures/payments/payments.fixtures.ts';
import { classify, isIdLike, type ObjectKind } from './authz-ids.ts';
import { changedTables, tableChecksums } from './db-checksum.ts';
import { baseRequest, setField } from './openapi-mutations.ts';
import {
  addressOf,
  fetchDocument,
  isConsoleOperation,
  listOperations,
  toInject,
  type Field,
  type Operation,
} from './openapi-operations.ts';

/**
 * "Automatic coverage": the authorization matrix, generated from `/docs/json` and the id table in
 * authz-ids.ts. User B tries every call that takes an object id with user A's ids (alone, and beside B's own ids
 * where a call takes several): refused, or answered exactly as for an id that does not exist; no A data in the
 * answer; none of A's rows changed. A token of hospital 1001 is refused at 1002 by every signed-in call.
 */
const UNKNOWN_ID = 'authz-no-such-object-1';
/** Reads of a patient are recorded by design; a refused attempt may be too. It changes nothing of A's. */
const ACCESS_LOG = ['patient_access_log'];

const t = await createTestApp();
// The console's calls take staff sessions, not patients' objects: console-authz-matrix.int.test.ts covers them.
const operations = listOperations(await fetchDocument(t.app)).filter(
  (op) => !isConsoleOperation(op),
);
const f = qrFixtures(t);
let requestNo = 0;

/**
 * A user with one object of each kind: a patient with a card, an unpaid bill and a report from the HIS, bookings
 * (unpaid, paid by card, with an open QR order).
 */
async function userWithObjects() {
  const u = await f.payer(100_000);
  const unpaid = await f.book(u);
  const paid = await f.book(u);
  const payRes = await call(t.app, {
    method: 'PUT' as 'POST',
    url: `/appointment/api/record/deduction/${H}/${paid}?msgType=1`,
    headers: { ...bearer(u.token), 'idempotency-key': randomUUID() },
  });
  expect(payRes.json(), 'pay by card').toMatchObject({ code: 0 });
  const withQr = await f.book(u);
  const qr = await f.qrOrder(u, withQr);
  const cardOrder = (
    await t.db
      .selectFrom('pay_order')
      .select('out_trade_no')
      .where('hos_id', '=', H)
      .where('appoint_id', '=', paid)
      .executeTakeFirstOrThrow()
  ).out_trade_no;
  const bill = await f.bill(u);
  const report = await insertLabReport(t.db, H, { certType: 0, certNo: u.certNo });
  const film = (await insertFilmStudy(t.db, H, { certType: 0, certNo: u.certNo })).studyId;
  const medicine = await insertMedicineOf(t.db, H, { certType: 0, certNo: u.certNo });
  const pathology = await insertPathology(t.db, H, { certType: 0, certNo: u.certNo });
  const fees = await insertFeeAndStayOf(t.db, H, { certType: 0, certNo: u.certNo });
  const shareRes = await call(t.app, {
    method: 'POST',
    url: '/feature/api/film/share/create',
    payload: { hosId: H, studyId: film, days: 1 },
    headers: bearer(u.token),
  });
  const filmShare = (shareRes.json() as { data: { shareId: string } }).data.shareId;
  const message = randomUUID();
  await t.db
    .insertInto('user_message')
    .values({
      hos_id: H,
      message_id: message,
      user_id: u.userId,
      patient_id: u.patientId,
      kind: 'refunded',
      title: 'notice.refunded.title',
      body: 'notice.refunded.payment',
      params: JSON.stringify({
        amount: '1.00',
        outTradeNo: 'authz',
        whatKey: 'notice.refundedWhat.registration',
        channelKey: 'notice.refundChannel.card',
      }),
      link: null,
      dedupe_key: `authz:${message}`,
      read_at: null,
    })
    .execute();
  // The fee's invoice (INV-<fee>) and a case-mail request of the user's, as the sandbox HIS and the portal hold them.
  const caseMail = `CM-AUTHZ-${randomUUID().slice(0, 8)}`;
  await t.db
    .insertInto('his_case_mail')
    .values({
      hos_id: H,
      request_id: caseMail,
      request_key: caseMail,
      cert_type: 0,
      cert_no: u.certNo,
      stay_id: fees.stayId,
      printing_type: 'full',
      copies: 1,
      delivery: 'pickup',
      pickup_address: 'main-records',
      fee: 1000,
    })
    .execute();
  await t.db
    .insertInto('case_mail_request')
    .values({
      hos_id: H,
      request_id: caseMail,
      user_id: u.userId,
      patient_id: u.patientId,
      create_key: caseMail,
    })
    .execute();
  // A paid physical-exam booking of the user's patient whose exam day is over (its report is ready).
  const physicalBooking = `PE-AUTHZ-${randomUUID().slice(0, 8)}`;
  await t.db
    .insertInto('physical_booking')
    .values({
      hos_id: H,
      booking_id: physicalBooking,
      user_id: u.userId,
      kind: 'single',
      patient_id: u.patientId,
      person_name: 'Authz',
      cert_type: 0,
      cert_no: u.certNo,
      package_id: 'PK-BASIC',
      exam_date: '2026-01-05',
      places: 1,
      amount: 20500,
      create_key: physicalBooking,
      cancelled_at: null,
    })
    .execute();
  await t.db
    .insertInto('pay_order')
    .values({
      hos_id: H,
      out_trade_no: `P${physicalBooking}`,
      purpose: 'physical_exam',
      appoint_id: null,
      card_id: null,
      bill_id: null,
      subject_id: physicalBooking,
      user_id: u.userId,
      business_type: 4,
      method: 'qr',
      amount: 20500,
      state: 'paid',
      paid_at: new Date(),
      refunded_at: null,
    })
    .execute();
  // A complaint the user filed.
  const complaint = randomUUID();
  await t.db
    .insertInto('complaint')
    .values({
      hos_id: H,
      complaint_id: complaint,
      user_id: u.userId,
      create_key: complaint,
      kind: 'complaint',
      category: 'service',
      content: 'Authz complaint',
      contact_phone: '13912345678',
    })
    .execute();
  const objects: Record<ObjectKind, string[]> = {
    patient: [u.patientId],
    appointment: [unpaid, paid, withQr],
    order: [qr.outTradeNo, cardOrder],
    card: [u.cardId],
    bill: [bill],
    report: [report],
    film: [film],
    filmShare: [filmShare],
    prescription: [medicine.prescriptionId],
    discharge: [medicine.stayId],
    pathology: [pathology],
    fee: [fees.feeId],
    stay: [fees.stayId],
    message: [message],
    invoice: [`INV-${fees.feeId}`],
    caseMail: [caseMail],
    physicalBooking: [physicalBooking],
    complaint: [complaint],
  };
  return { ...u, objects, markers: [u.userId, u.phone, ...Object.values(objects).flat()] };
}

const a = await userWithObjects();
const b = await userWithObjects();
const demo1001 = await signIn(t.app, hosIdOf('1001'));
const crossUser = new Map<string, number>();
/** Attempts answered 2xx exactly as for an unknown id (the id found nothing of A's): listed, since they are not a 4xx. */
const answeredAsUnknown: string[] = [];
let crossHospital = 0;

afterAll(async () => {
  const attemptsMade = [...crossUser.values()].reduce((s, n) => s + n, 0);
  console.log(
    [
      `Authorization matrix (${process.env.TEST_DB_KIND}): ${crossUser.size} operations with object ids × ${attemptsMade} attempts by another user; ` +
        `${crossHospital} signed-in operations with a 1001 token at 1002`,
      ...[...crossUser].map(([id, n]) => `  ${id.padEnd(40)} ${n}`),
      ...answeredAsUnknown.map((w) => `  answered 2xx as for an unknown id: ${w}`),
    ].join('\n'),
  );
  await t.close();
});

const owned = (op: Operation) =>
  op.fields.flatMap((field) => {
    const c = classify(op, field);
    return c && 'owned' in c ? [{ field, kind: c.owned }] : [];
  });

const kindOf = (op: Operation, field: Field) => owned(op).find((o) => o.field === field)!.kind;

/** B's attempts: each owned field with each of A's ids of its kind (B's own ids in the other owned fields), and all of A's at once. */
function attempts(op: Operation): { label: string; ids: [Field, string][] }[] {
  const fields = owned(op);
  const ownOf = (kind: ObjectKind) => b.objects[kind][0]!;
  const list = fields.flatMap(({ field, kind }) =>
    a.objects[kind].map((id) => ({
      label: `${field.name}=A's ${kind} ${id}`,
      ids: fields.map((o): [Field, string] => [o.field, o.field === field ? id : ownOf(o.kind)]),
    })),
  );
  if (fields.length > 1)
    list.push({
      label: "all ids A's",
      ids: fields.map((o): [Field, string] => [o.field, a.objects[o.kind][0]!]),
    });
  return list;
}

function send(op: Operation, ids: [Field, string][], token: string) {
  const values = baseRequest(op);
  for (const [field, id] of ids) setField(values, field, id);
  const headers = { ...bearer(token), 'idempotency-key': randomUUID() };
  return t.app.inject(toInject(op, values, headers, addressOf(++requestNo)));
}

it('every id-like parameter of the contract is classified in authz-ids.ts', () => {
  const unclassified = operations.flatMap((op) =>
    op.fields
      .filter((field) => isIdLike(field) && !classify(op, field))
      .map((field) => `${op.operationId}.${field.name} (${field.in})`),
  );
  expect(unclassified, 'classify these in apps/server/src/contract/authz-ids.ts').toEqual([]);
});

const withIds = operations.filter((op) => op.auth && owned(op).length > 0);

describe.each(withIds.map((op) => [op.operationId, op] as const))(
  "%s with another user's ids",
  (_, op) => {
    it('is refused or answered as for an unknown id, shows none of A, and changes none of A', async () => {
      // A control, so the matrix cannot pass by building requests nobody could answer: A's own reads are answered.
      if (op.method === 'GET') {
        const ownIds = (ids: [Field, string][]) =>
          ids.map(([field, id]): [Field, string] => [
            field,
            b.markers.includes(id) ? a.objects[kindOf(op, field)][0]! : id,
          ]);
        const own = await Promise.all(
          attempts(op).map(
            async (attempt) => (await send(op, ownIds(attempt.ids), a.token)).statusCode,
          ),
        );
        expect(own, `A's own read of ${op.operationId}`).toContain(200);
      }
      // One snapshot of A's rows before B's attempts and one after them all (each scans every table, most of this
      // file's time): a change fails the operation, naming its attempts.
      const before = await tableChecksums(t.db, ACCESS_LOG, a.markers);
      const tried: string[] = [];
      for (const attempt of attempts(op)) {
        const res = await send(op, attempt.ids, b.token);
        const unknown = await send(
          op,
          attempt.ids.map(([field, id]): [Field, string] => [
            field,
            a.markers.includes(id) ? UNKNOWN_ID : id,
          ]),
          b.token,
        );
        crossUser.set(op.operationId, (crossUser.get(op.operationId) ?? 0) + 1);
        const where = `${op.operationId} [${attempt.label}] → ${res.statusCode} ${res.body.slice(0, 200)}`;

        expect(res.statusCode, where).toBeLessThan(500);
        if (res.statusCode < 400) {
          expect(res.body, `answered, and unlike an unknown id: ${where}`).toBe(unknown.body);
          answeredAsUnknown.push(`${op.operationId} [${attempt.label}] → ${res.body.slice(0, 80)}`);
        } else
          expect(res.json(), `refused, but unlike an unknown id: ${where}`).toEqual(unknown.json());
        const sent = attempt.ids.map(([, id]) => id);
        const shown = a.markers.filter((m) => !sent.includes(m) && res.body.includes(m));
        expect(shown, `A's data in the answer: ${where}`).toEqual([]);
        tried.push(where);
      }
      expect(
        changedTables(before, await tableChecksums(t.db, ACCESS_LOG, a.markers)),
        `A's rows changed by one of:\n${tried.join('\n')}`,
      ).toEqual([]);
    });
  },
);

describe('a token of hospital 1001 at hospital 1002', () => {
  const signedIn = operations.filter(
    (op) => op.auth && op.fields.some((field) => field.name === 'hosId'),
  );

  it.each(signedIn.map((op) => [op.operationId, op] as const))(
    '%s answers 401 C024',
    async (_, op) => {
      const values = baseRequest(op);
      for (const field of op.fields.filter((fl) => fl.name === 'hosId'))
        setField(values, field, '1002');
      const res = await t.app.inject(
        toInject(
          op,
          values,
          { ...bearer(demo1001), 'idempotency-key': randomUUID() },
          addressOf(++requestNo),
        ),
      );
      crossHospital += 1;
      expect(res.json(), `${op.operationId} → ${res.body.slice(0, 200)}`).toEqual({
        code: 401,
        msg: 'Please sign in first',
        messageKey: 'C024',
        params: {},
      });
    },
  );

  it('covers every signed-in call but logout (which names no hospital: the token alone picks the session it ends)', () => {
    expect(
      operations.filter((op) => op.auth && !signedIn.includes(op)).map((op) => op.operationId),
    ).toEqual(['logout']);
  });
});
