import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '#tests/helpers/client/test-render.tsx';
import { DEFAULT_TRANSLATIONS } from '#shared/translations/index.ts';
import { translationMaps } from '#shared/translations/types.ts';
import { I18nProvider, useI18n } from './i18n';

const builtIn = translationMaps(DEFAULT_TRANSLATIONS);

function ShownLanguage() {
  const { language, t } = useI18n();
  return <p>{`${language}: ${t('nav.offer')}`}</p>;
}

function renderAt(address: string) {
  mockFetch(() => undefined);
  window.history.replaceState(null, '', address);
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <I18nProvider builtIn={builtIn}>
        <ShownLanguage />
      </I18nProvider>
    </QueryClientProvider>,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
  window.history.replaceState(null, '', '/');
});

describe('the language from the address', () => {
  it('takes ?lang=fr over the stored choice and keeps it as the choice', () => {
    window.localStorage.setItem('selected-language', 'en');
    renderAt('/?lang=fr');
    expect(screen.getByText('fr: Offre')).toBeInTheDocument();
    expect(window.localStorage.getItem('selected-language')).toBe('fr');
  });

  it('ignores an unknown ?lang= and keeps the stored choice', () => {
    window.localStorage.setItem('selected-language', 'en');
    renderAt('/pages/impressum?lang=xx');
    expect(screen.getByText('en: Offer')).toBeInTheDocument();
    expect(window.localStorage.getItem('selected-language')).toBe('en');
  });

  it('is German without either', () => {
    renderAt('/');
    expect(screen.getByText('de: Angebot')).toBeInTheDocument();
  });
});
