import type { ReactElement } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { configure, render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { vi } from 'vitest';
import type { Product, ProductDetail } from '@pharmacy/shared/schemas/catalogue';
import { ThemeTestProviders } from '../../../theme/theme-test-providers';

// MUI's first render in jsdom is slow on a busy machine.
configure({ asyncUtilTimeout: 5000 });

export const CATALOGUE_TEST_TIMEOUT = 20_000;

export function makeProduct(overrides: Partial<Product> = {}): Product {
  return {
    id: '60234100',
    name: 'DOLIPRANE 500 mg, comprimé',
    form: 'comprimé',
    price: 218,
    requiresPrescription: false,
    marketed: true,
    substances: [{ code: '02202', name: 'PARACÉTAMOL', strength: '500 mg', strengthReference: 'un comprimé', nature: 'SA' }],
    presentations: [],
    availableAt: 2,
    ...overrides,
  };
}

export function makeProductDetail(overrides: Partial<ProductDetail> = {}): ProductDetail {
  return {
    ...makeProduct(),
    routes: ['orale'],
    authorisationStatus: 'Autorisation active',
    procedure: 'Procédure nationale',
    marketingStatus: 'Commercialisée',
    authorisationDate: '2016-02-29',
    warningStatus: null,
    holders: 'OPELLA HEALTHCARE FRANCE',
    enhancedMonitoring: false,
    conditions: ['réservé à l\'usage professionnel DENTAIRE'],
    genericGroups: [
      {
        id: 42,
        label: 'PARACETAMOL 500 mg - DOLIPRANE 500 mg',
        type: 0,
        members: [
          { cis: '64793681', name: 'PARACETAMOL BIOGARAN 500 mg, comprimé', type: 1, marketed: true, requiresPrescription: false, price: 98 },
          { cis: '61111111', name: 'PARACETAMOL ANCIEN 500 mg, comprimé', type: 1, marketed: false, requiresPrescription: false, price: null },
        ],
      },
    ],
    presentations: [
      {
        cip13: '3400934998331',
        cip7: '3499833',
        label: 'plaquette(s) PVC aluminium de 16 comprimé(s)',
        marketed: true,
        price: 218,
        reimbursementRate: 65,
        status: 'Présentation active',
        marketingStatus: 'Déclaration de commercialisation',
        hospitalApproved: true,
        priceWithFee: 320,
        dispensingFee: 102,
        reimbursementNotes: 'Voir <a href="https://example.org">avis</a><br>du 1er mars',
        offers: [{ pharmacyId: 'p1', pharmacyName: 'Pharmacie du Sablon', city: 'Bruxelles', quantity: 12, price: 250 }],
      },
    ],
    ...overrides,
  };
}

export interface StubReply {
  status: number;
  body?: unknown;
}

/** Replaces `fetch`; a handler may return a promise (e.g. one that only settles when the request is aborted). */
export function stubFetch(handler: (url: URL, signal?: AbortSignal | null) => StubReply | Promise<StubReply>) {
  const fn = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const reply = await handler(url, init?.signal);
    return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), {
      status: reply.status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fn);
  return fn;
}

/** A request that never answers; it fails with AbortError as a real fetch does once its signal aborts. */
export function hangUntilAborted(signal?: AbortSignal | null): Promise<StubReply> {
  return new Promise((_resolve, reject) => {
    signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
  });
}

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

/** The element on `path` inside the data, theme and router providers, starting at `url`. */
export function renderCatalogue(element: ReactElement, { path = '/', url = '/' }: { path?: string; url?: string } = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <ThemeTestProviders>
        <MemoryRouter initialEntries={[url]}>
          <Routes>
            <Route path={path} element={element} />
            <Route path="*" element={<p>another page</p>} />
          </Routes>
          <LocationProbe />
        </MemoryRouter>
      </ThemeTestProviders>
    </QueryClientProvider>,
  );
}
