import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import type { TranslationEntry } from '../../shared/translations/types';
import { LazyToaster } from '../components/ui/lazy-toaster';
import { I18nProvider } from '../lib/i18n';
import { createQueryClient } from '../lib/query-client';
import { AppRoutes } from './routes';

/**
 * No default set ships with the main bundle: the public screens' texts come with the server's map
 * (built from the default set in src/shared), every t() call there carries its German default, and
 * routes.tsx holds English and French screens back until their map is in (docs/decisions/0021).
 * The admin chunk brings its own defaults.
 */
const PUBLIC_DEFAULTS: readonly TranslationEntry[] = [];

export function App() {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <I18nProvider defaults={PUBLIC_DEFAULTS}>
        <AppRoutes />
        <LazyToaster />
      </I18nProvider>
    </QueryClientProvider>
  );
}
