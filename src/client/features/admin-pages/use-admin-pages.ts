import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Page, PageCreateInput, PageUpdateInput } from '#shared/pages/schemas.ts';
import { queryKeyOf, request } from '#client/lib/admin-api-client.ts';
import { ADMIN_QUERY_OPTIONS } from '#client/lib/admin-query-options.ts';

const ADMIN_PAGES_KEY = queryKeyOf('listPages');

export function useAdminPages() {
  return useQuery<Page[]>({ queryKey: ADMIN_PAGES_KEY, ...ADMIN_QUERY_OPTIONS });
}

/** After a change the admin list and the public page of that slug are fetched again. */
function useRefresh() {
  const queryClient = useQueryClient();
  return (slug?: string) =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ADMIN_PAGES_KEY }),
      slug ? queryClient.invalidateQueries({ queryKey: queryKeyOf('getPage', { params: { slug } }) }) : undefined,
    ]);
}

export function useCreatePage() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: PageCreateInput) => request('createPage', { body }),
    retry: false,
    onSuccess: (page) => refresh(page.slug),
  });
}

export function useUpdatePage() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: PageUpdateInput }) =>
      request('updatePage', { params: { id }, body }),
    onSuccess: (page) => refresh(page.slug),
  });
}

export function useDeletePage() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (page: Page) => request('deletePage', { params: { id: page.id } }),
    onSuccess: (_result, page) => refresh(page.slug),
  });
}
