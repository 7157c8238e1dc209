import { z } from 'zod';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  shopBulkResultSchema,
  shopBulkSchema,
  shopManageExportQuerySchema,
  shopManageListSchema,
  shopManageQuerySchema,
  shopProductCreateSchema,
  shopProductDetailSchema,
  shopProductUpdateSchema,
  shopStockChangeSchema,
} from '@pharmacy/shared/schemas/shop-product';
import { shopProducts } from '../../../db/schema';
import { CSV_CONTENT_TYPE, csvFileName } from '../../../lib/csv';
import { errorSchema } from '../../../lib/error-schema';
import type { FileStore } from '../../../lib/storage';
import { requireRole } from '../../../plugins/session';
import { managedProduct, pharmaciesOf, readableProduct, sellingPharmacy } from '../commands/access';
import { changeStock, setVisibility } from '../commands/stock';
import { createProduct, updateProduct } from '../commands/write-product';
import { productWithPharmacy } from '../repository/detail';
import { exportManaged, listManaged } from '../repository/manage-list';
import { toDetail } from '../repository/present';

const tags = ['shop'];
const MANAGERS = ['pharmacy', 'admin'] as const;
const idParams = z.object({ id: z.string().min(1).max(64) });
const denied = { 401: errorSchema, 403: errorSchema, 404: errorSchema };

/** The pharmacy's side (commands/access.ts decides): its staff write, an admin reads every pharmacy's. */
export const manageRoutes: FastifyPluginAsyncZod<{ storage: FileStore }> = async (app, { storage }) => {
  const detailOf = async (id: string) => toDetail(app.db, await productWithPharmacy(app.db, id));

  app.get(
    '/api/shop/manage',
    {
      schema: {
        tags,
        summary: 'The staff’s products (an admin’s: every pharmacy’s, or one with pharmacyId): search, category, kind, visible, stock; keyset pages; counts on the first page',
        querystring: shopManageQuerySchema,
        response: { 200: shopManageListSchema, 400: errorSchema, 401: errorSchema, 403: errorSchema },
      },
    },
    async (request) => listManaged(app.db, await requireRole(request, MANAGERS), request.query),
  );

  app.get(
    '/api/shop/manage/export.csv',
    {
      schema: {
        tags,
        summary: 'The filtered list as a CSV file (prices in euros with a decimal point)',
        querystring: shopManageExportQuerySchema,
        produces: ['text/csv'],
        response: { 400: errorSchema, 401: errorSchema, 403: errorSchema },
      },
    },
    async (request, reply) => {
      const csv = await exportManaged(app.db, await requireRole(request, MANAGERS), request.query);
      return reply
        .header('content-type', CSV_CONTENT_TYPE)
        .header('content-disposition', `attachment; filename="${csvFileName('shop-products')}"`)
        .send(csv as never);
    },
  );

  app.get(
    '/api/shop/manage/by-slug/:slug',
    {
      schema: {
        tags,
        summary: 'One product as its pharmacy’s staff (or an admin) edit it, hidden or not',
        params: z.object({ slug: z.string().max(100) }),
        response: { 200: shopProductDetailSchema, ...denied },
      },
    },
    async (request) => {
      const row = await readableProduct(app.db, await requireRole(request, MANAGERS), eq(shopProducts.slug, request.params.slug));
      return detailOf(row.id);
    },
  );

  app.post(
    '/api/shop/products',
    {
      schema: {
        tags,
        summary: 'Put a product on sale (pharmacy staff; pharmacyId required when the account works for several pharmacies); a prescription-only medicine is refused (400 PRESCRIPTION_ONLY)',
        body: shopProductCreateSchema,
        response: { 201: shopProductDetailSchema, 400: errorSchema, 401: errorSchema, 403: errorSchema, 409: errorSchema },
      },
    },
    async (request, reply) => {
      const user = await requireRole(request, MANAGERS);
      const pharmacyId = await sellingPharmacy(app.db, user, request.body.pharmacyId);
      const row = await createProduct(app.db, pharmacyId, request.body, user.uid);
      return reply.status(201).send(await detailOf(row.id));
    },
  );

  app.patch(
    '/api/shop/products/:id',
    {
      schema: {
        tags,
        summary: 'Change a product (its pharmacy’s staff); a new CIP13 is checked again (400 PRESCRIPTION_ONLY); images may be reordered or dropped, never added',
        params: idParams,
        body: shopProductUpdateSchema,
        response: { 200: shopProductDetailSchema, 400: errorSchema, ...denied, 409: errorSchema },
      },
    },
    async (request) => {
      const user = await requireRole(request, MANAGERS);
      const product = await managedProduct(app.db, user, request.params.id);
      return detailOf((await updateProduct(app.db, storage, product, request.body, user.uid)).id);
    },
  );

  app.post(
    '/api/shop/products/:id/stock',
    {
      schema: {
        tags,
        summary: 'Adjust the stock by a delta or set it; never below zero (409 SHOP_STOCK_NEGATIVE), safe under concurrent adjustments',
        params: idParams,
        body: shopStockChangeSchema,
        response: { 200: shopProductDetailSchema, 400: errorSchema, ...denied, 409: errorSchema },
      },
    },
    async (request) => {
      const user = await requireRole(request, MANAGERS);
      const product = await managedProduct(app.db, user, request.params.id);
      return detailOf((await changeStock(app.db, product, request.body, user.uid)).id);
    },
  );

  app.post(
    '/api/shop/products/bulk',
    {
      schema: {
        tags,
        summary: 'Publish or unpublish products of the caller’s pharmacies (others’ ids are left alone); answers how many changed',
        body: shopBulkSchema,
        response: { 200: shopBulkResultSchema, 400: errorSchema, 401: errorSchema, 403: errorSchema },
      },
    },
    async (request) => {
      const user = await requireRole(request, ['pharmacy']);
      const updated = await setVisibility(app.db, await pharmaciesOf(app.db, user.uid), request.body.ids, request.body.action === 'publish', user.uid);
      return { updated };
    },
  );
};
