import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ThemeTestProviders } from '../../theme/theme-test-providers';
import { LazyTooltip } from './lazy-tooltip';

function renderHinted() {
  render(
    <ThemeTestProviders>
      <LazyTooltip title="Settings">
        <button type="button" aria-label="Open the settings">
          S
        </button>
      </LazyTooltip>
      <button type="button">Elsewhere</button>
    </ThemeTestProviders>,
  );
  return screen.getByRole('button', { name: 'Open the settings' });
}

describe('LazyTooltip', () => {
  // Runs first, before the tooltip's chunk has been fetched by anyone.
  it('does not take the focus away from its child: the tooltip comes in after the focus has left', async () => {
    const button = renderHinted();
    act(() => button.focus());
    fireEvent.focus(button);
    // The focus asked for the tooltip; once its chunk is there the focused element still stays the same.
    await act(async () => {
      await import('@mui/material/Tooltip');
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(screen.getByRole('button', { name: 'Open the settings' })).toBe(button);
    expect(document.activeElement).toBe(button);
    act(() => screen.getByRole('button', { name: 'Elsewhere' }).focus());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Open the settings' })).not.toBe(button));
  });
  // Runs second: the tooltip's chunk is loaded by then, so the child is re-created at once on the first hover.
  it('shows MUI’s tooltip once the pointer has reached the child', async () => {
    const button = renderHinted();
    expect(screen.queryByRole('tooltip')).toBeNull();
    fireEvent.pointerEnter(button);
    fireEvent.mouseOver(screen.getByRole('button', { name: 'Open the settings' }));
    expect((await screen.findByRole('tooltip')).textContent).toBe('Settings');
  });
});
