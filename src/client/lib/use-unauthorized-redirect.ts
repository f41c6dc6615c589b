import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { useLocation } from './router';
import { ADMIN_API_PREFIX } from '#shared/api/admin-api-prefix.ts';
import { queryKeyOf } from './admin-api-client';
import { isUnauthorizedError } from './api-client';
import { useT } from './i18n';
import { toast } from './toast-store';

/** How long the 'Unauthorized' toast stays in view before the browser goes to /login. */
export const UNAUTHORIZED_REDIRECT_MS = {
  /** The favourite toggle. */
  favorite: 1000,
  /** Property create/update, delete-all and every other admin action. */
  action: 500,
} as const;

export const AUTH_USER_KEY = queryKeyOf('currentUser');

/** One redirect at a time: several calls failing together must not stack timers and toasts. */
let pendingRedirect: ReturnType<typeof setTimeout> | null = null;

/** For tests: forget a scheduled redirect. */
export function resetUnauthorizedRedirect(): void {
  if (pendingRedirect) clearTimeout(pendingRedirect);
  pendingRedirect = null;
}

export interface UnauthorizedOptions {
  delayMs: number;
  /** The toast text; defaults to the generic "logged out" message. */
  description?: string;
}

function scheduleRedirect(queryClient: QueryClient, navigate: (to: string) => void, delayMs: number) {
  pendingRedirect = setTimeout(() => {
    pendingRedirect = null;
    navigate('/login');
    // The cached user would otherwise let /admin open again without a session.
    queryClient.removeQueries({ queryKey: AUTH_USER_KEY });
  }, delayMs);
}

/**
 * Treats an error from an admin call as an ended session when it is a 401: shows the
 * 'Unauthorized' toast, then goes to /login after the delay. Returns true when it handled the
 * error, so the caller skips its own error toast.
 */
export function useUnauthorizedHandler(): (error: unknown, options: UnauthorizedOptions) => boolean {
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  const t = useT();
  return useCallback(
    (error, { delayMs, description }) => {
      if (!isUnauthorizedError(error)) return false;
      if (pendingRedirect) return true;
      toast({
        title: t('admin.unauthorized.title'),
        description: description ?? t('admin.unauthorized.description'),
        variant: 'destructive',
      });
      scheduleRedirect(queryClient, navigate, delayMs);
      return true;
    },
    [navigate, queryClient, t],
  );
}

/**
 * Data loads fail the same way when the session ends between two clicks (another tab logged
 * out, the session expired): any admin query answered with 401 leads to /login as well.
 */
export function useRedirectOnUnauthorizedQueries(pathPrefix = ADMIN_API_PREFIX): void {
  const queryClient = useQueryClient();
  const handle = useUnauthorizedHandler();
  useEffect(
    () =>
      queryClient.getQueryCache().subscribe((event) => {
        if (event.type !== 'updated' || event.action.type !== 'error') return;
        const [path] = event.query.queryKey;
        if (typeof path === 'string' && path.startsWith(pathPrefix)) {
          handle(event.action.error, { delayMs: UNAUTHORIZED_REDIRECT_MS.action });
        }
      }),
    [queryClient, handle, pathPrefix],
  );
}
