import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { discountCreateSchema, discountListQuerySchema, discountListSchema, discountSchema, type Discount } from '@pharmacy/shared/schemas/shop-discount';
import { shopDiscountCodes } from '../../db/schema';
import { writeAudit } from '../../lib/audit';
import { errorSchema } from '../../lib/error-schema';
import { conflict, forbidden, notFound } from '../../lib/errors';
import { requireRole } from '../../plugins/session';
import { chosenStaffPharmacy, staffPharmacyIds } from '../pharmacies/service';
import { isUniqueViolation } from '../../db/unique-violation';

const tags = ['shop'];
const denied = { 401: errorSchema, 403: errorSchema };
type Row = typeof shopDiscountCodes.$inferSelect;

const present = (r: Row): Discount => ({
  id: r.id,
  pharmacyId: r.pharmacyId,
  code: r.code,
  kind: r.kind,
  value: r.value,
  startsAt: r.startsAt?.toISOString() ?? null,
  endsAt: r.endsAt?.toISOString() ?? null,
  maxUses: r.maxUses,
  used: r.used,
  createdAt: r.createdAt.toISOString(),
});

/**
 * A pharmacy's discount codes: its staff define and delete them; an admin reads them all. Like prices, what a
 * pharmacy gives off is its own business (as shop products: modules/shop/commands/access.ts).
 */
export const discountRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/shop/discounts',
    { schema: { tags, summary: 'The discount codes of the caller’s pharmacies (an admin: all, or one with pharmacyId)', querystring: discountListQuerySchema, response: { 200: discountListSchema, 400: errorSchema, ...denied } } },
    async (request) => {
      const user = await requireRole(request, ['pharmacy', 'admin']);
      const named = request.query.pharmacyId;
      let ids: string[] | null = null;
      if (user.role === 'pharmacy') {
        ids = await staffPharmacyIds(app.db, user.uid);
        if (named !== undefined) {
          if (!ids.includes(named)) throw forbidden('You are not staff of this pharmacy.', 'NOT_PHARMACY_STAFF');
          ids = [named];
        }
      } else if (named !== undefined) ids = [named];
      if (ids && ids.length === 0) return { items: [] };
      const rows = await app.db
        .select()
        .from(shopDiscountCodes)
        .where(ids ? inArray(shopDiscountCodes.pharmacyId, ids) : undefined)
        .orderBy(asc(shopDiscountCodes.code));
      return { items: rows.map(present) };
    },
  );

  app.post(
    '/api/shop/discounts',
    { schema: { tags, summary: 'Define a discount code (an amount or a percentage off the goods, dates and uses optional)', body: discountCreateSchema, response: { 201: discountSchema, 400: errorSchema, ...denied, 409: errorSchema } } },
    async (request, reply) => {
      const user = await requireRole(request, ['pharmacy']);
      const { pharmacyId: named, startsAt, endsAt, ...rest } = request.body;
      const pharmacyId = await chosenStaffPharmacy(app.db, user.uid, named, 'You work for several pharmacies: choose the one that gives this code.');
      try {
        const [row] = await app.db
          .insert(shopDiscountCodes)
          .values({ id: randomUUID(), pharmacyId, ...rest, startsAt: startsAt ? new Date(startsAt) : null, endsAt: endsAt ? new Date(endsAt) : null })
          .returning();
        await writeAudit(app.db, { actorId: user.uid, action: 'shop.discount_created', entityType: 'pharmacy', entityId: pharmacyId, detail: { code: row!.code } });
        return reply.status(201).send(present(row!));
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict('DISCOUNT_EXISTS', 'This pharmacy already has this code.', { code: 'validation.discountCodeTaken' });
        throw error;
      }
    },
  );

  app.delete(
    '/api/shop/discounts/:id',
    { schema: { tags, summary: 'Delete a discount code (checkouts that used it keep their discount)', params: z.object({ id: z.string().max(64) }), response: { 204: z.null(), ...denied, 404: errorSchema } } },
    async (request, reply) => {
      const user = await requireRole(request, ['pharmacy', 'admin']);
      if (user.role !== 'pharmacy') throw forbidden('Only the pharmacy’s staff change its codes.', 'SHOP_FORBIDDEN');
      const ids = await staffPharmacyIds(app.db, user.uid);
      const id = /^[0-9a-f-]{36}$/i.test(request.params.id) ? request.params.id : null;
      const gone = id && ids.length > 0 ? await app.db.delete(shopDiscountCodes).where(and(eq(shopDiscountCodes.id, id), inArray(shopDiscountCodes.pharmacyId, ids))).returning() : [];
      if (gone.length === 0) throw notFound('This code does not exist.');
      await writeAudit(app.db, { actorId: user.uid, action: 'shop.discount_deleted', entityType: 'pharmacy', entityId: gone[0]!.pharmacyId, detail: { code: gone[0]!.code } });
      return reply.status(204).send(null);
    },
  );
};
