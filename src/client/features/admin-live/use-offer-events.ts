import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useEffectEvent } from 'react';
import { pathPrefixOf } from '#shared/api/paths.ts';
import type { EndpointName } from '#shared/api/endpoints.ts';
import { formatEuro } from '#shared/money.ts';
import { endpointUrl } from '#client/lib/admin-api-client.ts';
import { useT } from '#client/lib/i18n.tsx';
import { toast } from '#client/lib/toast-store.ts';

interface NewOffer {
  firstName: string;
  lastName: string;
  bidAmount: string;
  propertyTitle: string;
}

/** Everything a new offer changes on the admin's screens: the lists, the figures, the outbox. */
const CHANGED_BY_AN_OFFER: EndpointName[] = [
  'listOffersPage',
  'listOffers',
  'adminOverview',
  'adminListProperties',
  'mailOutbox',
  'auditLog',
];

/**
 * While the admin is open, new offers arrive by themselves (Server-Sent Events, from any instance):
 * a toast names the bidder, and the lists and figures are fetched again. EventSource reconnects
 * by itself after a network change or a server restart.
 *
 * The stream only tells of offers made while it is open. Each time it opens — the first time, a
 * moment after the lists were fetched, and after every reconnect — what was fetched before is
 * fetched again, so an offer that came in between (or during a server restart) is not missing
 * from the lists until the next reload. It is not announced: nobody knows it was one.
 */
export function useOfferEvents(): void {
  const t = useT();
  const queryClient = useQueryClient();
  const refetchChanged = useEffectEvent((fetchedBefore: number) => {
    const prefixes = CHANGED_BY_AN_OFFER.map(pathPrefixOf);
    return queryClient.invalidateQueries({
      predicate: (query) =>
        prefixes.some((prefix) => String(query.queryKey[0]).startsWith(prefix)) &&
        query.state.dataUpdatedAt < fetchedBefore,
    });
  });
  const announce = useEffectEvent((offer: NewOffer) => {
    toast({
      title: t('admin.live.newOffer'),
      description: t('admin.live.newOfferText', {
        name: `${offer.firstName} ${offer.lastName}`,
        amount: formatEuro(offer.bidAmount),
        property: offer.propertyTitle,
      }),
      variant: 'success',
    });
    refetchChanged(Number.POSITIVE_INFINITY);
  });
  // One connection for as long as the admin is open (the texts may change meanwhile, the stream not).
  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    const source = new EventSource(endpointUrl('adminEvents'));
    source.addEventListener('open', () => {
      void refetchChanged(Date.now()).finally(() => {
        // The admin is live and up to date from here (browser tests wait for this).
        document.documentElement.dataset.adminLive = '';
      });
    });
    source.addEventListener('offer', (message) => announce(JSON.parse((message as MessageEvent<string>).data)));
    // A withdrawal, a deletion or an edit (by anyone, on any instance): fetched again, silently.
    source.addEventListener('changed', () => refetchChanged(Number.POSITIVE_INFINITY));
    return () => {
      source.close();
      delete document.documentElement.dataset.adminLive;
    };
  }, []);
}
