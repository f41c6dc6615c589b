import { useQuery } from '@tanstack/react-query';
import type { Page } from '#shared/pages/schemas.ts';
import { pageQueryKeyOf } from '#client/lib/page-api.ts';
import { PUBLIC_DATA_TIMING } from '#client/lib/query-client.ts';

/**
 * GET /api/pages/:slug; runs only when there is a slug, and any non-OK answer means not found. A
 * page the server rendered may start with null: the server already knew there is no such page.
 */
export function usePage(slug: string) {
  return useQuery<Page | null>({
    queryKey: pageQueryKeyOf('getPage', { params: { slug } }),
    enabled: slug !== '',
    ...PUBLIC_DATA_TIMING,
  });
}
