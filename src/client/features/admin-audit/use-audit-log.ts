import { useInfiniteQuery } from '@tanstack/react-query';
import { AUDIT_PAGE_LIMIT, type AuditPage } from '#shared/audit/schemas.ts';
import { queryKeyOf, request } from '#client/lib/admin-api-client.ts';
import { ADMIN_QUERY_OPTIONS } from '#client/lib/admin-query-options.ts';

/** The audit log, newest first; each "older" adds the next page below. */
export function useAuditLog() {
  return useInfiniteQuery({
    queryKey: queryKeyOf('auditLog'),
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam }): Promise<AuditPage> =>
      request('auditLog', { query: { limit: String(AUDIT_PAGE_LIMIT), ...(pageParam ? { cursor: pageParam } : {}) } }),
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    ...ADMIN_QUERY_OPTIONS,
  });
}
