import { randomBytes } from 'node:crypto';
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { addDays, hosIdOf, maskName, maskPhone, zonedInstant, type HosId } from '@portal/shared';
import type { ReconDay } from '@portal/shared/console';
import { createTestApp, useTestApp } from '../../../test/test-app.ts';
import {
  consoleInject,
  signInStaff,
  type StaffSession,
} from '../../../test/fixtures/staff.fixtures.ts';
import { qrFixtures, settleDeps } from '../../../test/fixtures/payments/payments.fixtures.ts';
import { getHospital } from '../hospital/hospital.service.ts';
import { createSandboxGateway } from '../paygateway/gateway.service.ts';
import { exportPayments } from './reconciliation.export.ts';

/**
 * The reconciliation end to end on both engines (docs/reconciliation.md): a seeded day with exactly one mismatch of
 * each kind, a clean day, a run again, resolving with a note, the exports read back, and the refusals.
 */
const t = useTestApp(() => createTestApp());
const H = hosIdOf('1001');
const OTHER = hosIdOf('1002');
/** Days long past, so nothing else the seed or other tests make falls in them. */
const DAY = '2026-03-10';
const CLEAN = '2026-03-11';

let zone = 'Asia/Shanghai';
const at = (day: string, hm: string, seconds = 0) =>
  new Date(zonedInstant(day, hm, zone).getTime() + seconds * 1000);
const no = (tag: string) => `PRC${tag}${randomBytes(6).toString('hex').toUpperCase()}`;

async function order(
  hosId: HosId,
  o: { no: string; amount: number; state: string; paidAt: Date | null; refundedAt?: Date },
) {
  await t.db
    .insertInto('pay_order')
    .values({
      hos_id: hosId,
      out_trade_no: o.no,
      user_id: 'recon-test',
      business_type: 5,
      method: 'qr',
      channel: 'sandbox',
      amount: o.amount,
      state: o.state as 'paid',
      purpose: 'registration',
      paid_at: o.paidAt,
      refunded_at: o.refundedAt ?? null,
      created_at: o.paidAt ?? at(DAY, '08:00'),
      bill_id: null,
    })
    .execute();
}

async function gateway(
  hosId: HosId,
  g: { no: string; amount: number; paidAt: Date; refundedAt?: Date },
) {
  await t.db
    .insertInto('gateway_transaction')
    .values({
      token: randomBytes(18).toString('base64url'),
      hos_id: hosId,
      out_trade_no: g.no,
      merchant: hosId,
      subject: 'test',
      amount: g.amount,
      state: g.refundedAt ? 'refunded' : 'paid',
      trade_no: `T${g.no}`,
      notify_url: 'http://localhost/notify',
      next_attempt_at: null,
      acknowledged_at: g.paidAt,
      paid_at: g.paidAt,
      refunded_at: g.refundedAt ?? null,
      out_refund_no: g.refundedAt ? `R${g.no}` : null,
    })
    .execute();
}

const seeded = {
  matched: no('M'),
  refundedBoth: no('B'),
  gatewayOnly: no('G'),
  portalOnly: no('P'),
  amountDiffers: no('A'),
  refundOneSide: no('R'),
  acrossMidnight: no('X'),
  clean: no('C'),
  depositTopUp: no('D'),
};

/**
 * A surplus deposit that went back in part to a top-up order paid days before: the portal's part and the gateway's
 * partial refund under the same refund number.
 */
async function depositRefundPart(p: {
  topUp: string;
  amount: number;
  gatewayAt: Date;
  portalAt: Date;
}) {
  const refundOrder = no('S');
  await t.db
    .insertInto('pay_order')
    .values({
      hos_id: H,
      out_trade_no: refundOrder,
      user_id: 'recon-test',
      business_type: 5,
      method: 'card',
      card_id: 'recon-inpatient-card',
      subject_id: `stay-${refundOrder}`,
      amount: p.amount,
      state: 'paid',
      purpose: 'deposit_refund',
      paid_at: p.gatewayAt,
      created_at: p.gatewayAt,
      bill_id: null,
    })
    .execute();
  const outRefundNo = `RP${refundOrder}`;
  await t.db
    .insertInto('inpatient_refund_part')
    .values({
      hos_id: H,
      refund_order_no: refundOrder,
      seq: 1,
      source_out_trade_no: p.topUp,
      amount: p.amount,
      out_refund_no: outRefundNo,
      done_at: p.portalAt,
    })
    .execute();
  await t.db
    .insertInto('gateway_refund')
    .values({
      hos_id: H,
      out_refund_no: outRefundNo,
      out_trade_no: p.topUp,
      amount: p.amount,
      refunded_at: p.gatewayAt,
    })
    .execute();
}
let finance: StaffSession;

beforeAll(async () => {
  zone = (await getHospital(t.db, H)).timeZone;
  const s = seeded;
  // Both sides agree.
  await order(H, { no: s.matched, amount: 2500, state: 'paid', paidAt: at(DAY, '09:00') });
  await gateway(H, { no: s.matched, amount: 2500, paidAt: at(DAY, '09:00') });
  await order(H, {
    no: s.refundedBoth,
    amount: 1800,
    state: 'refunded',
    paidAt: at(DAY, '09:30'),
    refundedAt: at(DAY, '11:00'),
  });
  await gateway(H, {
    no: s.refundedBoth,
    amount: 1800,
    paidAt: at(DAY, '09:30'),
    refundedAt: at(DAY, '11:00'),
  });
  // One of each kind.
  await order(H, { no: s.gatewayOnly, amount: 3000, state: 'closed', paidAt: null });
  await gateway(H, { no: s.gatewayOnly, amount: 3000, paidAt: at(DAY, '10:00') });
  await order(H, { no: s.portalOnly, amount: 1200, state: 'paid', paidAt: at(DAY, '10:30') });
  await order(H, { no: s.amountDiffers, amount: 1000, state: 'paid', paidAt: at(DAY, '12:00') });
  await gateway(H, { no: s.amountDiffers, amount: 1200, paidAt: at(DAY, '12:00') });
  await order(H, {
    no: s.refundOneSide,
    amount: 900,
    state: 'refunded',
    paidAt: at(DAY, '13:00'),
    refundedAt: at(DAY, '14:00'),
  });
  await gateway(H, { no: s.refundOneSide, amount: 900, paidAt: at(DAY, '13:00') });
  // The gateway settled it a few seconds before midnight, the portal heard of it after: no mismatch on either day.
  await order(H, {
    no: s.acrossMidnight,
    amount: 700,
    state: 'paid',
    paidAt: at(CLEAN, '00:00', 20),
  });
  await gateway(H, {
    no: s.acrossMidnight,
    amount: 700,
    paidAt: at(addDays(CLEAN, -1), '23:59', 50),
  });
  await order(H, { no: s.clean, amount: 4200, state: 'paid', paidAt: at(CLEAN, '15:00') });
  await gateway(H, { no: s.clean, amount: 4200, paidAt: at(CLEAN, '15:00') });
  // Deposit refunds in part: one within the day, one the gateway made just before midnight and the portal marked
  // done just after. Neither is a mismatch on either day.
  await order(H, {
    no: s.depositTopUp,
    amount: 50000,
    state: 'paid',
    paidAt: at(addDays(DAY, -3), '10:00'),
  });
  await gateway(H, { no: s.depositTopUp, amount: 50000, paidAt: at(addDays(DAY, -3), '10:00') });
  await depositRefundPart({
    topUp: s.depositTopUp,
    amount: 20000,
    gatewayAt: at(DAY, '15:00'),
    portalAt: at(DAY, '15:00', 2),
  });
  await depositRefundPart({
    topUp: s.depositTopUp,
    amount: 5000,
    gatewayAt: at(DAY, '23:59', 58),
    portalAt: at(CLEAN, '00:00', 3),
  });
  // Another hospital's money the same day is not 1001's.
  const foreign = no('F');
  await gateway(OTHER, { no: foreign, amount: 5000, paidAt: at(DAY, '10:00') });
  finance = await signInStaff(t.app, { role: 'finance', hosId: H });
});

const dayUrl = (hosId: HosId, day: string) =>
  `/console/api/hospitals/${hosId}/reconciliation/days/${day}`;
const run = (s: StaffSession, hosId: HosId, day: string) =>
  consoleInject(t.app, s, { method: 'POST', url: `${dayUrl(hosId, day)}/run` });
const resolve = (s: StaffSession, hosId: HosId, id: number, note: string) =>
  consoleInject(t.app, s, {
    method: 'POST',
    url: `/console/api/hospitals/${hosId}/reconciliation/mismatches/${id}/resolve`,
    payload: { note },
  });

async function ranDay(day: string): Promise<ReconDay> {
  const res = await run(finance, H, day);
  expect(res.json(), `run ${day}`).toMatchObject({ code: 0 });
  return res.json().data as ReconDay;
}

describe('a run of a day', () => {
  it('finds exactly one mismatch of each kind on the seeded day', async () => {
    const day = await ranDay(DAY);
    const found = day.mismatches.map((m) => [
      m.kind,
      m.outTradeNo,
      m.side,
      m.gatewayAmount,
      m.portalAmount,
    ]);
    expect(found).toEqual([
      ['amountDiffers', seeded.amountDiffers, null, 1200, 1000],
      ['gatewayOnly', seeded.gatewayOnly, null, 3000, 3000],
      ['portalOnly', seeded.portalOnly, null, null, 1200],
      ['refundOneSide', seeded.refundOneSide, 'portal', null, 900],
    ]);
    // Six pays, one refund and two partial deposit refunds on the gateway's side (the pay across midnight counted on
    // its own day); the partial refunds match the portal's parts.
    expect(day.lastRun).toMatchObject({ statementLines: 9, mismatches: 4 });
  });

  it('finds none on a clean day', async () => {
    const day = await ranDay(CLEAN);
    expect(day.mismatches).toEqual([]);
    expect(day.lastRun).toMatchObject({ mismatches: 0, statementLines: 1 });
  });

  it('does not repeat mismatches when the day is run again, and marks gone what the late side caught up', async () => {
    const count = async () =>
      Number(
        (
          await t.db
            .selectFrom('recon_mismatch')
            .select((eb) => eb.fn.countAll<string>().as('n'))
            .where('hos_id', '=', H)
            .where('day', '=', DAY)
            .executeTakeFirstOrThrow()
        ).n,
      );
    await ranDay(DAY);
    expect(await count()).toBe(4);
    // The gateway's late settlement of the portal-only order arrives.
    await gateway(H, { no: seeded.portalOnly, amount: 1200, paidAt: at(DAY, '10:30') });
    const again = await ranDay(DAY);
    expect(await count()).toBe(4);
    const gone = again.mismatches.filter((m) => m.goneAt !== null).map((m) => m.outTradeNo);
    expect(gone).toEqual([seeded.portalOnly]);
    expect(again.lastRun?.mismatches).toBe(3);
  });

  it('resolves a mismatch once with a note, in the audit log', async () => {
    const day = (await consoleInject(t.app, finance, { method: 'GET', url: dayUrl(H, DAY) })).json()
      .data as ReconDay;
    const target = day.mismatches.find((m) => m.kind === 'amountDiffers')!;
    const res = await resolve(
      finance,
      H,
      target.mismatchId,
      'The gateway charged the old fee; refunded 2.00 by hand',
    );
    expect(res.json()).toMatchObject({
      code: 0,
      data: {
        resolvedBy: finance.staff.name,
        note: 'The gateway charged the old fee; refunded 2.00 by hand',
      },
    });
    expect((await resolve(finance, H, target.mismatchId, 'again')).json()).toMatchObject({
      messageKey: 'RECON001',
    });
    const audit = await t.db
      .selectFrom('audit_log')
      .select(['action', 'target'])
      .where('hos_id', '=', H)
      .where('action', 'in', ['reconciliation.resolve', 'reconciliation.run'])
      .execute();
    expect(audit.filter((a) => a.action === 'reconciliation.resolve')).toEqual([
      { action: 'reconciliation.resolve', target: `${DAY} amountDiffers ${seeded.amountDiffers}` },
    ]);
    expect(audit.filter((a) => a.action === 'reconciliation.run').length).toBeGreaterThanOrEqual(4);
    // A run after the resolution keeps it resolved.
    const after = await ranDay(DAY);
    expect(
      after.mismatches.find((m) => m.mismatchId === target.mismatchId)?.resolvedAt,
    ).not.toBeNull();
  });

  it('refuses a day that has not ended', async () => {
    const today = new Date().toISOString().slice(0, 10);
    expect((await run(finance, H, addDays(today, 1))).json()).toMatchObject({
      messageKey: 'RECON003',
    });
  });
});

describe('refusals', () => {
  it('refuses roles without the permission and other hospitals', async () => {
    const editor = await signInStaff(t.app, { role: 'editor', hosId: H });
    const auditor = await signInStaff(t.app, { role: 'auditor', hosId: H });
    const elsewhere = await signInStaff(t.app, { role: 'finance', hosId: OTHER });
    expect((await run(editor, H, DAY)).json()).toMatchObject({ messageKey: 'STAFF006' });
    expect(
      (
        await consoleInject(t.app, editor, { method: 'GET', url: `${dayUrl(H, DAY)}/statement` })
      ).json(),
    ).toMatchObject({ messageKey: 'STAFF006' });
    // The auditor reads but changes nothing.
    expect(
      (await consoleInject(t.app, auditor, { method: 'GET', url: dayUrl(H, DAY) })).json(),
    ).toMatchObject({
      code: 0,
    });
    expect((await run(auditor, H, DAY)).json()).toMatchObject({ messageKey: 'STAFF006' });
    expect((await run(elsewhere, H, DAY)).json()).toMatchObject({ messageKey: 'STAFF007' });
    const day = (await consoleInject(t.app, finance, { method: 'GET', url: dayUrl(H, DAY) })).json()
      .data as ReconDay;
    const open = day.mismatches.find((m) => m.resolvedAt === null)!;
    expect((await resolve(elsewhere, H, open.mismatchId, 'x')).json()).toMatchObject({
      messageKey: 'STAFF007',
    });
    // Its own hospital's path does not reach 1001's mismatch.
    expect((await resolve(elsewhere, OTHER, open.mismatchId, 'x')).json()).toMatchObject({
      messageKey: 'RECON002',
    });
    expect((await resolve(auditor, H, open.mismatchId, 'x')).json()).toMatchObject({
      messageKey: 'STAFF006',
    });
  });
});

const rawGet = (s: StaffSession, url: string) => consoleInject(t.app, s, { method: 'GET', url });

async function sheetRows(buffer: Buffer) {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(buffer as unknown as ArrayBuffer);
  const rows: unknown[][] = [];
  book.worksheets[0]!.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

describe('exports', () => {
  it("the day's statement, as CSV and XLSX, totals equal to the gateway's", async () => {
    const csv = await rawGet(finance, `${dayUrl(H, CLEAN)}/statement?format=csv`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const rows = parse(csv.rawPayload, { columns: true, bom: true }) as Record<string, string>[];
    expect(rows).toEqual([
      expect.objectContaining({
        outTradeNo: seeded.clean,
        type: 'pay',
        amountFen: '4200',
        amountYuan: '42.00',
      }),
    ]);
    const xlsx = await rawGet(finance, `${dayUrl(H, DAY)}/statement?format=xlsx`);
    const sheet = await sheetRows(xlsx.rawPayload);
    expect(sheet[0]).toContain('amountFen');
    const fen = sheet.slice(1).map((r) => Number(r[4]));
    const { total } = await t.db
      .selectFrom('gateway_transaction')
      .select((eb) => eb.fn.sum<string>('amount').as('total'))
      .where('hos_id', '=', H)
      .where('paid_at', '>=', at(DAY, '00:00'))
      .where('paid_at', '<', at(CLEAN, '00:00'))
      .executeTakeFirstOrThrow();
    const types = sheet.slice(1).map((r) => r[3]);
    const paid = fen.filter((_, i) => types[i] === 'pay').reduce((a, b) => a + b, 0);
    expect(paid).toBe(Number(total));
  });

  it('payments of a period, streamed page by page, the same rows and totals as the database', async () => {
    const url = `/console/api/hospitals/${H}/exports/payments?from=${DAY}&to=${CLEAN}`;
    const rows = parse((await rawGet(finance, `${url}&format=csv`)).rawPayload, {
      columns: true,
      bom: true,
    }) as Record<string, string>[];
    const db = await t.db
      .selectFrom('pay_order')
      .select(['out_trade_no', 'amount'])
      .where('hos_id', '=', H)
      .where('created_at', '>=', at(DAY, '00:00'))
      .where('created_at', '<', at(addDays(CLEAN, 1), '00:00'))
      .execute();
    expect(rows.map((r) => r.outTradeNo).sort()).toEqual(db.map((r) => r.out_trade_no).sort());
    const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
    expect(sum(rows.map((r) => Number(r.amountFen)))).toBe(sum(db.map((r) => Number(r.amount))));
    const sheet = await sheetRows((await rawGet(finance, `${url}&format=xlsx`)).rawPayload);
    expect(sheet.length - 1).toBe(db.length);
    expect(sum(sheet.slice(1).map((r) => Number(r[5])))).toBe(sum(db.map((r) => Number(r.amount))));
    // Pages of two rows give the same file as one page.
    const paged = await exportPayments(
      settleDeps(t.db, createSandboxGateway(t.db)),
      H,
      { from: DAY, to: CLEAN, format: 'csv' },
      2,
    );
    const chunks: Buffer[] = [];
    for await (const c of paged.body) chunks.push(Buffer.from(c as Buffer));
    const pagedRows = parse(Buffer.concat(chunks), { columns: true, bom: true }) as Record<
      string,
      string
    >[];
    expect(pagedRows).toEqual(rows);
  });

  it("bookings of a period with the patients' details masked", async () => {
    const f = qrFixtures(t);
    const u = await f.payer();
    const appointId = await f.book(u);
    const booked = await t.db
      .selectFrom('appointment as a')
      .innerJoin('patient as p', (j) =>
        j.onRef('p.hos_id', '=', 'a.hos_id').onRef('p.patient_id', '=', 'a.patient_id'),
      )
      .select(['p.patient_name', 'p.phone', 'p.cert_no', 'a.reg_fee'])
      .select((eb) =>
        eb.fn<string>('to_char', [eb.ref('a.session_date'), eb.val('YYYY-MM-DD')]).as('day'),
      )
      .where('a.hos_id', '=', H)
      .where('a.appoint_id', '=', appointId)
      .executeTakeFirstOrThrow();
    const url = `/console/api/hospitals/${H}/exports/bookings?from=${booked.day}&to=${booked.day}`;
    const rows = parse((await rawGet(finance, url)).rawPayload, {
      columns: true,
      bom: true,
    }) as Record<string, string>[];
    const row = rows.find((r) => r.appointId === appointId)!;
    expect(row).toMatchObject({
      patientName: maskName(booked.patient_name),
      patientPhone: maskPhone(booked.phone),
      feeFen: String(booked.reg_fee),
    });
    const text = (await rawGet(finance, url)).body;
    expect(text).not.toContain(booked.patient_name);
    expect(text).not.toContain(booked.phone);
    expect(text).not.toContain(booked.cert_no);
    const { n } = await t.db
      .selectFrom('appointment')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('hos_id', '=', H)
      .where('session_date', '=', booked.day)
      .executeTakeFirstOrThrow();
    expect(rows.length).toBe(Number(n));
    const sheet = await sheetRows((await rawGet(finance, `${url}&format=xlsx`)).rawPayload);
    expect(sheet.length - 1).toBe(Number(n));
  });
});
