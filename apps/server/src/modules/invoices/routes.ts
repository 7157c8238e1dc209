import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ROLES } from '@pharmacy/shared/roles';
import {
  invoiceDraftCreateSchema,
  invoiceDraftUpdateSchema,
  invoiceExportQuerySchema,
  invoiceListQuerySchema,
  invoiceListSchema,
  invoicePaymentSchema,
  invoiceSchema,
} from '@pharmacy/shared/schemas/invoice';
import { CSV_CONTENT_TYPE, csvFileName } from '../../lib/csv';
import { errorSchema } from '../../lib/error-schema';
import { requireRole } from '../../plugins/session';
import { issuingPharmacy, managedInvoice, readableInvoice } from './access';
import { creditInvoice } from './credit-note';
import { createDraft, updateDraft } from './drafts';
import { exportInvoices, listInvoices } from './list';
import { payInvoice } from './pay';
import { toInvoice } from './present';
import { linesOf, type InvoiceRow } from './repository';
import { sendInvoice } from './send';
import { invoiceUblRoutes } from './ubl/routes';

const idParams = z.object({ id: z.string().min(1).max(64) });
const denied = { 401: errorSchema, 403: errorSchema, 404: errorSchema };
const tags = ['invoices'];

/**
 * Invoices (issue 14; contract in packages/shared/src/schemas/invoice.ts). Who may do what is decided in access.ts:
 * customers read their issued invoices, pharmacy staff manage their pharmacies', admins read all, couriers none.
 */
export const invoiceRoutes: FastifyPluginAsyncZod = async (app) => {
  const answer = async (row: InvoiceRow) => toInvoice(row, await linesOf(app.db, row.id));

  app.get(
    '/api/invoices',
    {
      schema: {
        tags,
        summary: 'The invoices the caller may see (filters: status, kind, from/to issue date, q = number or buyer), with the per-status counts of the tabs',
        querystring: invoiceListQuerySchema,
        response: { 200: invoiceListSchema, 400: errorSchema, 401: errorSchema, 403: errorSchema },
      },
    },
    async (request) => listInvoices(app.db, await requireRole(request, ROLES), request.query),
  );

  app.get(
    '/api/invoices/export.csv',
    {
      schema: {
        tags,
        summary: 'The filtered list as a CSV file (amounts in euros with a decimal point)',
        querystring: invoiceExportQuerySchema,
        produces: ['text/csv'],
        response: { 400: errorSchema, 401: errorSchema, 403: errorSchema },
      },
    },
    async (request, reply) => {
      const csv = await exportInvoices(app.db, await requireRole(request, ROLES), request.query);
      return reply
        .header('content-type', CSV_CONTENT_TYPE)
        .header('content-disposition', `attachment; filename="${csvFileName('invoices')}"`)
        .send(csv as never);
    },
  );

  app.get(
    '/api/invoices/:id',
    { schema: { tags, summary: 'One invoice or credit note, as the caller may see it', params: idParams, response: { 200: invoiceSchema, ...denied } } },
    async (request) => answer(await readableInvoice(app.db, await requireRole(request, ROLES), request.params.id)),
  );

  app.post(
    '/api/invoices',
    {
      schema: {
        tags,
        summary: 'Write a draft by hand (pharmacy staff; pharmacyId required when the account works for several pharmacies)',
        body: invoiceDraftCreateSchema,
        response: { 201: invoiceSchema, 400: errorSchema, 401: errorSchema, 403: errorSchema },
      },
    },
    async (request, reply) => {
      const user = await requireRole(request, ['pharmacy']);
      const pharmacyId = await issuingPharmacy(app.db, user, request.body.pharmacyId);
      const row = await createDraft(app.db, { pharmacyId, createdBy: user.uid, input: request.body });
      return reply.status(201).send(await answer(row));
    },
  );

  app.patch(
    '/api/invoices/:id',
    {
      schema: {
        tags,
        summary: 'Edit a draft (its pharmacy’s staff); 409 INVOICE_ISSUED once issued, with the reason',
        params: idParams,
        body: invoiceDraftUpdateSchema,
        response: { 200: invoiceSchema, 400: errorSchema, ...denied, 409: errorSchema },
      },
    },
    async (request) => {
      const user = await requireRole(request, ROLES);
      const invoice = await managedInvoice(app.db, user, request.params.id);
      return answer(await updateDraft(app.db, invoice.id, request.body, user.uid));
    },
  );

  app.post(
    '/api/invoices/:id/send',
    {
      schema: {
        tags,
        summary: 'Issue a draft: its number, structured communication and due date; e-mailed to the buyer’s address if any',
        params: idParams,
        response: { 200: invoiceSchema, 400: errorSchema, ...denied, 409: errorSchema },
      },
    },
    async (request) => {
      const user = await requireRole(request, ROLES);
      const invoice = await managedInvoice(app.db, user, request.params.id);
      const sent = await sendInvoice(app.db, invoice.id, user.uid);
      if (sent.mailed) app.outbox.wake();
      return answer(sent.invoice);
    },
  );

  app.post(
    '/api/invoices/:id/pay',
    {
      schema: {
        tags,
        summary: 'Record the payment (day and method) of a sent or overdue invoice; 409 otherwise',
        params: idParams,
        body: invoicePaymentSchema,
        response: { 200: invoiceSchema, 400: errorSchema, ...denied, 409: errorSchema },
      },
    },
    async (request) => {
      const user = await requireRole(request, ROLES);
      const invoice = await managedInvoice(app.db, user, request.params.id);
      return answer(await payInvoice(app.db, invoice.id, request.body, user.uid));
    },
  );

  app.post(
    '/api/invoices/:id/credit-note',
    {
      schema: {
        tags,
        summary: 'Correct an issued invoice by a credit note for all of it, numbered next in the series; 409 for a draft or a second time',
        params: idParams,
        response: { 201: invoiceSchema, ...denied, 409: errorSchema },
      },
    },
    async (request, reply) => {
      const user = await requireRole(request, ROLES);
      const invoice = await managedInvoice(app.db, user, request.params.id);
      const note = await creditInvoice(app.db, invoice.id, user.uid);
      if (note.buyer.email) app.outbox.wake();
      return reply.status(201).send(await answer(note));
    },
  );

  await app.register(invoiceUblRoutes);
};
