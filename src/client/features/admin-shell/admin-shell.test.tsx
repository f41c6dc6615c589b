import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, renderWithProviders } from '#tests/helpers/client/test-render.tsx';
import { AdminShell, type AdminTab } from './admin-shell';

const TABS: AdminTab[] = [
  { value: 'overview', label: 'Overview', icon: null, content: <p>Figures</p> },
  { value: 'offers', label: 'Offers', icon: null, content: <p>Offer table</p> },
];

function renderShell(path = '/admin') {
  mockFetch(() => undefined);
  return renderWithProviders(<AdminShell tabs={TABS} />, { path });
}

afterEach(() => vi.unstubAllGlobals());

describe('AdminShell', () => {
  it('puts the tabs into the one main landmark, named by the dashboard heading', () => {
    renderShell();
    expect(screen.getAllByRole('main')).toHaveLength(1);
    expect(screen.getByRole('main', { name: 'Admin Dashboard' })).toContainElement(
      screen.getByRole('tablist', { name: 'Admin sections' }),
    );
    expect(screen.getByRole('banner')).not.toContainElement(screen.getByRole('main'));
  });

  it('names the document after the open tab', async () => {
    renderShell('/admin?tab=offers');
    await waitFor(() => expect(document.title).toBe('Offers – Admin | Isarwert Immobilien'));
    fireEvent.mouseDown(screen.getByRole('tab', { name: 'Overview' }));
    await waitFor(() => expect(document.title).toBe('Overview – Admin | Isarwert Immobilien'));
  });

  it('moves focus into main when it appears with nothing focused (after signing in)', () => {
    (document.activeElement as HTMLElement | null)?.blur();
    const focus = vi.spyOn(HTMLElement.prototype, 'focus');
    try {
      renderShell();
      expect(screen.getByRole('main')).toHaveFocus();
      // The dashboard stays at its top (its heading in view on a phone).
      expect(focus).toHaveBeenCalledWith({ preventScroll: true });
    } finally {
      focus.mockRestore();
    }
  });

  it("keeps the browser's starting point on a fresh page load (no click or key press yet)", () => {
    Object.defineProperty(navigator, 'userActivation', { value: { hasBeenActive: false }, configurable: true });
    try {
      (document.activeElement as HTMLElement | null)?.blur();
      renderShell();
      expect(screen.getByRole('main')).not.toHaveFocus();
    } finally {
      Reflect.deleteProperty(navigator, 'userActivation');
    }
  });

  it('leaves focus where it is when something already holds it', () => {
    const outside = document.createElement('button');
    document.body.append(outside);
    outside.focus();
    renderShell();
    expect(outside).toHaveFocus();
    outside.remove();
  });
});
