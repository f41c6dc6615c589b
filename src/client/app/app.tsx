import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import PUBLIC_TEXTS_DE from 'virtual:public-texts';
import { LazyToaster } from '../components/ui/lazy-toaster';
import { I18nProvider } from '../lib/i18n';
import { createQueryClient } from '../lib/query-client';
import { AppRoutes } from './routes';

/**
 * The main bundle carries the public screens' German texts only (generated from src/shared at build
 * time): German, the default language, renders at once, and English and French screens wait in
 * routes.tsx for their server map (docs/decisions/0044). The login and admin chunks bring their own.
 */
const publicBuiltIn = () => PUBLIC_TEXTS_DE;

export function App() {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <I18nProvider builtIn={publicBuiltIn}>
        <AppRoutes />
        <LazyToaster />
      </I18nProvider>
    </QueryClientProvider>
  );
}
