import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dictionaryItemSchema, type ReportDetail } from '@portal/shared';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { at, queryFixtures } from '../../../test/fixtures/queries/queries.fixtures.ts';
import { pdfFontSource, type PdfFonts } from './pdf-fonts.ts';
import { pdfText, renderReportPdf } from './report-pdf.ts';

/** A report as a downloadable PDF (same ownership as its detail), and the public dictionary look-up. */
let t: TestApp;
let f: ReturnType<typeof queryFixtures>;
beforeAll(async () => {
  t = await createTestApp();
  f = queryFixtures(t);
});
afterAll(async () => t.close());

describe('GET /feature/api/report/pdf', () => {
  it("answers an A4 PDF attachment of the reader's report", async () => {
    const u = await f.reader();
    const long = Array.from({ length: 60 }, (_, i) => ({
      code: `X${i}`,
      name: `Analyte ${i}`,
      result: String(i % 7),
      unit: 'µmol/L',
      low: 1,
      high: 5,
    }));
    const [lab, exam, many] = await f.file([
      f.report(u, { reportedAt: at(2) }),
      f.report(u, {
        reportedAt: at(3),
        kind: 'exam',
        reportType: 'exam',
        title: 'Gastroscopy',
        items: [],
        specimen: '',
        sampledAt: null,
        findings:
          'A 6 × 5 mm ulcer with a clean white base on the anterior wall of the duodenal bulb.',
        conclusion: 'Duodenal bulb ulcer (A2 stage).',
      }),
      f.report(u, { reportedAt: at(4), items: long }),
    ]);
    for (const id of [lab!, exam!, many!]) {
      const res = await f.pdf(u, id);
      expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toBe(`attachment; filename="report-${id}.pdf"`);
      expect(res.headers['cache-control']).toBe('no-store');
      const body = res.rawPayload;
      expect(body.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      expect(body.subarray(-6).toString('latin1')).toMatch(/%%EOF/);
      // A4 (595.28 × 841.89 pt); a long items table continues on a second page.
      expect(body.toString('latin1')).toMatch(/\/MediaBox \[0 0 595\.28 841\.89\]/);
      const pages = Number(
        /\/Type \/Pages[\s\S]*?\/Count (\d+)/.exec(body.toString('latin1'))?.[1],
      );
      expect(pages).toBe(id === many ? 2 : 1);
    }
  });

  it("refuses another user's report exactly like an unknown one (C002), and a signed-out caller (C024)", async () => {
    const [owner, other] = [await f.reader(), await f.reader()];
    const [id] = await f.file([f.report(owner, { reportedAt: at(1) })]);
    const theirs = await f.pdf(other, id!);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.headers['content-type']).toMatch(/^application\/json/);
    expect(theirs.json()).toEqual((await f.pdf(other, 'QT-no-such-report')).json());
    expect(theirs.json()).toMatchObject({ messageKey: 'C002' });
    expect((await f.pdf(null, id!)).json()).toMatchObject({ code: 401, messageKey: 'C024' });
    expect((await f.pdf(other, 'bad id!')).json()).toMatchObject({ code: 400, messageKey: 'C019' });
  });

  it('prints only what the standard fonts can draw', () => {
    expect(pdfText('µmol/L ×10^9/L 3.9–6.1 ≤5')).toBe('µmol/L ×10^9/L 3.9–6.1 <=5');
    expect(pdfText('张三丰')).toBe('???');
  });
});

describe('report PDF fonts', () => {
  const input = (fonts: PdfFonts | null) => ({
    hospitalName: '示例人民医院',
    timeZone: 'Asia/Shanghai',
    printedAt: new Date(),
    fonts,
    report: {
      reportId: 'R-1',
      kind: 'exam',
      source: 'out',
      reportType: 'exam',
      reportTypeName: '检查报告',
      title: '胸部X线',
      deptName: '放射科',
      doctorName: '王医生',
      reportedAt: new Date().toISOString(),
      abnormalCount: 0,
      patientId: 'p',
      patientName: '张三丰',
      specimen: '',
      sampledAt: null,
      items: [],
      findings: '双肺纹理清晰。',
      conclusion: '胸部未见明显异常。',
    } satisfies ReportDetail,
  });
  const fonts = pdfFontSource()();

  it.runIf(fonts !== null)(
    'embeds a subset of the CJK font, so Chinese text prints as written',
    async () => {
      const pdf = (await renderReportPdf(input(fonts))).toString('latin1');
      expect(pdf).toMatch(/\/Subtype \/Type0/);
      expect(pdf).toMatch(/\/FontFile[23]?/);
      expect(pdf).not.toMatch(/\/BaseFont \/Helvetica/);
    },
  );

  it('falls back to the standard fonts without one, and without failing', async () => {
    expect(pdfFontSource('/no/such/font.ttf', '/no/such/bold.ttf')()).toBeNull();
    const pdf = (await renderReportPdf(input(null))).toString('latin1');
    expect(pdf.startsWith('%PDF-')).toBe(true);
    expect(pdf).toMatch(/\/BaseFont \/Helvetica/);
  });
});

describe('getDictionary', () => {
  it("is public and answers the hospital's entries in display order, in the request's language", async () => {
    const res = await f.dictionary({ code: 'pay_mode' });
    expect(res.statusCode).toBe(200);
    const items = (res.json().data as unknown[]).map((i) => dictionaryItemSchema.strict().parse(i));
    expect(items.map((i) => i.value)).toEqual([
      'card',
      'wechat',
      'alipay',
      'insurance',
      'bank',
      'cash',
    ]);
    expect(items[0]).toEqual({ value: 'card', label: 'Patient card balance', sort: 0 });
    const zh = (
      await f.dictionary({ code: 'out_report_type' }, { 'accept-language': 'zh-CN' })
    ).json().data;
    expect(zh).toEqual([
      { value: 'lab', label: '检验报告', sort: 0 },
      { value: 'exam', label: '检查报告', sort: 1 },
    ]);
    for (const code of [
      'in_report_type',
      'prescription_status',
      'price_search_type',
      'out_payment_type',
    ]) {
      expect((await f.dictionary({ code })).json().data.length, code).toBeGreaterThan(1);
    }
  });

  it('answers [] for a code the hospital keeps none of; refuses unknown codes and hospitals', async () => {
    expect((await f.dictionary({ code: 'nation' })).json()).toMatchObject({ code: 0, data: [] });
    expect((await f.dictionary({ code: 'no_such_code' })).json()).toMatchObject({
      code: 400,
      messageKey: 'C019',
    });
    expect((await f.dictionary({ code: undefined })).json()).toMatchObject({
      code: 400,
      messageKey: 'C018',
    });
    expect((await f.dictionary({ hosId: '999999', code: 'pay_mode' })).json()).toMatchObject({
      code: 404,
      messageKey: 'HOSPITAL001',
    });
    expect((await f.dictionary({ hosId: '1004', code: 'out_report_type' })).json()).toMatchObject({
      code: 404,
      messageKey: 'HOSPITAL002',
    });
  });
});
