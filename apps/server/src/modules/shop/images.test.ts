import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SHOP_IMAGES_MAX } from '@pharmacy/shared/shop/constants';
import { createWorld, type World } from '../orders/test-world';
import { png, send, uploadImage } from './testing/requests';
import { aProduct } from './testing/world';

/* Issue 15, a product's gallery: uploads of its own only, reordered or dropped, never more than the limit. */

let w: World;
let picture: Buffer;
beforeAll(async () => {
  w = await createWorld();
  picture = await png();
});
afterAll(async () => w?.t.close());

const image = (name: string) => send(w, undefined, 'GET', `/api/images/${name}`);

describe('a product’s pictures', () => {
  it('uploads, shows them publicly, reorders and drops them (the file goes too), and refuses a name it did not upload', async () => {
    const p = await aProduct(w, w.staff);
    const first = await uploadImage(w, w.staff, p.id, picture);
    expect(first.statusCode, first.body).toBe(201);
    const second = await uploadImage(w, w.staff, p.id, picture);
    const [a, b] = second.json().images as string[];
    expect(first.json().images).toEqual([a]);
    expect((await image(a!)).statusCode).toBe(200);
    const detail = (await send(w, undefined, 'GET', `/api/shop/products/${p.slug}`)).json();
    expect(detail.images).toEqual([a, b]);
    const listed = (await send(w, undefined, 'GET', `/api/shop/products?q=${encodeURIComponent(p.name)}`)).json().items[0];
    expect(listed.image).toBe(a);

    const reordered = await send(w, w.staff, 'PATCH', `/api/shop/products/${p.id}`, { images: [b, a] });
    expect(reordered.json().images).toEqual([b, a]);
    const foreign = await send(w, w.staff, 'PATCH', `/api/shop/products/${p.id}`, { images: [b, a, '00000000-0000-4000-8000-000000000000.webp'] });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().fields).toEqual({ images: 'validation.invalid' });

    expect((await send(w, w.staff, 'PATCH', `/api/shop/products/${p.id}`, { images: [a] })).json().images).toEqual([a]);
    expect((await image(b!)).statusCode).toBe(404);
    const removed = await send(w, w.staff, 'DELETE', `/api/shop/products/${p.id}/images/${a}`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json().images).toEqual([]);
    expect((await image(a!)).statusCode).toBe(404);
    expect((await send(w, w.staff, 'DELETE', `/api/shop/products/${p.id}/images/${a}`)).statusCode).toBe(404);
  });

  it(`refuses a picture past ${SHOP_IMAGES_MAX}, and a file that is not an image`, async () => {
    const p = await aProduct(w, w.staff);
    for (let i = 0; i < SHOP_IMAGES_MAX; i++) expect((await uploadImage(w, w.staff, p.id, picture)).statusCode).toBe(201);
    const more = await uploadImage(w, w.staff, p.id, picture);
    expect(more.statusCode).toBe(409);
    expect(more.json().code).toBe('SHOP_IMAGES_FULL');
    const other = await aProduct(w, w.staff);
    const text = await uploadImage(w, w.staff, other.id, Buffer.from('not a picture'));
    expect(text.statusCode).toBe(400);
    expect(text.json().fields).toEqual({ file: 'validation.imageType' });
  });

  it('only its pharmacy’s staff upload: others 401, 403 or 404', async () => {
    const p = await aProduct(w, w.staff);
    const cases = [[undefined, 401], [w.customer, 403], [w.shipper, 403], [w.otherStaff, 404], [w.admin, 403], [w.pending, 403]] as const;
    for (const [who, status] of cases) expect((await uploadImage(w, who, p.id, picture)).statusCode).toBe(status);
    const name = (await uploadImage(w, w.staff, p.id, picture)).json().images[0];
    for (const [who, status] of cases) expect((await send(w, who, 'DELETE', `/api/shop/products/${p.id}/images/${name}`)).statusCode).toBe(status);
  });
});
