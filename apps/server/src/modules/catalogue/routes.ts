import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  medicineListQuerySchema,
  medicineListSchema,
  productDetailSchema,
  productQuerySchema,
} from '@pharmacy/shared/schemas/catalogue';
import { errorSchema } from '../../lib/error-schema';
import { searchMedicines } from './search';
import { findProduct } from './product';

/** The catalogue is public: anyone may search it, signed in or not (PRODUCT.md: customers browse before ordering). */
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
    async (request) => searchMedicines(app.db, request.query),
  );

  app.get(
    '/api/products/product',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'SPEC §7: one medicine as a product, by exact name or CIS, with where it is in stock',
        querystring: productQuerySchema,
        response: { 200: productDetailSchema, 400: errorSchema, 404: errorSchema },
      },
    },
    async (request) => findProduct(app.db, request.query.name),
  );
};
