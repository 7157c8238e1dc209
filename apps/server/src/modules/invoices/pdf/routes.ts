import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ROLES } from '@pharmacy/shared/roles';
import { perAccountLimit } from '../../../lib/account-rate-limits';
import { errorSchema } from '../../../lib/error-schema';
import { requireRole } from '../../../plugins/session';
import { readableInvoice } from '../access';
import { invoiceExportQuerySchema } from '@pharmacy/shared/schemas/invoice';
import { brusselsToday } from '../calendar';
import { INVOICE_ZIP_MAX } from '@pharmacy/shared/invoices/constants';
import { invoicesZip } from './bulk';
import { invoicePdf, PDF_CONTENT_TYPE } from './document';

const idParams = z.object({ id: z.string().min(1).max(64) });

/** A PDF costs 50–100 ms of CPU to draw: 60 a minute per account is plenty for a person, and bounds a loop. */
const PDF_LIMIT = perAccountLimit(60, '1 minute');
/** A ZIP is up to INVOICE_ZIP_MAX of them: a few an hour covers an accountant's month-by-month download. */
const ZIP_LIMIT = perAccountLimit(6, '10 minutes');

/**
 * GET /api/invoices/:id/pdf: the invoice as a PDF in its language, to whoever may read it (access.ts
 * `readableInvoice`: a customer their own issued invoices, staff their pharmacies', admins all; a shipper or anyone
 * else gets the same 404 as GET /api/invoices/:id). A draft's PDF says on every page that it is not a valid invoice.
 */
export const invoicePdfRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/invoices/export.zip',
    {
      config: { rateLimit: ZIP_LIMIT },
      schema: {
        tags: ['invoices'],
        summary: `The PDFs of the filtered list (the list's filters and sort), one per invoice, at most ${INVOICE_ZIP_MAX}; 400 INVOICE_ZIP_TOO_MANY beyond`,
        querystring: invoiceExportQuerySchema,
        produces: ['application/zip'],
        response: { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema, 429: errorSchema },
      },
    },
    async (request, reply) => {
      const zip = await invoicesZip(app.db, await requireRole(request, ROLES), request.query);
      return reply
        .header('content-type', 'application/zip')
        .header('content-disposition', `attachment; filename="invoices-${brusselsToday()}.zip"`)
        .header('cache-control', 'no-store')
        .send(zip as never);
    },
  );

  app.get(
    '/api/invoices/:id/pdf',
    {
      config: { rateLimit: PDF_LIMIT },
      schema: {
        tags: ['invoices'],
        summary: 'The invoice or credit note as a PDF (A4, in the invoice’s language, with the EPC payment QR code when paid by transfer)',
        params: idParams,
        produces: [PDF_CONTENT_TYPE],
        response: { 401: errorSchema, 403: errorSchema, 404: errorSchema, 429: errorSchema },
      },
    },
    async (request, reply) => {
      const row = await readableInvoice(app.db, await requireRole(request, ROLES), request.params.id);
      const { pdf, fileName } = await invoicePdf(app.db, row);
      return reply
        .header('content-type', PDF_CONTENT_TYPE)
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'no-store')
        .send(pdf as never);
    },
  );
};
