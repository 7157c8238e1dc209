import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { PlatformStatus } from '@pharmacy/shared/schemas/platform';
import { FakeAuth, testUser } from '../../lib/auth/testing/fake-auth';
import { changeLanguage, initI18n } from '../../lib/i18n';
import { mockFetch, requestsTo } from '../../test/mock-fetch';
import { PAGE_TEST_TIMEOUT, renderWithProviders } from '../../test/render';
import { PlatformSettingsPage } from './platform-settings-page';

beforeAll(async () => {
  await initI18n();
  await changeLanguage('en');
});
afterEach(() => vi.unstubAllGlobals());

const OFF: PlatformStatus = { maintenance: false, message: '', until: null, launchAt: null, updatedAt: '2026-11-27T10:00:00.000Z' };
const show = () =>
  renderWithProviders(<PlatformSettingsPage />, { url: '/dashboard/platform', around: (children) => <FakeAuth user={testUser('admin')}>{children}</FakeAuth> });

describe('/dashboard/platform', { timeout: PAGE_TEST_TIMEOUT }, () => {
  it('switches maintenance on with a message and an end; the server’s refusal shows beside its field and nothing typed is lost', async () => {
    let refuse = true;
    const fetch = mockFetch(({ method, path, body }) => {
      if (path === '/api/platform/plans') return { status: 200, body: { plans: [] } };
      if (path !== '/api/platform/status' && path !== '/api/admin/platform') return { status: 404 };
      if (method === 'GET') return { status: 200, body: OFF };
      if (refuse) {
        refuse = false;
        return { status: 400, body: { code: 'VALIDATION', message: 'Some fields are not valid.', fields: { until: 'validation.future' } } };
      }
      return { status: 200, body: { ...OFF, ...(body as object), updatedAt: '2026-11-27T11:00:00.000Z' } };
    });
    show();
    const toggle = await screen.findByRole('switch', { name: 'Maintenance mode' });
    const until = screen.getByLabelText('Expected end') as HTMLInputElement;
    expect(until.disabled).toBe(true);
    fireEvent.click(toggle);
    fireEvent.change(screen.getByLabelText('Message to show'), { target: { value: 'Moving to a new database.' } });
    fireEvent.change(until, { target: { value: '2026-11-27T12:00' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save' })));

    expect(await screen.findByText('Choose a moment in the future.')).toBeTruthy();
    expect(until.getAttribute('aria-invalid')).toBe('true');
    expect((screen.getByLabelText('Message to show') as HTMLTextAreaElement).value).toBe('Moving to a new database.');
    const [first] = requestsTo(fetch, 'PUT', '/api/admin/platform');
    expect(first!.body).toMatchObject({ maintenance: true, message: 'Moving to a new database.', launchAt: null });
    expect((first!.body as { until: string }).until).toBe(new Date('2026-11-27T12:00').toISOString());

    fireEvent.change(until, { target: { value: '2026-11-28T08:00' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save' })));
    await waitFor(() => expect(requestsTo(fetch, 'PUT', '/api/admin/platform')).toHaveLength(2));
    expect(await screen.findByText('Maintenance is on: patients, pharmacies and couriers cannot use the platform.')).toBeTruthy();
  });

  it('edits the pharmacy plans: prices typed in euros, the server’s refusal beside the plan’s own field', async () => {
    const plans = [{ id: 'p1', name: 'Neighbourhood', monthlyCents: 4900, perOrderCents: 50, features: ['Orders', 'Invoices'], highlighted: false }];
    let refuse = true;
    const fetch = mockFetch(({ method, path }) => {
      if (path === '/api/platform/status') return { status: 200, body: OFF };
      if (path === '/api/platform/plans') return { status: 200, body: { plans } };
      if (method === 'PUT' && path === '/api/admin/platform/plans') {
        if (refuse) {
          refuse = false;
          return { status: 400, body: { code: 'VALIDATION', message: 'Some fields are not valid.', fields: { 'plans.1.name': 'validation.required' } } };
        }
        return { status: 200, body: { plans } };
      }
      return { status: 404 };
    });
    show();
    expect(((await screen.findByLabelText('Per month (€)')) as HTMLInputElement).value).toBe('49.00');
    fireEvent.click(screen.getByRole('button', { name: 'Add a plan' }));
    const monthly = screen.getAllByLabelText('Per month (€)');
    fireEvent.change(monthly[1]!, { target: { value: '129,5' } });
    fireEvent.change(screen.getAllByLabelText('What is included')[1]!, { target: { value: 'Orders\n\n  Kanban  ' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save the plans' })));

    const [sent] = requestsTo(fetch, 'PUT', '/api/admin/platform/plans');
    expect(sent!.body).toEqual({
      plans: [
        { name: 'Neighbourhood', monthlyCents: 4900, perOrderCents: 50, features: ['Orders', 'Invoices'], highlighted: false },
        { name: '', monthlyCents: 12950, perOrderCents: 0, features: ['Orders', 'Kanban'], highlighted: false },
      ],
    });
    const names = screen.getAllByLabelText('Name');
    await waitFor(() => expect(names[1]!.getAttribute('aria-invalid')).toBe('true'));
    expect(names[0]!.getAttribute('aria-invalid')).toBe('false');
    expect((screen.getAllByLabelText('Per month (€)')[1] as HTMLInputElement).value).toBe('129,5');

    // A price that is not one is refused beside its field, and nothing is sent.
    fireEvent.change(screen.getAllByLabelText('Per month (€)')[1]!, { target: { value: 'twelve' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save the plans' })));
    expect(await screen.findByText('This value is not valid.')).toBeTruthy();
    expect(requestsTo(fetch, 'PUT', '/api/admin/platform/plans')).toHaveLength(1);
  });
});
