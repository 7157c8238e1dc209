import { describe, expect, it } from 'vitest';
import { epcQrPayload, type EpcQrInput } from './epc-qr';

const pharmacy: EpcQrInput = {
  name: 'Pharmacie du Parc',
  iban: 'BE68 5390 0754 7034',
  amountCents: 3641,
  structuredCommunication: '+++123/4567/89002+++',
};

describe('epcQrPayload', () => {
  it('writes the twelve lines of version 002, the structured communication as its 12 digits', () => {
    expect(epcQrPayload({ ...pharmacy, bic: 'GKCCBEBB', information: 'Facture DEMO-0001-2026-00042' })).toBe(
      [
        'BCD',
        '002',
        '1',
        'SCT',
        'GKCCBEBB',
        'Pharmacie du Parc',
        'BE68539007547034',
        'EUR36.41',
        '',
        '123456789002',
        '',
        'Facture DEMO-0001-2026-00042',
      ].join('\n'),
    );
  });

  it('leaves the BIC empty and drops trailing empty lines', () => {
    expect(epcQrPayload(pharmacy)).toBe(
      'BCD\n002\n1\nSCT\n\nPharmacie du Parc\nBE68539007547034\nEUR36.41\n\n123456789002',
    );
  });

  it('reads the structured communication in any accepted spelling', () => {
    expect(epcQrPayload({ ...pharmacy, structuredCommunication: '***123/4567/89002***' })).toContain('\n123456789002');
    expect(epcQrPayload({ ...pharmacy, structuredCommunication: '1234 5678 9002' })).toContain('\n123456789002');
  });

  it('puts free text in the unstructured line when there is no structured communication', () => {
    expect(
      epcQrPayload({ ...pharmacy, structuredCommunication: undefined, remittanceText: 'Commande PL-7Q4K2M' }),
    ).toBe('BCD\n002\n1\nSCT\n\nPharmacie du Parc\nBE68539007547034\nEUR36.41\n\n\nCommande PL-7Q4K2M');
  });

  it.each([
    [1, 'EUR0.01'],
    [100, 'EUR1.00'],
    [1205, 'EUR12.05'],
    [99_999_999_999, 'EUR999999999.99'],
  ])('writes %i cents as %s', (amountCents, amount) => {
    expect(epcQrPayload({ ...pharmacy, amountCents }).split('\n')[7]).toBe(amount);
  });

  it('counts bytes, not characters, against the 331-byte limit', () => {
    const base = { ...pharmacy, structuredCommunication: undefined };
    // 4 + 4 + 2 + 4 + 1 + 18 + 17 + 9 + 1 + 1 = 61 bytes before the text, 140 for the text, 1 + 70 for the information.
    const ascii = epcQrPayload({ ...base, remittanceText: 'a'.repeat(140), information: 'b'.repeat(70) });
    expect(ascii.length).toBe(61 + 140 + 1 + 70);
    // 140 'é' are 280 bytes: the same field count no longer fits.
    expect(() => epcQrPayload({ ...base, remittanceText: 'é'.repeat(140), information: 'b'.repeat(70) })).toThrow(
      /331/,
    );
  });

  it('keeps non-ASCII names as UTF-8 text', () => {
    expect(epcQrPayload({ ...pharmacy, name: 'Apotheek Ségolène – Gent' }).split('\n')[5]).toBe(
      'Apotheek Ségolène – Gent',
    );
  });

  it.each<[Partial<EpcQrInput>, RegExp]>([
    [{ iban: 'BE68539007547035' }, /not a valid SEPA IBAN/],
    [{ iban: 'SA4420000001234567891234' }, /not a valid SEPA IBAN/],
    [{ bic: 'GKCC' }, /not a BIC/],
    [{ name: '' }, /name is required/],
    [{ name: '   ' }, /name is required/],
    [{ name: 'x'.repeat(71) }, /longer than 70/],
    [{ name: 'Pharmacie\ndu Parc' }, /one line/],
    [{ amountCents: 0 }, /amount/],
    [{ amountCents: -3641 }, /amount/],
    [{ amountCents: 12.5 }, /amount/],
    [{ amountCents: 100_000_000_000 }, /amount/],
    [{ structuredCommunication: '+++123/4567/89003+++' }, /not a valid structured communication/],
    [{ remittanceText: 'also text' }, /not both/],
    [{ structuredCommunication: undefined, remittanceText: 'x'.repeat(141) }, /longer than 140/],
    [{ information: 'x'.repeat(71) }, /longer than 70/],
  ])('refuses %j', (change, message) => {
    expect(() => epcQrPayload({ ...pharmacy, ...change })).toThrow(RangeError);
    expect(() => epcQrPayload({ ...pharmacy, ...change })).toThrow(message);
  });
});
