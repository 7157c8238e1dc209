import { z } from 'zod';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ROLES } from '@pharmacy/shared/roles';
import { orderFormSchema } from '@pharmacy/shared/schemas/order-form';
import {
  IDEMPOTENCY_HEADER,
  ORDER_FILE_MAX_BYTES,
  orderDetailSchema,
  orderFileSchema,
  orderLinesUpdateSchema,
  orderListQuerySchema,
  orderListSchema,
  orderTransitionSchema,
} from '@pharmacy/shared/schemas/order';
import { errorSchema } from '../../lib/error-schema';
import { notFound } from '../../lib/errors';
import type { FileStore } from '../../lib/storage';
import { contentDisposition } from '../../lib/content-disposition';
import { requireRole } from '../../plugins/session';
import { publish } from './announce';
import { openFile, uploadFile } from './files';
import { editLines } from './lines';
import { listOrders } from './list';
import { orderDetailFor, readOrder } from './service';
import { submitOrder } from './submit';
import { transitionOrder } from './transitions';
import { ORDER_SUBMIT_LIMIT } from '../../lib/account-rate-limits';

const idParams = z.object({ id: z.string().min(1).max(64) });
const fileParams = idParams.extend({ fileId: z.string().min(1).max(64) });
const idempotencyHeaders = z.looseObject({
  [IDEMPOTENCY_HEADER]: z.uuid({ error: (issue) => (issue.input === undefined ? 'validation.required' : 'validation.invalid') }),
});
const denied = { 401: errorSchema, 403: errorSchema, 404: errorSchema };

/**
 * The medicine order (issue 4; contract in packages/shared/src/schemas/order.ts). Every route needs an active
 * account; which orders a person sees and what they may do is decided in access.ts and the shared lifecycle.
 */
export const orderRoutes: FastifyPluginAsyncZod<{ storage: FileStore }> = async (app, { storage }) => {
  // Scoped to this plugin: only the upload route accepts multipart bodies.
  await app.register(multipart, { limits: { fileSize: ORDER_FILE_MAX_BYTES, files: 1, fields: 0, parts: 1 } });

  app.post(
    '/api/orders',
    {
      // Per account, across processes (issue 11): lib/account-rate-limits.ts.
      config: { rateLimit: ORDER_SUBMIT_LIMIT },
      schema: {
        tags: ['orders'],
        summary: 'Place an order (customer) or record a counter order (pharmacy staff); one order per Idempotency-Key',
        headers: idempotencyHeaders,
        body: orderFormSchema,
        response: { 200: orderDetailSchema, 201: orderDetailSchema, 400: errorSchema, ...denied, 409: errorSchema },
      },
    },
    async (request, reply) => {
      const user = await requireRole(request, ROLES);
      const result = await submitOrder(app.db, user, request.body, request.headers[IDEMPOTENCY_HEADER]);
      if (result.audience) publish(app, result.audience);
      return reply.status(result.created ? 201 : 200).send(result.detail ?? (await orderDetailFor(app.db, user, result.order)));
    },
  );

  app.get(
    '/api/orders',
    {
      schema: {
        tags: ['orders'],
        summary: 'The orders the caller may see, with the per-status counts of the tabs',
        querystring: orderListQuerySchema,
        response: { 200: orderListSchema, 400: errorSchema, 401: errorSchema, 403: errorSchema },
      },
    },
    async (request) => listOrders(app.db, await requireRole(request, ROLES), request.query),
  );

  app.get(
    '/api/orders/:id',
    {
      schema: { tags: ['orders'], summary: 'One order, as the caller may see it', params: idParams, response: { 200: orderDetailSchema, ...denied } },
    },
    async (request) => readOrder(app.db, await requireRole(request, ROLES), request.params.id),
  );

  app.post(
    '/api/orders/:id/transitions',
    {
      schema: {
        tags: ['orders'],
        summary: 'A lifecycle action (accept, reject, prepare, …); 409 ILLEGAL_TRANSITION with the reason',
        params: idParams,
        body: orderTransitionSchema,
        response: { 200: orderDetailSchema, 400: errorSchema, ...denied, 409: errorSchema, 429: errorSchema },
      },
    },
    async (request) => {
      const user = await requireRole(request, ROLES);
      const { order, audience } = await transitionOrder(app.db, user, request.params.id, request.body);
      if (audience) publish(app, audience);
      return orderDetailFor(app.db, user, order);
    },
  );

  app.put(
    '/api/orders/:id/lines',
    {
      schema: {
        tags: ['orders'],
        summary: 'Replace the lines and prices (pharmacy, while submitted or accepted)',
        params: idParams,
        body: orderLinesUpdateSchema,
        response: { 200: orderDetailSchema, 400: errorSchema, ...denied, 409: errorSchema },
      },
    },
    async (request) => {
      const user = await requireRole(request, ROLES);
      const { order, audience } = await editLines(app.db, user, request.params.id, request.body);
      publish(app, audience);
      return orderDetailFor(app.db, user, order);
    },
  );

  app.post(
    '/api/orders/:id/files',
    {
      schema: {
        tags: ['orders'],
        summary: 'Attach a prescription (multipart field `file`: PDF, JPEG, PNG or WebP by content, at most 10 MB)',
        consumes: ['multipart/form-data'],
        params: idParams,
        response: { 201: orderFileSchema, 400: errorSchema, ...denied, 409: errorSchema, 413: errorSchema },
      },
    },
    async (request, reply) => {
      const user = await requireRole(request, ROLES);
      const { file, audience } = await uploadFile(app.db, storage, user, request.params.id, request);
      publish(app, audience);
      return reply.status(201).send(file);
    },
  );

  app.get(
    '/api/orders/:id/files/:fileId',
    {
      schema: { tags: ['orders'], summary: 'Download an attached file (as an attachment)', params: fileParams, response: denied },
    },
    async (request, reply) => {
      const user = await requireRole(request, ROLES);
      const file = await openFile(app.db, user, request.params.id, request.params.fileId);
      if (!(await storage.exists(file.storageKey))) {
        request.log.error({ fileId: file.id }, 'order file missing from storage');
        throw notFound('No such file.');
      }
      return reply
        .header('content-type', file.mimeType)
        .header('content-length', file.size)
        .header('content-disposition', contentDisposition(file.name))
        .header('cache-control', 'private, no-store')
        // A stream is sent as is (no serializer); the route's schema only describes the errors.
        .send(storage.read(file.storageKey) as never);
    },
  );
};
