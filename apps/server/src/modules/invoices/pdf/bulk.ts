import { once } from 'node:events';
import { PassThrough, type Readable } from 'node:stream';
import { Zip, ZipPassThrough } from 'fflate';
import { INVOICE_ZIP_MAX } from '@pharmacy/shared/invoices/constants';
import type { InvoiceExportQuery } from '@pharmacy/shared/schemas/invoice';
import type { UserProfile } from '@pharmacy/shared/schemas/accounts';
import type { Db } from '../../../db/client';
import { HttpError } from '../../../lib/errors';
import { countListedUpTo, listedPages } from '../list';
import { invoicePdf } from './document';


const tooManyForZip = (found: number, max: number) =>
  new HttpError(400, 'INVOICE_ZIP_TOO_MANY', `More than ${max} invoices match (${found}+): narrow the dates or the status and download them in parts.`);

/**
 * GET /api/invoices/export.zip: the PDFs of the filtered list, one file per invoice named after its number, in the
 * list's order. The count is checked before the answer starts (a refusal is a 400, not a broken file); the PDFs are
 * drawn one after the other as the client reads, stored as they are (a PDF is compressed already), so a large
 * download never sits in memory and a client that goes away stops the drawing.
 */
export async function invoicesZip(db: Db, user: UserProfile, query: InvoiceExportQuery, max = INVOICE_ZIP_MAX): Promise<Readable> {
  const found = await countListedUpTo(db, user, query, max);
  if (found > max) throw tooManyForZip(found, max);
  const pages = await listedPages(db, user, query, max, 50);
  const out = new PassThrough();
  const zip = new Zip((error, chunk, final) => {
    if (error) return void out.destroy(error);
    out.write(chunk);
    if (final) out.end();
  });
  const names = new Set<string>();
  void (async () => {
    for await (const page of pages) {
      for (const { invoice } of page) {
        if (out.destroyed) return;
        const { pdf, fileName } = await invoicePdf(db, invoice);
        // Drafts have no number: draft.pdf, draft-2.pdf… so no entry hides another.
        let name = fileName;
        for (let n = 2; names.has(name); n++) name = fileName.replace(/\.pdf$/, `-${n}.pdf`);
        names.add(name);
        const entry = new ZipPassThrough(name);
        zip.add(entry);
        entry.push(pdf, true);
        if (out.writableNeedDrain) await Promise.race([once(out, 'drain'), once(out, 'close')]);
      }
    }
    zip.end();
  })().catch((error: unknown) => {
    if (!out.destroyed) out.destroy(error as Error);
  });
  return out;
}
