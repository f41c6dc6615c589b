import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import { useEffect } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestQueryClient, mockFetch } from '#tests/helpers/client/test-render.tsx';
import { dismissToast, toast, useCurrentToast, type ToastMessage } from '#client/lib/toast-store.ts';
import { Toaster } from './toaster';

/** The store keeps its one toast from test to test: each test dismisses the one it left. */
let shown: ToastMessage | null = null;
function RememberShownToast() {
  const message = useCurrentToast();
  useEffect(() => {
    shown = message;
  }, [message]);
  return null;
}

function renderToaster() {
  mockFetch(() => undefined);
  return render(
    <QueryClientProvider client={createTestQueryClient()}>
      <RememberShownToast />
      <Toaster />
    </QueryClientProvider>,
  );
}

/** The live region Radix fills for a moment when a toast appears (it holds what is announced). */
async function announcement(): Promise<string> {
  const region = await waitFor(() => {
    const found = screen
      .getAllByRole('status')
      .find((element) => element.getAttribute('aria-live') !== 'off' && element.textContent);
    if (!found) throw new Error('no announcement yet');
    return found;
  });
  return region.textContent;
}

beforeEach(() => {
  document.documentElement.lang = 'de';
});

afterEach(() => {
  act(() => {
    if (shown) dismissToast(shown.id);
  });
  vi.unstubAllGlobals();
});

describe('Toaster', () => {
  it('names its region, its announcements and its close button in the language the page declares', async () => {
    renderToaster();
    act(() => toast({ title: 'Fehler beim Abgeben des Angebots', description: 'Bitte später erneut.' }));
    expect(await screen.findByRole('region', { name: 'Benachrichtigungen (F8)' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Benachrichtigung schließen' })).toBeInTheDocument();
    expect(await announcement()).toMatch(/^Benachrichtigung /);

    act(() => {
      document.documentElement.lang = 'fr';
    });
    expect(await screen.findByRole('region', { name: 'Notifications (F8)' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Fermer la notification' })).toBeInTheDocument();

    act(() => {
      document.documentElement.lang = 'en';
    });
    expect(await screen.findByRole('button', { name: 'Close notification' })).toBeInTheDocument();
  });

  it('announces the title and the description as two sentences, not run together', async () => {
    renderToaster();
    act(() => toast({ title: 'Offer saved', description: 'The list was updated.' }));
    expect(await announcement()).toBe('Benachrichtigung Offer saved. The list was updated.');
    expect(screen.getByRole('listitem')).toHaveTextContent('Offer saved. The list was updated.');
  });

  it('adds no second full stop after a title that ends a sentence, and none without a description', async () => {
    renderToaster();
    act(() => toast({ title: 'Gespeichert!', description: 'Alles da.' }));
    expect(await announcement()).toBe('Benachrichtigung Gespeichert! Alles da.');
    act(() => toast({ title: 'Erfolgreich angemeldet' }));
    await waitFor(() => expect(screen.getByRole('listitem')).toHaveTextContent(/^Erfolgreich angemeldet$/));
  });
});
