import PDFDocument from 'pdfkit';
import { formatIban } from '@pharmacy/shared/invoices/iban';
import { formatBelgianVat } from '@pharmacy/shared/invoices/vat-number';
import type { Invoice } from '@pharmacy/shared/schemas/invoice';
import { fill, PDF_LABELS, type PdfLabels } from '../labels';
import { formatsFor, type Formats } from '../format';
import { BODY, BOTTOM, Canvas, COLORS, CONTENT_WIDTH, lineHeight, MARGIN, PAGE_HEIGHT, PAGE_WIDTH, SMALL, TOP, type Align } from './canvas';
import { credit, paymentBlock } from './payment-block';

export { invoiceEpcPayload } from './payment-block';

export interface InvoicePdfContext {
  /** On a credit note: the number of the invoice it cancels (the API's invoice holds only its id). */
  correctedNumber?: string | null;
}

/** A value's own direction inside a label: isolated, so `BE0123…` stays left to right in Arabic. */
const labelled = (t: PdfLabels, label: string, value: string) => `${label}${t.colon}\u2068${value}\u2069`;

interface Column {
  key: 'description' | 'quantity' | 'unitPrice' | 'vatRate' | 'amount';
  width: number;
  align: Align;
}

/**
 * The invoice as a PDF in its own language (A4; Latin, Vietnamese, Arabic right to left, Simplified Chinese): seller
 * and buyer, number and dates, lines, VAT per rate and totals, payment status and, for an invoice to be paid by
 * transfer, the structured communication and the EPC QR code. A draft is marked as not a valid invoice on every page.
 */
export async function renderInvoicePdf(invoice: Invoice, context: InvoicePdfContext = {}): Promise<Buffer> {
  const t = PDF_LABELS[invoice.language];
  const f = formatsFor(invoice.language);
  const draft = invoice.status === 'draft';
  const credit = invoice.kind === 'credit_note';
  const title = credit ? t.creditNote : t.invoice;
  const doc = new PDFDocument({
    size: 'A4',
    margin: 0,
    bufferPages: true,
    lang: invoice.language === 'cn' ? 'zh-Hans' : invoice.language,
    displayTitle: true,
    info: {
      Title: `${title} ${invoice.number ?? t.draftMark}`,
      Author: invoice.seller.name,
      Creator: 'PharmaLink',
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const c = new Canvas(doc, invoice.language);
  const page = new PageFlow(c, draft ? t.draftMark : null);
  page.start();

  let y = header(c, invoice, t, f, title, context);
  y = buyerBlock(c, invoice, t, y + 16);
  y = linesTable(c, page, invoice, t, f, y + 18);
  y = summary(c, page, invoice, t, f, y + 16);
  y = paymentBlock(c, page, invoice, t, f, y + 16);
  if (invoice.notes.trim()) notesBlock(c, page, invoice.notes, t, y + 14);
  footers(c, invoice, t);

  doc.end();
  return done;
}

/** Pages: a new one when the next block does not fit, with the draft mark on each. */
class PageFlow {
  private onBreak: (() => number) | null = null;

  constructor(
    private readonly c: Canvas,
    private readonly draftMark: string | null,
  ) {}

  start(): void {
    if (this.draftMark) watermark(this.c, this.draftMark);
  }

  /** The y to draw a block of `height` at: `y`, or the top of a new page (after what `repeat` draws there). */
  fit(y: number, height: number): number {
    if (y + height <= BOTTOM) return y;
    this.c.doc.addPage();
    this.start();
    return this.onBreak ? this.onBreak() : TOP;
  }

  /** While a table is drawn: what a new page starts with (its header); returns the y under it. */
  repeat(draw: (() => number) | null): void {
    this.onBreak = draw;
  }
}

function watermark(c: Canvas, text: string): void {
  const { doc } = c;
  doc.save();
  doc.opacity(0.13);
  doc.rotate(-38, { origin: [PAGE_WIDTH / 2, PAGE_HEIGHT / 2] });
  const size = 40;
  // Centred on the page: the canvas' logical box spans the content width.
  c.line(text, PAGE_HEIGHT / 2 - size * 0.75, { x: -60, width: CONTENT_WIDTH + 120, size, weight: 'bold', align: 'center', color: COLORS.danger });
  doc.restore();
  doc.opacity(1);
}

function header(c: Canvas, invoice: Invoice, t: PdfLabels, f: Formats, title: string, context: InvoicePdfContext): number {
  const { seller } = invoice;
  const sellerWidth = 262;
  let y = TOP;
  c.line(t.seller, y, { x: 0, width: sellerWidth, size: SMALL, color: COLORS.muted });
  y += lineHeight(SMALL);
  y += c.paragraph(seller.name, y, { x: 0, width: sellerWidth, size: 12, weight: 'bold', direction: 'auto' });
  for (const text of address(seller)) y += c.paragraph(text, y, { x: 0, width: sellerWidth, size: BODY, direction: 'auto' });
  const sellerLines = [
    seller.vatNumber ? labelled(t, t.vatNumber, formatBelgianVat(seller.vatNumber)) : null,
    labelled(t, t.pharmacyCode, seller.pharmacyCode),
    seller.iban ? labelled(t, t.iban, formatIban(seller.iban)) : null,
    seller.bic ? labelled(t, t.bic, seller.bic) : null,
  ].filter((l): l is string => Boolean(l));
  for (const text of sellerLines) y += c.paragraph(text, y, { x: 0, width: sellerWidth, size: BODY });

  // The title block, at the end side.
  const blockWidth = 218;
  const bx = CONTENT_WIDTH - blockWidth;
  let by = TOP - 4;
  c.line(title, by, { x: bx, width: blockWidth, size: 22, weight: 'bold', color: COLORS.accent, align: 'end' });
  by += 34;
  if (invoice.status === 'draft') {
    by += c.paragraph(t.draftMark, by, { x: bx, width: blockWidth, size: BODY, weight: 'bold', color: COLORS.danger, align: 'end' });
    by += 4;
  }
  if (credit(invoice) && context.correctedNumber) {
    by += c.paragraph(fill(t.corrects, { number: context.correctedNumber }), by, { x: bx, width: blockWidth, size: BODY, align: 'end' });
    by += 4;
  }
  const status = credit(invoice) ? (invoice.status === 'draft' ? t.statuses.draft : t.creditIssued) : t.statuses[invoice.status];
  const facts: [string, string, boolean][] = [
    [t.number, invoice.number ?? '—', true],
    [t.issueDate, invoice.issueDate ? f.date(invoice.issueDate) : '—', false],
    ...(!credit(invoice) && invoice.dueDate ? [[t.dueDate, f.date(invoice.dueDate), false] as [string, string, boolean]] : []),
    [t.status, status, false],
  ];
  const labelWidth = 96;
  for (const [label, value, code] of facts) {
    c.line(label, by, { x: bx, width: labelWidth, size: BODY, color: COLORS.muted });
    const valueOptions = { x: bx + labelWidth, width: blockWidth - labelWidth, size: BODY, weight: 'bold' as const, align: 'end' as const };
    const h = c.paragraph(value, by, code ? { ...valueOptions, direction: 'ltr' } : valueOptions);
    by += Math.max(h, lineHeight(BODY));
  }
  return Math.max(y, by);
}

/** Street, then postcode and city (and the country when not Belgium): written by people, in their own direction. */
const address = (party: { street: string; postalCode: string; city: string; country: string }) => [
  party.street,
  `${party.postalCode} ${party.city}${party.country && party.country !== 'BE' ? ` – ${party.country}` : ''}`,
];

function buyerBlock(c: Canvas, invoice: Invoice, t: PdfLabels, top: number): number {
  const { buyer } = invoice;
  const width = 262;
  const pad = 10;
  const inner = { x: pad, width: width - 2 * pad };
  // Measure first, to draw the band behind the text.
  const nameLines = c.lines(buyer.name, { ...inner, size: 11, weight: 'bold' });
  const bodyLines: [string, boolean][] = [
    ...address(buyer).flatMap((l) => c.lines(l, { ...inner, size: BODY }).map((w): [string, boolean] => [w, true])),
    ...(buyer.vatNumber ? c.lines(labelled(t, t.vatNumber, formatBelgianVat(buyer.vatNumber)), { ...inner, size: BODY }).map((w): [string, boolean] => [w, false]) : []),
  ];
  const height = pad + lineHeight(SMALL) + nameLines.length * lineHeight(11) + bodyLines.length * lineHeight(BODY) + pad;
  c.band(0, width, top, height);
  let y = top + pad;
  c.line(t.buyer, y, { ...inner, size: SMALL, color: COLORS.muted });
  y += lineHeight(SMALL);
  for (const l of nameLines) {
    c.line(l, y, { ...inner, size: 11, weight: 'bold', direction: 'auto' });
    y += lineHeight(11);
  }
  for (const [l, written] of bodyLines) {
    c.line(l, y, { ...inner, size: BODY, ...(written ? { direction: 'auto' as const } : {}) });
    y += lineHeight(BODY);
  }
  return top + height;
}

function linesTable(c: Canvas, page: PageFlow, invoice: Invoice, t: PdfLabels, f: Formats, top: number): number {
  const incl = invoice.pricesIncludeVat;
  const fixed: Column[] = [
    { key: 'quantity', width: 46, align: 'end' },
    { key: 'unitPrice', width: 100, align: 'end' },
    { key: 'vatRate', width: 48, align: 'end' },
    { key: 'amount', width: 100, align: 'end' },
  ];
  const columns: Column[] = [{ key: 'description', width: CONTENT_WIDTH - fixed.reduce((s, col) => s + col.width, 0), align: 'start' }, ...fixed];
  const xs: number[] = [];
  columns.reduce((x, col) => (xs.push(x), x + col.width), 0);
  const heads: Record<Column['key'], string> = {
    description: t.description,
    quantity: t.quantity,
    unitPrice: incl ? t.unitPriceIncl : t.unitPriceExcl,
    vatRate: t.vatRate,
    amount: incl ? t.amountIncl : t.amountExcl,
  };
  const pad = 6;
  const headSize = 8;

  const drawHead = (y: number): number => {
    const wrapped = columns.map((col) => c.lines(heads[col.key], { x: 0, width: col.width - 2 * pad, size: headSize, weight: 'bold' }));
    const height = Math.max(...wrapped.map((l) => l.length)) * lineHeight(headSize) + 2 * pad - 2;
    c.band(0, CONTENT_WIDTH, y, height);
    columns.forEach((col, i) => {
      wrapped[i]!.forEach((l, n) =>
        c.line(l, y + pad - 1 + n * lineHeight(headSize), { x: xs[i]! + pad, width: col.width - 2 * pad, size: headSize, weight: 'bold', color: COLORS.muted, align: col.align }),
      );
    });
    return y + height;
  };

  let y = page.fit(top, 60);
  y = drawHead(y);
  page.repeat(() => drawHead(TOP));
  for (const line of invoice.lines) {
    const cells: Record<Column['key'], string> = {
      description: line.description,
      quantity: f.quantity(line.quantity),
      unitPrice: f.money(line.unitPriceCents),
      vatRate: f.rate(line.vatRate),
      amount: f.money(line.amountCents),
    };
    const description = c.lines(cells.description, { x: 0, width: columns[0]!.width - 2 * pad, size: BODY });
    const height = Math.max(1, description.length) * lineHeight(BODY) + 2 * pad - 2;
    y = page.fit(y, height);
    columns.forEach((col, i) => {
      const options = { x: xs[i]! + pad, width: col.width - 2 * pad, size: BODY, align: col.align };
      if (col.key === 'description') description.forEach((l, n) => c.line(l, y + pad - 1 + n * lineHeight(BODY), { ...options, direction: 'auto' }));
      else c.line(cells[col.key], y + pad - 1, { ...options, direction: 'ltr' });
    });
    y += height;
    c.rule(0, CONTENT_WIDTH, y);
  }
  page.repeat(null);
  return y;
}

function summary(c: Canvas, page: PageFlow, invoice: Invoice, t: PdfLabels, f: Formats, top: number): number {
  const rows = invoice.breakdown;
  const rowHeight = lineHeight(BODY) + 4;
  // VAT per rate, at the start side; its column heads may take two lines ("Maatstaf van heffing").
  const tableWidth = 284;
  const cols = [
    { label: t.rate, width: 50 },
    { label: t.base, width: 84 },
    { label: t.vat, width: 70 },
    { label: t.gross, width: 80 },
  ];
  const heads = cols.map((col) => c.lines(col.label, { x: 0, width: col.width - 6, size: SMALL }));
  const headHeight = Math.max(...heads.map((h) => h.length)) * lineHeight(SMALL);
  const height = Math.max(rowHeight + headHeight + rows.length * rowHeight + 4, 4 * rowHeight + 16);
  const y0 = page.fit(top, height);

  let x = 0;
  const xs = cols.map((col) => ((x += col.width), x - col.width));
  let y = y0;
  c.line(t.vatBreakdown, y, { x: 0, width: tableWidth, size: SMALL, weight: 'bold', color: COLORS.muted });
  y += rowHeight;
  cols.forEach((col, i) =>
    heads[i]!.forEach((l, n) => c.line(l, y + n * lineHeight(SMALL), { x: xs[i]!, width: col.width - 6, size: SMALL, color: COLORS.muted, align: i === 0 ? 'start' : 'end' })),
  );
  y += headHeight + 2;
  c.rule(0, tableWidth, y);
  y += 3;
  for (const row of rows) {
    const values = [f.rate(row.rate), f.money(row.baseCents), f.money(row.vatCents), f.money(row.baseCents + row.vatCents)];
    values.forEach((v, i) => c.line(v, y, { x: xs[i]!, width: cols[i]!.width - 6, size: BODY, align: i === 0 ? 'start' : 'end', direction: 'ltr' }));
    y += rowHeight;
  }

  // Totals, at the end side.
  const totalsWidth = 214;
  const tx = CONTENT_WIDTH - totalsWidth;
  let ty = y0 + rowHeight;
  const totals: [string, number][] = [
    [t.totalNet, invoice.totals.netCents],
    [t.totalVat, invoice.totals.vatCents],
  ];
  for (const [label, cents] of totals) {
    c.line(label, ty, { x: tx, width: 120, size: BODY, color: COLORS.muted });
    c.line(f.money(cents), ty, { x: tx + 120, width: totalsWidth - 120, size: BODY, align: 'end', direction: 'ltr' });
    ty += rowHeight;
  }
  c.rule(tx, totalsWidth, ty + 1, COLORS.ink, 1);
  ty += 6;
  c.line(credit(invoice) ? t.totalCredit : t.totalGross, ty, { x: tx, width: 120, size: 11, weight: 'bold' });
  c.line(f.money(invoice.totals.grossCents), ty, { x: tx + 110, width: totalsWidth - 110, size: 11, weight: 'bold', align: 'end', direction: 'ltr' });
  ty += lineHeight(11);
  return Math.max(y, ty);
}

function notesBlock(c: Canvas, page: PageFlow, notes: string, t: PdfLabels, top: number): number {
  const lines = c.lines(notes, { x: 0, width: CONTENT_WIDTH, size: BODY });
  let y = page.fit(top, lineHeight(SMALL) + Math.min(lines.length, 3) * lineHeight(BODY));
  c.line(t.notes, y, { x: 0, width: CONTENT_WIDTH, size: SMALL, weight: 'bold', color: COLORS.muted });
  y += lineHeight(SMALL);
  for (const l of lines) {
    y = page.fit(y, lineHeight(BODY));
    c.line(l, y, { x: 0, width: CONTENT_WIDTH, size: BODY, direction: 'auto' });
    y += lineHeight(BODY);
  }
  return y;
}

function footers(c: Canvas, invoice: Invoice, t: PdfLabels): void {
  const { doc } = c;
  const range = doc.bufferedPageRange();
  const reference = [invoice.seller.name, invoice.number ?? t.draftMark].join(' · ');
  for (let i = 0; i < range.count; i++) {
    doc.switchToPage(range.start + i);
    const y = PAGE_HEIGHT - MARGIN + 6;
    c.rule(0, CONTENT_WIDTH, y - 6);
    c.line(reference, y, { x: 0, width: CONTENT_WIDTH - 120, size: 7.5, color: COLORS.muted, direction: 'auto' });
    c.line(fill(t.page, { page: String(i + 1), pages: String(range.count) }), y, { x: CONTENT_WIDTH - 120, width: 120, size: 7.5, color: COLORS.muted, align: 'end' });
  }
}

