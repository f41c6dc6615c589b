import { useEffect, useState } from 'react';
import type { SellerView } from '#shared/seller-view/schemas.ts';
import { SELLER_VIEW_ENDPOINTS } from '#shared/seller-view/endpoints.ts';
import { apiCalls } from '#client/lib/api-client.ts';
import { noteServerDate } from '#client/lib/server-clock.ts';

const { endpointUrl } = apiCalls(SELLER_VIEW_ENDPOINTS);

export type SellerViewState =
  { kind: 'loading' } | { kind: 'invalid' } | { kind: 'failed' } | { kind: 'ready'; view: SellerView; live: boolean };

/**
 * The seller's view, read once and then followed live (Server-Sent Events): every stored offer or
 * moved end replaces it; a revoked or expired link turns the page into "no longer valid".
 */
export function useSellerView(token: string | null): SellerViewState {
  const [state, setState] = useState<SellerViewState>(token ? { kind: 'loading' } : { kind: 'invalid' });

  useEffect(() => {
    if (!token) return;
    let active = true;
    let source: EventSource | undefined;
    const params = { params: { token } };
    void (async () => {
      try {
        const response = await fetch(endpointUrl('sellerView', params), { credentials: 'omit' });
        noteServerDate(response);
        if (!active) return;
        if (response.status === 404) return setState({ kind: 'invalid' });
        if (!response.ok) return setState({ kind: 'failed' });
        setState({ kind: 'ready', view: (await response.json()) as SellerView, live: false });
      } catch {
        if (active) setState({ kind: 'failed' });
        return;
      }
      if (!active) return;
      source = new EventSource(endpointUrl('sellerViewEvents', params));
      source.addEventListener('seller-view', (event) => {
        const view = JSON.parse((event as MessageEvent<string>).data) as SellerView;
        setState({ kind: 'ready', view, live: true });
      });
      source.addEventListener('gone', () => {
        source?.close();
        setState({ kind: 'invalid' });
      });
      // The browser reconnects by itself; meanwhile the page says it is not live.
      source.addEventListener('error', () =>
        setState((current) => (current.kind === 'ready' ? { ...current, live: false } : current)),
      );
    })();
    return () => {
      active = false;
      source?.close();
    };
  }, [token]);

  return state;
}
