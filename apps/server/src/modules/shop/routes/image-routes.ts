import { z } from 'zod';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IMAGE_MAX_BYTES } from '@pharmacy/shared/schemas/accounts';
import { shopProductDetailSchema } from '@pharmacy/shared/schemas/shop-product';
import { errorSchema } from '../../../lib/error-schema';
import type { FileStore } from '../../../lib/storage';
import { requireRole } from '../../../plugins/session';
import { readImageUpload } from '../../images/avatar';
import { managedProduct } from '../commands/access';
import { addImage, removeImage } from '../commands/images';
import { productWithPharmacy } from '../repository/detail';
import { toDetail } from '../repository/present';

const tags = ['shop'];
const denied = { 401: errorSchema, 403: errorSchema, 404: errorSchema };

/** A product's pictures (commands/images.ts), by its pharmacy's staff. */
export const imageRoutes: FastifyPluginAsyncZod<{ storage: FileStore }> = async (app, { storage }) => {
  // Scoped to this plugin: only the picture upload accepts multipart bodies.
  await app.register(multipart, { limits: { fileSize: IMAGE_MAX_BYTES, files: 1, fields: 0, parts: 1 } });

  app.post(
    '/api/shop/products/:id/images',
    {
      schema: {
        tags,
        summary: 'Add a picture to the gallery (multipart field `file`: PNG, JPEG or WebP by content, at most 5 MB); 409 past 8',
        consumes: ['multipart/form-data'],
        params: z.object({ id: z.string().min(1).max(64) }),
        response: { 201: shopProductDetailSchema, 400: errorSchema, ...denied, 409: errorSchema },
      },
    },
    async (request, reply) => {
      const user = await requireRole(request, ['pharmacy', 'admin']);
      const product = await managedProduct(app.db, user, request.params.id);
      const row = await addImage(app.db, storage, product, await readImageUpload(request), user.uid);
      return reply.status(201).send(await toDetail(app.db, await productWithPharmacy(app.db, row.id)));
    },
  );

  app.delete(
    '/api/shop/products/:id/images/:name',
    {
      schema: {
        tags,
        summary: 'Remove a picture from the gallery (the file is deleted)',
        params: z.object({ id: z.string().min(1).max(64), name: z.string().max(100) }),
        response: { 200: shopProductDetailSchema, ...denied },
      },
    },
    async (request) => {
      const user = await requireRole(request, ['pharmacy', 'admin']);
      const product = await managedProduct(app.db, user, request.params.id);
      const row = await removeImage(app.db, storage, product, request.params.name, user.uid);
      return toDetail(app.db, await productWithPharmacy(app.db, row.id));
    },
  );
};
