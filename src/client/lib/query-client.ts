import { QueryClient, type QueryFunction } from '@tanstack/react-query';
import { ApiError, throwIfNotOk } from './api-client';
import { noteServerDate } from './server-clock';

const MINUTE = 60 * 1000;

/** Default fetcher: GET the path in the query key. 401 is a failure unless asked otherwise. */
export function getQueryFn<T>(options: { on401: 'throw' | 'returnNull' } = { on401: 'throw' }): QueryFunction<T> {
  return async ({ queryKey, signal }) => {
    const response = await fetch(queryKey.join('/'), { credentials: 'include', signal });
    noteServerDate(response);
    if (options.on401 === 'returnNull' && response.status === 401) return null as T;
    await throwIfNotOk(response);
    return (await response.json()) as T;
  };
}

/**
 * Retry once, but never a client error: a 4xx answer will not change on a second try,
 * and repeating a refused POST only doubles the noise.
 */
function retryOnce(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 1;
}

/**
 * Rendering on the server (decided at build time: the browser's bundle keeps only its numbers).
 * There a page's query cache lives for one render, and a gcTime would start a timer that keeps
 * every rendered page's data (its translation map, its property) alive for minutes: hundreds of
 * megabytes under a burst of new pages. With Infinity no timer is set, and the cache goes with
 * its render.
 */
const SERVER_RENDER = import.meta.env.SSR;

/** Fresh 2 min, kept 5 min, retry once, no refetch on focus, no polling, online only. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getQueryFn(),
        staleTime: 2 * MINUTE,
        gcTime: SERVER_RENDER ? Infinity : 5 * MINUTE,
        retry: retryOnce,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        networkMode: 'online',
      },
      mutations: { retry: retryOnce, networkMode: 'online' },
    },
  });
}

/** Public page data: fresh 10 min, kept 30 min. */
export const PUBLIC_DATA_TIMING = { staleTime: 10 * MINUTE, gcTime: SERVER_RENDER ? Infinity : 30 * MINUTE } as const;
export const TRANSLATIONS_TIMING = { staleTime: 5 * MINUTE, gcTime: SERVER_RENDER ? Infinity : 5 * MINUTE } as const;
