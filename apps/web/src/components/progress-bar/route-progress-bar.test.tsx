import { act, fireEvent, render, screen } from '@testing-library/react';
import { Link, Outlet, RouterProvider, createMemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RouteProgressBar } from './route-progress-bar';

/** A router whose /slow route waits for a loader the test resolves by hand. */
function setup() {
  let finish: () => void = () => {};
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: (
          <>
            <RouteProgressBar />
            <Link to="/slow">slow</Link>
            <Outlet />
          </>
        ),
        children: [
          { index: true, element: <p>home</p> },
          {
            path: 'slow',
            loader: () => new Promise<null>((resolve) => (finish = () => resolve(null))),
            element: <p>slow page</p>,
          },
        ],
      },
    ],
    { initialEntries: ['/'] },
  );
  render(<RouterProvider router={router} />);
  return { finish: () => finish() };
}

const bar = () => document.querySelector('#nprogress .bar');

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('RouteProgressBar', () => {
  it('stays hidden for navigations shorter than 300 ms', async () => {
    const { finish } = setup();
    fireEvent.click(screen.getByText('slow'));
    await act(async () => vi.advanceTimersByTime(250));
    expect(bar()).toBeNull();
    await act(async () => finish());
    await act(async () => vi.advanceTimersByTime(1000));
    expect(screen.getByText('slow page')).toBeTruthy();
    expect(bar()).toBeNull();
  });

  it('shows after 300 ms of loading and goes away once the page is there', async () => {
    const { finish } = setup();
    fireEvent.click(screen.getByText('slow'));
    await act(async () => vi.advanceTimersByTime(299));
    expect(bar()).toBeNull();
    await act(async () => vi.advanceTimersByTime(2));
    expect(bar()).not.toBeNull();

    await act(async () => finish());
    await act(async () => vi.advanceTimersByTime(1000));
    expect(screen.getByText('slow page')).toBeTruthy();
    expect(bar()).toBeNull();
  });
});
