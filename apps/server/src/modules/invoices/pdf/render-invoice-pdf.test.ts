import { describe, expect, it } from 'vitest';
import { epcQrPayload } from '@pharmacy/shared/invoices/epc-qr';
import { LANGUAGES } from '@pharmacy/shared/languages';
import type { Invoice } from '@pharmacy/shared/schemas/invoice';
import { invoiceEpcPayload, renderInvoicePdf } from './layout/render-invoice-pdf';
import { sampleInvoice } from './pdf-fixtures';
import { decodeQrCodes, pdfFonts, pdfPages, pdfText } from './pdf-tools';
import { layoutLine } from './text';

/*
 * The invoice PDF (issue 14) read back as a person's tools read it: pdftotext for the words and their order,
 * pdffonts for the embedded fonts, zbarimg on a pdftoppm render for the EPC payment QR code.
 */

/** Lines of pdftotext's plain reading, without empty ones. */
const linesOf = (pdf: Buffer) =>
  pdfText(pdf)
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);

describe('the text of the PDF, in reading order', () => {
  it('en: seller, title, number, buyer, lines in order, VAT-included heads, totals and how to pay', async () => {
    const pdf = await renderInvoicePdf(sampleInvoice('en'));
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(pdf);
    for (const expected of [
      'Pharmacie du Sablon',
      'Place du Grand Sablon 3',
      'VAT: BE 0123.456.749',
      'Pharmacy code (APB): 123456',
      'Invoice',
      'BE-1234-2026-00042',
      '26 November 2026',
      '26 December 2026',
      'Awaiting payment',
      'Billed to',
      'Greenfield Care Home',
      'Unit price incl. VAT',
      'Amount incl. VAT',
      'Total excl. VAT',
      '€21.92',
      'Total to pay',
      '€24.84',
      'Payment by bank transfer',
      'BE68 5390 0754 7034',
      'GKCCBEBB',
      '+++123/4567/89002+++',
      'To be paid by 26 December 2026.',
      'Page 1 of 1',
    ]) {
      expect(text).toContain(expected);
    }
    // Lines in their order, each line's cells in reading order.
    const layout = pdfText(pdf, true);
    expect(layout).toMatch(/Paracetamol 1 g, 20 tablets\s+3\s+€3\.95\s+6%\s+€11\.85/);
    expect(layout).toMatch(/Digital thermometer\s+1\s+€12\.99\s+21%\s+€12\.99/);
    expect(layout.indexOf('Paracetamol')).toBeLessThan(layout.indexOf('Digital thermometer'));
    // VAT per rate: base, VAT and the gross of each rate.
    expect(layout).toMatch(/6%\s+€11\.18\s+€0\.67\s+€11\.85/);
    expect(layout).toMatch(/21%\s+€10\.74\s+€2\.25\s+€12\.99/);
  });

  it('says "excl. VAT" in the line heads when the prices are before VAT', async () => {
    const text = pdfText(await renderInvoicePdf(sampleInvoice('en', { pricesIncludeVat: false })));
    expect(text).toContain('Unit price excl. VAT');
    expect(text).toContain('Amount excl. VAT');
    expect(text).not.toContain('incl. VAT');
  });

  it('fr and nl: the words and the amounts of each language', async () => {
    const fr = pdfText(await renderInvoicePdf(sampleInvoice('fr')), true);
    for (const expected of ['Facture', 'Facturé à', 'Maison de repos Les Tilleuls', 'Prix unitaire TVAC', 'Montant TVAC', 'Total à payer', '24,84 €', 'Communication structurée', '+++123/4567/89002+++', "Date d'émission", '26 novembre 2026', 'Page 1 sur 1']) {
      expect(fr).toContain(expected);
    }
    // fr-BE writes "6 %" with a narrow no-break space, which pdftotext reads as no space.
    expect(fr).toMatch(/Dafalgan 1 g, 20 comprimés\s+3\s+3,95 €\s+6\s?%\s+11,85 €/);
    const nl = pdfText(await renderInvoicePdf(sampleInvoice('nl')), true);
    for (const expected of ['Factuur', 'Gefactureerd aan', 'Woonzorgcentrum De Linde', 'Eenheidsprijs incl.', 'Te betalen', '€ 24,84', 'Gestructureerde mededeling', 'Vervaldatum', '26 december 2026', 'Pagina 1 van 1']) {
      expect(nl).toContain(expected);
    }
    expect(nl).toMatch(/Digitale thermometer\s+1\s+€ 12,99\s+21%\s+€ 12,99/);
  });

  it('ar: joined Arabic letters come out as the logical words, numbers and codes left to right', async () => {
    const pdf = await renderInvoicePdf(sampleInvoice('ar'));
    const lines = linesOf(pdf);
    // Whole lines as written, word order kept: the title, labels, the buyer, a line's description.
    for (const expected of ['فاتورة', 'الرقم', 'الحالة', 'بانتظار الدفع', 'محمد العلوي', 'ميزان حرارة رقمي', 'المبلغ المستحق', 'مجموع الضريبة', 'الدفع بتحويل مصرفي', 'البيان المهيكل', 'الوصف', 'الكمية']) {
      expect(lines).toContain(expected);
    }
    // Left-to-right values inside the Arabic page read as written.
    const text = lines.join('\n');
    for (const expected of ['BE-1234-2026-00042', '24.84 €', '+++123/4567/89002+++', 'BE68 5390 0754 7034', 'Place du Grand Sablon 3', '1000 Bruxelles']) {
      expect(text).toContain(expected);
    }
    // A label and its isolated value: "الرقم الضريبي: BE 0123.456.749", the Arabic first in reading order.
    expect(text).toMatch(/الرقم الضريبي[^\n]*BE 0123\.456\.749/);
    // The date: an Arabic month between Latin digits. pdftotext loses the space where a line turns from a number to
    // Arabic (it rebuilds word gaps from positions), so only the pieces and their order are checked.
    expect(text).toMatch(/26 ?ديسمبر 2026/);
  });

  it('cn: Chinese glyphs from the embedded, subset Noto Sans Hans; the words extract', async () => {
    const pdf = await renderInvoicePdf(sampleInvoice('cn'));
    const fonts = pdfFonts(pdf);
    expect(fonts).toMatch(/\+NotoSansHans-Regular\s+CID Type 0C\s+Identity-H\s+yes\s+yes\s+yes/);
    expect(fonts).toMatch(/\+NotoSansHans-Bold\s+CID Type 0C\s+Identity-H\s+yes\s+yes\s+yes/);
    const text = pdfText(pdf);
    for (const expected of ['发票', '卖方', '买方', '王小明', '电子体温计', '含税单价', '应付总额', '结构化附言', '增值税号：BE 0123.456.749', '2026年12月26日']) {
      expect(text).toContain(expected);
    }
  });

  it('vi and de: Vietnamese letters and German umlauts from Noto Sans', async () => {
    const vi = pdfText(await renderInvoicePdf(sampleInvoice('vi')));
    for (const expected of ['Hóa đơn', 'Nguyễn Thị Hương', 'Nhiệt kế điện tử', 'Tổng phải trả']) expect(vi).toContain(expected.normalize('NFC'));
    const de = pdfText(await renderInvoicePdf(sampleInvoice('de')));
    for (const expected of ['Rechnung', 'Seniorenheim Am Lindenhof', 'Hauptstraße 12', 'Fälligkeitsdatum', 'Zu zahlender Betrag']) expect(de).toContain(expected);
    expect(pdfFonts(await renderInvoicePdf(sampleInvoice('de')))).toMatch(/\+NotoSans-Regular\s+CID TrueType\s+Identity-H\s+yes\s+yes\s+yes/);
  });

  it('renders in every language, small: fonts are subset', async () => {
    for (const language of LANGUAGES) {
      const pdf = await renderInvoicePdf(sampleInvoice(language));
      expect(pdf.subarray(0, 5).toString(), language).toBe('%PDF-');
      // en ≈ 17 KB, ar ≈ 30 KB, cn ≈ 115 KB (two weights of a CFF font keep their subroutines).
      expect(pdf.length, language).toBeLessThan(language === 'cn' ? 200_000 : 60_000);
    }
  });
});

describe('the EPC payment QR code', () => {
  it('decodes (zbarimg on a 150 dpi pdftoppm render) to the invoice’s IBAN, amount and structured communication', async () => {
    const invoice = sampleInvoice('fr');
    const codes = decodeQrCodes(await renderInvoicePdf(invoice));
    expect(codes).toHaveLength(1);
    const payload = codes[0]!;
    expect(payload).toBe(invoiceEpcPayload(invoice));
    expect(payload).toBe(
      epcQrPayload({ name: 'Pharmacie du Sablon', iban: 'BE68539007547034', bic: 'GKCCBEBB', amountCents: 2484, structuredCommunication: '+++123/4567/89002+++', information: 'BE-1234-2026-00042' }),
    );
    const fields = payload.split('\n');
    expect(fields.slice(0, 4)).toEqual(['BCD', '002', '1', 'SCT']);
    expect(fields[6]).toBe('BE68539007547034');
    expect(fields[7]).toBe('EUR24.84');
    expect(fields[9]).toBe('123456789002');
  });

  it('reads the same in the Arabic PDF, where the payment block is mirrored', async () => {
    const invoice = sampleInvoice('ar', { totals: { netCents: 103_305, vatCents: 21_695, grossCents: 125_000 } });
    expect(decodeQrCodes(await renderInvoicePdf(invoice))).toEqual([invoiceEpcPayload(invoice)]);
    expect(invoiceEpcPayload(invoice)!.split('\n')[7]).toBe('EUR1250.00');
  });

  it('is left out when nothing is to be paid by transfer: a draft, a paid invoice, a credit note, no IBAN', async () => {
    const cases: Invoice[] = [
      sampleInvoice('en', { status: 'draft', number: null, issueDate: null, dueDate: null, structuredCommunication: null }),
      sampleInvoice('en', { status: 'paid', paidAt: '2026-12-01T09:30:00.000Z', paymentMethod: 'transfer' }),
      sampleInvoice('en', { kind: 'credit_note', structuredCommunication: null, creditedInvoiceId: crypto.randomUUID() }),
      sampleInvoice('en', { seller: { ...sampleInvoice('en').seller, iban: null, bic: null } }),
    ];
    for (const invoice of cases) {
      expect(invoiceEpcPayload(invoice)).toBeNull();
      expect(decodeQrCodes(await renderInvoicePdf(invoice), 100)).toEqual([]);
    }
  });

  it('leaves it out, and keeps the transfer details, for an amount beyond what the EPC code carries', async () => {
    const invoice = sampleInvoice('en', { totals: { netCents: 100_000_000_000, vatCents: 21_000_000_000, grossCents: 121_000_000_000 } });
    expect(invoiceEpcPayload(invoice)).toBeNull();
    const pdf = await renderInvoicePdf(invoice);
    expect(pdfText(pdf)).toContain('+++123/4567/89002+++');
    expect(decodeQrCodes(pdf, 100)).toEqual([]);
  });
});

describe('what the PDF says about its status', () => {
  it('marks a draft as not a valid invoice, in its language', async () => {
    const en = pdfText(await renderInvoicePdf(sampleInvoice('en', { status: 'draft', number: null, issueDate: null, dueDate: null, structuredCommunication: null })));
    expect(en).toContain('DRAFT – not a valid invoice');
    expect(en).not.toContain('+++');
    const fr = pdfText(await renderInvoicePdf(sampleInvoice('fr', { status: 'draft', number: null, issueDate: null, dueDate: null, structuredCommunication: null })));
    expect(fr).toContain('BROUILLON – facture non valable');
  });

  it('says when and how a paid invoice was paid (the day in Brussels)', async () => {
    const text = pdfText(await renderInvoicePdf(sampleInvoice('en', { status: 'paid', paidAt: '2026-11-30T23:30:00.000Z', paymentMethod: 'card' })));
    expect(text).toContain('Paid on 1 December 2026 (card at the pharmacy).');
    expect(text).not.toContain('To be paid by');
  });

  it('names the invoice a credit note cancels and has nothing to pay', async () => {
    const invoice = sampleInvoice('nl', {
      kind: 'credit_note',
      number: 'BE-1234-2026-00043',
      creditedInvoiceId: crypto.randomUUID(),
      structuredCommunication: null,
      lines: sampleInvoice('nl').lines.map((l) => ({ ...l, unitPriceCents: -l.unitPriceCents, amountCents: -l.amountCents })),
      breakdown: [
        { rate: 6, baseCents: -1118, vatCents: -67 },
        { rate: 21, baseCents: -1074, vatCents: -225 },
      ],
      totals: { netCents: -2192, vatCents: -292, grossCents: -2484 },
    });
    const text = pdfText(await renderInvoicePdf(invoice, { correctedNumber: 'BE-1234-2026-00042' }));
    expect(text).toContain('Creditnota');
    expect(text).toContain('Annuleert factuur BE-1234-2026-00042 volledig.');
    expect(text).toContain('Totaal gecrediteerd');
    expect(text).toContain('€ -24,84');
    expect(text).toContain('Niets te betalen');
  });

  it('an invoice a credit note cancelled says so', async () => {
    const text = pdfText(await renderInvoicePdf(sampleInvoice('de', { status: 'credited' })));
    expect(text).toContain('Durch Gutschrift storniert');
    expect(text).toContain('Durch eine Gutschrift vollständig storniert.');
  });
});

describe('a long invoice', () => {
  it('breaks onto pages, the line table’s head on each, every line once, page numbers in the footer', async () => {
    const base = sampleInvoice('en');
    const lines = Array.from({ length: 60 }, (_, i) => ({
      ...base.lines[i % 2]!,
      id: `line-${i}`,
      description: i % 9 === 0 ? `Line ${i}: a description long enough to wrap onto a second and maybe a third line of the table` : `Line ${i}`,
    }));
    const pdf = await renderInvoicePdf(sampleInvoice('en', { lines, notes: 'Delivered on Tuesday. '.repeat(40) }));
    const pages = pdfPages(pdf);
    expect(pages).toBeGreaterThanOrEqual(3);
    const text = pdfText(pdf);
    // pdftotext ends each page with a form feed: every page with lines of the table starts them under its head.
    const withLines = text.split('\f').filter((page) => /Line \d+/.test(page));
    expect(withLines.length).toBeGreaterThanOrEqual(2);
    for (const page of withLines) expect(page.indexOf('Description')).toBeLessThan(page.search(/Line \d+/));
    for (let i = 0; i < 60; i++) expect(text.match(new RegExp(`Line ${i}\\b`, 'g')), `line ${i}`).toHaveLength(1);
    expect(text).toContain(`Page ${pages} of ${pages}`);
  });
});

describe('the bidi layer', () => {
  it('keeps an invoice number left to right inside an Arabic sentence, the Arabic in logical order for fontkit', () => {
    const line = layoutLine('يلغي الفاتورة \u2068BE-1234-2026-00042\u2069 بالكامل.', { size: 9 }, 'rtl', 'ar');
    // Visual order, left to right: " بالكامل." (in logical order: fontkit draws it right to left, the period at its
    // left end), the number as written, then "يلغي الفاتورة" at the right, where the sentence starts. The spaces
    // around the number belong to the Arabic runs.
    expect(line.pieces.map((p) => p.text)).toEqual([' بالكامل.', 'BE-1234-2026-00042', 'يلغي الفاتورة ']);
    expect(line.pieces.map((p) => p.font.script)).toEqual(['arabic', 'latin', 'arabic']);
  });
});
