import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  medicineListQuerySchema,
  medicineListSchema,
  productDetailSchema,
  productQuerySchema,
  type MedicineList,
  type ProductDetail,
} from '@pharmacy/shared/schemas/catalogue';
import { shopSpecProductSchema } from '@pharmacy/shared/schemas/shop-product';
import { catalogueFiguresSchema, type CatalogueFigures } from '@pharmacy/shared/schemas/catalogue-figures';
import { catalogueFigures } from './figures';
import { catalogueCache } from './cache';
import { errorSchema } from '../../lib/error-schema';
import { searchMedicines } from './search';
import { findProduct } from './product';
import { shopSpecProduct } from '../shop/repository/detail';

/** The catalogue is public: anyone may search it, signed in or not (docs/PRODUCT.md: customers browse before ordering). */
export const catalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/medicine',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'SPEC §7 {host}/medicine: ranked search by name, substance, CIP13 or CIS; medicines as products',
        querystring: medicineListQuerySchema,
        response: { 200: medicineListSchema, 400: errorSchema },
      },
    },
    async (request) => {
      const { filter = '', cursor = '', limit } = request.query;
      return catalogueCache<MedicineList>(app.db).get(JSON.stringify(['search', filter, cursor, limit]), () =>
        searchMedicines(app.db, request.query),
      );
    },
  );

  app.get(
    '/api/medicine/figures',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'The catalogue in a few numbers: medicines marketed, with and without prescription, the commonest forms',
        response: { 200: catalogueFiguresSchema },
      },
    },
    async () => catalogueCache<CatalogueFigures>(app.db).get('figures', () => catalogueFigures(app.db)),
  );

  app.get(
    '/api/products/product',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'SPEC §7: one medicine as a product, by exact name or CIS, with where it is in stock; or a shop product by its slug (SPEC §3 Product: id, price, quantity, colors)',
        querystring: productQuerySchema,
        response: { 200: z.union([productDetailSchema, shopSpecProductSchema]), 400: errorSchema, 404: errorSchema },
      },
    },
    // A shop slug (lower-case words and a 6-hex suffix, never a catalogue name or CIS) is the shop's, read fresh since
    // its stock moves; anything else, or a slug the shop does not show, is the catalogue's answer as before.
    async (request) =>
      (await shopSpecProduct(app.db, request.query.name)) ??
      catalogueCache<ProductDetail>(app.db).get(JSON.stringify(['product', request.query.name]), () =>
        findProduct(app.db, request.query.name),
      ),
  );
};
