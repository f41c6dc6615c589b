import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Offer } from '#shared/offers/schemas.ts';
import { jsonResponse, mockFetch, renderWithProviders } from '#tests/helpers/client/test-render.tsx';
import { AdminOverviewTab } from './overview-panel';

afterEach(() => vi.unstubAllGlobals());

function offer(id: number, createdAt: string): Offer {
  return {
    id: `b${id}`,
    propertyId: 'p',
    firstName: 'Erika',
    lastName: `Muster${id}`,
    email: 'e@x.de',
    phone: '1',
    bidAmount: '1500000.00',
    isFavorite: false,
    createdAt,
  };
}

const FIGURES = {
  activeProperties: 1,
  offerCount: 6,
  offersToday: 2,
  averageAmount: '1500000.00',
  highestAmount: '2000000.00',
  offersPerProperty: [],
  offersPerDay: Array.from({ length: 14 }, (_, n) => ({ day: `2026-11-${String(12 + n).padStart(2, '0')}`, count: 0 })),
};

function serve(figures: object, latest: Offer[]) {
  return mockFetch((url) => {
    if (url.startsWith('/api/admin/overview?')) return jsonResponse(figures);
    if (url.startsWith('/api/admin/offers?')) return jsonResponse({ items: latest, total: 6, nextCursor: null });
    return undefined;
  });
}

describe('AdminOverviewTab', () => {
  it("shows the server's three figures and the five latest offers as activities", async () => {
    const today = new Date().toISOString();
    const old = new Date(2020, 0, 2, 14, 5).toISOString();
    const fetchSpy = serve(FIGURES, [offer(1, today), offer(2, today), offer(3, old), offer(4, old), offer(5, old)]);
    renderWithProviders(<AdminOverviewTab />);

    const activities = within(await screen.findByRole('list', { name: 'Recent activity' })).getAllByRole('listitem');
    expect(activities).toHaveLength(5);
    expect(activities[0]).toHaveTextContent('new offer from Erika Muster1');
    expect(activities[2]).toHaveTextContent('02.01.2020, 14:05');
    expect(screen.getByText('Active properties').parentElement).toHaveTextContent('1');
    expect(screen.getByText('Offers today').parentElement).toHaveTextContent('2');
    expect(screen.getByText('Average offer').parentElement).toHaveTextContent('1,5 Mio. €');

    const urls = fetchSpy.mock.calls.map(([url]) => String(url));
    const zone = encodeURIComponent(Intl.DateTimeFormat().resolvedOptions().timeZone).replaceAll('%2F', '%2F');
    expect(urls).toContain(`/api/admin/overview?timeZone=${zone}`);
    expect(urls).toContain('/api/admin/offers?limit=5');
  });

  it("shows '0 €' and the German empty text without offers", async () => {
    serve({ ...FIGURES, offerCount: 0, offersToday: 0, averageAmount: null, highestAmount: null }, []);
    renderWithProviders(<AdminOverviewTab />);
    expect(await screen.findByText('Noch keine Aktivitäten vorhanden')).toBeInTheDocument();
    expect(screen.getByText('Average offer').parentElement).toHaveTextContent('0 €');
  });

  it('charts the offers per day for assistive technology too, and lists the highest offer per property', async () => {
    const offersPerDay = FIGURES.offersPerDay.map((d, n) => ({ ...d, count: [3, 0, 7, 0, 0, 1][n] ?? 0 }));
    const offersPerProperty = [
      { propertyId: 'a', title: 'Villa in Grünwald', count: 8, highestAmount: '1250000.00' },
      { propertyId: 'b', title: 'Altbau in Haidhausen', count: 1, highestAmount: '640000.50' },
    ];
    serve({ ...FIGURES, offersPerDay, offersPerProperty, offerCount: 9 }, []);
    renderWithProviders(<AdminOverviewTab />);

    const chart = await screen.findByRole('img', { name: /^Bar chart of offers per day/ });
    expect(chart).toHaveAccessibleName(
      'Bar chart of offers per day from 12.11.2026 to 25.11.2026: 11 in total, the most on 14.11.2026 (7).',
    );
    expect(chart.querySelectorAll('rect')).toHaveLength(14);
    const table = screen.getByRole('table', { name: 'Offers per day' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(15);
    expect(rows[1]).toHaveTextContent('12.11.20263');
    expect(rows[14]).toHaveTextContent('25.11.20260');

    const highest = within(screen.getByRole('list', { name: 'Highest offer per property' })).getAllByRole('listitem');
    expect(highest.map((item) => item.textContent)).toEqual([
      'Villa in Grünwald8 offers received1.250.000,00 €',
      'Altbau in Haidhausen1 offer received640.000,50 €',
    ]);
  });

  it('says so when the 14 days had no offers', async () => {
    serve({ ...FIGURES, offerCount: 0, averageAmount: null, highestAmount: null }, []);
    renderWithProviders(<AdminOverviewTab />);
    expect(
      await screen.findByRole('img', {
        name: 'Bar chart of offers per day from 12.11.2026 to 25.11.2026: no offers.',
      }),
    ).toBeInTheDocument();
    expect(screen.getByText('No offers received yet')).toBeInTheDocument();
  });
});
