import type PdfKit from 'pdfkit';
import {
  hospitalTime,
  hospitalToday,
  maskName,
  type LabItem,
  type ReportDetail,
} from '@portal/shared';
import type { PdfFonts } from './pdf-fonts.ts';

/**
 * One report as a clean A4 PDF (issue "a report can be downloaded as PDF"): the hospital, the patient (name
 * masked: a downloaded file travels), the report's facts, then the items table with flags readable without
 * colour (↑ H / ↓ L: a drawn arrow and the letter), or the findings and conclusion of an exam. Times are the hospital's
 * wall clock.
 *
 * Set in the server's CJK font where it has one (pdf-fonts.ts), so Chinese names and results print as written; otherwise
 * in the PDF standard fonts, which cover Latin text, units (µ, ×) and dashes and print '?' for anything else rather than
 * wrong glyphs.
 */
export interface ReportPdfInput {
  hospitalName: string;
  timeZone: string;
  report: ReportDetail;
  printedAt: Date;
  fonts: PdfFonts | null;
}

/** The faces text is set in and how text is made printable in them. */
export interface Pen {
  regular: string;
  bold: string;
  text: (s: string) => string;
}

export function penOf(doc: PDFKit.PDFDocument, fonts: PdfFonts | null): Pen {
  if (!fonts) return { regular: 'Helvetica', bold: 'Helvetica-Bold', text: pdfText };
  doc.registerFont('body', fonts.regular.data, fonts.regular.face);
  doc.registerFont('body-bold', fonts.bold.data, fonts.bold.face);
  return { regular: 'body', bold: 'body-bold', text: (s) => s };
}

export const A4 = { width: 595.28, height: 841.89 };
export const MARGIN = 50;
export const WIDTH = A4.width - 2 * MARGIN;
export const BOTTOM = A4.height - MARGIN - 24;
export const GREY = '#555555';
const LINE = '#bbbbbb';

/** WinAnsi (the standard fonts' encoding): Latin-1 plus these; anything else cannot be drawn. */
const WIN_ANSI_EXTRA = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');
export function pdfText(text: string): string {
  return Array.from(text.replaceAll('≤', '<=').replaceAll('≥', '>='), (ch) => {
    const code = ch.codePointAt(0)!;
    return (code >= 0x20 && code <= 0x7e) ||
      (code >= 0xa0 && code <= 0xff) ||
      WIN_ANSI_EXTRA.has(ch)
      ? ch
      : '?';
  }).join('');
}

/** 'YYYY-MM-DD HH:mm' in the hospital's zone. */
export function wallClock(iso: string | null, timeZone: string): string {
  if (!iso) return '';
  const at = new Date(iso);
  return `${hospitalToday(at, timeZone)} ${hospitalTime(at, timeZone)}`;
}

/** A safe attachment name: the report id's own characters only. */
export function pdfFileName(reportId: string): string {
  return `report-${reportId.replace(/[^\w-]/g, '_')}.pdf`;
}

/** The document's bytes once it ends (call before writing to it). */
export function collectPdf(doc: PDFKit.PDFDocument): Promise<Buffer> {
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  return new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
}

/** pdfkit is imported with the first PDF, not at start: it costs about 0.1 s of every `npm start`. */
export async function loadPdfKit(): Promise<typeof PdfKit> {
  return (await import('pdfkit')).default;
}

/**
 * A new A4 document (its bytes in `done`) with the head every printed page of the portal starts with: the hospital's
 * name in bold over a grey heading, then a rule. One head for the report and the invoice PDFs.
 */
export async function startA4(
  fonts: PdfFonts | null,
  head: { title: string; subject: string; hospitalName: string; heading: string },
) {
  const PDFDocument = await loadPdfKit();
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    bufferPages: true,
    info: { Title: head.title, Author: head.hospitalName, Subject: head.subject },
  });
  const done = collectPdf(doc);
  const pen = penOf(doc, fonts);
  doc
    .font(pen.bold)
    .fontSize(16)
    .fillColor('black')
    .text(pen.text(head.hospitalName), { align: 'center' });
  doc
    .moveDown(0.2)
    .font(pen.regular)
    .fontSize(11)
    .fillColor(GREY)
    .text(pen.text(head.heading), { align: 'center' });
  doc.moveDown(0.6);
  rule(doc);
  return { doc, pen, done };
}

export async function renderReportPdf({
  hospitalName,
  timeZone,
  report,
  printedAt,
  fonts,
}: ReportPdfInput): Promise<Buffer> {
  const { doc, pen, done } = await startA4(fonts, {
    title: `${report.title} - ${report.reportId}`,
    subject: 'Medical report',
    hospitalName,
    heading: report.kind === 'lab' ? 'Laboratory report' : 'Examination report',
  });
  facts(doc, pen, report, timeZone);
  rule(doc);
  doc.moveDown(0.6);
  if (report.kind === 'lab' || report.items.length > 0) itemsTable(doc, pen, report.items);
  if (report.findings) section(doc, pen, 'Findings', report.findings);
  if (report.conclusion) section(doc, pen, 'Conclusion', report.conclusion);

  return endWithFooter(
    doc,
    pen,
    done,
    (page, count) =>
      `Printed ${wallClock(printedAt.toISOString(), timeZone)} · For reference; please discuss the results with your doctor. · Page ${page} of ${count}`,
  );
}

/**
 * Writes the footer line on every page, small and grey under the bottom margin, ends the document and answers its
 * bytes (`done` of startA4). One footer for the report and the invoice PDFs.
 */
export function endWithFooter(
  doc: PDFKit.PDFDocument,
  pen: Pen,
  done: Promise<Buffer>,
  footer: (page: number, count: number) => string,
): Promise<Buffer> {
  const pages = doc.bufferedPageRange();
  for (let i = 0; i < pages.count; i++) {
    doc.switchToPage(pages.start + i);
    // Below the bottom margin: without lifting it, pdfkit would start a new page for the footer.
    doc.page.margins.bottom = 0;
    doc
      .font(pen.regular)
      .fontSize(8)
      .fillColor(GREY)
      .text(pen.text(footer(i + 1, pages.count)), MARGIN, A4.height - MARGIN, {
        width: WIDTH,
        align: 'center',
        lineBreak: false,
      });
  }
  doc.end();
  return done;
}

export function rule(doc: PDFKit.PDFDocument) {
  doc
    .moveTo(MARGIN, doc.y)
    .lineTo(A4.width - MARGIN, doc.y)
    .lineWidth(0.7)
    .strokeColor(LINE)
    .stroke();
  doc.moveDown(0.4);
}

function facts(doc: PDFKit.PDFDocument, pen: Pen, r: ReportDetail, timeZone: string) {
  const rows: [string, string][] = [
    ['Patient', maskName(r.patientName)],
    ['Report no.', r.reportId],
    ['Report', r.title],
    ['Type', `${r.reportTypeName} (${r.source === 'in' ? 'inpatient' : 'outpatient'})`],
    ['Department', r.deptName],
    ['Doctor', r.doctorName],
    ...(r.kind === 'lab'
      ? ([
          ['Specimen', r.specimen],
          ['Sampled', wallClock(r.sampledAt, timeZone)],
        ] as [string, string][])
      : []),
    ['Reported', wallClock(r.reportedAt, timeZone)],
  ];
  const half = WIDTH / 2;
  for (let i = 0; i < rows.length; i += 2) {
    const y = doc.y;
    let next = y;
    for (const [col, [label, value]] of rows.slice(i, i + 2).entries()) {
      const x = MARGIN + col * half;
      doc.font(pen.regular).fontSize(9).fillColor(GREY).text(`${label}:`, x, y, { width: 70 });
      doc
        .font(pen.regular)
        .fontSize(10)
        .fillColor('black')
        .text(pen.text(value), x + 72, y, { width: half - 80 });
      next = Math.max(next, doc.y);
    }
    doc.x = MARGIN;
    doc.y = next + 3;
  }
}

const COLUMNS = [
  { title: 'Item', width: 180 },
  { title: 'Result', width: 70 },
  { title: 'Flag', width: 45 },
  { title: 'Unit', width: 80 },
  { title: 'Reference range', width: WIDTH - 375 },
];

function itemsTable(doc: PDFKit.PDFDocument, pen: Pen, items: readonly LabItem[]) {
  const header = () => {
    const y = doc.y;
    doc
      .rect(MARGIN, y - 2, WIDTH, 16)
      .fillColor('#eeeeee')
      .fill();
    let x = MARGIN + 4;
    doc.font(pen.bold).fontSize(9).fillColor('black');
    for (const c of COLUMNS) {
      doc.text(c.title, x, y + 2, { width: c.width - 8, lineBreak: false });
      x += c.width;
    }
    doc.x = MARGIN;
    doc.y = y + 18;
  };
  header();
  for (const [index, item] of items.entries()) {
    if (doc.y + 18 > BOTTOM) {
      doc.addPage();
      header();
    }
    const y = doc.y;
    if (index % 2 === 1)
      doc
        .rect(MARGIN, y - 2, WIDTH, 16)
        .fillColor('#f7f7f7')
        .fill();
    const abnormal = item.flag === 'H' || item.flag === 'L';
    const cells = [`${item.name} (${item.code})`, item.result, '', item.unit, item.range];
    let x = MARGIN + 4;
    for (const [i, c] of COLUMNS.entries()) {
      doc
        .font(abnormal && (i === 1 || i === 2) ? pen.bold : pen.regular)
        .fontSize(9)
        .fillColor('black')
        .text(pen.text(cells[i]!), x, y + 2, {
          width: c.width - 8,
          lineBreak: false,
          ellipsis: true,
        });
      if (i === 2 && abnormal) flag(doc, pen, item.flag === 'H', x, y + 2);
      x += c.width;
    }
    doc.x = MARGIN;
    doc.y = y + 16;
  }
  doc.moveDown(0.8);
}

/**
 * ↑ H or ↓ L. The standard fonts are WinAnsi-encoded, which has no arrows, so the arrow is drawn (in every font, alike); the letter is text
 * (what a reader of the text, or a screen reader, gets).
 */
function flag(doc: PDFKit.PDFDocument, pen: Pen, high: boolean, x: number, y: number) {
  const cx = x + 3;
  const [tip, tail] = high ? [y + 0.5, y + 8.5] : [y + 8.5, y + 0.5];
  const head = high ? tip + 3.5 : tip - 3.5;
  doc.save().lineWidth(1).strokeColor('black').moveTo(cx, tail).lineTo(cx, head).stroke();
  doc
    .polygon([cx - 2.6, head], [cx + 2.6, head], [cx, tip])
    .fillColor('black')
    .fill()
    .restore();
  doc
    .font(pen.bold)
    .fontSize(9)
    .fillColor('black')
    .text(high ? 'H' : 'L', x + 9, y, { lineBreak: false });
}

function section(doc: PDFKit.PDFDocument, pen: Pen, title: string, text: string) {
  if (doc.y + 60 > BOTTOM) doc.addPage();
  doc.x = MARGIN;
  doc.font(pen.bold).fontSize(11).fillColor('black').text(title, { width: WIDTH });
  doc.moveDown(0.3);
  doc.font(pen.regular).fontSize(10).text(pen.text(text), { width: WIDTH, lineGap: 2 });
  doc.moveDown(0.8);
}
