import { describe, expect, it } from 'vitest';
import { buffer } from 'node:stream/consumers';
import { csvCell, csvFileName, csvStream, toCsv } from './csv';

describe('csv', () => {
  it('quotes every cell and doubles quotes', () => {
    expect(csvCell('a "b", c\nd')).toBe('"a ""b"", c\nd"');
    expect(csvCell(' Sablon; Bruxelles ')).toBe('" Sablon; Bruxelles "');
    expect(csvCell(true)).toBe('"true"');
    expect(csvCell(12)).toBe('"12"');
    expect(csvCell(null)).toBe('""');
  });

  it('keeps spreadsheets from running formulas (= + - @ tab CR at the start)', () => {
    for (const start of ['=', '+', '-', '@', '\t', '\r']) expect(csvCell(`${start}1+1`)).toBe(`"'${start}1+1"`);
    expect(csvCell('a=1')).toBe('"a=1"');
    expect(csvCell(-5)).toBe('"-5"');
  });

  it('never writes a control character (NUL, escape, DEL, C1), even one hiding a formula', () => {
    expect(csvCell('Lou\u0000ise\u001b[31m\u007f\u0085')).toBe('"Louise[31m"');
    expect(csvCell('\u0000=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
    expect(csvCell('Rue 1\r\nBruxelles\tBE')).toBe('"Rue 1\r\nBruxelles\tBE"');
    expect(csvCell('a\u0000b\u0007')).toBe('"ab"');
    expect(csvCell('\u0001+1')).toBe(`"'+1"`);
  });

  it('writes a BOM, a header and CRLF lines; names the file by day', () => {
    expect(toCsv(['a', 'b'], [[1, 'é']])).toBe('\uFEFF"a","b"\r\n"1","é"\r\n');
    expect(csvFileName('shippers', new Date('2026-11-22T23:30:00Z'))).toBe('shippers-2026-11-22.csv');
  });

  it('streams the same file as toCsv, batch by batch, skipping empty batches', async () => {
    async function* batches() {
      yield [['Pharmacie du Sablon', 3]];
      yield [];
      yield [['=cmd', null], ['Élise', -1]];
    }
    // Read as bytes: a TextDecoder would swallow the BOM.
    const rows = [['Pharmacie du Sablon', 3], ['=cmd', null], ['Élise', -1]];
    expect((await buffer(csvStream(['name', 'n'], batches()))).toString('utf8')).toBe(toCsv(['name', 'n'], rows));
  });
});
