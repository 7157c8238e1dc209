import { fireEvent, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { changeLanguage, initI18n } from '../../lib/i18n';
import { renderWithProviders } from '../../test/render';
import { ChartCard } from './chart-card';

beforeAll(async () => {
  await initI18n();
  await changeLanguage('en');
});

const chart = <svg aria-label="the chart" />;

describe('ChartCard', () => {
  it('shows the chart only when ready, and says loading meanwhile', () => {
    const { rerender } = renderWithProviders(<ChartCard title="Orders" state={{ kind: 'loading' }} height={100}>{chart}</ChartCard>);
    expect(screen.getByRole('status')).toBeTruthy();
    expect(screen.queryByLabelText('the chart')).toBeNull();
    rerender(<ChartCard title="Orders" state={{ kind: 'ready' }} height={100}>{chart}</ChartCard>);
    expect(screen.getByLabelText('the chart')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Orders' })).toBeTruthy();
  });

  it('says what will appear when empty, and offers a retry on an error', () => {
    const retry = vi.fn();
    const { rerender } = renderWithProviders(<ChartCard title="Orders" state={{ kind: 'empty', text: 'Orders will appear here.' }} height={100}>{chart}</ChartCard>);
    expect(screen.getByText('Orders will appear here.')).toBeTruthy();
    rerender(<ChartCard title="Orders" state={{ kind: 'error', retry }} height={100}>{chart}</ChartCard>);
    expect(screen.getByRole('alert').textContent).toContain('These figures could not be loaded.');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(retry).toHaveBeenCalledOnce();
    expect(screen.queryByLabelText('the chart')).toBeNull();
  });
});
