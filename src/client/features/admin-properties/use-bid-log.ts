import { useQuery } from '@tanstack/react-query';
import { bidLogSchema, type BidLog } from '#shared/bid-log/schemas.ts';
import { queryKeyOf, request } from '#client/lib/admin-api-client.ts';
import { ADMIN_QUERY_OPTIONS } from '#client/lib/admin-query-options.ts';

/** One property's bid log (decision 0073), its times as dates; read again whenever the dialog opens. */
export function useBidLog(propertyId: string) {
  return useQuery<BidLog>({
    queryKey: queryKeyOf('bidLog', { params: { id: propertyId } }),
    queryFn: async () => bidLogSchema.parse(await request('bidLog', { params: { id: propertyId } })),
    ...ADMIN_QUERY_OPTIONS,
  });
}
