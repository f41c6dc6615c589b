import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { Standing } from '#shared/procedure/schemas.ts';
import type { Property } from '#shared/properties/schemas.ts';
import { endpointUrl, queryKeyOf } from '#client/lib/api-client.ts';

/**
 * Keeps the property's standing live while the page is open (decision 69): each `event: standing`
 * of …/events (the first comes at once) replaces the standing in the query cache, where the offer
 * form's rules read it, and a moved end is written into the property list, so the countdown and
 * the offer section follow it within a moment. Browser only, and no subscription here: this page
 * must not render again while the server's offer form waits for its code (decision 57).
 */
export function useLiveStanding(propertyId: string): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    const source = new EventSource(endpointUrl('propertyEvents', { params: { id: propertyId } }));
    source.addEventListener('standing', (event) => {
      const standing = JSON.parse((event as MessageEvent<string>).data) as Standing;
      queryClient.setQueryData(queryKeyOf('propertyStanding', { params: { id: propertyId } }), standing);
      const list = queryClient.getQueryData<Property[]>(queryKeyOf('listProperties'));
      if (list?.some((property) => property.id === propertyId && property.auctionEndDate !== standing.endsAt)) {
        queryClient.setQueryData(
          queryKeyOf('listProperties'),
          list.map((property) =>
            property.id === propertyId ? { ...property, auctionEndDate: standing.endsAt } : property,
          ),
        );
      }
    });
    return () => source.close();
  }, [propertyId, queryClient]);
}
