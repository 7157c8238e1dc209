import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FileStore } from '../../../lib/storage';
import { imageRoutes } from './image-routes';
import { manageRoutes } from './manage-routes';
import { publicRoutes } from './public-routes';

/** The shop (issue 15; contract in packages/shared/src/schemas/shop-product.ts): anyone browses, staff manage. */
export const shopRoutes: FastifyPluginAsyncZod<{ storage: FileStore }> = async (app, { storage }) => {
  await app.register(publicRoutes);
  await app.register(manageRoutes, { storage });
  await app.register(imageRoutes, { storage });
};
