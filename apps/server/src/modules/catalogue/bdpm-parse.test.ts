import { describe, expect, it } from 'vitest';
import { decodeBdpmFile, decodeWindows1252, splitLines } from './bdpm-decode';
import { fitColumns, isPrescriptionCondition, parseEuroCents, parseFrenchDate, parseRate } from './bdpm-fields';
import { parseBdpm } from './import';
import { encodeWindows1252, fixtureFiles } from './test-fixtures';

describe('decoding a BDPM file', () => {
  it('reads Windows-1252, including the bytes Latin-1 lacks (0x92 is ’, not a control character)', () => {
    const bytes = Buffer.from([0x4c, 0x92, 0xc9, 0x50, 0x48, 0xc9, 0x44, 0x52, 0x49, 0x4e, 0x45, 0x20, 0x80, 0x20, 0x9c]);
    expect(decodeWindows1252(bytes)).toBe('L’ÉPHÉDRINE € œ');
    const file = decodeBdpmFile(bytes);
    expect(file).toMatchObject({ encoding: 'windows-1252', bom: false, text: 'L’ÉPHÉDRINE € œ' });
  });

  it('detects UTF-8, with or without a BOM, and never keeps the BOM', () => {
    const utf8 = Buffer.from('Présentation active\n', 'utf8');
    expect(decodeBdpmFile(utf8)).toMatchObject({ encoding: 'utf-8', bom: false, text: 'Présentation active\n', lineEndings: 'lf' });
    const withBom = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), utf8]);
    const decoded = decodeBdpmFile(withBom);
    expect(decoded).toMatchObject({ encoding: 'utf-8', bom: true, text: 'Présentation active\n' });
    expect(decoded.text.charCodeAt(0)).toBe(0x50);
  });

  it('does not take Windows-1252 text for UTF-8, even when it is mostly ASCII', () => {
    expect(decodeBdpmFile(encodeWindows1252('60000001\tcomprimé pelliculé\r\n'))).toMatchObject({
      encoding: 'windows-1252',
      lineEndings: 'crlf',
      text: '60000001\tcomprimé pelliculé\r\n',
    });
  });

  it('splits CRLF, LF and CR lines, skips blank ones, trims fields and keeps empty trailing columns', () => {
    const lines = splitLines('a\t b \t\r\n\r\nc\td\ne\rf\t\t\n');
    expect(lines).toEqual([
      { line: 1, fields: ['a', 'b', ''] },
      { line: 3, fields: ['c', 'd'] },
      { line: 4, fields: ['e'] },
      { line: 5, fields: ['f', '', ''] },
    ]);
  });
});

describe('reading BDPM values', () => {
  it.each([
    ['24,34', 2434],
    ['1,02', 102],
    ['1,466,29', 146629],
    ['7,518,58', 751858],
    ['12,345,678,90', 1234567890],
    ['1.466,29', 146629],
    ['3', 300],
    ['2,5', 250],
    [' 4,12 ', 412],
    ['', null],
  ])('price %j is %j cents', (raw, cents) => {
    expect(parseEuroCents(raw)).toBe(cents);
  });

  it.each(['abc', '1,466', '1,46,29', '-2,00', '2,001'])('price %j is unreadable', (raw) => {
    expect(parseEuroCents(raw)).toBeUndefined();
  });

  it.each([
    ['65%', 65],
    ['65 %', 65],
    ['100 %', 100],
    ['15%', 15],
    ['', null],
    ['101%', undefined],
    ['beaucoup', undefined],
  ])('reimbursement rate %j is %j', (raw, rate) => {
    expect(parseRate(raw)).toBe(rate);
  });

  it('reads dd/mm/yyyy dates and refuses impossible ones', () => {
    expect(parseFrenchDate('12/03/1998')).toBe('1998-03-12');
    expect(parseFrenchDate('29/02/2016')).toBe('2016-02-29');
    expect(parseFrenchDate('')).toBeNull();
    expect(parseFrenchDate('29/02/2015')).toBeUndefined();
    expect(parseFrenchDate('2015-02-01')).toBeUndefined();
  });

  it('derives requiresPrescription from liste I, liste II and stupéfiants only', () => {
    expect(isPrescriptionCondition('liste I')).toBe(true);
    expect(isPrescriptionCondition('liste II')).toBe(true);
    expect(isPrescriptionCondition('stupéfiants')).toBe(true);
    expect(isPrescriptionCondition('STUPEFIANTS ')).toBe(true);
    expect(isPrescriptionCondition('prescription hospitalière')).toBe(false);
    expect(isPrescriptionCondition('liste III')).toBe(false);
  });

  it('realigns rows: drops empty trailing columns, removes stray empty columns, pads short rows', () => {
    expect(fitColumns(['1', 'a', '', ''], 2, 2)).toEqual({ fields: ['1', 'a'], repaired: false });
    expect(fitColumns(['1', 'label', '', '60000002', '0', '1', ''], 5, 4)).toEqual({
      fields: ['1', 'label', '60000002', '0', '1'],
      repaired: true,
    });
    expect(fitColumns(['1', 'a'], 4, 2)).toEqual({ fields: ['1', 'a', '', ''], repaired: false });
    expect(fitColumns(['1'], 4, 2)).toMatchObject({ error: expect.stringMatching(/too few/) });
    expect(fitColumns(['1', 'a', 'b', 'c'], 2, 2)).toMatchObject({ error: expect.stringMatching(/too many/) });
  });
});

describe('parsing the five hand-made files', () => {
  const parsed = parseBdpm(fixtureFiles());
  const file = (name: keyof typeof parsed.files) => parsed.files[name];

  it('detects each file’s encoding, BOM and line ends', () => {
    expect(file('CIS_bdpm.txt').decoded).toMatchObject({ encoding: 'windows-1252', bom: false, lineEndings: 'crlf' });
    expect(file('CIS_CIP_bdpm.txt').decoded).toMatchObject({ encoding: 'utf-8', bom: true, lineEndings: 'lf' });
    expect(file('CIS_COMPO_bdpm.txt').decoded).toMatchObject({ encoding: 'windows-1252', lineEndings: 'crlf' });
  });

  it('keeps the good medicines, with accents and ’ intact, trimmed fields and parsed dates', () => {
    expect(parsed.data.medicines.map((m) => m.cis)).toEqual(['60000001', '60000002', '60000003', '60000004', '60000005', '60000006']);
    const ephedrine = parsed.data.medicines.find((m) => m.cis === '60000004')!;
    expect(ephedrine).toMatchObject({
      name: 'L’ÉPHÉDRINE TEST 30 mg, solution injectable',
      form: 'solution injectable',
      routes: ['intraveineuse', 'intramusculaire'],
      holders: 'LABO TEST',
      authorisationDate: '2016-02-29',
      warningStatus: 'Warning disponibilité',
      marketed: true,
      requiresPrescription: true,
    });
    expect(parsed.data.medicines.find((m) => m.cis === '60000006')).toMatchObject({ marketed: false });
    expect(parsed.data.medicines.find((m) => m.cis === '60000003')).toMatchObject({ enhancedMonitoring: true });
  });

  it('rejects bad medicine rows with reasons and line numbers', () => {
    const issues = file('CIS_bdpm.txt').parsed.issues;
    expect(issues.rejected).toBe(2);
    expect(issues.rejections['invalid CIS code']).toEqual({ count: 1, examples: ['line 7: "ABC"'] });
    expect(issues.rejections['duplicate row (same key earlier in the file)']).toEqual({ count: 1, examples: ['line 8: 60000001'] });
  });

  it('reads prices with thousands commas as cents, rates with or without a space, and empty trailing columns', () => {
    const byCip = Object.fromEntries(parsed.data.presentations.map((p) => [p.cip13, p]));
    expect(byCip['3400930000011']).toMatchObject({ priceCents: 195, priceWithFeeCents: 297, dispensingFeeCents: 102, reimbursementRate: 65, hospitalApproved: true, reimbursementNotes: null, marketed: true });
    expect(byCip['3400930000028']).toMatchObject({ reimbursementRate: 65, priceCents: 310 });
    expect(byCip['3400930000035']).toMatchObject({ reimbursementRate: null, priceCents: null });
    expect(byCip['3400930000042']).toMatchObject({ priceCents: 751858, priceWithFeeCents: 751960, reimbursementRate: 100, hospitalApproved: false });
    expect(byCip['3400930000059']).toMatchObject({ priceCents: 146629, priceWithFeeCents: 146905, reimbursementRate: 30 });
    expect(byCip['3400930000066']).toMatchObject({ marketed: false });
    const issues = file('CIS_CIP_bdpm.txt').parsed.issues;
    expect(issues.notes['prices with a comma as thousands separator (e.g. 1,466,29)']).toBe(4);
    expect(issues.notes['reimbursement rates written with a space (65 %)']).toBe(2);
    expect(issues.rejections['unknown CIS (not in CIS_bdpm.txt)']).toEqual({ count: 1, examples: ['line 7: 69999999'] });
    expect(issues.rejections['invalid CIP13 code'].count).toBe(1);
  });

  it('realigns the composition row with stray columns and reports CIS codes the list no longer has', () => {
    const morphine = parsed.data.substances.find((s) => s.cis === '60000003');
    expect(morphine).toEqual({
      cis: '60000003', element: 'gélule', substanceCode: '05555', substanceName: 'SULFATE DE MORPHINE',
      strength: '10 mg', strengthReference: 'une gélule', nature: 'SA', linkNumber: 1,
    });
    const issues = file('CIS_COMPO_bdpm.txt').parsed.issues;
    expect(issues.notes['rows with stray empty columns, realigned']).toBe(1);
    expect(issues.rejections['unknown CIS (not in CIS_bdpm.txt)']).toEqual({ count: 1, examples: ['line 8: 61111111'] });
    expect(parsed.data.medicines.find((m) => m.cis === '60000002')?.substancesText).toBe('AMOXICILLINE AMOXICILLINE TRIHYDRATÉE');
  });

  it('derives requiresPrescription from the conditions and keeps the other conditions', () => {
    const flags = Object.fromEntries(parsed.data.medicines.map((m) => [m.cis, m.requiresPrescription]));
    expect(flags).toEqual({ '60000001': false, '60000002': true, '60000003': true, '60000004': true, '60000005': false, '60000006': false });
    expect(parsed.data.conditions).toContainEqual({ cis: '60000004', condition: 'prescription nécessitant préalablement le recueil de l’accord de soins du patient' });
    expect(file('CIS_CPD_bdpm.txt').parsed.issues.rejections['unknown CIS (not in CIS_bdpm.txt)'].count).toBe(1);
  });

  it('reads generic groups, realigning the row with a stray column', () => {
    expect(parsed.data.generics).toEqual([
      { groupId: 1, label: 'PARACÉTAMOL 1000 mg - DOLITEST 1000 mg, comprimé', cis: '60000001', type: 0, sortOrder: 1 },
      { groupId: 2, label: 'AMOXICILLINE 500 mg – AMOXITEST 500 mg, gélule', cis: '60000002', type: 0, sortOrder: 1 },
    ]);
    const issues = file('CIS_GENER_bdpm.txt').parsed.issues;
    expect(issues.notes['rows with stray empty columns, realigned']).toBe(1);
    expect(issues.rejected).toBe(1);
  });
});
