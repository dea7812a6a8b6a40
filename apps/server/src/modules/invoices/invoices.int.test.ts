import { hosIdOf } from '@portal/shared';
import { inflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { bearer, get, signIn } from '../../../test/auth-helpers.ts';
import { feeFixtures } from '../../../test/fixtures/queries/fees.fixtures.ts';
import { at } from '../../../test/fixtures/queries/queries.fixtures.ts';

/**
 * Electronic invoices over HTTP, on PGlite and PostgreSQL: one per outpatient payment that stands and
 * one per discharged stay, listed per patient and period with paging and kind, one with its items, and its PDF; another
 * user's invoice (or another hospital's) answers exactly like an unknown one.
 */
let t: TestApp;
let f: ReturnType<typeof feeFixtures>;
beforeAll(async () => {
  t = await createTestApp();
  f = feeFixtures(t);
});
afterAll(async () => t.close());

type Who = { token: string };
const q = (params: Record<string, string | number>) =>
  Object.entries(params)
    .map(([k, v]) => `${k}=${encodeURIComponent(String(v))}`)
    .join('&');
const list = (u: Who, params: Record<string, string | number>, hosId = hosIdOf('1001')) =>
  get(t.app, `/feature/api/invoice/list?${q({ hosId, ...params })}`, { headers: bearer(u.token) });
const detail = (u: Who, invoiceNo: string, hosId = hosIdOf('1001')) =>
  get(t.app, `/feature/api/invoice/info?${q({ hosId, invoiceNo })}`, { headers: bearer(u.token) });
const pdf = (u: Who, invoiceNo: string, lang = 'en-US', hosId = hosIdOf('1001')) =>
  get(t.app, `/feature/api/invoice/pdf?${q({ hosId, invoiceNo })}`, {
    headers: { ...bearer(u.token), 'accept-language': lang },
  });

/** The PDF's document title, read through its cross-reference table and trailer (/Info → /Title), not by a text search. */
function pdfTitle(body: Buffer): string {
  const text = body.toString('latin1');
  const startxref = Number(/startxref\s+(\d+)\s+%%EOF\s*$/.exec(text)?.[1]);
  const xref = /^xref\s+0 (\d+)\s+([\s\S]*?)trailer\s*<<([\s\S]*?)>>/.exec(text.slice(startxref));
  expect(xref, 'xref table and trailer').not.toBeNull();
  const offsets = xref![2]!
    .trim()
    .split(/\s*\n\s*/)
    .map((line) => Number(line.split(' ')[0]));
  expect(offsets).toHaveLength(Number(xref![1]));
  const object = (ref: string) => {
    const n = Number(ref);
    const at = offsets[n]!;
    expect(text.slice(at).startsWith(`${n} 0 obj`), `object ${n} at its offset`).toBe(true);
    return text.slice(at + `${n} 0 obj`.length, text.indexOf('endobj', at)).trim();
  };
  const info = object(/\/Info (\d+) 0 R/.exec(xref![3]!)![1]!);
  const titleRef = /\/Title (\d+) 0 R/.exec(info);
  const title = titleRef ? object(titleRef[1]!) : /\/Title\s*(\S+)/.exec(info)![1]!;
  const bytes = title.startsWith('(')
    ? Buffer.from(
        title
          .slice(1, -1)
          .replace(/\\([0-7]{1,3}|.)/g, (_, e: string) =>
            /^[0-7]/.test(e)
              ? String.fromCharCode(parseInt(e, 8))
              : (({ n: '\n', r: '\r', t: '\t', b: '\b', f: '\f' } as Record<string, string>)[e] ??
                e),
          ),
        'latin1',
      )
    : Buffer.from(title.slice(1, -1), 'hex');
  // A text string in UTF-16BE with its byte-order mark (how non-Latin titles are written), else PDFDocEncoding.
  return bytes[0] === 0xfe && bytes[1] === 0xff
    ? Buffer.from(bytes.subarray(2)).swap16().toString('utf16le')
    : bytes.toString('latin1');
}

/** Every content stream inflates (the page content is compressed, not garbage). */
function streamsInflate(body: Buffer): number {
  const text = body.toString('latin1');
  let n = 0;
  for (const m of text.matchAll(/\/Filter \/FlateDecode[\s\S]*?>>\s*stream\r?\n/g)) {
    const start = m.index! + m[0].length;
    const end = text.indexOf('endstream', start);
    expect(() => inflateSync(body.subarray(start, end))).not.toThrow();
    n++;
  }
  return n;
}

describe('a reader with outpatient fees and a discharged stay', () => {
  let u: Awaited<ReturnType<typeof f.reader>>;
  let stayNo: string;
  const feeNos: string[] = [];
  beforeAll(async () => {
    u = await f.reader();
    const fees = Array.from({ length: 12 }, (_, i) => f.fee(u, { paidAt: at(5 + i) }));
    const refunded = f.fee(u, { paidAt: at(3), refundedAt: at(2) });
    await f.file([...fees, refunded]);
    feeNos.push(...fees.map((x) => x.invoiceNo));
    const stay = await f.stay(u, 40, 3, true);
    await f.stay(u, 1, 2, false);
    stayNo = `ZY-${stay.stayId}`;
  });

  it('lists them newest first in pages of 10 with the total; a refunded payment has none, a stay in progress none yet', async () => {
    const first = await list(u, { patientId: u.patientId });
    expect(first.json()).toMatchObject({ code: 0, data: { total: 13, pageSize: 10 } });
    const items = first.json().data.items as {
      invoiceNo: string;
      kind: string;
      amount: number;
      deptName: string;
    }[];
    expect(items.map((i) => i.invoiceNo)).toEqual(feeNos.slice(0, 10));
    expect(items[0]).toMatchObject({
      kind: 'outpatient',
      amount: 4800 + 1980 * 2,
      deptName: 'Endocrinology',
    });
    const second = (await list(u, { patientId: u.patientId, page: 2 })).json().data;
    expect(second.items.map((i: { invoiceNo: string }) => i.invoiceNo)).toEqual([
      ...feeNos.slice(10),
      stayNo,
    ]);
    expect((await list(u, { patientId: u.patientId, page: 9 })).json().data).toMatchObject({
      items: [],
      total: 13,
    });
  });

  it('filters by kind and period', async () => {
    const inpatient = (await list(u, { patientId: u.patientId, kind: 'inpatient' })).json().data;
    // 3 days from 40 days ago: bed 50 + nursing 24 yuan a day, Cefuroxime 13.80 yuan × (1 + 2 + 3).
    expect(inpatient).toMatchObject({
      total: 1,
      items: [
        {
          invoiceNo: stayNo,
          kind: 'inpatient',
          amount: 3 * 7400 + 6 * 1380,
          deptName: 'Cardiology',
        },
      ],
    });
    const recent = (
      await list(u, {
        patientId: u.patientId,
        from: at(6).toISOString().slice(0, 10),
        to: at(0).toISOString().slice(0, 10),
      })
    ).json().data;
    expect(recent.total).toBe(2);
    expect((await list(u, { patientId: u.patientId, kind: 'bogus' })).json()).toMatchObject({
      code: 400,
      messageKey: 'C019',
    });
    expect(
      (await list(u, { patientId: u.patientId, from: '2026-05-01', to: '2026-04-01' })).json(),
    ).toMatchObject({ code: 400, messageKey: 'QUERY001' });
  });

  it('shows one with its items: an outpatient payment as charged, a stay summed per item', async () => {
    const out = (await detail(u, feeNos[0]!)).json();
    expect(out).toMatchObject({
      code: 0,
      data: {
        invoiceNo: feeNos[0],
        kind: 'outpatient',
        patientId: u.patientId,
        payerName: 'Test Person',
        hospitalName: 'Riverside General Hospital',
        items: [
          { category: 'lab', name: 'Lipid panel', quantity: 1, price: 4800, amount: 4800 },
          {
            category: 'drug',
            name: 'Metformin hydrochloride tablets',
            quantity: 2,
            price: 1980,
            amount: 3960,
          },
        ],
      },
    });
    const stay = (await detail(u, stayNo)).json().data;
    expect(stay.items).toEqual([
      {
        category: 'bed',
        name: 'Ward bed',
        spec: '',
        quantity: 3,
        unit: 'time',
        price: 5000,
        amount: 15_000,
      },
      {
        category: 'drug',
        name: 'Cefuroxime',
        spec: '',
        quantity: 6,
        unit: 'time',
        price: 1380,
        amount: 8280,
      },
      {
        category: 'nursing',
        name: 'Grade II nursing',
        spec: '',
        quantity: 3,
        unit: 'time',
        price: 2400,
        amount: 7200,
      },
    ]);
    expect(stay.items.reduce((s: number, i: { amount: number }) => s + i.amount, 0)).toBe(
      stay.amount,
    );
  });

  it("downloads it as a PDF in the reader's language: %PDF, parses, carries the invoice number", async () => {
    for (const [no, lang] of [
      [feeNos[0]!, 'en-US'],
      [stayNo, 'zh-CN'],
    ] as const) {
      const res = await pdf(u, no, lang);
      expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toBe(`attachment; filename="invoice-${no}.pdf"`);
      const body = res.rawPayload;
      expect(body.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      expect(pdfTitle(body)).toBe(lang === 'en-US' ? `Electronic invoice ${no}` : `电子发票 ${no}`);
      expect(streamsInflate(body)).toBeGreaterThan(0);
    }
  });

  it("answers another user's invoice exactly like an unknown one (C002), and their patient PATIENT004", async () => {
    const other = await f.reader();
    const theirs = await detail(other, feeNos[0]!);
    expect(theirs.json()).toMatchObject({ code: 404, messageKey: 'C002' });
    expect(theirs.json()).toEqual((await detail(other, 'INV-NO-SUCH')).json());
    for (const no of [feeNos[0]!, stayNo]) {
      const file = await pdf(other, no);
      expect(file.statusCode).toBe(404);
      expect(file.headers['content-type']).toMatch(/^application\/json/);
      expect(file.json()).toMatchObject({ messageKey: 'C002' });
    }
    expect((await list(other, { patientId: u.patientId })).json()).toMatchObject({
      code: 404,
      messageKey: 'PATIENT004',
    });
    expect((await detail(u, 'bad no!')).json()).toMatchObject({ code: 400, messageKey: 'C019' });
  });

  it('answers an invoice of another hospital like an unknown one', async () => {
    const token = await signIn(t.app, hosIdOf('1003'));
    expect((await detail({ token }, feeNos[0]!, hosIdOf('1003'))).json()).toMatchObject({
      messageKey: expect.stringMatching(/^(C002|FUNC001)$/),
    });
    // The reader's own token is worthless at another hospital.
    expect((await detail(u, feeNos[0]!, hosIdOf('1003'))).statusCode).toBe(401);
  });

  it("answers FUNC001 while the hospital's electronic invoices are closed", async () => {
    await f.setModule('electronic-invoice', false);
    try {
      expect((await list(u, { patientId: u.patientId })).json()).toMatchObject({
        code: 404,
        messageKey: 'FUNC001',
      });
      expect((await pdf(u, feeNos[0]!)).json()).toMatchObject({ code: 404, messageKey: 'FUNC001' });
    } finally {
      await f.setModule('electronic-invoice', true);
    }
  });
});

describe('the demo account at 1001', () => {
  it("has invoices of Wang Jianguo's outpatient payments and of his past stay", async () => {
    const token = await signIn(t.app, hosIdOf('1001'));
    const patients = (
      await get(t.app, '/patient/api/patient/list?hosId=1001', { headers: bearer(token) })
    ).json().data as { patientId: string; patientName: string }[];
    const wang = patients.find((p) => p.patientName === 'Wang Jianguo')!;
    const all = (await list({ token }, { patientId: wang.patientId })).json().data;
    expect(all.total).toBeGreaterThan(10);
    const stays = (
      await list({ token }, { patientId: wang.patientId, kind: 'inpatient', from: '2024-01-01' })
    ).json().data;
    expect(stays.total).toBeGreaterThanOrEqual(1);
    const res = await pdf({ token }, stays.items[0].invoiceNo);
    expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });
});
