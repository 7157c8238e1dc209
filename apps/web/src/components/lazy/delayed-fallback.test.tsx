import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../lib/i18n';
import { DelayedFallback } from './delayed-fallback';

beforeAll(async () => {
  await initI18n();
});
beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('DelayedFallback', () => {
  it('renders nothing for 200 ms, then a labelled loading indicator', () => {
    const { container } = render(<DelayedFallback />);
    act(() => vi.advanceTimersByTime(199));
    expect(container.innerHTML).toBe('');
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('progressbar', { name: 'Loading…' })).toBeTruthy();
  });
});
