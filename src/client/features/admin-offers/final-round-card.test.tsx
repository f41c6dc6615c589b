import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FinalRoundState } from '#shared/final-round/schemas.ts';
import type { AdminProperty } from '#shared/properties/schemas.ts';
import {
  createTestQueryClient,
  jsonResponse,
  mockFetch,
  renderWithProviders,
} from '#tests/helpers/client/test-render.tsx';
import { FinalRoundCard } from './final-round-card';

const ID = '11111111-1111-4111-8111-111111111111';
const URL = `/api/admin/properties/${ID}/final-round`;
const PROPERTY = { id: ID, title: 'Villa in Grünwald' } as AdminProperty;

const bidder = (rank: number, name: string, amount: string) => ({
  rank,
  offerId: `0000000${rank}-0000-4000-8000-000000000000`,
  bidderNumber: rank + 10,
  name,
  email: `${name.split(' ')[0]!.toLowerCase()}@example.de`,
  amount,
  financing: null,
  createdAt: '2026-11-20T10:00:00.000Z',
});
const RANKING = [
  bidder(1, 'Greta Muster', '905000.00'),
  bidder(2, 'Hugo Muster', '905000.00'),
  bidder(3, 'Ida Muster', '880000.00'),
  bidder(4, 'Jonas Muster', '870000.00'),
];

afterEach(() => vi.unstubAllGlobals());

describe('FinalRoundCard', () => {
  it('shows the ranking rule and the bidders the chosen number invites, starts the round, then shows it', async () => {
    let started: unknown = null;
    const round: FinalRoundState['round'] = {
      startedAt: '2026-11-29T10:00:00.000Z',
      endsAt: '2026-12-02T17:00:00.000Z',
      ended: false,
      size: 2,
      bidders: [
        { ...RANKING[0]!, finalOffer: null },
        { ...RANKING[1]!, finalOffer: { id: 'f', amount: '920000.00', createdAt: '2026-11-29T11:00:00.000Z' } },
      ],
    };
    mockFetch((url, init) => {
      if (url !== URL) return undefined;
      if (init?.method === 'POST') {
        started = JSON.parse(String(init.body));
        return jsonResponse({ message: 'The final round has started: 2 bidders are invited', invited: 2, notified: 2 });
      }
      return jsonResponse({ round: started ? round : null, ranking: RANKING, awarded: false });
    });
    renderWithProviders(<FinalRoundCard property={PROPERTY} />, { queryClient: createTestQueryClient() });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Start a final round' }));
    const dialog = screen.getByRole('dialog', { name: 'Best-and-final round' });
    expect(dialog).toHaveTextContent('Ranking: the higher amount, then the stronger financing');
    const invited = () =>
      within(dialog)
        .getAllByRole('listitem')
        .map((item) => item.textContent);
    expect(invited()).toHaveLength(3);
    const size = within(dialog).getByLabelText('How many of the best bidders');
    await user.clear(size);
    await user.type(size, '2');
    expect(invited()).toEqual([
      expect.stringMatching(/^1\. Greta Muster · Bidder 11 · 905\.000,00\s€$/),
      expect.stringMatching(/^2\. Hugo Muster · Bidder 12 · 905\.000,00\s€$/),
    ]);
    await user.click(within(dialog).getByRole('checkbox', { name: /Send the invitation by e-mail/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Start the round' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(started).toMatchObject({ size: 2, notify: false });
    expect(new Date((started as { endsAt: string }).endsAt).getTime()).toBeGreaterThan(Date.now());

    const region = await screen.findByRole('region', { name: 'Best-and-final round' });
    // The admin's times are the browser's (here the test machine's zone).
    expect(await within(region).findByTestId('final-round-status')).toHaveTextContent(
      /^Runs until 02\.12\.2026, \d\d:00 · 1 of 2 final offers received$/,
    );
    const rows = within(region).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent?.replace(/\s/g, ' '))).toEqual([
      '1Greta Muster905.000,00 €none yet',
      '2Hugo Muster905.000,00 €920.000,00 €',
    ]);
  });

  it('offers no start for an awarded property or one without offers', async () => {
    mockFetch((url) => (url === URL ? jsonResponse({ round: null, ranking: RANKING, awarded: true }) : undefined));
    const { unmount } = renderWithProviders(<FinalRoundCard property={PROPERTY} />, {
      queryClient: createTestQueryClient(),
    });
    await waitFor(() => expect(vi.mocked(fetch)).toHaveBeenCalled());
    expect(screen.queryByRole('button', { name: 'Start a final round' })).not.toBeInTheDocument();
    unmount();
    mockFetch((url) => (url === URL ? jsonResponse({ round: null, ranking: [], awarded: false }) : undefined));
    renderWithProviders(<FinalRoundCard property={PROPERTY} />, { queryClient: createTestQueryClient() });
    await waitFor(() => expect(vi.mocked(fetch)).toHaveBeenCalled());
    expect(screen.queryByRole('region', { name: 'Best-and-final round' })).not.toBeInTheDocument();
  });
});
