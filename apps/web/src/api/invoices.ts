import { queryOptions, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  Invoice,
  InvoiceDraftCreate,
  InvoiceDraftUpdate,
  InvoiceList,
  InvoiceListQueryInput,
  InvoicePayment,
} from '@pharmacy/shared/schemas/invoice';
import { ApiRequestError, api } from '../lib/api-client';
import { cursorPages } from './cursor-pages';

/** The invoices resource: /api/invoices, a draft's edits, send, pay, credit note and the CSV export. */

export type InvoiceListFilters = Omit<InvoiceListQueryInput, 'cursor' | 'limit'> & { limit?: number };

export const invoiceKeys = {
  all: ['invoices'] as const,
  lists: () => [...invoiceKeys.all, 'list'] as const,
  list: (filters: InvoiceListFilters) => [...invoiceKeys.lists(), filters] as const,
  detail: (id: string) => [...invoiceKeys.all, 'detail', id] as const,
};

const invoicePath = (id: string) => `/api/invoices/${encodeURIComponent(id)}`;

// ---- fetchers ----

/** GET /api/invoices: the invoices the caller may see, one page, with the per-status counts of the tabs. */
export function listInvoices(filters: InvoiceListFilters, cursor: string | undefined, signal?: AbortSignal): Promise<InvoiceList> {
  return api<InvoiceList>('/api/invoices', { query: { ...filters, cursor }, signal });
}

export function getInvoice(id: string, signal?: AbortSignal): Promise<Invoice> {
  return api<Invoice>(invoicePath(id), { signal });
}

/** GET /api/invoices/export.csv (or the PDFs in export.zip) with the list's filters (no cursor, no limit: every matching row). */
export function invoiceExportUrl(filters: InvoiceListFilters, format: 'csv' | 'zip' = 'csv'): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) {
    if (key !== 'limit' && value !== undefined && value !== '') params.set(key, String(value));
  }
  const query = params.toString();
  return query ? `/api/invoices/export.${format}?${query}` : `/api/invoices/export.${format}`;
}

export function createInvoice(draft: InvoiceDraftCreate): Promise<Invoice> {
  return api<Invoice>('/api/invoices', { method: 'POST', body: draft });
}

/** PATCH a draft; 409 INVOICE_ISSUED once it has a number. */
export function updateInvoice(id: string, update: InvoiceDraftUpdate): Promise<Invoice> {
  return api<Invoice>(invoicePath(id), { method: 'PATCH', body: update });
}

export function sendInvoice(id: string): Promise<Invoice> {
  return api<Invoice>(`${invoicePath(id)}/send`, { method: 'POST' });
}

export function payInvoice(id: string, payment: InvoicePayment): Promise<Invoice> {
  return api<Invoice>(`${invoicePath(id)}/pay`, { method: 'POST', body: payment });
}

/** Answers the credit note (a new invoice of kind `credit_note`). */
export function creditInvoice(id: string): Promise<Invoice> {
  return api<Invoice>(`${invoicePath(id)}/credit-note`, { method: 'POST' });
}

// ---- queries ----

export function useInvoiceList(filters: InvoiceListFilters) {
  return useInfiniteQuery(
    cursorPages(invoiceKeys.list(filters), (cursor, signal) => listInvoices(filters, cursor, signal)),
  );
}

export function invoiceQueryOptions(id: string) {
  return queryOptions({
    queryKey: invoiceKeys.detail(id),
    queryFn: ({ signal }) => getInvoice(id, signal),
    // An invoice one may not see answers 404: asking again changes nothing.
    retry: (count, error) => !(error instanceof ApiRequestError && (error.status === 404 || error.status === 403)) && count < 2,
  });
}

export function useInvoice(id: string) {
  return useQuery({ ...invoiceQueryOptions(id), enabled: id.length > 0 });
}

// ---- mutations ----

/** The invoice as the server answered replaces its cached copy; the lists (counts, statuses) are asked again. */
function useStoreInvoice() {
  const queryClient = useQueryClient();
  return (invoice: Invoice) => {
    queryClient.setQueryData(invoiceKeys.detail(invoice.id), invoice);
    void queryClient.invalidateQueries({ queryKey: invoiceKeys.lists() });
  };
}

export function useCreateInvoice() {
  return useMutation({ mutationFn: createInvoice, onSuccess: useStoreInvoice() });
}

export function useUpdateInvoice(id: string) {
  return useMutation({ mutationFn: (update: InvoiceDraftUpdate) => updateInvoice(id, update), onSuccess: useStoreInvoice() });
}

export function useSendInvoice(id: string) {
  return useMutation({ mutationFn: () => sendInvoice(id), onSuccess: useStoreInvoice() });
}

export function usePayInvoice(id: string) {
  return useMutation({ mutationFn: (payment: InvoicePayment) => payInvoice(id, payment), onSuccess: useStoreInvoice() });
}

/** The credit note is stored; the corrected invoice is asked again (it now has a credit note). */
export function useCreditInvoice(id: string) {
  const queryClient = useQueryClient();
  const store = useStoreInvoice();
  return useMutation({
    mutationFn: () => creditInvoice(id),
    onSuccess: (note) => {
      store(note);
      void queryClient.invalidateQueries({ queryKey: invoiceKeys.detail(id) });
    },
  });
}
