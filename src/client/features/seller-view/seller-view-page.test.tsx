import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch, renderWithProviders } from '#tests/helpers/client/test-render.tsx';
import type { SellerView } from '#shared/seller-view/schemas.ts';
import { SellerViewPage } from './seller-view-page';

afterEach(() => vi.unstubAllGlobals());

const TOKEN = 'T'.repeat(43);

/** The browser's EventSource, driven by the test. */
class FakeEventSource {
  static last: FakeEventSource | undefined;
  readonly listeners = new Map<string, ((event: MessageEvent<string>) => void)[]>();
  closed = false;
  constructor(readonly url: string) {
    FakeEventSource.last = this;
  }
  addEventListener(name: string, listener: (event: MessageEvent<string>) => void) {
    this.listeners.set(name, [...(this.listeners.get(name) ?? []), listener]);
  }
  emit(name: string, data: unknown) {
    for (const listener of this.listeners.get(name) ?? [])
      listener({ data: JSON.stringify(data) } as MessageEvent<string>);
  }
  close() {
    this.closed = true;
  }
}

function viewWith(overrides: Partial<SellerView> = {}): SellerView {
  return {
    link: { label: 'Familie Obermaier', expiresAt: '2099-01-01T00:00:00.000Z', showContact: false },
    property: {
      id: '6f1c2d3e-4b5a-4c6d-8e7f-901234567890',
      title: 'Altbauwohnung in Haidhausen',
      titleEn: 'Period flat in Haidhausen',
      titleFr: null,
      address: 'Wörthstraße 10, 81667 München',
      image: null,
      publicPage: '/immobilien/altbauwohnung-in-haidhausen',
    },
    standing: {
      mode: 'sealed',
      highestOffer: '920000.00',
      offerCount: 2,
      bidderCount: 2,
      endsAt: '2099-01-01T12:00:00.000Z',
      extensionMinutes: 15,
      extended: false,
    },
    offers: [
      {
        id: 'a1',
        createdAt: '2026-11-20T10:00:00.000Z',
        bidderNumber: 2,
        amount: '920000.00',
        withdrawnAt: null,
        financing: 'own-funds',
        handoverDate: null,
        bindingDays: 30,
        contact: null,
      },
      {
        id: 'a2',
        createdAt: '2026-11-19T10:00:00.000Z',
        bidderNumber: 1,
        amount: '900000.00',
        withdrawnAt: null,
        financing: null,
        handoverDate: null,
        bindingDays: null,
        contact: null,
      },
    ],
    bidLog: [
      {
        id: 'l2',
        at: '2026-11-20T10:00:00.000Z',
        kind: 'end-extended',
        bidderNumber: null,
        amount: null,
        terms: null,
        reason: null,
        count: null,
        offeredAt: null,
        endFrom: '2026-11-20T10:05:00.000Z',
        endTo: '2026-11-20T10:15:00.000Z',
        changes: [],
        position: 3,
        hash: 'c'.repeat(64),
      },
      {
        id: 'l1',
        at: '2026-11-20T10:00:00.000Z',
        kind: 'offer',
        bidderNumber: 2,
        amount: '920000.00',
        terms: { financing: 'own-funds', handoverDate: null, bindingDays: 30, proofOfFunds: false },
        reason: null,
        count: null,
        offeredAt: null,
        endFrom: null,
        endTo: null,
        changes: [],
        position: 2,
        hash: 'b'.repeat(64),
      },
    ],
    ...overrides,
  };
}

function renderPage(answer: Response, token: string | null = TOKEN) {
  FakeEventSource.last = undefined;
  vi.stubGlobal('EventSource', FakeEventSource);
  const fetchSpy = mockFetch((url) => (url === `/api/seller-view/${TOKEN}` ? answer : undefined));
  renderWithProviders(<SellerViewPage token={token} />, { path: `/verkauf/${TOKEN}`, forceEnglish: false });
  return fetchSpy;
}

describe('SellerViewPage', () => {
  it('shows the standing, the end, the offers with numbered bidders and their terms, and the bid log', async () => {
    renderPage(jsonResponse(viewWith()));
    expect(await screen.findByRole('heading', { name: 'Altbauwohnung in Haidhausen' })).toBeInTheDocument();
    expect(screen.getByText('Für Familie Obermaier')).toBeInTheDocument();
    expect(screen.getByTestId('seller-highest')).toHaveTextContent('920.000 €');
    expect(screen.getByTestId('seller-offer-count')).toHaveTextContent('2');
    expect(screen.getByTestId('seller-countdown')).toBeInTheDocument();
    expect(screen.getByText(/verlängert die Frist auf 15 Minuten/)).toBeInTheDocument();
    const offerList = screen.getByTestId('seller-offers');
    expect(offerList).toHaveTextContent('Angebote');
    const offers = screen.getAllByTestId('seller-offer');
    expect(offers[0]).toHaveTextContent('Bieter 2');
    expect(offers[0]).toHaveTextContent('Finanzierung: Eigenkapital');
    expect(offers[0]).toHaveTextContent('Bindefrist: 30 Tage');
    expect(offers[1]).toHaveTextContent('Bieter 1');
    expect(offerList).not.toHaveTextContent('@');

    const log = screen.getByTestId('seller-bid-log');
    expect(log).toHaveTextContent('Bietprotokoll');
    const [extension, offer] = screen.getAllByTestId('seller-bid-log-entry');
    expect(extension).toHaveTextContent('Ende verlängert (spätes Angebot)');
    expect(offer).toHaveTextContent('Bieter 2');
    expect(offer).toHaveTextContent('Angebot eingegangen');
    expect(offer).toHaveTextContent('920.000,00 €');
    // The last entry's hash, which the seller can keep to see the log is never changed afterwards.
    expect(screen.getByTestId('seller-bid-log-head')).toHaveTextContent(
      `Prüfsumme des Protokolls (SHA-256) nach Eintrag 3: ${'c'.repeat(64)}`,
    );
    expect(screen.getByRole('link', { name: 'Als PDF herunterladen' })).toHaveAttribute(
      'href',
      `/api/seller-view/${TOKEN}/bid-log.pdf?language=de`,
    );
  });

  it("links the property's public page while it is active, and not after", async () => {
    renderPage(jsonResponse(viewWith()));
    expect(await screen.findByRole('link', { name: 'Die Immobilie, wie Interessenten sie sehen' })).toHaveAttribute(
      'href',
      '/immobilien/altbauwohnung-in-haidhausen',
    );
    cleanup();
    const inactive = viewWith();
    inactive.property.publicPage = null;
    renderPage(jsonResponse(inactive));
    await screen.findByRole('heading', { name: 'Altbauwohnung in Haidhausen' });
    expect(screen.queryByRole('link', { name: 'Die Immobilie, wie Interessenten sie sehen' })).toBeNull();
  });

  it('shows contact data only when the answer carries it', async () => {
    const view = viewWith();
    view.link.showContact = true;
    view.offers[0]!.contact = { name: 'Anna Berg', email: 'anna.berg@example.de', phone: '+49 89 1' };
    renderPage(jsonResponse(view));
    const first = (await screen.findAllByTestId('seller-offer'))[0]!;
    expect(first).toHaveTextContent('Anna Berg');
    expect(screen.getByRole('link', { name: 'anna.berg@example.de' })).toHaveAttribute(
      'href',
      'mailto:anna.berg@example.de',
    );
  });

  it('follows the live stream: a new offer appears, a revoked link turns the page invalid', async () => {
    renderPage(jsonResponse(viewWith()));
    await screen.findByTestId('seller-offers');
    await waitFor(() => expect(FakeEventSource.last?.url).toBe(`/api/seller-view/${TOKEN}/events`));
    const next = viewWith();
    next.standing = { ...next.standing, highestOffer: '950000.00', offerCount: 3, extended: true };
    next.offers = [{ ...next.offers[0]!, id: 'a3', amount: '950000.00', bidderNumber: 3 }, ...next.offers];
    act(() => FakeEventSource.last!.emit('seller-view', next));
    expect(screen.getByTestId('seller-highest')).toHaveTextContent('950.000 €');
    expect(screen.getAllByTestId('seller-offer')[0]).toHaveTextContent('Bieter 3');
    expect(screen.getByText('Die Frist wurde durch ein spätes Angebot verlängert.')).toBeInTheDocument();
    expect(screen.getByTestId('seller-live')).toHaveTextContent('Live');

    act(() => FakeEventSource.last!.emit('gone', {}));
    expect(screen.getByRole('heading', { name: 'Dieser Link ist nicht mehr gültig' })).toBeInTheDocument();
    expect(FakeEventSource.last!.closed).toBe(true);
  });

  it('says the link is no longer valid for a 404, and follows nothing', async () => {
    renderPage(jsonResponse({ message: 'This link is no longer valid' }, 404));
    expect(await screen.findByRole('heading', { name: 'Dieser Link ist nicht mehr gültig' })).toBeInTheDocument();
    expect(FakeEventSource.last).toBeUndefined();
  });

  it('asks nothing of the server for a malformed token', () => {
    const fetchSpy = renderPage(jsonResponse(viewWith()), null);
    expect(screen.getByRole('heading', { name: 'Dieser Link ist nicht mehr gültig' })).toBeInTheDocument();
    expect(fetchSpy.mock.calls.some(([url]) => String(url).startsWith('/api/seller-view/'))).toBe(false);
  });
});
