import { randomBytes } from 'node:crypto';
import { deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { findPdfActiveContent } from './pdf-active-content';

type PdfObject = string | { dictionary: string; data: Buffer };

/** A PDF of these objects (numbered from 1, the first being the catalog), with a correct cross-reference table. */
function pdfOf(objects: PdfObject[]): Buffer {
  const parts: Buffer[] = [Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  const offsets: number[] = [];
  const length = () => parts.reduce((n, p) => n + p.length, 0);
  objects.forEach((object, i) => {
    offsets.push(length());
    if (typeof object === 'string') {
      parts.push(Buffer.from(`${i + 1} 0 obj\n${object}\nendobj\n`, 'latin1'));
    } else {
      parts.push(
        Buffer.from(`${i + 1} 0 obj\n<< ${object.dictionary} /Length ${object.data.length} >>\nstream\n`, 'latin1'),
      );
      parts.push(object.data, Buffer.from('\nendstream\nendobj\n', 'latin1'));
    }
  });
  const xref = length();
  const table = offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  parts.push(
    Buffer.from(
      `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${table}trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`,
      'latin1',
    ),
  );
  return Buffer.concat(parts);
}

const PAGES = [
  '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
  '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R >>',
];
const content = {
  dictionary: '/Filter /FlateDecode',
  data: deflateSync('BT /F1 24 Tf 72 760 Td (Prescription) Tj ET'),
};
const withCatalog = (catalog: string, ...more: PdfObject[]) => pdfOf([catalog, ...PAGES, content, ...more]);

/** An object stream holding one object (number 6) whose text is `body`. */
const objectStream = (body: string) => `6 0 ${body}`;

describe('finding active content in a PDF', () => {
  it('passes a plain page, a compressed page and an "open at page 1" action', () => {
    expect(findPdfActiveContent(withCatalog('<< /Type /Catalog /Pages 2 0 R >>'))).toBeNull();
    expect(findPdfActiveContent(withCatalog('<< /Type /Catalog /Pages 2 0 R /OpenAction [3 0 R /Fit] >>'))).toBeNull();
  });

  it('passes a scanned page whose JPEG bytes happen to spell /JS, and a compressed object stream of plain objects', () => {
    const noise = Buffer.concat([
      Buffer.from([0xff, 0xd8, 0xff]),
      randomBytes(2000),
      Buffer.from('/JS /Launch '),
      randomBytes(2000),
    ]);
    const image = { dictionary: '/Type /XObject /Subtype /Image /Width 10 /Height 10 /Filter /DCTDecode', data: noise };
    const plain = {
      dictionary: '/Type /ObjStm /N 1 /First 4 /Filter /FlateDecode',
      data: deflateSync(objectStream('<< /Producer (Scanner) >>')),
    };
    expect(findPdfActiveContent(withCatalog('<< /Type /Catalog /Pages 2 0 R >>', image, plain))).toBeNull();
  });

  it('passes a scan whose lossless page images together inflate far past the limit, and a stream cut short', () => {
    const page = {
      dictionary:
        '/Type /XObject /Subtype /Image /Width 4000 /Height 5000 /ColorSpace /DeviceGray /BitsPerComponent 8 /Filter /FlateDecode',
      data: deflateSync(Buffer.alloc(20_000_000, 0xff)),
    };
    const cut = { dictionary: '/Filter /FlateDecode', data: deflateSync('BT (Second page) Tj ET').subarray(0, -4) };
    expect(
      findPdfActiveContent(withCatalog('<< /Type /Catalog /Pages 2 0 R >>', page, page, page, page, cut)),
    ).toBeNull();
  });

  it('finds JavaScript run at opening, in plain text', () => {
    const pdf = withCatalog('<< /Type /Catalog /Pages 2 0 R /OpenAction << /S /JavaScript /JS (app.alert(1)) >> >>');
    expect(findPdfActiveContent(pdf)).toBe('JavaScript');
  });

  it('finds a name written with #xx escapes', () => {
    const pdf = withCatalog(
      '<< /Type /Catalog /Pages 2 0 R /AA << /O << /S /J#61va#53cript /J#53 (app.alert(1)) >> >> >>',
    );
    expect(findPdfActiveContent(pdf)).toBe('JavaScript');
  });

  it('finds JavaScript inside a compressed object stream', () => {
    const hidden = {
      dictionary: '/Type /ObjStm /N 1 /First 4 /Filter /FlateDecode',
      data: deflateSync(objectStream('<< /S /JavaScript /JS (app.alert(1)) >>')),
    };
    expect(findPdfActiveContent(withCatalog('<< /Type /Catalog /Pages 2 0 R /OpenAction 6 0 R >>', hidden))).toBe(
      'JavaScript',
    );
  });

  it('finds it under a chain of filters, a PNG predictor, or a missing filter name', () => {
    const action = objectStream('<< /S /JavaScript /JS (app.alert(1)) >>');
    const hex = {
      dictionary: '/Type /ObjStm /N 1 /First 4 /Filter [/AHx /Fl]',
      data: Buffer.from(deflateSync(action).toString('hex') + '>'),
    };
    // PNG "Sub" rows: each byte is stored as its difference from the byte before it.
    const columns = 8;
    const raw = Buffer.from(action.padEnd(Math.ceil(action.length / columns) * columns));
    const rows: number[] = [];
    for (let r = 0; r < raw.length / columns; r++) {
      rows.push(1);
      for (let c = 0; c < columns; c++) rows.push((raw[r * columns + c]! - (c ? raw[r * columns + c - 1]! : 0)) & 255);
    }
    const predicted = {
      dictionary: `/Type /ObjStm /N 1 /First 4 /Filter /FlateDecode /DecodeParms << /Predictor 11 /Columns ${columns} >>`,
      data: deflateSync(Buffer.from(rows)),
    };
    expect(raw.toString('latin1')).not.toBe(Buffer.from(rows).toString('latin1'));
    const unlabelled = { dictionary: '/Type /ObjStm /N 1 /First 4', data: deflateSync(action) };
    for (const stream of [hex, predicted, unlabelled]) {
      expect(findPdfActiveContent(withCatalog('<< /Type /Catalog /Pages 2 0 R /OpenAction 6 0 R >>', stream))).toBe(
        'JavaScript',
      );
    }
  });

  it('finds an embedded file', () => {
    const file = { dictionary: '/Type /EmbeddedFile', data: Buffer.from('MZ not really a program') };
    const pdf = withCatalog(
      '<< /Type /Catalog /Pages 2 0 R /Names << /EmbeddedFiles << /Names [(a.exe) 7 0 R] >> >> >>',
      file,
    );
    expect(findPdfActiveContent(pdf)).toBe('EmbeddedFiles');
  });

  it('finds a launch action, a form submission and a remote go-to', () => {
    expect(
      findPdfActiveContent(withCatalog('<< /Type /Catalog /Pages 2 0 R /OpenAction << /S /Launch /F (cmd.exe) >> >>')),
    ).toBe('Launch');
    expect(
      findPdfActiveContent(
        withCatalog('<< /Type /Catalog /Pages 2 0 R /OpenAction << /S /SubmitForm /F (https://x.test) >> >>'),
      ),
    ).toBe('SubmitForm');
    expect(
      findPdfActiveContent(withCatalog('<< /Type /Catalog /Pages 2 0 R /OpenAction << /S /GoToR /F (other.pdf) >> >>')),
    ).toBe('GoToR');
  });

  it('calls a PDF uncheckable when an object stream is in a filter it does not decode, or inflates past the limit', () => {
    const lzw = {
      dictionary: '/Type /ObjStm /N 1 /First 4 /Filter /LZWDecode',
      data: Buffer.from([0x80, 0x0b, 0x60, 0x50]),
    };
    expect(findPdfActiveContent(withCatalog('<< /Type /Catalog /Pages 2 0 R >>', lzw))).toBe('uncheckable');
    const bomb = {
      dictionary: '/Type /ObjStm /N 1 /First 4 /Filter /FlateDecode',
      data: deflateSync(Buffer.alloc(80 * 1024 * 1024)),
    };
    expect(findPdfActiveContent(withCatalog('<< /Type /Catalog /Pages 2 0 R >>', bomb))).toBe('uncheckable');
  });
});
