import type { ReactNode } from 'react';
import type { ShopManageList, ShopProductDetail, ShopProductSummary } from '@pharmacy/shared/schemas/shop-product';
import { FakeAuth, testUser } from '../../../lib/auth/testing/fake-auth';

/** Test data in the API's shapes (the real answers are tested in apps/server). */
const pharmacy = { id: 'ph-1', slug: 'pharmacie-du-sablon', name: 'Pharmacie du Sablon', city: 'Bruxelles', postalCode: '1000' };

export function makeSummary(overrides: Partial<ShopProductSummary> = {}): ShopProductSummary {
  return {
    id: '0b7c3f5e-1d2a-4c8b-9e6f-000000000001',
    slug: 'creme-mains-0b7c3f',
    kind: 'parapharmacy',
    cip13: null,
    name: 'Crème mains',
    brand: 'Avène',
    category: 'skin',
    image: null,
    colors: [],
    priceCents: 1234,
    vatRate: 21,
    quantity: 12,
    visible: true,
    pharmacy,
    updatedAt: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

export function makeDetail(overrides: Partial<ShopProductDetail> = {}): ShopProductDetail {
  const { image: _image, ...summary } = makeSummary();
  return { ...summary, description: 'Pour les mains sèches.', images: [], medicine: null, createdAt: '2026-11-01T10:00:00.000Z', ...overrides };
}

export function makeList(items: ShopProductSummary[], counts?: ShopManageList['counts'], nextCursor: string | null = null): ShopManageList {
  return { items, nextCursor, ...(counts ? { counts } : {}) };
}

export const notFound = { status: 404, body: { code: 'NOT_FOUND', message: 'This product does not exist.' } };

/** `renderWithProviders`'s `around`: inside a pharmacy staff member's session. */
export function asPharmacist(children: ReactNode) {
  return <FakeAuth user={testUser('pharmacy')}>{children}</FakeAuth>;
}

export function asAdmin(children: ReactNode) {
  return <FakeAuth user={testUser('admin')}>{children}</FakeAuth>;
}
