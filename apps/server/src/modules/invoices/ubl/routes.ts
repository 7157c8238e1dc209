import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ROLES } from '@pharmacy/shared/roles';
import type { Invoice } from '@pharmacy/shared/schemas/invoice';
import type { Db } from '../../../db/client';
import { invoices } from '../../../db/schema';
import { errorSchema } from '../../../lib/error-schema';
import { conflict } from '../../../lib/errors';
import { requireRole } from '../../../plugins/session';
import { readableInvoice } from '../access';
import { toInvoice } from '../present';
import { linesOf } from '../repository';
import { toUbl, type CreditedInvoice, type ExportableInvoice } from './to-ubl';
import { ublWriter } from './write-ubl';

const idParams = z.object({ id: z.string().min(1).max(64) });
export const UBL_CONTENT_TYPE = 'application/xml; charset=utf-8';

/**
 * What a UBL export needs beyond being readable. A draft has no number, no issue date and may still change: 409.
 * A buyer without a VAT number (a person) is refused too, with its own code: Peppol BIS requires the buyer's
 * electronic address (rule PEPPOL-EN16931-R010, and the library's UBL format makes EndpointID mandatory), and the only
 * one we know of a buyer is the enterprise number inside its VAT number. A person is not on the Peppol network; the
 * PDF is their invoice. The seller's VAT number is required to issue, so its absence is checked for old rows only.
 */
function exportable(invoice: Invoice): ExportableInvoice {
  const { number, issueDate, seller, buyer } = invoice;
  if (invoice.status === 'draft' || number === null || issueDate === null) {
    throw conflict('INVOICE_NOT_ISSUED', 'A draft is not an e-invoice yet: send it first, then export it as UBL.');
  }
  if (buyer.vatNumber === null) {
    throw conflict(
      'UBL_BUYER_NOT_BUSINESS',
      'This buyer has no VAT number: a UBL e-invoice (Peppol) is for a business buyer; the PDF is this invoice.',
    );
  }
  if (seller.vatNumber === null)
    throw conflict(
      'UBL_SELLER_NO_VAT',
      'This invoice was issued without the pharmacy’s VAT number: it cannot be an e-invoice.',
    );
  return {
    ...invoice,
    number,
    issueDate,
    seller: { ...seller, vatNumber: seller.vatNumber },
    buyer: { ...buyer, vatNumber: buyer.vatNumber },
  };
}

async function creditedInvoice(db: Db, id: string | null): Promise<CreditedInvoice | null> {
  if (id === null) return null;
  const [row] = await db
    .select({ number: invoices.number, issueDate: invoices.issueDate })
    .from(invoices)
    .where(eq(invoices.id, id));
  return row?.number ? { number: row.number, issueDate: row.issueDate } : null;
}

/** A file name of the invoice number's own characters (`BE-1234-2026-00001.xml`). */
const fileName = (number: string) => `${number.replace(/[^A-Za-z0-9._-]/g, '_')}.xml`;

/**
 * GET /api/invoices/:id/ubl: an issued invoice or credit note as UBL 2.1 XML following Peppol BIS Billing 3.0
 * (issue 14), written by @e-invoice-eu/core from to-ubl.ts's mapping. Who reads it is access.ts `readableInvoice`,
 * as for GET /api/invoices/:id: its customer, its pharmacy's staff, admins; a shipper or anyone else gets a 404.
 */
export const invoiceUblRoutes: FastifyPluginAsyncZod = async (app) => {
  const write = ublWriter(app.log);
  app.get(
    '/api/invoices/:id/ubl',
    {
      schema: {
        tags: ['invoices'],
        summary:
          'The issued invoice or credit note as a UBL 2.1 e-invoice (Peppol BIS Billing 3.0) for a business buyer; 409 for a draft or a buyer without a VAT number',
        params: idParams,
        produces: ['application/xml'],
        response: { 401: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema },
      },
    },
    async (request, reply) => {
      const row = await readableInvoice(app.db, await requireRole(request, ROLES), request.params.id);
      const invoice = exportable(toInvoice(row, await linesOf(app.db, row.id)));
      const xml = await write(toUbl(invoice, await creditedInvoice(app.db, invoice.creditedInvoiceId)));
      return reply
        .header('content-type', UBL_CONTENT_TYPE)
        .header('content-disposition', `attachment; filename="${fileName(invoice.number)}"`)
        .header('cache-control', 'no-store')
        .send(xml as never);
    },
  );
};
