import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch, renderWithProviders } from '#tests/helpers/client/test-render.tsx';
import { BidLogDialog } from './bid-log-dialog';

afterEach(() => vi.unstubAllGlobals());

const PROPERTY = { id: '11111111-2222-4333-8444-555555555555', title: 'Altbauwohnung in Schwabing' };
const LOG_URL = `/api/admin/properties/${PROPERTY.id}/bid-log`;

let position = 0;
const entry = (fields: Record<string, unknown>) => ({
  position: ++position,
  hash: String(position).repeat(64).slice(0, 64),
  bidderNumber: null,
  amount: null,
  terms: null,
  reason: null,
  count: null,
  offeredAt: null,
  endFrom: null,
  endTo: null,
  changes: [],
  ...fields,
});

/** As the server answers: times as ISO text, amounts as decimal strings. */
const LOG = {
  property: {
    id: PROPERTY.id,
    title: PROPERTY.title,
    titleEn: null,
    titleFr: null,
    address: 'Hohenzollernstraße 12, 80801 München',
    auctionEndDate: '2026-12-01T17:15:00.000Z',
    offerMode: 'open',
  },
  entries: [
    entry({
      id: 'a0000000-0000-4000-8000-000000000001',
      at: '2026-12-01T16:58:12.000Z',
      kind: 'offer',
      bidderNumber: 1,
      amount: '480000.50',
      terms: { financing: 'own-funds', handoverDate: null, bindingDays: 21, proofOfFunds: true },
    }),
    entry({
      id: 'a0000000-0000-4000-8000-000000000002',
      at: '2026-12-01T16:58:12.000Z',
      kind: 'end-extended',
      endFrom: '2026-12-01T17:00:00.000Z',
      endTo: '2026-12-01T17:13:12.000Z',
    }),
    entry({
      id: 'a0000000-0000-4000-8000-000000000003',
      at: '2026-12-01T17:05:00.000Z',
      kind: 'settings-changed',
      changes: [{ setting: 'minimumStep', from: null, to: '5000.00' }],
    }),
    entry({
      id: 'a0000000-0000-4000-8000-000000000004',
      at: '2026-12-01T17:10:00.000Z',
      kind: 'offers-deleted',
      reason: 'delete-all',
      count: 2,
    }),
  ],
};

describe('BidLogDialog', () => {
  it('lists every entry with the anonymous bidder, the amount in German format, terms and changes', async () => {
    mockFetch((url) => (url === LOG_URL ? jsonResponse(LOG) : undefined));
    renderWithProviders(<BidLogDialog property={PROPERTY} onClose={() => {}} />);
    const list = await screen.findByRole('list', { name: 'Bid log' });
    const items = within(list)
      .getAllByRole('listitem')
      .filter((item) => item.parentElement === list);
    expect(items).toHaveLength(4);
    // The hash of the entry written last, which pins the whole log down.
    const head = LOG.entries.reduce((last, each) => (each.position > last.position ? each : last));
    expect(screen.getByTestId('bid-log-head')).toHaveTextContent(
      `Checksum of the log (SHA-256) after entry ${head.position}: ${head.hash}`,
    );
    expect(items[0]).toHaveTextContent('01.12.2026, 17:58:12');
    expect(items[0]).toHaveTextContent('Bidder 1');
    expect(items[0]).toHaveTextContent('Offer received');
    expect(items[0]).toHaveTextContent('480.000,50 €');
    expect(items[0]).toHaveTextContent('From own funds');
    expect(items[0]).toHaveTextContent('Proof of funds');
    expect(items[0]).toHaveTextContent('Offer stands for 21 days');
    expect(items[1]).toHaveTextContent('End extended (late offer): 01.12.2026, 18:00:00 → 01.12.2026, 18:13:12');
    expect(items[2]).toHaveTextContent('Procedure changed by the agency');
    expect(items[2]).toHaveTextContent('Minimum step: none → 5.000,00 €');
    expect(items[3]).toHaveTextContent('All offers deleted (2)');
  });

  it('links the seller’s PDF in the language chosen, German by default', async () => {
    mockFetch((url) => (url === LOG_URL ? jsonResponse(LOG) : undefined));
    renderWithProviders(<BidLogDialog property={PROPERTY} onClose={() => {}} />);
    const link = screen.getByRole('link', { name: 'PDF for the seller' });
    expect(link).toHaveAttribute('href', `${LOG_URL}.pdf?language=de`);
    fireEvent.change(screen.getByLabelText('Language of the PDF'), { target: { value: 'fr' } });
    expect(link).toHaveAttribute('href', `${LOG_URL}.pdf?language=fr`);
  });

  it('says when there is nothing yet, and when the log cannot be loaded', async () => {
    mockFetch((url) => (url === LOG_URL ? jsonResponse({ ...LOG, entries: [] }) : undefined));
    const { unmount } = renderWithProviders(<BidLogDialog property={PROPERTY} onClose={() => {}} />);
    expect(await screen.findByText('No entries yet: no offer has arrived.')).toBeInTheDocument();
    unmount();
    mockFetch((url) => (url === LOG_URL ? jsonResponse({ message: 'Database unavailable' }, 503) : undefined));
    renderWithProviders(<BidLogDialog property={PROPERTY} onClose={() => {}} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('The bid log could not be loaded.');
  });
});
