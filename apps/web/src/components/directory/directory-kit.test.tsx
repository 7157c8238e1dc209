import { fireEvent, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '../../lib/api-client';
import { changeLanguage, initI18n } from '../../lib/i18n';
import { PAGE_TEST_TIMEOUT, renderWithProviders } from '../../test/render';
import { DirectoryCard } from './directory-card';
import { DirectoryCardGrid, type DirectoryPages } from './directory-card-grid';
import { NotFoundAlert, isNotFound } from './not-found-alert';

beforeAll(async () => {
  await initI18n();
  await changeLanguage('en');
});

interface Entry {
  id: string;
  name: string;
}

function pagesOf(items: Entry[] | undefined, over: Partial<DirectoryPages<Entry>> = {}): DirectoryPages<Entry> {
  return {
    data: items && { pages: [{ items }] },
    isPending: items === undefined && !over.isError,
    isError: false,
    error: null,
    refetch: vi.fn(),
    hasNextPage: false,
    fetchNextPage: vi.fn(),
    isFetchingNextPage: false,
    ...over,
  };
}

function renderGrid(pages: DirectoryPages<Entry>) {
  return renderWithProviders(
    <DirectoryCardGrid
      pages={pages}
      emptyText="Nobody here"
      itemKey={(entry) => entry.id}
      renderCard={(entry) => (
        <DirectoryCard
          name={entry.name}
          avatar={null}
          subtitle={null}
          profileHref={`/profile/${entry.id}`}
          editHref={entry.id === 'a' ? `/edit/${entry.id}` : undefined}
        >
          body of {entry.name}
        </DirectoryCard>
      )}
    />,
  );
}

describe('directory kit', { timeout: PAGE_TEST_TIMEOUT }, () => {
  it('shows skeletons while the first page loads', () => {
    renderGrid(pagesOf(undefined));
    expect(screen.getByLabelText('Loading…').getAttribute('aria-busy')).toBe('true');
    expect(screen.queryByRole('article')).toBeNull();
  });

  it('shows the error with a retry that asks again', () => {
    const pages = pagesOf(undefined, { isError: true, error: new Error('boom') });
    renderGrid(pages);
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(pages.refetch).toHaveBeenCalledTimes(1);
  });

  it('says so when nothing matches', () => {
    renderGrid(pagesOf([]));
    expect(screen.getByRole('alert').textContent).toBe('Nobody here');
  });

  it('renders a card per entry, the edit link only where given, and loads more on demand', () => {
    const pages = pagesOf(
      [
        { id: 'a', name: 'Alpha' },
        { id: 'b', name: 'Beta' },
      ],
      { hasNextPage: true },
    );
    renderGrid(pages);
    expect(screen.getAllByRole('article')).toHaveLength(2);
    expect(screen.getAllByRole('article')[1]?.textContent).toContain('body of Beta');
    expect(screen.getByRole('link', { name: 'Profile of Beta' }).getAttribute('href')).toBe('/profile/b');
    expect(screen.getByRole('link', { name: 'Edit Alpha' }).getAttribute('href')).toBe('/edit/a');
    expect(screen.queryByRole('link', { name: 'Edit Beta' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Show more' }));
    expect(pages.fetchNextPage).toHaveBeenCalledTimes(1);
  });

  it('tells a missing entry from other errors and links back to the list only when it can', () => {
    expect(isNotFound(new ApiRequestError(404, { code: 'NOT_FOUND', message: 'gone' }))).toBe(true);
    expect(isNotFound(new ApiRequestError(500, { code: 'INTERNAL', message: 'boom' }))).toBe(false);
    const { unmount } = renderWithProviders(<NotFoundAlert message="Gone" backHref="/list" backLabel="Back" />);
    expect(screen.getByRole('link', { name: 'Back' }).getAttribute('href')).toBe('/list');
    unmount();
    renderWithProviders(<NotFoundAlert message="Gone" backLabel="Back" />);
    expect(screen.getByRole('alert').textContent).toBe('Gone');
    expect(screen.queryByRole('link')).toBeNull();
  });
});
