import { epcQrPayload, EPC_NAME_MAX } from '@pharmacy/shared/invoices/epc-qr';
import { formatIban } from '@pharmacy/shared/invoices/iban';
import type { Invoice } from '@pharmacy/shared/schemas/invoice';
import { fill, type PdfLabels } from '../labels';
import type { Formats } from '../format';
import { qrMatrix } from '../qr';
import { widthOf } from '../text';
import { BODY, type Canvas, COLORS, CONTENT_WIDTH, lineHeight } from './canvas';

/* The payment block of the invoice PDF: how it stands (paid, due, credited), or the transfer details and the EPC QR. */

export const credit = (invoice: Invoice) => invoice.kind === 'credit_note';

/** A day as Brussels counts it: a payment at 00:30 on the 2nd, Belgian time, is on the 2nd. */
const brusselsDay = (iso: string) => new Date(iso).toLocaleDateString('sv-SE', { timeZone: 'Europe/Brussels' });

/** Where a block may start: a new page when it does not fit (the document's page flow). */
interface Flow {
  fit(top: number, height: number): number;
}

/** The EPC QR payload of an invoice that is to be paid by transfer; null when there is nothing to pay that way. */
export function invoiceEpcPayload(invoice: Invoice): string | null {
  const { seller, structuredCommunication, totals } = invoice;
  if (invoice.kind !== 'invoice' || (invoice.status !== 'sent' && invoice.status !== 'overdue')) return null;
  if (!seller.iban || !structuredCommunication || totals.grossCents <= 0) return null;
  try {
    return epcQrPayload({
      name: [...seller.name].slice(0, EPC_NAME_MAX).join(''),
      iban: seller.iban,
      bic: seller.bic ?? '',
      amountCents: totals.grossCents,
      structuredCommunication,
      information: invoice.number ?? undefined,
    });
  } catch (error) {
    // Beyond what the EPC code carries (an amount over 999,999,999.99 €, an IBAN outside SEPA): the invoice is
    // printed without it, its transfer details stay readable above.
    if (error instanceof RangeError) return null;
    throw error;
  }
}

export function paymentBlock(c: Canvas, page: Flow, invoice: Invoice, t: PdfLabels, f: Formats, top: number): number {
  if (invoice.status === 'draft') return top;
  const width = CONTENT_WIDTH;
  const pad = 12;
  const payable = invoice.kind === 'invoice' && (invoice.status === 'sent' || invoice.status === 'overdue');
  if (!payable || !invoice.seller.iban || !invoice.structuredCommunication) {
    const paid = invoice.paidAt ? fill(t.paidOn, { date: f.date(brusselsDay(invoice.paidAt)), method: invoice.paymentMethod ? t.methods[invoice.paymentMethod] : '' }) : '';
    const due = invoice.dueDate ? fill(invoice.status === 'overdue' ? t.overdueSince : t.dueBy, { date: f.date(invoice.dueDate) }) : '';
    const text = credit(invoice)
      ? t.creditNothingToPay
      : invoice.status === 'credited'
        ? [paid, t.creditedNote].filter(Boolean).join(' ')
        : invoice.status === 'paid'
          ? paid
          : due;
    if (!text) return top;
    const lines = c.lines(text, { x: pad, width: width - 2 * pad, size: BODY, weight: 'bold' });
    const height = lines.length * lineHeight(BODY) + 2 * pad - 4;
    const y = page.fit(top, height);
    c.band(0, width, y, height);
    lines.forEach((l, i) => c.line(l, y + pad - 2 + i * lineHeight(BODY), { x: pad, width: width - 2 * pad, size: BODY, weight: 'bold', color: invoice.status === 'paid' ? COLORS.accent : COLORS.ink }));
    return y + height;
  }

  // To be paid by transfer: the details and the EPC QR code.
  const payload = invoiceEpcPayload(invoice);
  const qrSize = 104;
  const height = qrSize + 2 * pad + 26;
  const y = page.fit(top, height);
  c.band(0, width, y, height);
  const textWidth = width - qrSize - 3 * pad - 30;
  let ty = y + pad;
  c.line(t.payment, ty, { x: pad, width: textWidth, size: 11, weight: 'bold' });
  ty += lineHeight(11) + 2;
  const rows: [string, string, boolean][] = [
    [t.amount, f.money(invoice.totals.grossCents), false],
    [t.iban, formatIban(invoice.seller.iban), false],
    ...(invoice.seller.bic ? [[t.bic, invoice.seller.bic, false] as [string, string, boolean]] : []),
    [t.communication, invoice.structuredCommunication, true],
  ];
  const labelWidth = Math.min(210, Math.max(90, ...rows.map(([label]) => widthOf(label, { size: BODY }, invoice.language) + 12)));
  for (const [label, value, strong] of rows) {
    c.line(label, ty + (strong ? 1.5 : 0), { x: pad, width: labelWidth, size: BODY, color: COLORS.muted });
    c.line(value, ty, { x: pad + labelWidth, width: textWidth - labelWidth, size: strong ? 12 : BODY, weight: 'bold', direction: 'ltr', align: 'start' });
    ty += strong ? lineHeight(12) : lineHeight(BODY);
  }
  if (invoice.dueDate) {
    const due = fill(invoice.status === 'overdue' ? t.overdueSince : t.dueBy, { date: f.date(invoice.dueDate) });
    c.paragraph(due, ty + 2, { x: pad, width: textWidth, size: BODY, color: invoice.status === 'overdue' ? COLORS.danger : COLORS.ink, weight: invoice.status === 'overdue' ? 'bold' : 'regular' });
  }
  if (payload) {
    const qx = width - pad - qrSize;
    drawQr(c, payload, c.left(qx, qrSize), y + pad, qrSize);
    c.paragraph(t.scan, y + pad + qrSize + 3, { x: qx - 10, width: qrSize + 20, size: 7, color: COLORS.muted, align: 'center', leading: 9 });
  }
  return y + height;
}

/** The QR code as vector squares (one rectangle per horizontal run of dark modules), with its quiet zone. */
function drawQr(c: Canvas, payload: string, left: number, top: number, size: number): void {
  const matrix = qrMatrix(payload);
  const quiet = 4;
  const module = size / (matrix.size + 2 * quiet);
  const { doc } = c;
  doc.save();
  doc.rect(left, top, size, size).fill('#FFFFFF');
  for (let row = 0; row < matrix.size; row++) {
    for (let col = 0; col < matrix.size; ) {
      if (!matrix.isDark(row, col)) {
        col++;
        continue;
      }
      const start = col;
      while (col < matrix.size && matrix.isDark(row, col)) col++;
      doc.rect(left + (quiet + start) * module, top + (quiet + row) * module, (col - start) * module, module);
    }
  }
  doc.fill('#000000');
  doc.restore();
}

