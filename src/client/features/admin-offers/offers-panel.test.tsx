import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Offer } from '../../../shared/schemas/offer';
import {
  createTestQueryClient,
  jsonResponse,
  mockFetch,
  renderWithProviders,
} from '../../../../tests/helpers/client/test-render';
import { resetUnauthorizedRedirect } from '../../lib/use-unauthorized-redirect';
import { OffersPanel } from './offers-panel';

function makeOffers(count: number): Offer[] {
  return Array.from({ length: count }, (_, i) => ({
    id: `offer-${i}`,
    propertyId: 'p1',
    firstName: 'Max',
    lastName: `Bieter${i}`,
    email: `max${i}@example.de`,
    phone: '+49 89 123',
    bidAmount: '1250000.5',
    isFavorite: false,
    createdAt: new Date(2026, 0, 5, 9, 7).toISOString(),
  }));
}

function renderPanel(offers: Offer[]) {
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(['/api/admin/bids'], offers);
  return renderWithProviders(<OffersPanel />, { queryClient });
}

afterEach(() => {
  resetUnauthorizedRedirect();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('OffersPanel', () => {
  it('formats amount and date the German way', () => {
    mockFetch(() => undefined);
    renderPanel(makeOffers(1));
    const row = screen.getByRole('row', { name: /Max Bieter0/ });
    expect(row).toHaveTextContent('1.250.000,50 €');
    expect(row).toHaveTextContent('05.01.2026, 09:07');
  });

  it('toggles the favourite with one call and fills the star', async () => {
    const offers = makeOffers(2);
    const fetchSpy = mockFetch((url, init) => {
      if (url === '/api/admin/bids/offer-1/favorite' && init?.method === 'POST')
        return jsonResponse({ ...offers[1], isFavorite: true });
      if (url === '/api/admin/bids')
        return jsonResponse(offers.map((b, i) => (i === 1 ? { ...b, isFavorite: true } : b)));
      return undefined;
    });
    renderPanel(offers);
    const star = screen.getByRole('button', { name: 'Favorite: offer from Max Bieter1' });
    expect(star).toHaveAttribute('aria-pressed', 'false');
    expect(within(star).getByTestId('favorite-star')).toHaveClass('fill-none');

    fireEvent.click(star);
    await waitFor(() => expect(star).toHaveAttribute('aria-pressed', 'true'));
    expect(within(star).getByTestId('favorite-star')).toHaveClass('fill-yellow-400');
    expect(screen.getByTestId('toast-title')).toHaveTextContent('Favorite status updated');
    const toggleCalls = fetchSpy.mock.calls.filter(([url]) => String(url).endsWith('/favorite'));
    expect(toggleCalls).toHaveLength(1);
  });

  it('shows the German error when the toggle fails', async () => {
    mockFetch((url) => (url.endsWith('/favorite') ? jsonResponse({ message: 'boom' }, 500) : undefined));
    renderPanel(makeOffers(1));
    fireEvent.click(screen.getByRole('button', { name: /Favorite: offer from/ }));
    await waitFor(() =>
      expect(screen.getByTestId('toast-title')).toHaveTextContent('Favorit-Status konnte nicht aktualisiert werden'),
    );
  });

  it('goes to /login 1 s after a 401 on the favourite toggle', async () => {
    mockFetch((url) => (url.endsWith('/favorite') ? jsonResponse({ message: 'Unauthorized' }, 401) : undefined));
    const { location } = renderPanel(makeOffers(1));
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fireEvent.click(screen.getByRole('button', { name: /Favorite: offer from/ }));
    await waitFor(() => expect(screen.getByTestId('toast-title')).toHaveTextContent('Unauthorized'));
    act(() => vi.advanceTimersByTime(900));
    expect(location.history.at(-1)).toBe('/admin');
    act(() => vi.advanceTimersByTime(150));
    expect(location.history.at(-1)).toBe('/login');
  });

  it('states the number of offers in the delete-all dialog', () => {
    mockFetch(() => undefined);
    renderPanel(makeOffers(3));
    fireEvent.click(screen.getByRole('button', { name: 'Delete All Offers' }));
    const dialog = screen.getByRole('alertdialog');
    expect(dialog).toHaveTextContent(
      'Are you sure? This will permanently delete all 3 offers. This action cannot be undone.',
    );
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Yes, Delete All' })).toBeInTheDocument();
  });

  it('renders 10,000 offers one page at a time', () => {
    mockFetch(() => undefined);
    renderPanel(makeOffers(10_000));
    // Header row plus one page of 50.
    expect(screen.getAllByRole('row')).toHaveLength(51);
    expect(screen.getByText('1–50 of 10.000')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('row', { name: /Bieter50\b/ })).toBeInTheDocument();
    expect(screen.getByText('Page 2 of 200')).toBeInTheDocument();
  });

  it('shows the German empty text and no Danger Zone without offers', () => {
    mockFetch(() => undefined);
    renderPanel([]);
    expect(screen.getByText('Keine Angebote gefunden')).toBeInTheDocument();
    expect(screen.queryByText('Danger Zone')).not.toBeInTheDocument();
  });

  it('shows stacked cards instead of the table on narrow screens', () => {
    mockFetch(() => undefined);
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: false,
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }));
    renderPanel(makeOffers(2));
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const cards = within(screen.getByRole('list', { name: 'Offers' })).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    expect(cards[0]).toHaveTextContent('1.250.000,50 €');
    expect(within(cards[0]!).getByRole('button', { name: 'Favorite: offer from Max Bieter0' })).toBeInTheDocument();
  });
});
