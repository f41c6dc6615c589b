import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Offer } from '../../../shared/schemas/offer';
import { createTestQueryClient, mockFetch, renderWithProviders } from '../../../../tests/helpers/client/test-render';
import { AdminOverviewTab } from './overview-panel';

afterEach(() => vi.unstubAllGlobals());

function offer(id: number, createdAt: string, bidAmount: string): Offer {
  return {
    id: `b${id}`,
    propertyId: 'p',
    firstName: 'Erika',
    lastName: `Muster${id}`,
    email: 'e@x.de',
    phone: '1',
    bidAmount,
    isFavorite: false,
    createdAt,
  };
}

describe('AdminOverviewTab', () => {
  it('shows the three figures and the first five offers as activities', async () => {
    mockFetch(() => undefined);
    const queryClient = createTestQueryClient();
    const now = new Date();
    const today = new Date(now.getFullYear(), now.getMonth(), now.getDate(), 0, 30).toISOString();
    const old = new Date(2020, 0, 2, 14, 5).toISOString();
    queryClient.setQueryData(['/api/admin/properties'], [{ isActive: true }, { isActive: false }]);
    queryClient.setQueryData(
      ['/api/admin/bids'],
      [
        offer(1, today, '2000000'),
        offer(2, today, '1000000'),
        offer(3, old, '1500000'),
        offer(4, old, '1500000'),
        offer(5, old, '1500000'),
        offer(6, old, '1500000'),
      ],
    );
    renderWithProviders(<AdminOverviewTab />, { queryClient });

    expect(screen.getByText('Active properties').parentElement).toHaveTextContent('1');
    expect(screen.getByText('Offers today').parentElement).toHaveTextContent('2');
    expect(screen.getByText('Average offer').parentElement).toHaveTextContent('1,5 Mio. €');

    const activities = within(await screen.findByRole('list', { name: 'Recent activity' })).getAllByRole('listitem');
    expect(activities).toHaveLength(5);
    expect(activities[0]).toHaveTextContent('new offer from Erika Muster1');
    expect(activities[2]).toHaveTextContent('02.01.2020, 14:05');
  });

  it("shows '0 €' and the German empty text without offers", () => {
    mockFetch(() => undefined);
    const queryClient = createTestQueryClient();
    queryClient.setQueryData(['/api/admin/properties'], []);
    queryClient.setQueryData(['/api/admin/bids'], []);
    renderWithProviders(<AdminOverviewTab />, { queryClient });
    expect(screen.getByText('Average offer').parentElement).toHaveTextContent('0 €');
    expect(screen.getByText('Noch keine Aktivitäten vorhanden')).toBeInTheDocument();
  });
});
