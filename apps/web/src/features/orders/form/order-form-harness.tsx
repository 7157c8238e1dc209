import { screen } from '@testing-library/react';
import { useTranslation } from '../../../lib/translation';
import { vi } from 'vitest';
import type { OrderDetail } from '@pharmacy/shared/schemas/order';
import type { Pharmacy } from '@pharmacy/shared/schemas/pharmacy';
import { translateFieldMessage } from '../../../lib/api-errors';
import { renderWithProviders } from '../../../test/render';
import { OrderForm, type OrderFormProps, type PharmacySlotProps } from './order-form';

const week = [[{ open: '08:30', close: '18:30' }], [], [], [], [], [], []];

/** A pharmacy as the directory answers it; delivers to 1000 for €3.50 unless told otherwise. */
export function orderPharmacy(overrides: Partial<Pharmacy> = {}): Pharmacy {
  return {
    id: 'p-sablon',
    name: 'Pharmacie du Sablon',
    slug: 'pharmacie-du-sablon',
    logoUrl: null,
    code: 'BE-100001',
    address: 'Rue Haute 1',
    postalCode: '1000',
    city: 'Bruxelles',
    phone: '+32 2 511 00 00',
    email: 'contact@sablon.be',
    openingHours: week,
    hoursExceptions: [],
    onDutyDates: [],
    onDutyToday: false,
    homeDelivery: { enabled: true, postcodes: ['1000'], feeCents: 350, minimumCents: 0 },
    ...overrides,
  };
}

/** Stands in for the pharmacy directory (its own feature, tested there): one button per pharmacy, and the error. */
function PickerStub({ value, onChange, error, pharmacies }: PharmacySlotProps & { pharmacies: Pharmacy[] }) {
  const { t } = useTranslation();
  return (
    <div data-testid="pharmacy-picker">
      {pharmacies.map((p) => (
        <button key={p.id} type="button" aria-pressed={value === p.id} onClick={() => onChange(p)}>
          Choose {p.name}
        </button>
      ))}
      {error && <p data-testid="pharmacy-error">{translateFieldMessage(t, error)}</p>}
    </div>
  );
}

export interface RenderOrderFormOptions extends Partial<OrderFormProps> {
  pharmacies?: Pharmacy[];
}

/** The order form with the catalogue search and pharmacy directory replaced by plain buttons. */
export function renderOrderForm({ pharmacies = [orderPharmacy()], ...props }: RenderOrderFormOptions = {}) {
  return renderWithProviders(
    <OrderForm
      mode="customer"
      renderMedicineSearch={(add) => (
        <div>
          <button type="button" onClick={() => add({ cis: '60234100', name: 'DOLIPRANE 500 mg', requiresPrescription: false })}>
            Add Doliprane
          </button>
          <button type="button" onClick={() => add({ cis: '61234567', name: 'XANAX 0,25 mg', requiresPrescription: true })}>
            Add Xanax
          </button>
        </div>
      )}
      renderPharmacyPicker={(slot) => <PickerStub {...slot} pharmacies={pharmacies} />}
      renderDoneActions={(order: OrderDetail) => <a href={`/my/dashboard?order=${order.id}`}>Follow</a>}
      {...props}
    />,
    { url: '/my/order' },
  );
}

/** A request the stubbed fetch received. */
export interface SeenRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body: unknown;
}

/** Replaces fetch with an async handler (it may wait, fail like a dropped connection, or answer). */
export function stubFetch(handler: (request: SeenRequest) => Promise<Response> | Response) {
  const seen: SeenRequest[] = [];
  const fn = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const request: SeenRequest = {
      method: init?.method ?? 'GET',
      path: url.pathname,
      headers: (init?.headers ?? {}) as Record<string, string>,
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : init?.body,
    };
    seen.push(request);
    return handler(request);
  });
  vi.stubGlobal('fetch', fn);
  return seen;
}

export const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** The input a visible label names (MUI adds " *" to required labels). */
export const field = (label: string) => screen.getByLabelText(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( \\*)?$`)) as HTMLInputElement;

/** The text under a field: its helper or error, as screen readers hear it. */
export const descriptionOf = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ')
    .trim();

export const button = (name: string | RegExp) => screen.getByRole('button', { name });
