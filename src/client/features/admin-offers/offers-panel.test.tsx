import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Offer } from '#shared/offers/schemas.ts';
import type { OfferPageItem } from '#shared/offers/admin-schemas.ts';
import {
  createTestQueryClient,
  jsonResponse,
  mockFetch,
  renderWithProviders,
} from '#tests/helpers/client/test-render.tsx';
import { resetUnauthorizedRedirect } from '#client/lib/use-unauthorized-redirect.ts';
import type { PropertyWithProcedure } from '#shared/properties/schemas.ts';
import { altbauProperty } from '#tests/helpers/client/listing-data.ts';
import { OffersPanel } from './offers-panel';

/** Offers as the list's pages carry them (the fields these tests do not look at left out, but for those the rows read). */
function makeOffers(count: number): Array<Offer & Pick<OfferPageItem, 'language' | 'messages'>> {
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
    language: 'de' as const,
    messages: [],
  }));
}

type Handler = Parameters<typeof mockFetch>[0];

/** Answers GET /api/admin/offers like the server: pages of `limit`, the cursor being an offset here. */
function pagesOf(offers: Offer[]): Handler {
  return (url) => {
    if (!url.startsWith('/api/admin/offers?')) return undefined;
    const query = new URLSearchParams(url.split('?')[1]);
    const limit = Number(query.get('limit'));
    const start = Number(query.get('cursor') ?? 0);
    const end = start + limit;
    return jsonResponse({
      items: offers.slice(start, end),
      total: offers.length,
      nextCursor: end < offers.length ? String(end) : null,
    });
  };
}

/** The panel against a fake API: the offers' pages, and `more` for any other call. */
async function renderPanel(offers: Offer[], more: Handler = () => undefined, path = '/admin') {
  const pages = pagesOf(offers);
  const fetchSpy = mockFetch((url, init) => more(url, init) ?? pages(url, init));
  const rendered = renderWithProviders(<OffersPanel />, { queryClient: createTestQueryClient(), path });
  await screen.findByRole('heading', { name: 'Offers' });
  await waitFor(() => expect(screen.queryByText('Loading…')).not.toBeInTheDocument());
  return { ...rendered, fetchSpy };
}

afterEach(() => {
  resetUnauthorizedRedirect();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('OffersPanel', () => {
  it('formats amount and date the German way', async () => {
    await renderPanel(makeOffers(1));
    const row = screen.getByRole('row', { name: /Max Bieter0/ });
    expect(row).toHaveTextContent('1.250.000,50 €');
    expect(row).toHaveTextContent('05.01.2026, 09:07');
  });

  it('toggles the favourite with one call and fills the star', async () => {
    const offers = makeOffers(2);
    const { fetchSpy } = await renderPanel(offers, (url, init) => {
      if (url === '/api/admin/bids/offer-1/favorite' && init?.method === 'POST') {
        offers[1] = { ...offers[1]!, isFavorite: true };
        return jsonResponse(offers[1]);
      }
      return undefined;
    });
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

  it('keeps the focus on the star while the favourite is saved, and takes no second click meanwhile', async () => {
    const offers = makeOffers(1);
    let answer: (response: Response) => void = () => undefined;
    const { fetchSpy } = await renderPanel(offers, (url, init) =>
      url === '/api/admin/bids/offer-0/favorite' && init?.method === 'POST'
        ? new Promise<Response>((resolve) => {
            answer = resolve;
          })
        : undefined,
    );
    const star = screen.getByRole('button', { name: 'Favorite: offer from Max Bieter0' });
    star.focus();
    fireEvent.click(star);
    await waitFor(() => expect(star).toHaveAttribute('aria-disabled', 'true'));
    expect(star).not.toBeDisabled();
    expect(star).toHaveFocus();
    fireEvent.click(star);
    offers[0] = { ...offers[0]!, isFavorite: true };
    answer(jsonResponse(offers[0]));
    await waitFor(() => expect(star).toHaveAttribute('aria-pressed', 'true'));
    expect(star).toHaveFocus();
    expect(fetchSpy.mock.calls.filter(([url]) => String(url).endsWith('/favorite'))).toHaveLength(1);
  });

  it('shows the German error when the toggle fails', async () => {
    await renderPanel(makeOffers(1), (url) =>
      url.endsWith('/favorite') ? jsonResponse({ message: 'boom' }, 500) : undefined,
    );
    fireEvent.click(screen.getByRole('button', { name: /Favorite: offer from/ }));
    await waitFor(() =>
      expect(screen.getByTestId('toast-title')).toHaveTextContent('Favorit-Status konnte nicht aktualisiert werden'),
    );
  });

  it('goes to /login 1 s after a 401 on the favourite toggle', async () => {
    const { location } = await renderPanel(makeOffers(1), (url) =>
      url.endsWith('/favorite') ? jsonResponse({ message: 'Unauthorized' }, 401) : undefined,
    );
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fireEvent.click(screen.getByRole('button', { name: /Favorite: offer from/ }));
    await waitFor(() => expect(screen.getByTestId('toast-title')).toHaveTextContent('Unauthorized'));
    act(() => vi.advanceTimersByTime(900));
    expect(location.history.at(-1)).toBe('/admin');
    act(() => vi.advanceTimersByTime(150));
    expect(location.history.at(-1)).toBe('/login');
  });

  it('states the number of offers in the delete-all dialog', async () => {
    await renderPanel(makeOffers(3));
    fireEvent.click(screen.getByRole('button', { name: 'Delete All Offers' }));
    const dialog = screen.getByRole('alertdialog');
    expect(dialog).toHaveTextContent(
      'Are you sure? This will permanently delete all 3 offers. This action cannot be undone.',
    );
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Yes, Delete All' })).toBeInTheDocument();
  });

  describe('with several properties', () => {
    const ALTBAU = '11111111-1111-4111-8111-111111111111';
    const REIHENHAUS = '22222222-2222-4222-8222-222222222222';
    const properties = [
      altbauProperty({ id: ALTBAU, title: 'Altbau', offerCount: 2 } as Partial<PropertyWithProcedure>),
      altbauProperty({
        id: REIHENHAUS,
        title: 'Reihenhaus',
        slug: 'reihenhaus',
        offerCount: 1,
      } as Partial<PropertyWithProcedure>),
    ];
    const deletions: string[] = [];
    const api: Handler = (url, init) => {
      if (url === '/api/admin/properties') return jsonResponse(properties);
      if (url.startsWith('/api/admin/bids') && init?.method === 'DELETE') {
        deletions.push(url);
        return jsonResponse({ deleted: 1 });
      }
      return undefined;
    };

    it("filtered to one property, deletes that property's offers only, naming it and its count", async () => {
      deletions.length = 0;
      await renderPanel(makeOffers(1), api, `/admin?property=${REIHENHAUS}`);
      fireEvent.click(await screen.findByRole('button', { name: 'Delete all offers of “Reihenhaus”' }));
      const dialog = screen.getByRole('alertdialog');
      expect(dialog).toHaveTextContent(
        'Are you sure? This will permanently delete 1 offer for “Reihenhaus”; the offers of other properties stay.',
      );
      fireEvent.click(within(dialog).getByRole('button', { name: 'Yes, Delete All' }));
      await waitFor(() => expect(deletions).toEqual([`/api/admin/bids?propertyId=${REIHENHAUS}`]));
    });

    it('unfiltered, deletes across properties only once that is ticked, naming how many', async () => {
      deletions.length = 0;
      await renderPanel(makeOffers(3), api);
      fireEvent.click(await screen.findByRole('button', { name: 'Delete All Offers' }));
      const dialog = screen.getByRole('alertdialog');
      const confirm = within(dialog).getByRole('button', { name: 'Yes, Delete All' });
      await waitFor(() => expect(confirm).toBeDisabled());
      fireEvent.click(
        within(dialog).getByRole('checkbox', {
          name: 'Yes, I am deleting the offers of all 2 properties, not just one.',
        }),
      );
      expect(confirm).toBeEnabled();
      fireEvent.click(confirm);
      await waitFor(() => expect(deletions).toEqual(['/api/admin/bids']));
    });
  });

  it('shows 10,000 offers a page at a time, fetched page by page, and goes back', async () => {
    const { fetchSpy } = await renderPanel(makeOffers(10_000));
    // Header row plus one page of 50 (the rows below the first screen follow a moment later).
    await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(51));
    expect(screen.getByText('1–50 of 10.000')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('row', { name: /Bieter50\b/ })).toBeInTheDocument();
    expect(screen.getByText('Page 2 of 200')).toBeInTheDocument();
    expect(fetchSpy.mock.calls.map(([url]) => String(url))).toContain('/api/admin/offers?limit=50&cursor=50');
    fireEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(await screen.findByRole('row', { name: /Bieter0\b/ })).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 200')).toBeInTheDocument();
    // Three pages of 50 rows, each with its status select and buttons: a few seconds in happy-dom,
    // several times that on a machine busy with other work; the project's time-out allows for it.
  });

  it('shows the German empty text and no Danger Zone without offers', async () => {
    await renderPanel([]);
    expect(screen.getByText('Keine Angebote gefunden')).toBeInTheDocument();
    expect(screen.queryByText('Danger Zone')).not.toBeInTheDocument();
  });

  it('shows stacked cards instead of the table on narrow screens', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: false,
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }));
    await renderPanel(makeOffers(2));
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const cards = within(screen.getByRole('list', { name: 'Offer list' })).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    expect(cards[0]).toHaveTextContent('1.250.000,50 €');
    expect(within(cards[0]!).getByRole('button', { name: 'Favorite: offer from Max Bieter0' })).toBeInTheDocument();
  });
});
