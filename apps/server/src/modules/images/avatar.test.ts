import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_MAX_BYTES } from '@pharmacy/shared/schemas/accounts';
import { multipart } from '../orders/test-world';
import { ADMIN_ONLY, ask, cookieOf, createCast, type Cast } from '../accounts/testing/fixtures';

let c: Cast;
let png: Buffer;
beforeAll(async () => {
  c = await createCast();
  png = await sharp({ create: { width: 600, height: 400, channels: 3, background: '#00A76F' } }).png().toBuffer();
});
afterAll(() => c.t.close());

const send = (url: string, cookie: string | undefined, bytes: Buffer, name = 'me.png', field = 'file') => {
  const body = multipart(field, name, bytes);
  return c.t.app.inject({ method: 'POST', url, headers: { ...body.headers, ...(cookie ? { cookie } : {}) }, payload: body.payload });
};

describe('role matrix', () => {
  it('POST/DELETE /api/me/avatar: anonymous 401, a pending account 403, every active person for themself', async () => {
    expect((await send('/api/me/avatar', undefined, png)).statusCode).toBe(401);
    expect((await ask(c.t, 'DELETE', '/api/me/avatar')).statusCode).toBe(401);
    // A pending account only has its waiting page (plugins/account-states.test.ts).
    expect((await send('/api/me/avatar', c.pending.cookie, png)).json()).toMatchObject({ code: 'ACCOUNT_NOT_ACTIVE' });
    expect((await ask(c.t, 'DELETE', '/api/me/avatar', c.pending.cookie)).statusCode).toBe(403);
    for (const who of ['customer', 'pharmacy', 'shipper', 'admin'] as const) {
      const res = await send('/api/me/avatar', c[who].cookie, png);
      expect(res.statusCode, `${who}: ${res.body}`).toBe(200);
      expect((await ask(c.t, 'DELETE', '/api/me/avatar', c[who].cookie)).statusCode).toBe(204);
    }
  });

  it('POST/DELETE /api/admin/accounts/:uid/avatar: admins only', async () => {
    const url = `/api/admin/accounts/${c.customer.uid}/avatar`;
    for (const [who, status] of ADMIN_ONLY) {
      expect((await send(url, cookieOf(c, who), png)).statusCode, who).toBe(status);
      expect((await ask(c.t, 'DELETE', url, cookieOf(c, who))).statusCode, who).toBe(status);
    }
    expect((await send(url, c.admin.cookie, png)).statusCode).toBe(200);
    expect((await ask(c.t, 'DELETE', url, c.admin.cookie)).statusCode).toBe(204);
    expect((await send('/api/admin/accounts/nobody/avatar', c.admin.cookie, png)).statusCode).toBe(404);
  });
});

describe('avatars', () => {
  it('stores a resized WebP, serves it immutable, and replaces the previous file', async () => {
    const first = await send('/api/me/avatar', c.customer.cookie, png);
    const url: string = first.json().url;
    expect(url).toMatch(/^\/api\/images\/[0-9a-f-]{36}\.webp$/);
    const image = await c.t.app.inject({ method: 'GET', url });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
    expect(image.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const meta = await sharp(image.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 256, height: 256 });
    const person = await ask(c.t, 'GET', '/api/me/person', c.customer.cookie);
    expect(person.json().avatarUrl).toBe(url);
    const second = await send('/api/me/avatar', c.customer.cookie, await sharp(png).jpeg().toBuffer(), 'me.jpg');
    expect(second.statusCode).toBe(200);
    expect((await c.t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    expect((await ask(c.t, 'DELETE', '/api/me/avatar', c.customer.cookie)).statusCode).toBe(204);
    expect((await c.t.app.inject({ method: 'GET', url: second.json().url })).statusCode).toBe(404);
    expect((await ask(c.t, 'GET', '/api/me/person', c.customer.cookie)).json().avatarUrl).toBeNull();
  });

  it.each([
    ['an oversized image', () => Buffer.concat([png, Buffer.alloc(IMAGE_MAX_BYTES)]), 'big.png', 'validation.fileTooLarge'],
    ['a text file renamed .png', () => Buffer.from('this is not an image at all, just text'), 'fake.png', 'validation.imageType'],
    ['a truncated PNG', () => png.subarray(0, Math.floor(png.length / 2)), 'half.png', 'validation.imageBroken'],
    ['an empty file', () => Buffer.alloc(0), 'empty.png', 'validation.fileEmpty'],
    ['a PDF', () => Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\n'), 'doc.png', 'validation.imageType'],
  ])('refuses %s with 400 on the field file', async (_label, bytes, name, message) => {
    const res = await send('/api/me/avatar', c.shipper.cookie, bytes(), name);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION', fields: { file: message } });
  });

  it('needs the field `file` in a multipart body', async () => {
    const wrongField = await send('/api/me/avatar', c.shipper.cookie, png, 'me.png', 'picture');
    expect(wrongField.statusCode).toBe(400);
    expect(wrongField.json().fields).toEqual({ file: 'validation.required' });
    const notMultipart = await ask(c.t, 'POST', '/api/me/avatar', c.shipper.cookie, { file: 'x' });
    expect(notMultipart.statusCode).toBe(400);
  });

  it('serves only server-made names', async () => {
    for (const name of [`${randomUUID()}.webp`, 'x.webp', '..%2F..%2Fetc%2Fpasswd', `${randomUUID()}.png`]) {
      expect((await c.t.app.inject({ method: 'GET', url: `/api/images/${name}` })).statusCode, name).toBe(404);
    }
  });
});
