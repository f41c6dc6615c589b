import { useCallback, useEffect, useState } from 'react';
import { MY_OFFERS_ENDPOINTS } from '#shared/my-offers/endpoints.ts';
import type { MyOffers } from '#shared/my-offers/schemas.ts';
import type { Language } from '#shared/languages.ts';
import { apiCalls } from '#client/lib/api-client.ts';
import { noteServerDate } from '#client/lib/server-clock.ts';

const { endpointUrl, request } = apiCalls(MY_OFFERS_ENDPOINTS);

export type MyOffersState =
  { kind: 'loading' } | { kind: 'invalid' } | { kind: 'failed' } | { kind: 'ready'; view: MyOffers };

/** The bidder's own page, read once per visit (and again on "try again"); 404 means the link opens nothing. */
export function useMyOffers(token: string | null): MyOffersState & {
  retry: () => void;
  /** Reads the page again in the background, the page staying as it is meanwhile. */
  refresh: () => void;
  withdraw: (offerToken: string) => Promise<boolean>;
  switchAlerts: (on: boolean, language: Language) => Promise<boolean>;
} {
  const [state, setState] = useState<MyOffersState>(token ? { kind: 'loading' } : { kind: 'invalid' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!token) return;
    let active = true;
    void (async () => {
      try {
        const response = await fetch(endpointUrl('myOffers', { params: { token } }), { credentials: 'omit' });
        noteServerDate(response);
        if (!active) return;
        if (response.status === 404) return setState({ kind: 'invalid' });
        if (!response.ok) return setState({ kind: 'failed' });
        const view = (await response.json()) as MyOffers;
        if (active) setState({ kind: 'ready', view });
      } catch {
        if (active) setState({ kind: 'failed' });
      }
    })();
    return () => {
      active = false;
    };
  }, [token, attempt]);
  const retry = useCallback(() => {
    setState({ kind: 'loading' });
    setAttempt((n) => n + 1);
  }, []);
  const refresh = useCallback(() => setAttempt((n) => n + 1), []);
  /**
   * Withdraws one of the offers (decision 0114); true once the server has it. The list shows the
   * withdrawal at once, then the page is read again in the background: the open procedure's
   * highest offer may have changed with it.
   */
  const withdraw = useCallback(async (offerToken: string) => {
    try {
      const { withdrawnAt } = await request('withdrawMyOffer', { params: { token: offerToken } });
      setState((now) =>
        now.kind === 'ready'
          ? {
              kind: 'ready',
              view: {
                ...now.view,
                offers: now.view.offers.map((offer) =>
                  offer.token === offerToken ? { ...offer, withdrawnAt } : offer,
                ),
              },
            }
          : now,
      );
      setAttempt((n) => n + 1);
      return true;
    } catch {
      return false;
    }
  }, []);
  /** Switches the address's e-mail alerts on (in the page's language) or off; true once the server has it. */
  const switchAlerts = useCallback(
    async (on: boolean, language: Language) => {
      if (!token) return false;
      try {
        const params = { token };
        const answer = on
          ? await request('switchOnAlerts', { params, body: { language } })
          : await request('switchOffAlerts', { params });
        setState((now) =>
          now.kind === 'ready'
            ? { kind: 'ready', view: { ...now.view, alerts: { ...now.view.alerts, on: answer.on } } }
            : now,
        );
        return true;
      } catch {
        return false;
      }
    },
    [token],
  );
  return { ...state, retry, refresh, withdraw, switchAlerts };
}

/** The receipt of one of the bidder's offers, in the page's language. */
export const receiptUrl = (token: string, language: string) =>
  `${endpointUrl('myOfferReceipt', { params: { token } })}?language=${language}`;
