import { useQuery } from '@tanstack/react-query';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '../../lib/api-client';
import { changeLanguage, initI18n } from '../../lib/i18n';
import { renderWithProviders } from '../../test/render';
import { QueryBoundary } from './query-boundary';

beforeAll(async () => {
  await initI18n();
  await changeLanguage('en');
});

function Names({ load, isEmpty }: { load: () => Promise<string[]>; isEmpty?: (names: string[]) => boolean }) {
  const query = useQuery({ queryKey: ['names'], queryFn: load });
  return (
    <QueryBoundary
      query={query}
      loadingLabel="Loading names"
      errorTitle="Names"
      isEmpty={isEmpty}
      empty={<p>No names yet</p>}
      renderError={(error) =>
        error instanceof ApiRequestError && error.status === 404 ? <p>These names are gone</p> : undefined
      }
    >
      {(names) => (
        <ul>
          {names.map((name) => (
            <li key={name}>{name}</li>
          ))}
        </ul>
      )}
    </QueryBoundary>
  );
}

const never = () => new Promise<string[]>(() => {});

describe('QueryBoundary', () => {
  it('tells it is busy while the first answer is on its way', () => {
    renderWithProviders(<Names load={never} />);
    expect(screen.getByRole('status', { name: 'Loading names' }).getAttribute('aria-busy')).toBe('true');
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('renders the data through its children', async () => {
    renderWithProviders(<Names load={async () => ['Anne', 'Lotte']} />);
    expect((await screen.findAllByRole('listitem')).map((item) => item.textContent)).toEqual(['Anne', 'Lotte']);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('shows the empty state when the data says it is empty', async () => {
    renderWithProviders(<Names load={async () => []} isEmpty={(names) => names.length === 0} />);
    expect(await screen.findByText('No names yet')).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('shows "Something went wrong" with a Retry that asks again', async () => {
    const load = vi.fn<() => Promise<string[]>>().mockRejectedValueOnce(new Error('boom')).mockResolvedValue(['Anne']);
    renderWithProviders(<Names load={load} />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Names');
    expect(alert.textContent).toContain('Something went wrong');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Anne')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("shows the server's message for a failed call", async () => {
    const load = () => Promise.reject(new ApiRequestError(409, { message: 'The list is locked.', code: 'LOCKED' }));
    renderWithProviders(<Names load={load} />);
    expect((await screen.findByRole('alert')).textContent).toContain('The list is locked.');
  });

  it('lets a screen answer some errors its own way', async () => {
    const load = () => Promise.reject(new ApiRequestError(404, { message: 'Not found', code: 'NOT_FOUND' }));
    renderWithProviders(<Names load={load} />);
    expect(await screen.findByText('These names are gone')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('keeps the data on screen when a later refetch fails', async () => {
    const load = vi.fn<() => Promise<string[]>>().mockResolvedValueOnce(['Anne']).mockRejectedValue(new Error('boom'));
    const { queryClient } = renderWithProviders(<Names load={load} />);
    expect(await screen.findByText('Anne')).toBeTruthy();
    await queryClient.refetchQueries({ queryKey: ['names'] });
    await waitFor(() => expect(queryClient.getQueryState(['names'])?.status).toBe('error'));
    expect(screen.getByText('Anne')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
