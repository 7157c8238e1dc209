import type { Language } from '@pharmacy/shared/languages';
import type { Invoice } from '@pharmacy/shared/schemas/invoice';

/* Test-only: an issued invoice to render, in any language, with the buyer and lines written in it. */

const BUYERS: Record<Language, { name: string; street: string; city: string; lines: [string, string] }> = {
  en: { name: 'Greenfield Care Home', street: 'Rue Haute 12', city: 'Bruxelles', lines: ['Paracetamol 1 g, 20 tablets', 'Digital thermometer'] },
  fr: { name: 'Maison de repos Les Tilleuls', street: 'Rue Haute 12', city: 'Bruxelles', lines: ['Dafalgan 1 g, 20 comprimés', 'Thermomètre digital'] },
  nl: { name: 'Woonzorgcentrum De Linde', street: 'Hoogstraat 12', city: 'Brussel', lines: ['Dafalgan 1 g, 20 tabletten', 'Digitale thermometer'] },
  de: { name: 'Seniorenheim Am Lindenhof', street: 'Hauptstraße 12', city: 'Eupen', lines: ['Dafalgan 1 g, 20 Tabletten', 'Digitales Fieberthermometer'] },
  vi: { name: 'Nguyễn Thị Hương', street: 'Rue Haute 12', city: 'Bruxelles', lines: ['Dafalgan 1 g, 20 viên nén', 'Nhiệt kế điện tử'] },
  cn: { name: '王小明', street: 'Rue Haute 12', city: 'Bruxelles', lines: ['对乙酰氨基酚 1 克，20 片', '电子体温计'] },
  ar: { name: 'محمد العلوي', street: 'Rue Haute 12', city: 'Bruxelles', lines: ['باراسيتامول 1 غ، 20 قرصًا', 'ميزان حرارة رقمي'] },
};

export function sampleInvoice(language: Language, patch: Partial<Invoice> = {}): Invoice {
  const buyer = BUYERS[language];
  return {
    id: '7d6f2b8e-8f7c-4a55-9a53-3a9f2f2f7e10',
    number: 'BE-1234-2026-00042',
    kind: 'invoice',
    status: 'sent',
    pharmacyId: 'pharmacy-1',
    orderId: null,
    creditedInvoiceId: null,
    seller: {
      name: 'Pharmacie du Sablon',
      street: 'Place du Grand Sablon 3',
      postalCode: '1000',
      city: 'Bruxelles',
      country: 'BE',
      vatNumber: 'BE0123456749',
      pharmacyCode: '123456',
      iban: 'BE68539007547034',
      bic: 'GKCCBEBB',
    },
    buyer: { name: buyer.name, street: buyer.street, postalCode: '1000', city: buyer.city, country: 'BE', vatNumber: null, email: null },
    pricesIncludeVat: true,
    lines: [
      { id: 'l1', description: buyer.lines[0], quantity: 3, unitPriceCents: 395, vatRate: 6, cis: null, amountCents: 1185 },
      { id: 'l2', description: buyer.lines[1], quantity: 1, unitPriceCents: 1299, vatRate: 21, cis: null, amountCents: 1299 },
    ],
    breakdown: [
      { rate: 6, baseCents: 1118, vatCents: 67 },
      { rate: 21, baseCents: 1074, vatCents: 225 },
    ],
    totals: { netCents: 2192, vatCents: 292, grossCents: 2484 },
    structuredCommunication: '+++123/4567/89002+++',
    issueDate: '2026-11-26',
    dueDate: '2026-12-26',
    paidAt: null,
    paymentMethod: null,
    language,
    notes: '',
    createdAt: '2026-11-26T10:00:00.000Z',
    updatedAt: '2026-11-26T10:00:00.000Z',
    ...patch,
  };
}
