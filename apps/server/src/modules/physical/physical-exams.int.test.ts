import { randomUUID } from 'node:crypto';
import ExcelJS from 'exceljs';
import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, hospitalToday, PHYSICAL_IMPORT_MAX_BYTES, hosIdOf } from '@portal/shared';
import { DEMO, bearer, get, post, signIn } from '../../../test/auth-helpers.ts';
import { idCard } from '../../../test/patient-helpers.ts';
import {
  createInpatientApp,
  type InpatientApp,
} from '../../../test/fixtures/inpatient/inpatient.fixtures.ts';
import { rechargeFixtures } from '../../../test/fixtures/recharge/recharge.fixtures.ts';
import {
  A,
  physicalFixtures,
  type Who,
} from '../../../test/fixtures/physical/physical.fixtures.ts';

/**
 * Physical exams over HTTP, on PGlite and PostgreSQL: packages from the HIS; a patient books a package
 * date under its capacity and pays by QR (purpose physical_exam); a cancel gives the place and the money back exactly
 * once; a full date is refused; a leader imports a group from a CSV or XLSX file — all members or none, with a report of
 * every bad cell — and pays once; reports appear when the exam day is over; another user's booking answers C002.
 */
let t: InpatientApp;
let f: ReturnType<typeof rechargeFixtures>;
let p: ReturnType<typeof physicalFixtures>;
let leaderToken: string;
beforeAll(async () => {
  t = await createInpatientApp();
  f = rechargeFixtures(t);
  p = physicalFixtures(t, f);
  leaderToken = await signIn(t.app, A, DEMO.phone, DEMO.password);
});
afterAll(async () => t.close());

const headers = (u: Who, key?: string | null) => p.headers(u, key);
const tomorrow = () => p.tomorrow();
const book = (u: Who, body: object, key?: string | null) => p.book(u, body, key);
const payByQr = (u: Who, bookingId: string) => p.payByQr(u, bookingId);
const cancel = (u: Who, bookingId: string) => p.cancel(u, bookingId);
const bookings = (u: Who) => p.bookings(u);
const report = (u: Who, bookingId: string, row?: number) => p.report(u, bookingId, row);
const dates = (u: Who, packageId: string) => p.dates(u, packageId);
const refundEvents = (bookingId: string) => p.refundEvents(bookingId);
const newBooking = (over?: object) => p.newBooking(over);

const base64 = (text: string | Buffer) => Buffer.from(text).toString('base64');
const csv = (rows: string[][]) => base64(rows.map((r) => r.join(',')).join('\n'));
const member = (i: number, birth = `1985010${1 + (i % 9)}`) => [
  `Member ${i}`,
  idCard(birth),
  `139${String(10_000_000 + i).padStart(8, '0')}`,
];
/** A member the senior package is for. */
const senior = (i: number) => member(i, `1950010${1 + (i % 9)}`);
const group = (u: Who, body: object, key?: string | null) =>
  post(
    t.app,
    '/physicalexamination/api/group',
    { hosId: A, ...body },
    { headers: headers(u, key) },
  );
const check = (u: Who, body: object) =>
  post(
    t.app,
    '/physicalexamination/api/group/check',
    { hosId: A, ...body },
    { headers: bearer(u.token) },
  );

describe('packages', () => {
  it("lists the HIS packages with their items, prices in fen and dictionary labels, in the reader's language", async () => {
    const u = await f.payer(A);
    const en = (
      await get(t.app, `/physicalexamination/api/packages?hosId=${A}`, { headers: bearer(u.token) })
    ).json().data;
    const basic = en.find((p: { packageId: string }) => p.packageId === 'PK-BASIC');
    expect(basic).toMatchObject({
      name: 'Basic check-up',
      type: 'basic',
      typeName: 'Basic',
      users: 'all',
      usersName: 'Everyone',
      price: 20500,
    });
    expect(basic.items).toHaveLength(7);
    const zh = (
      await get(t.app, `/physicalexamination/api/packages?hosId=${A}`, {
        headers: { ...bearer(u.token), 'accept-language': 'zh-CN' },
      })
    ).json().data;
    expect(zh[0]).toMatchObject({ name: '基础体检套餐', typeName: '基础' });
    expect(await dates(u, 'PK-BASIC')).toHaveLength(14);
    expect(
      (
        await get(t.app, `/physicalexamination/api/packages/PK-NONE/dates?hosId=${A}`, {
          headers: bearer(u.token),
        })
      ).json().messageKey,
    ).toBe('C002');
  });

  it('answers FUNC001 where the hospital has both physical-exam modules closed (1002)', async () => {
    const token = await signIn(t.app, hosIdOf('1002'));
    expect(
      (
        await get(t.app, '/physicalexamination/api/packages?hosId=1002', { headers: bearer(token) })
      ).json().messageKey,
    ).toBe('FUNC001');
    expect(
      (
        await get(t.app, '/physicalexamination/api/bookings?hosId=1002', { headers: bearer(token) })
      ).json().messageKey,
    ).toBe('FUNC001');
  });
});

describe('booking a package date and paying', () => {
  it('books, pays by QR, and a cancel refunds exactly once and gives the place back', async () => {
    const { u, booking } = await newBooking();
    expect(booking).toMatchObject({ amount: 20500, personStatus: 'unpaid', status: 'booked' });
    const leftBefore = (await dates(u, 'PK-BASIC')).find((d) => d.date === tomorrow())!.left;
    const qr = f.qrOf(await payByQr(u, booking.bookingId), 'payPhysicalBookingByQr');
    expect((await f.scan(qr.token)).amount).toBe(20500);
    await f.pay(qr.token);
    expect((await bookings(u)).data[0]).toMatchObject({
      bookingId: booking.bookingId,
      personStatus: 'paid',
      payment: { state: 'paid', amount: 20500 },
    });
    expect((await payByQr(u, booking.bookingId)).json().messageKey).toBe('PHYSICAL002');
    const [first, second] = await Promise.all([
      cancel(u, booking.bookingId),
      cancel(u, booking.bookingId),
    ]);
    expect([first.json().code, second.json().code]).toEqual([0, 0]);
    await cancel(u, booking.bookingId);
    expect((await bookings(u)).data[0]).toMatchObject({
      status: 'cancelled',
      personStatus: 'refunded',
      payment: { state: 'refunded' },
    });
    expect((await refundEvents(booking.bookingId)).map((e) => e.to_state).sort()).toEqual([
      'refunded',
      'refunding',
    ]);
    expect((await dates(u, 'PK-BASIC')).find((d) => d.date === tomorrow())!.left).toBe(
      leftBefore + 1,
    );
    expect((await payByQr(u, booking.bookingId)).json().messageKey).toBe('PHYSICAL002');
  });

  it('one booking per Idempotency-Key; refuses dates that are not bookable and a missing key', async () => {
    const u = await f.payer(A);
    const key = randomUUID();
    const body = { patientId: u.patientId, packageId: 'PK-BASIC', examDate: tomorrow() };
    const [a, b] = [await book(u, body, key), await book(u, body, key)];
    expect(a.json().data.bookingId).toBe(b.json().data.bookingId);
    expect(
      (await book(u, { ...body, examDate: hospitalToday(new Date(), 'Asia/Shanghai') })).json()
        .messageKey,
    ).toBe('PHYSICAL001');
    expect((await book(u, { ...body, examDate: addDays(tomorrow(), 20) })).json().messageKey).toBe(
      'PHYSICAL001',
    );
    expect((await book(u, { ...body, examDate: '2026-02-30x' })).json().messageKey).toBe('C019');
    expect((await book(u, body, null)).json().messageKey).toBe('APPOINT009');
  });

  it("refuses a package meant for another sex or age group than the patient's (PHYSICAL011), storing nothing", async () => {
    const man = await f.payer(A, { birth: '19800520', sex: 1 });
    const woman = await f.payer(A, { birth: '19661201', sex: 2 });
    const before = (await t.db.selectFrom('physical_booking').select('booking_id').execute())
      .length;
    const answer = async (u: typeof man, packageId: string) => {
      const res = await book(u, { patientId: u.patientId, packageId, examDate: tomorrow() });
      return { status: res.statusCode, ...(res.json() as object) };
    };
    expect(await answer(man, 'PK-FEMALE')).toMatchObject({
      status: 400,
      code: 400,
      messageKey: 'PHYSICAL011',
    });
    expect(await answer(woman, 'PK-MALE')).toMatchObject({
      status: 400,
      messageKey: 'PHYSICAL011',
    });
    // Born 1980: 46, not yet the senior package's 60.
    expect(await answer(man, 'PK-SENIOR')).toMatchObject({
      status: 400,
      messageKey: 'PHYSICAL011',
    });
    expect((await t.db.selectFrom('physical_booking').select('booking_id').execute()).length).toBe(
      before,
    );
    expect(await answer(woman, 'PK-FEMALE')).toMatchObject({ status: 200, code: 0 });
    expect(await answer(man, 'PK-MALE')).toMatchObject({ status: 200, code: 0 });
  });

  it('refuses a full date: of two patients racing for the last place, one gets it', async () => {
    const date = addDays(tomorrow(), 3);
    await t.db
      .insertInto('physical_day')
      .values({ hos_id: A, package_id: 'PK-SENIOR', exam_date: date, capacity: 6, booked: 5 })
      .execute();
    // Two people the senior package is for (60 or older).
    const [u1, u2] = [
      await f.payer(A, { birth: '19550301' }),
      await f.payer(A, { birth: '19480711' }),
    ];
    const res = await Promise.all(
      [u1, u2].map((u) =>
        book(u, { patientId: u.patientId, packageId: 'PK-SENIOR', examDate: date }),
      ),
    );
    expect(res.map((r) => r.json().code).sort()).toEqual([0, 409]);
    expect(res.map((r) => r.json().messageKey).filter(Boolean)).toEqual(['PHYSICAL001']);
    expect((await dates(u1, 'PK-SENIOR')).find((d) => d.date === date)!.left).toBe(0);
  });

  it("another user's booking and report answer like unknown ones; another user's patient PATIENT004", async () => {
    const { u, booking } = await newBooking();
    const other = await f.payer(A);
    for (const res of [
      await payByQr(other, booking.bookingId),
      await cancel(other, booking.bookingId),
      await report(other, booking.bookingId),
    ]) {
      expect(res.json().messageKey).toBe('C002');
    }
    expect(
      (
        await book(other, { patientId: u.patientId, packageId: 'PK-BASIC', examDate: tomorrow() })
      ).json().messageKey,
    ).toBe('PATIENT004');
    expect((await bookings(other)).data).toEqual([]);
  });

  it('the report appears once the exam day is over, only for a paid booking', async () => {
    const { u, booking } = await newBooking();
    expect((await report(u, booking.bookingId)).json().messageKey).toBe('PHYSICAL008');
    await f.pay(f.qrOf(await payByQr(u, booking.bookingId)).token);
    expect((await report(u, booking.bookingId)).json().messageKey).toBe('PHYSICAL008');
    t.clock.advanceDays(2);
    try {
      const res = (await report(u, booking.bookingId)).json();
      expect(res).toMatchObject({
        code: 0,
        data: { bookingId: booking.bookingId, row: 0, packageName: 'Basic check-up' },
      });
      expect(res.data.items).toHaveLength(7);
      expect(
        (await bookings(u)).data.find(
          (b: { bookingId: string }) => b.bookingId === booking.bookingId,
        ).personStatus,
      ).toBe('reported');
      expect((await report(u, booking.bookingId, 5)).json().messageKey).toBe('C002');
    } finally {
      t.clock.advanceDays(-2);
    }
  });
});

describe('a group leader registering a group', () => {
  it('refuses a user who is not a leader (PERM001), before reading the file', async () => {
    const u = await f.payer(A);
    const file = {
      fileName: 'members.csv',
      content: csv([['name', 'certNo', 'phone'], member(1)]),
    };
    expect((await check(u, file)).json().messageKey).toBe('PERM001');
    expect(
      (await group(u, { ...file, packageId: 'PK-BASIC', examDate: tomorrow() })).json().messageKey,
    ).toBe('PERM001');
  });

  it('a file with bad rows imports nothing and reports each bad cell by row, column and message key', async () => {
    const leader = { token: leaderToken };
    const dup = member(3);
    const rows = [
      ['姓名', '身份证号', '手机号'],
      member(1),
      ['', '110105194912310021', '12345'],
      member(2),
      [],
      dup,
      dup,
      ['Ok Name', idCard('19900101'), ''],
    ];
    const file = { fileName: 'members.csv', content: csv(rows) };
    const before = await t.db.selectFrom('physical_booking').select('booking_id').execute();
    const res = await group(leader, { ...file, packageId: 'PK-BASIC', examDate: tomorrow() });
    expect(res.json()).toMatchObject({
      code: 400,
      messageKey: 'PHYSICAL006',
      params: { count: 5 },
    });
    expect(await t.db.selectFrom('physical_booking').select('booking_id').execute()).toEqual(
      before,
    );
    expect(
      await t.db
        .selectFrom('physical_member')
        .select('row_no')
        .where('name', 'like', 'Member %')
        .execute(),
    ).toEqual([]);
    const checked = (await check(leader, file)).json().data;
    expect(checked.problems).toEqual([
      { row: 3, field: 'name', messageKey: 'C018' },
      { row: 3, field: 'certNo', messageKey: 'C019' },
      { row: 3, field: 'phone', messageKey: 'C019' },
      { row: 7, field: 'certNo', messageKey: 'PHYSICAL007' },
      { row: 8, field: 'phone', messageKey: 'C018' },
    ]);
    expect(checked.members.map((m: { row: number }) => m.row)).toEqual([2, 4, 6]);
    expect(checked.members[0].certNo).toMatch(/\*/);
    expect(
      (
        await check(leader, {
          fileName: 'x.csv',
          content: csv([
            ['name', 'phone'],
            ['a', 'b'],
          ]),
        })
      ).json().data.problems,
    ).toEqual([{ row: 1, field: 'certNo', messageKey: 'C018' }]);
    expect(
      (await check(leader, { fileName: 'x.xlsx', content: base64('not a workbook') })).json()
        .messageKey,
    ).toBe('PHYSICAL004');
    expect(
      (await check(leader, { fileName: 'x.pdf', content: base64('a') })).json().messageKey,
    ).toBe('C019');
  });

  it('lists the members the chosen package is not for (PHYSICAL011), and refuses the group with them', async () => {
    const leader = { token: leaderToken };
    const rows = [['name', 'certNo', 'phone'], senior(40), member(41), senior(42)];
    const file = { fileName: 'seniors.csv', content: csv(rows) };
    expect((await check(leader, file)).json().data.problems).toEqual([]);
    const checked = (
      await check(leader, { ...file, packageId: 'PK-SENIOR', examDate: tomorrow() })
    ).json().data;
    expect(checked.problems).toEqual([{ row: 3, field: 'certNo', messageKey: 'PHYSICAL011' }]);
    expect(checked.members.map((m: { row: number }) => m.row)).toEqual([2, 4]);
    expect(
      (await check(leader, { ...file, packageId: 'PK-NONE', examDate: tomorrow() })).json()
        .messageKey,
    ).toBe('C002');
    const before = await t.db.selectFrom('physical_booking').select('booking_id').execute();
    expect(
      (await group(leader, { ...file, packageId: 'PK-SENIOR', examDate: tomorrow() })).json(),
    ).toMatchObject({ code: 400, messageKey: 'PHYSICAL006', params: { count: 1 } });
    expect(await t.db.selectFrom('physical_booking').select('booking_id').execute()).toEqual(
      before,
    );
  });

  it('refuses an XLSX "zip bomb" before reading it (PHYSICAL004)', async () => {
    const leader = { token: leaderToken };
    // A "zip bomb": a real workbook within the upload limit whose sheet unpacks to 20 MB. Read, such a file costs seconds
    // and hundreds of MB (98 MB of rows: 15 s and 1.3 GB) and this one would answer with its cells' problems; it is
    // refused unread.
    const small = new ExcelJS.Workbook();
    small.addWorksheet('Members').addRow(['Name', 'ID card no', 'Phone']);
    const parts = unzipSync(new Uint8Array(await small.xlsx.writeBuffer()));
    const sheet = Object.keys(parts).find((name) => /^xl\/worksheets\/sheet\d+\.xml$/.test(name))!;
    const huge = `<row r="1"><c r="A1" t="inlineStr"><is><t>${'x'.repeat(20_000_000)}</t></is></c></row>`;
    parts[sheet] = strToU8(
      strFromU8(parts[sheet]!).replace(
        /<sheetData>.*<\/sheetData>|<sheetData\/>/s,
        `<sheetData>${huge}</sheetData>`,
      ),
    );
    const bomb = zipSync(parts, { level: 9 });
    expect(bomb.length).toBeLessThan(PHYSICAL_IMPORT_MAX_BYTES);
    expect(parts[sheet]!.length).toBeGreaterThan(20_000_000);
    expect(
      (
        await check(leader, { fileName: 'x.xlsx', content: Buffer.from(bomb).toString('base64') })
      ).json().messageKey,
    ).toBe('PHYSICAL004');
  });

  it("imports an XLSX group, pays once for all members, and shows each member's status and report", async () => {
    const leader = { token: leaderToken };
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('Members');
    sheet.addRow(['Name', 'ID card no', 'Phone']);
    const people = [member(11), member(12), member(13)];
    for (const p of people) sheet.addRow(p);
    const content = Buffer.from(await book.xlsx.writeBuffer()).toString('base64');
    const res = await group(leader, {
      fileName: 'group.xlsx',
      content,
      packageId: 'PK-BASIC',
      examDate: tomorrow(),
    });
    expect(res.json()).toMatchObject({
      code: 0,
      data: { kind: 'group', places: 3, amount: 3 * 20500, personStatus: 'unpaid' },
    });
    const g = res.json().data as {
      bookingId: string;
      members: { row: number; status: string; certNo: string }[];
    };
    expect(g.members.map((m) => [m.row, m.status])).toEqual([
      [2, 'unpaid'],
      [3, 'unpaid'],
      [4, 'unpaid'],
    ]);
    expect(g.members[0]!.certNo).not.toBe(people[0]![1]);
    const qr = f.qrOf(await payByQr(leader, g.bookingId), 'pay the group');
    expect((await f.scan(qr.token)).amount).toBe(61500);
    await f.pay(qr.token);
    const listed = (await bookings(leader)).data.find(
      (b: { bookingId: string }) => b.bookingId === g.bookingId,
    );
    expect(listed.members.map((m: { status: string }) => m.status)).toEqual([
      'paid',
      'paid',
      'paid',
    ]);
    t.clock.advanceDays(2);
    try {
      expect((await report(leader, g.bookingId, 3)).json()).toMatchObject({
        code: 0,
        data: { row: 3, personName: 'Member 12' },
      });
      expect((await report(leader, g.bookingId, 0)).json().messageKey).toBe('C002');
      const other = await f.payer(A);
      expect((await report(other, g.bookingId, 3)).json().messageKey).toBe('C002');
    } finally {
      t.clock.advanceDays(-2);
    }
  });

  it('refuses a group larger than the places left on the date (PHYSICAL001) and stores nothing', async () => {
    const leader = { token: leaderToken };
    const date = addDays(tomorrow(), 5);
    const rows = [
      ['name', 'certNo', 'phone'],
      ...Array.from({ length: 7 }, (_, i) => senior(30 + i)),
    ];
    const res = await group(leader, {
      fileName: 'm.csv',
      content: csv(rows),
      packageId: 'PK-SENIOR',
      examDate: date,
    });
    expect(res.json().messageKey).toBe('PHYSICAL001');
    expect(
      await t.db
        .selectFrom('physical_booking')
        .select('booking_id')
        .where('exam_date', '=', date)
        .execute(),
    ).toEqual([]);
  });
});
