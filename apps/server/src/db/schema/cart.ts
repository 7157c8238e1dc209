import { sql } from 'drizzle-orm';
import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { pharmacies } from './pharmacies';
import { users } from './users';

/** What the cart keeps of a line: the product and the customer's picks; name, price and picture are read fresh. */
export interface CartLineStored {
  id: string;
  quantity: number;
  colors: string[];
  variant?: string;
}

/**
 * A signed-in customer's shop cart (issue 15), so it follows them across devices: one row per customer, the lines as
 * JSON (at most CART_LINES_MAX, read and written whole). One pharmacy per cart, as the checkout reducer keeps it.
 */
export const carts = pgTable('carts', {
  customerId: text('customer_id')
    .primaryKey()
    .references(() => users.uid, { onDelete: 'cascade' }),
  pharmacyId: text('pharmacy_id').references(() => pharmacies.id, { onDelete: 'set null' }),
  items: jsonb('items').$type<CartLineStored[]>().notNull().default(sql`'[]'::jsonb`),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
