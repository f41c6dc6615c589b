import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch, renderWithProviders } from '#tests/helpers/client/test-render.tsx';
import type { MyOffers } from '#shared/my-offers/schemas.ts';
import { MY_OFFERS_TRANSLATIONS } from '#shared/my-offers/texts.ts';
import { FINAL_ROUND_BIDDER_TRANSLATIONS, FINAL_ROUND_PAGE_TRANSLATIONS } from '#shared/final-round/texts.ts';
import { IDENTIFICATION_TRANSLATIONS } from '#shared/identification/texts.ts';
import { translationMaps } from '#shared/translations/types.ts';
import { defaultTranslationMap } from '#shared/translations/index.ts';
import { MyOffersPage } from './my-offers-page';

afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

const TOKEN = `3eb1b0661c2d4e5f8a9b0c1d2e3f4a5b${'K'.repeat(22)}`;
const SECOND = `4fc2c1772d3e4f6a9bac1d2e3f4a5b6c${'L'.repeat(22)}`;
const URL = `/api/my-offers/${TOKEN}`;

function viewWith(overrides: Partial<MyOffers> = {}): MyOffers {
  return {
    bidder: { firstName: 'Erika', lastName: 'Mustermann', email: 'erika@example.org', phone: '+49 89 1234567' },
    property: {
      title: 'Stadthaus in Haidhausen',
      titleEn: 'Town house in Haidhausen',
      titleFr: null,
      publicPage: '/immobilien/stadthaus-in-haidhausen',
    },
    standing: {
      mode: 'sealed',
      endsAt: '2099-03-01T17:00:00.000Z',
      ended: false,
      highestOffer: null,
      inFinalRound: false,
      awarded: false,
    },
    offers: [
      {
        token: SECOND,
        reference: '4FC2C177',
        amount: '760000.00',
        createdAt: '2026-11-27T14:05:00.000Z',
        logPosition: 7,
        withdrawnAt: null,
      },
      {
        token: TOKEN,
        reference: '3EB1B066',
        amount: '740000.00',
        createdAt: '2026-11-26T09:30:00.000Z',
        logPosition: 4,
        withdrawnAt: null,
      },
    ],
    alerts: { available: true, on: false },
    finalRound: null,
    identification: null,
    ...overrides,
  };
}

const TEXTS = translationMaps([
  ...MY_OFFERS_TRANSLATIONS,
  ...FINAL_ROUND_PAGE_TRANSLATIONS,
  ...FINAL_ROUND_BIDDER_TRANSLATIONS,
  ...IDENTIFICATION_TRANSLATIONS,
]);

function renderPage(language: 'de' | 'en' | 'fr', token: string | null = TOKEN) {
  window.localStorage.setItem('selected-language', language);
  return renderWithProviders(<MyOffersPage token={token} />, {
    path: `/meine-angebote/${token}`,
    forceEnglish: false,
    builtIn: (code) => ({ ...defaultTranslationMap(code), ...TEXTS(code) }),
  });
}

describe('MyOffersPage', () => {
  it('lists the offers newest first with their receipts, and says the sealed procedure shows nothing of others', async () => {
    mockFetch((url) => (url === URL ? jsonResponse(viewWith()) : undefined));
    renderPage('de');
    expect(await screen.findByRole('heading', { level: 1, name: 'Stadthaus in Haidhausen' })).toBeInTheDocument();
    expect(screen.getByText(/Verdecktes Verfahren/)).toBeInTheDocument();
    expect(screen.getByText('Die Angebotsfrist endet am 1. März 2099 um 18:00.')).toBeInTheDocument();
    const offers = screen.getAllByTestId('my-offer');
    expect(offers.map((offer) => within(offer).getByText(/€/).textContent?.replace(/\s/g, ' '))).toEqual([
      '760.000,00 €',
      '740.000,00 €',
    ]);
    expect(within(offers[1]!).getByText('Referenz 3EB1B066 · Nr. 4 im Bietprotokoll')).toBeInTheDocument();
    expect(within(offers[0]!).getByRole('link', { name: 'Bestätigung (PDF)' })).toHaveAttribute(
      'href',
      `/api/my-offers/${SECOND}/receipt.pdf?language=de`,
    );
    expect(screen.getByRole('link', { name: 'Zur Immobilie' })).toHaveAttribute(
      'href',
      '/immobilien/stadthaus-in-haidhausen',
    );
    // Another offer: the property's form, with the bidder's details handed over for this tab.
    const another = screen.getByRole('link', { name: 'Weiteres Angebot abgeben' });
    expect(another).toHaveAttribute('href', '/immobilien/stadthaus-in-haidhausen#bidding');
    another.addEventListener('click', (event) => event.preventDefault());
    await userEvent.setup().click(another);
    expect(JSON.parse(window.sessionStorage.getItem('offer-contact') ?? 'null')).toEqual(viewWith().bidder);
    window.sessionStorage.clear();
  });

  it('shows the open procedure’s highest offer and the end once it has passed, in English', async () => {
    const standing = {
      mode: 'open',
      endsAt: '2026-11-20T17:00:00.000Z',
      ended: true,
      highestOffer: '800000.00',
      inFinalRound: false,
      awarded: false,
    } as const;
    mockFetch((url) => (url === URL ? jsonResponse(viewWith({ standing })) : undefined));
    renderPage('en');
    expect(await screen.findByRole('heading', { level: 1, name: 'Town house in Haidhausen' })).toBeInTheDocument();
    expect(screen.getByText('Open procedure – highest offer at present: €800,000.00')).toBeInTheDocument();
    expect(screen.getByText(/^The offer period ended on 20 November 2026 at 18:00\./)).toBeInTheDocument();
    // After the end there is nothing to raise.
    expect(screen.queryByRole('link', { name: 'Raise my offer' })).not.toBeInTheDocument();
  });

  it('says the property was awarded to someone else, before the end, and offers nothing more to raise', async () => {
    const standing = {
      mode: 'sealed',
      endsAt: '2026-12-20T17:00:00.000Z',
      ended: false,
      highestOffer: null,
      inFinalRound: false,
      awarded: true,
    } as const;
    mockFetch((url) => (url === URL ? jsonResponse(viewWith({ standing })) : undefined));
    renderPage('de');
    expect(await screen.findByText('Diese Immobilie ist vergeben')).toBeInTheDocument();
    expect(screen.getByText(/^Der Eigentümer hat ein Angebot angenommen/)).toBeInTheDocument();
    expect(screen.queryByText(/^Die Angebotsfrist endet/)).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Angebot erhöhen|Weiteres Angebot abgeben/ })).not.toBeInTheDocument();
    // Alerts of a procedure that is over are not offered.
    expect(screen.queryByRole('button', { name: 'Benachrichtigungen einschalten' })).not.toBeInTheDocument();
  });

  it('says a link that opens nothing is no longer valid, and offers a retry when the server failed', async () => {
    mockFetch((url) => (url === URL ? jsonResponse({ message: 'This link is no longer valid' }, 404) : undefined));
    const { unmount } = renderPage('fr');
    expect(await screen.findByRole('heading', { name: 'Ce lien n’ouvre plus aucune offre' })).toBeInTheDocument();
    unmount();

    let calls = 0;
    mockFetch((url) => {
      if (url !== URL) return undefined;
      calls += 1;
      return calls === 1 ? new Response('', { status: 502 }) : jsonResponse(viewWith());
    });
    renderPage('de');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Erneut versuchen' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Stadthaus in Haidhausen' })).toBeInTheDocument();
  });

  it('withdraws one offer after asking in place, keeps the focus on what changed, and says when it failed', async () => {
    const withdrawUrl = `/api/my-offers/${SECOND}/withdrawal`;
    let attempts = 0;
    let withdrawnAt: string | null = null;
    const fetchSpy = mockFetch((url, init) => {
      // The page read again after the withdrawal shows it, as the server would.
      if (url === URL) {
        const view = viewWith();
        view.offers = view.offers.map((offer) => (offer.token === SECOND ? { ...offer, withdrawnAt } : offer));
        return jsonResponse(view);
      }
      if (url === withdrawUrl && init?.method === 'POST') {
        attempts += 1;
        if (attempts === 1) return new Response('', { status: 503 });
        withdrawnAt = '2026-11-28T09:15:00.000Z';
        return jsonResponse({ withdrawnAt });
      }
      return undefined;
    });
    renderPage('de');
    const user = userEvent.setup();
    const [newest] = await screen.findAllByTestId('my-offer');
    await user.click(within(newest!).getByRole('button', { name: 'Angebot zurückziehen' }));
    const question = within(newest!).getByText(/^Ihr Angebot über 760\.000,00\s€ zurückziehen\?/);
    expect(question).toHaveFocus();
    // "Keep it" leaves the offer as it was, the focus back on the button that asked.
    await user.click(within(newest!).getByRole('button', { name: 'Behalten' }));
    expect(within(newest!).getByRole('button', { name: 'Angebot zurückziehen' })).toHaveFocus();
    expect(attempts).toBe(0);

    await user.click(within(newest!).getByRole('button', { name: 'Angebot zurückziehen' }));
    await user.click(within(newest!).getByRole('button', { name: 'Ja, zurückziehen' }));
    expect(await within(newest!).findByRole('alert')).toHaveTextContent(
      'Das Angebot konnte gerade nicht zurückgezogen werden.',
    );
    await user.click(within(newest!).getByRole('button', { name: 'Ja, zurückziehen' }));
    const done = await within(newest!).findByTestId('my-offer-withdrawn');
    expect(done).toHaveTextContent('Von Ihnen zurückgezogen am 28. November 2026 um 10:15');
    expect(done).toHaveFocus();
    expect(attempts).toBe(2);
    // Read again in the background, the page still shows it so, the focus where it was.
    await vi.waitFor(() => expect(fetchSpy.mock.calls.filter(([url]) => url === URL)).toHaveLength(2));
    expect(screen.getByTestId('my-offer-withdrawn')).toHaveFocus();
    // The other offer is untouched.
    const others = screen.getAllByTestId('my-offer');
    expect(within(others[1]!).getByRole('button', { name: 'Angebot zurückziehen' })).toBeInTheDocument();
  });

  it('shows an offer withdrawn before as withdrawn, in French, with nothing to withdraw', async () => {
    const view = viewWith();
    view.offers = view.offers.map((offer, n) =>
      n === 0 ? { ...offer, withdrawnAt: '2026-11-28T09:15:00.000Z' } : offer,
    );
    mockFetch((url) => (url === URL ? jsonResponse(view) : undefined));
    renderPage('fr');
    const [newest] = await screen.findAllByTestId('my-offer');
    expect(within(newest!).getByTestId('my-offer-withdrawn')).toHaveTextContent(
      /^Vous l’avez retirée le 28 novembre 2026/,
    );
    expect(within(newest!).queryByRole('button')).not.toBeInTheDocument();
  });

  it('switches the e-mail alerts on and off with one button that keeps the focus, and says the state', async () => {
    const alertsUrl = `/api/my-offers/${TOKEN}/alerts`;
    const calls: string[] = [];
    mockFetch((url, init) => {
      if (url === URL) return jsonResponse(viewWith({ standing: { ...viewWith().standing, mode: 'open' } }));
      if (url === alertsUrl) {
        calls.push(`${init?.method} ${String(init?.body ?? '')}`);
        return jsonResponse({ on: init?.method === 'PUT' });
      }
      return undefined;
    });
    renderPage('en');
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { level: 2, name: 'E-mail alerts' })).toBeInTheDocument();
    expect(screen.getByText(/^We write to you when an offer higher than yours arrives/)).toBeInTheDocument();
    const button = screen.getByRole('button', { name: 'Switch on alerts' });
    await user.click(button);
    expect(await screen.findByRole('status')).toHaveTextContent('Alerts are on.');
    expect(button).toHaveAccessibleName('Unsubscribe from alerts');
    expect(button).toHaveFocus();
    await user.click(button);
    expect(await screen.findByRole('button', { name: 'Switch on alerts' })).toHaveFocus();
    expect(screen.getByTestId('alerts-state')).toHaveTextContent('');
    expect(calls).toEqual(['PUT {"language":"en"}', 'DELETE ']);
  });

  it('offers no alerts where mail is not set up, or once the period is over and they are off', async () => {
    mockFetch((url) => (url === URL ? jsonResponse(viewWith({ alerts: { available: false, on: false } })) : undefined));
    const { unmount } = renderPage('de');
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Benachrichtigungen per E-Mail' })).not.toBeInTheDocument();
    unmount();
    const standing = {
      mode: 'sealed',
      endsAt: '2026-11-20T17:00:00.000Z',
      ended: true,
      highestOffer: null,
      inFinalRound: false,
      awarded: false,
    } as const;
    mockFetch((url) => (url === URL ? jsonResponse(viewWith({ standing })) : undefined));
    renderPage('de');
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Benachrichtigungen per E-Mail' })).not.toBeInTheDocument();
  });

  it('takes the one final offer of a bidder invited to the final round, then says it is in', async () => {
    const round = { endsAt: '2099-02-01T17:00:00.000Z', ended: false, finalOffer: null };
    const finalUrl = `/api/my-offers/${TOKEN}/final-offer`;
    let sent: unknown = null;
    mockFetch((url, init) => {
      if (url === finalUrl) {
        sent = JSON.parse(String(init?.body));
        return jsonResponse({ reference: 'ABCDEF12', amount: '955000.00', createdAt: '2026-11-29T10:00:00.000Z' }, 201);
      }
      if (url !== URL) return undefined;
      const finalOffer = sent
        ? { amount: '955000.00', createdAt: '2026-11-29T10:00:00.000Z', reference: 'ABCDEF12' }
        : null;
      return jsonResponse(
        viewWith({ standing: { ...viewWith().standing, inFinalRound: true }, finalRound: { ...round, finalOffer } }),
      );
    });
    renderPage('de');
    const section = await screen.findByTestId('final-round');
    expect(section).toHaveTextContent(
      'Bis 1. Februar 2099 um 18:00 können Sie ein letztes, verdecktes Angebot abgeben',
    );
    // The form takes no offers in the round: no way to it from here.
    expect(screen.queryByRole('link', { name: 'Weiteres Angebot abgeben' })).not.toBeInTheDocument();
    const user = userEvent.setup();
    const send = within(section).getByRole('button', { name: 'Finales Angebot abgeben' });
    await user.click(send);
    expect(within(section).getByRole('alert')).toHaveTextContent('Angebotssumme ist erforderlich');
    expect(sent).toBeNull();
    await user.type(within(section).getByLabelText('Ihr finales Angebot in Euro'), '955.000');
    await user.selectOptions(within(section).getByLabelText('Finanzierung (freiwillig)'), 'own-funds');
    await user.click(send);
    expect(await within(section).findByTestId('final-offer-sent')).toHaveTextContent(
      /^Ihr finales Angebot über 955\.000,00\s€ ist am 29\. November 2026 um 11:00 eingegangen \(Referenz ABCDEF12\)/,
    );
    expect(sent).toEqual({ bidAmount: '955000.00', language: 'de', financing: 'own-funds' });
  });

  it('says in English why a final offer was not taken', async () => {
    const round = { endsAt: '2099-02-01T17:00:00.000Z', ended: false, finalOffer: null };
    mockFetch((url) => {
      if (url === `/api/my-offers/${TOKEN}/final-offer`) {
        return jsonResponse({ message: 'You have sent your final offer already', reason: 'already-sent' }, 409);
      }
      return url === URL ? jsonResponse(viewWith({ finalRound: round })) : undefined;
    });
    renderPage('en');
    const section = await screen.findByTestId('final-round');
    const user = userEvent.setup();
    await user.type(within(section).getByLabelText('Your final offer in euros'), '900,000');
    await user.click(within(section).getByRole('button', { name: 'Send my final offer' }));
    expect(await within(section).findByRole('alert')).toHaveTextContent(
      'You have already sent your final offer: there is one per person.',
    );
  });
});
