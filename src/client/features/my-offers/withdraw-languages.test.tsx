import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MyOffers } from '#shared/my-offers/schemas.ts';
import MyOffersRoute from '#client/app/my-offers-route.tsx';
import { jsonResponse, mockFetch, renderWithProviders } from '#tests/helpers/client/test-render.tsx';

/**
 * Withdrawing an offer in English and French, through the route that brings the page's texts in
 * all three languages: the question, the buttons and the line that says it was done, with the
 * amount and the time written the language's way. German, and the keyboard's path through the
 * focus, are the browser's (tests/e2e/withdraw-offer.spec.ts) and my-offers-page.test.tsx's.
 */
const TOKEN = `3eb1b0661c2d4e5f8a9b0c1d2e3f4a5b${'K'.repeat(22)}`;
const VIEW_URL = `/api/my-offers/${TOKEN}`;
const WITHDRAW_URL = `/api/my-offers/${TOKEN}/withdrawal`;
const WITHDRAWN_AT = '2026-11-28T09:15:00.000Z';

function view(withdrawnAt: string | null): MyOffers {
  return {
    bidder: { firstName: 'Rita', lastName: 'Rueckzug', email: 'rita@example.org', phone: '+49 89 444444' },
    property: {
      title: 'Stadthaus in Haidhausen',
      titleEn: 'Town house in Haidhausen',
      titleFr: 'Maison de ville à Haidhausen',
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
        token: TOKEN,
        reference: '3EB1B066',
        amount: '1260000.00',
        createdAt: '2026-11-26T09:30:00.000Z',
        logPosition: 4,
        withdrawnAt,
      },
    ],
    alerts: { available: true, on: false },
    finalRound: null,
    identification: null,
  };
}

// The page writes French amounts and dates with no-break spaces; the checks read them as plain spaces.
const TEXTS = {
  en: {
    title: 'Town house in Haidhausen',
    amount: '€1,260,000.00',
    withdraw: 'Withdraw this offer',
    question:
      'Withdraw your offer of €1,260,000.00? It stays on record in the bid log but no longer counts. This cannot be undone.',
    yes: 'Yes, withdraw it',
    keep: 'Keep it',
    withdrawn: 'You withdrew it on 28 November 2026 at 10:15',
  },
  fr: {
    title: 'Maison de ville à Haidhausen',
    amount: '1 260 000,00 €',
    withdraw: 'Retirer cette offre',
    question:
      'Retirer votre offre de 1 260 000,00 € ? Elle reste consignée dans le registre des offres, mais ne compte plus. Ce retrait est définitif.',
    yes: 'Oui, la retirer',
    keep: 'La conserver',
    withdrawn: 'Vous l’avez retirée le 28 novembre 2026 à 10:15',
  },
} as const;

afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

/** The bidder's page in `language`, the server faked at fetch; `withdrawals` counts what was sent. */
function openMyOffers(language: keyof typeof TEXTS) {
  window.localStorage.setItem('selected-language', language);
  let withdrawnAt: string | null = null;
  const withdrawals: string[] = [];
  mockFetch((url, init) => {
    if (url === VIEW_URL) return jsonResponse(view(withdrawnAt));
    if (url === WITHDRAW_URL && init?.method === 'POST') {
      withdrawals.push(url);
      withdrawnAt = WITHDRAWN_AT;
      return jsonResponse({ withdrawnAt });
    }
    return undefined;
  });
  const path = `/meine-angebote/${TOKEN}`;
  renderWithProviders(<MyOffersRoute path={path} />, { path, forceEnglish: false });
  return { withdrawals };
}

/** The amount's line of an offer card: struck through once the offer is withdrawn. */
const amountLine = (offer: HTMLElement) => within(offer).getByText(/€/, { selector: 'span' });

describe('withdrawing an offer in English and French', () => {
  it('asks in English, by taps, and says it was withdrawn with the English date', async () => {
    const text = TEXTS.en;
    const { withdrawals } = openMyOffers('en');
    expect(await screen.findByRole('heading', { level: 1, name: text.title })).toBeInTheDocument();
    const offer = screen.getByTestId('my-offer');
    expect(amountLine(offer)).toHaveTextContent(text.amount);
    expect(amountLine(offer)).not.toHaveClass('line-through');
    const user = userEvent.setup();

    await user.click(within(offer).getByRole('button', { name: text.withdraw }));
    expect(within(offer).getByText(text.question)).toHaveFocus();
    expect(within(offer).getByRole('group', { name: text.question })).toBeInTheDocument();
    expect(within(offer).getByRole('button', { name: text.keep })).toBeInTheDocument();
    expect(withdrawals).toHaveLength(0);
    await user.click(within(offer).getByRole('button', { name: text.yes }));

    const done = await within(offer).findByTestId('my-offer-withdrawn');
    expect(done.textContent?.replace(/\s/g, ' ')).toBe(text.withdrawn);
    expect(done).toHaveFocus();
    expect(amountLine(offer)).toHaveTextContent(text.amount);
    expect(amountLine(offer)).toHaveClass('line-through');
    expect(within(offer).queryByRole('button')).not.toBeInTheDocument();
    expect(withdrawals).toHaveLength(1);
  });

  it('asks in French, by the keyboard’s space bar, and says it was withdrawn with the French date', async () => {
    const text = TEXTS.fr;
    const { withdrawals } = openMyOffers('fr');
    expect(await screen.findByRole('heading', { level: 1, name: text.title })).toBeInTheDocument();
    const offer = screen.getByTestId('my-offer');
    expect(amountLine(offer)).toHaveTextContent(text.amount);
    const user = userEvent.setup();

    within(offer).getByRole('button', { name: text.withdraw }).focus();
    await user.keyboard(' ');
    expect(within(offer).getByText(text.question)).toHaveFocus();
    expect(within(offer).getByRole('button', { name: text.keep })).toBeInTheDocument();
    await user.tab();
    expect(within(offer).getByRole('button', { name: text.yes })).toHaveFocus();
    expect(withdrawals).toHaveLength(0);
    await user.keyboard(' ');

    const done = await within(offer).findByTestId('my-offer-withdrawn');
    expect(done.textContent?.replace(/\s/g, ' ')).toBe(text.withdrawn);
    expect(done).toHaveFocus();
    expect(amountLine(offer)).toHaveTextContent(text.amount);
    expect(amountLine(offer)).toHaveClass('line-through');
    expect(within(offer).queryByRole('button')).not.toBeInTheDocument();
    expect(withdrawals).toHaveLength(1);
  });
});
