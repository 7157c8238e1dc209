import type { ShopProductDetail } from '@pharmacy/shared/schemas/shop-product';
import type { CartItem } from '@pharmacy/shared/shop/checkout';

/** What "Add to cart" puts in the cart: the product at its shown price, the picked colour, the first picture. */
export function toCartItem(product: ShopProductDetail, quantity: number, color: string | null): CartItem {
  return {
    id: product.id,
    pharmacyId: product.pharmacy.id,
    name: product.name,
    price: product.priceCents,
    quantity,
    colors: color ? [color] : [],
    ...(product.images[0] ? { image: product.images[0] } : {}),
  };
}
