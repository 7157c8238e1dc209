import { SHOP_DEFAULT_VAT, SHOP_MEDICINE_VAT, type SHOP_CATEGORIES, type SHOP_KINDS } from '@pharmacy/shared/shop/constants';
import type { ShopProductCreateInput, ShopProductDetail, ShopProductUpdate } from '@pharmacy/shared/schemas/shop-product';
import { centsToEuros, eurosToCents } from './euros';

export type ShopKind = (typeof SHOP_KINDS)[number];
export type ShopCategory = (typeof SHOP_CATEGORIES)[number];

/** The chosen catalogue pack of a medicine product (shown beside its CIP13). */
export interface ChosenPresentation {
  cip13: string;
  medicineName: string;
  label: string;
}

export interface ProductFormValues {
  kind: ShopKind;
  /** '' until a presentation is chosen (medicine only). */
  cip13: string;
  name: string;
  brand: string;
  category: ShopCategory;
  description: string;
  colors: string[];
  /** Euros as typed ("12,34"). */
  price: string;
  vatRate: number;
  /** As typed. */
  quantity: string;
  visible: boolean;
}

/** VAT the shop proposes for a kind: 6 % for a medicine, 21 % for other goods (Belgium). */
export const vatOfKind = (kind: ShopKind) => (kind === 'medicine' ? SHOP_MEDICINE_VAT : SHOP_DEFAULT_VAT);

export function blankProduct(kind: ShopKind = 'parapharmacy'): ProductFormValues {
  return { kind, cip13: '', name: '', brand: '', category: 'other', description: '', colors: [], price: '', vatRate: vatOfKind(kind), quantity: '0', visible: false };
}

export function valuesOfProduct(product: ShopProductDetail): ProductFormValues {
  return {
    kind: product.kind,
    cip13: product.cip13 ?? '',
    name: product.name,
    brand: product.brand,
    category: product.category,
    description: product.description,
    colors: [...product.colors],
    price: centsToEuros(product.priceCents),
    vatRate: product.vatRate,
    quantity: String(product.quantity),
    visible: product.visible,
  };
}

const quantityOf = (text: string) => (/^\d{1,7}$/.test(text.trim()) ? Number(text.trim()) : Number.NaN);

/** What the schema would only call "invalid": a price or quantity that is not a number, in clearer words. */
export function ownErrors(values: ProductFormValues): Record<string, string> {
  const errors: Record<string, string> = {};
  const cents = eurosToCents(values.price);
  if (cents === undefined) errors.price = 'validation.required';
  else if (cents === null) errors.price = 'shopManage.form.priceInvalid';
  if (!Number.isInteger(quantityOf(values.quantity))) errors.quantity = 'shopManage.form.quantityInvalid';
  return errors;
}

/** POST /api/shop/products's body (a price or quantity that is not one is NaN: `ownErrors` names it first). */
export function toCreateBody(values: ProductFormValues): ShopProductCreateInput {
  const medicine = values.kind === 'medicine';
  return {
    kind: values.kind,
    ...(medicine ? { cip13: values.cip13 || undefined } : {}),
    // A medicine's name defaults to the catalogue's when left empty.
    ...(values.name.trim() || !medicine ? { name: values.name } : {}),
    brand: values.brand,
    category: values.category,
    description: values.description,
    colors: values.colors,
    priceCents: eurosToCents(values.price) ?? Number.NaN,
    vatRate: values.vatRate as ShopProductCreateInput['vatRate'],
    quantity: quantityOf(values.quantity),
    visible: values.visible,
  };
}

/**
 * PATCH's body: the editable fields (the kind never changes; a medicine may change its CIP13). The quantity goes only
 * when it was changed here, so an edit does not undo the sales made while the form was open. Pictures have their own
 * calls (product-images.tsx).
 */
export function toUpdateBody(values: ProductFormValues, start: ProductFormValues): ShopProductUpdate {
  return {
    // A CIP13 sent is checked again (prescription, already listed): only when another pack was chosen.
    ...(values.kind === 'medicine' && values.cip13 !== start.cip13 ? { cip13: values.cip13 } : {}),
    name: values.name,
    brand: values.brand,
    category: values.category,
    description: values.description,
    colors: values.colors,
    priceCents: eurosToCents(values.price) ?? Number.NaN,
    vatRate: values.vatRate as ShopProductUpdate['vatRate'],
    ...(values.quantity.trim() !== start.quantity ? { quantity: quantityOf(values.quantity) } : {}),
    visible: values.visible,
  };
}

/** A body or schema path as the form's field; undefined: no field shows it. */
export function formFieldOf(path: string): keyof ProductFormValues | undefined {
  if (path === 'priceCents') return 'price';
  if (path.startsWith('colors')) return 'colors';
  const fields = ['kind', 'cip13', 'name', 'brand', 'category', 'description', 'price', 'vatRate', 'quantity', 'visible'] as const;
  return fields.find((field) => field === path);
}
