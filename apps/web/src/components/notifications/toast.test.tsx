import { act, render, screen, waitFor } from '@testing-library/react';
import { Toaster, toast } from 'sonner';
import { afterEach, describe, expect, it } from 'vitest';
import { notifyToast } from './toast';

afterEach(() => {
  act(() => {
    toast.dismiss();
  });
});

describe('notifyToast', () => {
  it('does not show the same message twice while it is visible', async () => {
    render(<Toaster />);
    act(() => {
      notifyToast('error', 'Network unavailable');
      notifyToast('error', 'Network unavailable');
    });
    await waitFor(() => expect(screen.getAllByText('Network unavailable')).toHaveLength(1));
    act(() => {
      notifyToast('error', 'Network unavailable');
      notifyToast('success', 'Saved');
    });
    await waitFor(() => expect(screen.getByText('Saved')).toBeTruthy());
    expect(screen.getAllByText('Network unavailable')).toHaveLength(1);
    expect(document.querySelectorAll('[data-sonner-toast]')).toHaveLength(2);
  });
});
