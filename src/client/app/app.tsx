import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import PUBLIC_TEXTS_DE from 'virtual:public-texts';
import { LazyToaster } from '../components/ui/lazy-toaster';
import { endHydration, type HydrationState } from '../lib/hydration';
import { I18nProvider } from '../lib/i18n';
import { createQueryClient } from '../lib/query-client';
import { AppRoutes } from './routes';

/**
 * The main bundle carries the public screens' German texts only (generated from src/shared at build
 * time): German, the default language, renders at once, and English and French screens wait in
 * routes.tsx for their server map (docs/decisions/0044). The login and admin chunks bring their own.
 */
const publicBuiltIn = () => PUBLIC_TEXTS_DE;

/** The query cache, filled with what the server rendered the page from (nothing to fetch again). */
function startingQueryClient(initial: HydrationState | undefined) {
  const client = createQueryClient();
  for (const [key, data] of initial?.queries ?? []) client.setQueryData(key, data);
  return client;
}

/**
 * The whole client. `initial` is the state of a page the server rendered (entry-server.tsx): the
 * same data and language give the same markup, which the browser then adopts (main.tsx).
 */
export function App({ initial }: { initial?: HydrationState }) {
  const [queryClient] = useState(() => startingQueryClient(initial));
  useEffect(() => {
    // Effects run once the server's markup has been adopted.
    endHydration();
    // The page responds from now on (browser tests wait for this).
    document.documentElement.dataset.appReady = '';
  }, []);
  return (
    <QueryClientProvider client={queryClient}>
      <I18nProvider builtIn={publicBuiltIn} renderedLanguage={initial?.language}>
        <AppRoutes />
        <LazyToaster />
      </I18nProvider>
    </QueryClientProvider>
  );
}
