import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { manageRoutes } from './manage-routes';
import { publicRoutes } from './public-routes';

/** The shop (issue 15; contract in packages/shared/src/schemas/shop-product.ts): anyone browses, staff manage. */
export const shopRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(publicRoutes);
  await app.register(manageRoutes);
};
