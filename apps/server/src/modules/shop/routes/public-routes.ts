import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { shopListQuerySchema, shopListSchema, shopProductDetailSchema } from '@pharmacy/shared/schemas/shop-product';
import { errorSchema } from '../../../lib/error-schema';
import { publicProduct } from '../repository/detail';
import { listShop } from '../repository/public-list';
import { toDetail } from '../repository/present';

const tags = ['shop'];

/** The public shop: anyone, signed in or not (docs/PRODUCT.md: anonymous may browse the shop catalogue). */
export const publicRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/shop/products',
    {
      schema: {
        tags,
        summary: 'The shop: visible products that need no prescription; search (accents and typos forgiven), category, price range (cents), in stock, near a postcode, sort, keyset pages',
        querystring: shopListQuerySchema,
        response: { 200: shopListSchema, 400: errorSchema },
      },
    },
    async (request) => listShop(app.db, request.query),
  );

  app.get(
    '/api/shop/products/:slug',
    {
      schema: {
        tags,
        summary: 'One product of the shop by its readable name, with its gallery, variants, stock and the selling pharmacy',
        params: z.object({ slug: z.string().max(100) }),
        response: { 200: shopProductDetailSchema, 404: errorSchema },
      },
    },
    async (request) => toDetail(app.db, await publicProduct(app.db, request.params.slug)),
  );
};
