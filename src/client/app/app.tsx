import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { COMMON_TRANSLATIONS } from '../../shared/translations/common';
import { PUBLIC_SITE_TRANSLATIONS } from '../../shared/translations/public-site';
import { Toaster } from '../components/ui/toaster';
import { I18nProvider } from '../lib/i18n';
import { createQueryClient } from '../lib/query-client';
import { AppRoutes } from './routes';

/** Only the public texts ship with the main bundle; the admin chunk brings its own. */
const PUBLIC_DEFAULTS = [...COMMON_TRANSLATIONS, ...PUBLIC_SITE_TRANSLATIONS];

export function App() {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <I18nProvider defaults={PUBLIC_DEFAULTS}>
        <AppRoutes />
        <Toaster />
      </I18nProvider>
    </QueryClientProvider>
  );
}
