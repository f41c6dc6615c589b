import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { vi } from 'vitest';
import { memoryLocation, Router } from '#client/lib/router.tsx';
import { DEFAULT_TRANSLATIONS } from '#shared/translations/index.ts';
import { translationMaps } from '#shared/translations/types.ts';
import { TooltipProvider } from '#client/components/ui/tooltip.tsx';
import { getQueryFn } from '#client/lib/query-client.ts';
import { I18nProvider, type BuiltInTexts } from '#client/lib/i18n.tsx';
import { ForcedLanguage } from '#client/lib/i18n-scopes.tsx';
import { useCurrentToast } from '#client/lib/toast-store.ts';
import { AUTH_USER_KEY } from '#client/lib/use-unauthorized-redirect.ts';
import type { PublicUser } from '#shared/auth/schemas.ts';

/**
 * Test helpers for components: a fresh query client without retries, an in-memory router whose
 * history the test can read, translations from the built-in defaults, and the current toast
 * rendered as plain text so a test can find it.
 */

/** The whole default set in all three languages: what a component shows before any server map. */
const DEFAULT_TEXTS = translationMaps(DEFAULT_TRANSLATIONS);
export type FetchHandler = (url: string, init: RequestInit | undefined) => Response | Promise<Response> | undefined;

export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** Replaces fetch: the handler answers what it knows; translation maps are empty; the rest 404. */
export function mockFetch(handler: FetchHandler) {
  const spy = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const answer = await handler(url, init);
    if (answer) return answer;
    if (url.startsWith('/api/translations/')) return jsonResponse({});
    return jsonResponse({ message: 'Not found' }, 404);
  });
  vi.stubGlobal('fetch', spy);
  return spy;
}

export function createTestQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { queryFn: getQueryFn(), retry: false, staleTime: Infinity, gcTime: Infinity },
      mutations: { retry: false },
    },
  });
}

function ToastProbe() {
  const message = useCurrentToast();
  if (!message) return null;
  return (
    <div data-testid="toast" data-variant={message.variant ?? 'default'}>
      <span data-testid="toast-title">{message.title}</span>
      {message.description && <span data-testid="toast-description">{message.description}</span>}
    </div>
  );
}

/** The account an admin component sees as signed in: an owner, who may do everything. */
const SIGNED_IN_OWNER: PublicUser = {
  id: '00000000-0000-4000-8000-000000000001',
  username: 'admin',
  email: null,
  firstName: null,
  lastName: null,
  profileImageUrl: null,
  secondFactor: 'enrolled',
  role: 'owner',
};

export function renderWithProviders(
  ui: ReactElement,
  {
    path = '/admin',
    queryClient = createTestQueryClient(),
    builtIn = DEFAULT_TEXTS,
    forceEnglish = true,
    signedInAs,
  }: {
    path?: string;
    queryClient?: QueryClient;
    builtIn?: BuiltInTexts;
    forceEnglish?: boolean;
    /** Under /admin the components act for this account (an owner unless told); null for nobody. */
    signedInAs?: PublicUser | null;
  } = {},
) {
  const location = memoryLocation(path);
  const account = signedInAs === undefined ? (path.startsWith('/admin') ? SIGNED_IN_OWNER : null) : signedInAs;
  if (account && queryClient.getQueryData(AUTH_USER_KEY) === undefined)
    queryClient.setQueryData(AUTH_USER_KEY, account);
  const wrap = (children: ReactNode) =>
    forceEnglish ? (
      <ForcedLanguage language="en" builtIn={builtIn}>
        {children}
      </ForcedLanguage>
    ) : (
      children
    );
  const result = render(
    <QueryClientProvider client={queryClient}>
      <I18nProvider builtIn={builtIn}>
        <Router location={location}>
          <TooltipProvider>{wrap(ui)}</TooltipProvider>
          <ToastProbe />
        </Router>
      </I18nProvider>
    </QueryClientProvider>,
  );
  return { ...result, queryClient, location };
}
