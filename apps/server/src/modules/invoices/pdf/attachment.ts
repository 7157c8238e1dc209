import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { invoices } from '../../../db/schema';
import type { OutboxAttachments } from '../../../lib/outbox';
import { invoicePdf, PDF_CONTENT_TYPE } from './document';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The invoice-sent e-mail's attachment: the invoice's PDF, rendered when the e-mail leaves from the invoice id in the
 * outbox row's params. An e-mail queued before the params carried the id, or whose invoice is gone, leaves without it.
 */
export function invoiceMailAttachments(db: Db): OutboxAttachments {
  return async ({ params }) => {
    const id = params.invoiceId;
    if (!id || !UUID.test(id)) return [];
    const [row] = await db.select().from(invoices).where(eq(invoices.id, id));
    if (!row || row.status === 'draft') return [];
    const { pdf, fileName } = await invoicePdf(db, row);
    return [{ filename: fileName, content: pdf, contentType: PDF_CONTENT_TYPE }];
  };
}
