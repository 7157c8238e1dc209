import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_FILE_MAX_BYTES, type OrderDetail } from '@pharmacy/shared/schemas/order';
import { auditLog } from '../../db/schema';
import { acceptBody, call, createWorld, multipart, placeOrder, PNG_HEAD, samplePdf, samplePhoto, step, upload, type World } from './test-world';

let w: World;
let order: OrderDetail;
beforeAll(async () => {
  w = await createWorld();
  order = await placeOrder(w);
});
afterAll(async () => w.t.close());

const photo = samplePhoto;
let JPEG: Buffer;
let PNG: Buffer;
let WEBP: Buffer;
beforeAll(async () => {
  [JPEG, PNG, WEBP] = await Promise.all([photo().jpeg().toBuffer(), photo().png().toBuffer(), photo().webp().toBuffer()]);
});

describe('uploading a prescription', () => {
  it('keeps a real PDF, typed by its content, and serves it back as an attachment', async () => {
    const pdf = samplePdf();
    const res = await upload(w, w.customer.cookie, order.id, 'ordonnance médecin.pdf', pdf);
    expect(res.statusCode, res.body).toBe(201);
    const file = res.json();
    expect(file).toMatchObject({ name: 'ordonnance médecin.pdf', mimeType: 'application/pdf', size: pdf.length });
    const detail = (await call(w, 'GET', `/api/orders/${order.id}`, w.staff.cookie)).json();
    expect(detail.files).toEqual([file]);

    const download = await call(w, 'GET', `/api/orders/${order.id}/files/${file.id}`, w.staff.cookie);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toBe(`attachment; filename="ordonnance m_decin.pdf"; filename*=UTF-8''ordonnance%20m%C3%A9decin.pdf`);
    expect(download.headers['x-content-type-options']).toBe('nosniff');
    expect(download.rawPayload.equals(pdf)).toBe(true);
    const reads = await w.t.database.db.select().from(auditLog).where(eq(auditLog.action, 'order.file_read'));
    expect(reads.some((r) => r.actorId === w.staff.uid && r.entityId === order.id)).toBe(true);
  });

  it.each([
    ['scan.jpg', 'image/jpeg', () => JPEG],
    ['photo.png', 'image/png', () => PNG],
    ['image.webp', 'image/webp', () => WEBP],
    ['no-extension', 'image/png', () => PNG],
  ])('accepts %s as %s', async (name, type, bytes) => {
    const res = await upload(w, w.customer.cookie, order.id, name, bytes());
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().mimeType).toBe(type);
    if (name === 'no-extension') expect(res.json().name).toBe('no-extension.png');
  });

  it.each([
    ['a PNG renamed .pdf', 'prescription.pdf', PNG_HEAD],
    ['text renamed .pdf', 'prescription.pdf', Buffer.from('Dear pharmacist, please give me morphine.\n')],
    ['an HTML page renamed .png', 'x.png', Buffer.from('<html><script>alert(1)</script></html>')],
    ['an empty file', 'empty.pdf', Buffer.alloc(0)],
    ['a PDF renamed .jpg', 'photo.jpg', samplePdf()],
  ])('refuses %s', async (_label, name, bytes) => {
    const res = await upload(w, w.customer.cookie, order.id, name, bytes);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION', fields: { file: 'validation.fileType' } });
  });

  it('refuses a file over 10 MB with 413, and stores nothing', async () => {
    const before = (await call(w, 'GET', `/api/orders/${order.id}`, w.customer.cookie)).json().files.length;
    const big = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(ORDER_FILE_MAX_BYTES, 0x20)]);
    const res = await upload(w, w.customer.cookie, order.id, 'big.pdf', big);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ code: 'FILE_TOO_LARGE', fields: { file: 'validation.fileTooLarge' } });
    expect((await call(w, 'GET', `/api/orders/${order.id}`, w.customer.cookie)).json().files).toHaveLength(before);
  });

  it('accepts a file of exactly 10 MB', async () => {
    const exact = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(ORDER_FILE_MAX_BYTES - 9, 0x20)]);
    const other = await placeOrder(w);
    const res = await upload(w, w.customer.cookie, other.id, 'exact.pdf', exact);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().size).toBe(ORDER_FILE_MAX_BYTES);
  });

  it('needs the field `file` in a multipart body', async () => {
    const wrongField = await upload(w, w.customer.cookie, order.id, 'scan.pdf', samplePdf(), 'document');
    expect(wrongField.statusCode).toBe(400);
    expect(wrongField.json().fields).toEqual({ file: 'validation.required' });
    const json = await call(w, 'POST', `/api/orders/${order.id}/files`, w.customer.cookie, { file: 'x' });
    expect(json.statusCode).toBe(400);
    expect(json.json().fields).toEqual({ file: 'validation.required' });
  });

  it('refuses a truncated or malformed multipart body with 400, never 500', async () => {
    const body = multipart('file', 'a.pdf', samplePdf());
    const send = (payload: Buffer) =>
      w.t.app.inject({ method: 'POST', url: `/api/orders/${order.id}/files`, headers: { ...body.headers, cookie: w.customer.cookie }, payload });
    const truncated = await send(body.payload.subarray(0, 200));
    expect(truncated.statusCode).toBe(400);
    expect(truncated.json().fields).toEqual({ file: 'validation.invalid' });
    const garbage = await send(Buffer.from('not multipart at all'));
    expect(garbage.statusCode).toBe(400);
  });

  it('lets the customer add files only before preparation; the pharmacy at any time', async () => {
    const other = await placeOrder(w);
    await step(w, w.staff, other.id, acceptBody(other));
    expect((await upload(w, w.customer.cookie, other.id, 'a.pdf', samplePdf())).statusCode).toBe(201);
    await step(w, w.staff, other.id, { action: 'prepare' });
    const late = await upload(w, w.customer.cookie, other.id, 'b.pdf', samplePdf());
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe('ORDER_NOT_EDITABLE');
    expect((await upload(w, w.staff.cookie, other.id, 'c.pdf', samplePdf())).statusCode).toBe(201);
  });

  it('holds at most 10 files per order', async () => {
    const other = await placeOrder(w);
    for (let i = 0; i < 10; i++) expect((await upload(w, w.staff.cookie, other.id, `p${i}.png`, PNG)).statusCode).toBe(201);
    const eleventh = await upload(w, w.staff.cookie, other.id, 'p10.png', PNG);
    expect(eleventh.statusCode).toBe(400);
    expect(eleventh.json().fields).toEqual({ file: 'validation.tooMany' });
  });

  it('answers 404 for a file of another order or an unknown file', async () => {
    const other = await placeOrder(w);
    const file = (await upload(w, w.customer.cookie, other.id, 'x.pdf', samplePdf())).json();
    expect((await call(w, 'GET', `/api/orders/${order.id}/files/${file.id}`, w.customer.cookie)).statusCode).toBe(404);
    expect((await call(w, 'GET', `/api/orders/${order.id}/files/not-a-file`, w.customer.cookie)).statusCode).toBe(404);
    expect((await call(w, 'GET', `/api/orders/${other.id}/files/${file.id}`, w.customer.cookie)).statusCode).toBe(200);
  });
});
