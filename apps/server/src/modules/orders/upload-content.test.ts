import { deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderDetail } from '@pharmacy/shared/schemas/order';
import { call, createWorld, PNG_HEAD, placeOrder, samplePdf, samplePhoto, upload, type World } from './test-world';

let w: World;
let order: OrderDetail;
beforeAll(async () => {
  w = await createWorld();
  order = await placeOrder(w);
});
afterAll(async () => w.t.close());

const SCRIPT = Buffer.from(
  '<html><body><script>fetch("/api/orders").then(r => r.text()).then(alert)</script></body></html>',
);
const photo = samplePhoto;

/** samplePdf() with another catalog: the scanner reads names, not the cross-reference table. */
const pdfWithCatalog = (catalog: string, extra = '') =>
  Buffer.from(
    samplePdf()
      .toString('latin1')
      .replace('<< /Type /Catalog /Pages 2 0 R >>', catalog)
      .replace('xref\n', `${extra}xref\n`),
    'latin1',
  );

const filesOf = async () =>
  (await call(w, 'GET', `/api/orders/${order.id}`, w.customer.cookie)).json().files as unknown[];

async function download(fileId: string): Promise<Buffer> {
  const res = await call(w, 'GET', `/api/orders/${order.id}/files/${fileId}`, w.staff.cookie);
  expect(res.statusCode).toBe(200);
  return res.rawPayload;
}

describe('what is stored of an uploaded prescription', () => {
  it.each([
    [
      'photo.png',
      'png',
      () => photo().png().toBuffer(),
      (b: Buffer) => b.subarray(-8).equals(Buffer.from('49454e44ae426082', 'hex')),
    ],
    [
      'scan.jpg',
      'jpeg',
      () => photo().jpeg().toBuffer(),
      (b: Buffer) => b.subarray(-2).equals(Buffer.from('ffd9', 'hex')),
    ],
    ['scan.webp', 'webp', () => photo().webp().toBuffer(), (b: Buffer) => b.readUInt32LE(4) + 8 === b.length],
  ])(
    're-encodes %s: its pixels, without its metadata or what was hidden after it',
    async (name, format, make, endsClean) => {
      const original = await make();
      expect((await sharp(original).metadata()).exif).toBeDefined();
      const res = await upload(w, w.customer.cookie, order.id, name, Buffer.concat([original, SCRIPT]));
      expect(res.statusCode, res.body).toBe(201);
      const stored = await download(res.json().id);
      expect(res.json().size).toBe(stored.length);
      expect(stored.includes('<script')).toBe(false);
      expect(endsClean(stored)).toBe(true);
      const meta = await sharp(stored).metadata();
      expect(meta).toMatchObject({ format, width: 60, height: 40 });
      expect(meta.exif).toBeUndefined();
    },
  );

  it('brings a huge photo down to 4096 pixels on its longest side, and keeps a smaller one as large as it was', async () => {
    const huge = await photo(5000, 200).png().toBuffer();
    const res = await upload(w, w.customer.cookie, order.id, 'long.png', huge);
    expect(res.statusCode, res.body).toBe(201);
    expect(await sharp(await download(res.json().id)).metadata()).toMatchObject({ width: 4096, height: 164 });
  });

  it('refuses HTML behind a PNG signature with a field message, and stores nothing', async () => {
    const before = (await filesOf()).length;
    const res = await upload(w, w.customer.cookie, order.id, 'photo.png', Buffer.concat([PNG_HEAD, SCRIPT]));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION', fields: { file: 'validation.imageBroken' } });
    expect(await filesOf()).toHaveLength(before);
  });

  it.each([
    [
      'JavaScript run at opening',
      pdfWithCatalog('<< /Type /Catalog /Pages 2 0 R /OpenAction << /S /JavaScript /JS (app.alert(1)) >> >>'),
    ],
    [
      'a hex-escaped launch action',
      pdfWithCatalog('<< /Type /Catalog /Pages 2 0 R /OpenAction << /S /L#61unch /F (cmd.exe) >> >>'),
    ],
    [
      'JavaScript in a compressed object stream',
      pdfWithCatalog(
        '<< /Type /Catalog /Pages 2 0 R /OpenAction 7 0 R >>',
        (() => {
          const data = deflateSync('7 0 << /S /JavaScript /JS (app.alert(1)) >>').toString('latin1');
          return `6 0 obj\n<< /Type /ObjStm /N 1 /First 4 /Filter /FlateDecode /Length ${data.length} >>\nstream\n${data}\nendstream\nendobj\n`;
        })(),
      ),
    ],
    [
      'an attached file',
      pdfWithCatalog('<< /Type /Catalog /Pages 2 0 R /Names << /EmbeddedFiles << /Names [(a.exe) 6 0 R] >> >> >>'),
    ],
  ])('refuses a PDF with %s, with a field message', async (_label, pdf) => {
    const before = (await filesOf()).length;
    const res = await upload(w, w.customer.cookie, order.id, 'ordonnance.pdf', pdf);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION', fields: { file: 'validation.pdfActiveContent' } });
    expect(await filesOf()).toHaveLength(before);
  });

  it('keeps a clean PDF byte for byte, "open at page 1" included', async () => {
    const pdf = pdfWithCatalog('<< /Type /Catalog /Pages 2 0 R /OpenAction [3 0 R /Fit] >>');
    const res = await upload(w, w.customer.cookie, order.id, 'ordonnance.pdf', pdf);
    expect(res.statusCode, res.body).toBe(201);
    expect((await download(res.json().id)).equals(pdf)).toBe(true);
  });
});
