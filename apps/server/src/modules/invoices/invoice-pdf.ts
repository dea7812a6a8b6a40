import {
  formatYuan,
  maskName,
  type FeeCategory,
  type InvoiceDetail,
  type Language,
} from '@portal/shared';
import type { PdfFonts } from '../queries/pdf-fonts.ts';
import {
  BOTTOM,
  GREY,
  MARGIN,
  rule,
  endWithFooter,
  startA4,
  wallClock,
  WIDTH,
  type Pen,
} from '../queries/report-pdf.ts';

/**
 * One electronic invoice as an A4 PDF, in the reader's language (en-US or zh-CN), set like the reports
 * (queries/report-pdf.ts: the server's CJK font where it has one): the hospital, the invoice number, the payer (name
 * masked: a downloaded file travels), the items and the total in yuan from integer fen.
 */
export interface InvoicePdfInput {
  invoice: InvoiceDetail;
  timeZone: string;
  lang: Language;
  printedAt: Date;
  fonts: PdfFonts | null;
}

const LABELS = {
  'en-US': {
    title: 'Electronic invoice',
    outpatient: 'Outpatient',
    inpatient: 'Inpatient',
    invoiceNo: 'Invoice no.',
    kind: 'Type',
    payer: 'Payer',
    dept: 'Department',
    issued: 'Issued',
    item: 'Item',
    quantity: 'Qty',
    price: 'Price (yuan)',
    amount: 'Amount (yuan)',
    total: 'Total (yuan)',
    printed: 'Printed',
    page: 'Page',
  },
  'zh-CN': {
    title: '电子发票',
    outpatient: '门诊',
    inpatient: '住院',
    invoiceNo: '发票号码',
    kind: '类型',
    payer: '交款人',
    dept: '科室',
    issued: '开票时间',
    item: '项目',
    quantity: '数量',
    price: '单价（元）',
    amount: '金额（元）',
    total: '合计（元）',
    printed: '打印时间',
    page: '页',
  },
} as const;

const CATEGORY: Record<Language, Record<FeeCategory, string>> = {
  'en-US': {
    registration: 'Registration',
    drug: 'Drugs',
    lab: 'Laboratory',
    exam: 'Examination',
    treatment: 'Treatment',
    material: 'Materials',
    bed: 'Bed',
    nursing: 'Nursing',
    other: 'Other',
  },
  'zh-CN': {
    registration: '挂号费',
    drug: '药品费',
    lab: '检验费',
    exam: '检查费',
    treatment: '治疗费',
    material: '材料费',
    bed: '床位费',
    nursing: '护理费',
    other: '其他',
  },
};

/** A safe attachment name: the invoice number's own characters only. */
export function invoicePdfFileName(invoiceNo: string): string {
  return `invoice-${invoiceNo.replace(/[^\w-]/g, '_')}.pdf`;
}

export async function renderInvoicePdf({
  invoice,
  timeZone,
  lang,
  printedAt,
  fonts,
}: InvoicePdfInput): Promise<Buffer> {
  const l = LABELS[lang];
  const { doc, pen, done } = await startA4(fonts, {
    title: `${l.title} ${invoice.invoiceNo}`,
    subject: 'Electronic invoice',
    hospitalName: invoice.hospitalName,
    heading: l.title,
  });
  const facts: [string, string][] = [
    [l.invoiceNo, invoice.invoiceNo],
    [l.kind, l[invoice.kind]],
    [l.payer, maskName(invoice.payerName)],
    [l.dept, invoice.deptName],
    [l.issued, wallClock(invoice.issuedAt, timeZone)],
    [l.total, formatYuan(invoice.amount)],
  ];
  for (let i = 0; i < facts.length; i += 2) {
    const y = doc.y;
    let next = y;
    for (const [col, [label, value]] of facts.slice(i, i + 2).entries()) {
      const x = MARGIN + col * (WIDTH / 2);
      doc
        .font(pen.regular)
        .fontSize(9)
        .fillColor(GREY)
        .text(pen.text(`${label}:`), x, y, { width: 80 });
      doc
        .font(pen.regular)
        .fontSize(10)
        .fillColor('black')
        .text(pen.text(value), x + 82, y, { width: WIDTH / 2 - 90 });
      next = Math.max(next, doc.y);
    }
    doc.x = MARGIN;
    doc.y = next + 3;
  }
  rule(doc);
  doc.moveDown(0.6);
  itemsTable(doc, pen, invoice, lang);

  return endWithFooter(
    doc,
    pen,
    done,
    (page, count) =>
      `${l.printed} ${wallClock(printedAt.toISOString(), timeZone)} · ${l.page} ${page} / ${count}`,
  );
}

function itemsTable(doc: PDFKit.PDFDocument, pen: Pen, invoice: InvoiceDetail, lang: Language) {
  const l = LABELS[lang];
  const columns = [
    { title: l.item, width: WIDTH - 250 },
    { title: l.quantity, width: 60 },
    { title: l.price, width: 90 },
    { title: l.amount, width: 100 },
  ];
  const row = (cells: string[], opts: { bold?: boolean; shade?: string } = {}) => {
    if (doc.y + 18 > BOTTOM) doc.addPage();
    const y = doc.y;
    if (opts.shade)
      doc
        .rect(MARGIN, y - 2, WIDTH, 16)
        .fillColor(opts.shade)
        .fill();
    let x = MARGIN + 4;
    for (const [i, c] of columns.entries()) {
      doc
        .font(opts.bold ? pen.bold : pen.regular)
        .fontSize(9)
        .fillColor('black')
        .text(pen.text(cells[i] ?? ''), x, y + 2, {
          width: c.width - 8,
          lineBreak: false,
          ellipsis: true,
          align: i === 0 ? 'left' : 'right',
        });
      x += c.width;
    }
    doc.x = MARGIN;
    doc.y = y + 16;
  };
  row(
    columns.map((c) => c.title),
    { bold: true, shade: '#eeeeee' },
  );
  for (const [index, item] of invoice.items.entries()) {
    const name = `${CATEGORY[lang][item.category]} · ${item.name}${item.spec ? ` (${item.spec})` : ''}`;
    row(
      [
        name,
        `${item.quantity} ${item.unit}`.trim(),
        formatYuan(item.price),
        formatYuan(item.amount),
      ],
      index % 2 === 1 ? { shade: '#f7f7f7' } : {},
    );
  }
  row([l.total, '', '', formatYuan(invoice.amount)], { bold: true });
}
