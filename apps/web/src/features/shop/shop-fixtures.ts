import type { Cart } from '@pharmacy/shared/schemas/checkout';
import type { ShopProductDetail, ShopProductSummary } from '@pharmacy/shared/schemas/shop-product';
import type { CartItem } from '@pharmacy/shared/shop/checkout';

/** Test data as the shop and cart APIs answer it. */

const pharmacy = { id: 'ph-1', slug: 'pharmacie-centrale', name: 'Pharmacie Centrale', city: 'Namur', postalCode: '5000' };

export function makeShopSummary(overrides: Partial<ShopProductSummary> = {}): ShopProductSummary {
  return {
    id: '6f1c2a3b-0000-4000-8000-000000000001',
    slug: 'sun-cream-6f1c2a',
    kind: 'parapharmacy',
    cip13: null,
    name: 'Sun cream SPF 50',
    brand: 'Solaris',
    category: 'skin',
    image: null,
    colors: [],
    priceCents: 1250,
    vatRate: 21,
    quantity: 10,
    visible: true,
    pharmacy,
    updatedAt: '2026-11-01T10:00:00.000Z',
    ...overrides,
  };
}

export function makeShopDetail(overrides: Partial<ShopProductDetail> = {}): ShopProductDetail {
  const { image: _image, ...summary } = makeShopSummary();
  return { ...summary, description: 'Protects the skin.', images: [], medicine: null, createdAt: '2026-10-01T10:00:00.000Z', ...overrides };
}

export function makeCartItem(overrides: Partial<CartItem> = {}): CartItem {
  return { id: '6f1c2a3b-0000-4000-8000-000000000001', pharmacyId: 'ph-1', name: 'Sun cream SPF 50', price: 1250, quantity: 1, colors: [], ...overrides };
}

export const makeCart = (items: CartItem[], removed: string[] = []): Cart => ({
  items,
  pharmacyId: items[0]?.pharmacyId ?? null,
  removed,
});

export const notFound = { status: 404, body: { message: 'Not found', code: 'NOT_FOUND' } };
