import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '#tests/helpers/client/test-render.tsx';
import { DEFAULT_TRANSLATIONS } from '#shared/translations/index.ts';
import { translationMaps } from '#shared/translations/types.ts';
import { I18nProvider, useI18n } from './i18n';

const builtIn = translationMaps(DEFAULT_TRANSLATIONS);

function ShownLanguage() {
  const { language, setLanguage } = useI18n();
  return (
    <button type="button" onClick={() => setLanguage('fr')}>
      {language}
    </button>
  );
}

/** A page the server rendered in `rendered`: the provider starts there, as the markup says. */
function renderRenderedPage(rendered: 'de' | 'en' | 'fr', address = '/') {
  mockFetch(() => undefined);
  window.history.replaceState(null, '', address);
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <I18nProvider builtIn={builtIn} renderedLanguage={rendered}>
        <ShownLanguage />
      </I18nProvider>
    </QueryClientProvider>,
  );
}

const languageCookie = () => /(?:^|;\s*)selected-language=([a-z]+)/.exec(document.cookie)?.[1];

afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
  document.cookie = 'selected-language=; Path=/; Max-Age=0';
  window.history.replaceState(null, '', '/');
});

describe('the language of a page the server rendered', () => {
  it('turns to the stored choice the cookie did not carry, and mirrors it into the cookie', async () => {
    window.localStorage.setItem('selected-language', 'en');
    renderRenderedPage('de');
    expect(await screen.findByRole('button', { name: 'en' })).toBeInTheDocument();
    expect(languageCookie()).toBe('en');
  });

  it('stays in the rendered language when nothing is stored, and mirrors it', async () => {
    renderRenderedPage('fr');
    expect(await screen.findByRole('button', { name: 'fr' })).toBeInTheDocument();
    expect(languageCookie()).toBe('fr');
    expect(window.localStorage.getItem('selected-language')).toBeNull();
  });

  it('keeps ?lang= of the address (the server rendered it) as the stored choice', async () => {
    window.localStorage.setItem('selected-language', 'fr');
    renderRenderedPage('en', '/?lang=en');
    expect(await screen.findByRole('button', { name: 'en' })).toBeInTheDocument();
    expect(window.localStorage.getItem('selected-language')).toBe('en');
  });

  it('writes a choice made in the page to storage and cookie', async () => {
    renderRenderedPage('de');
    (await screen.findByRole('button', { name: 'de' })).click();
    expect(await screen.findByRole('button', { name: 'fr' })).toBeInTheDocument();
    // Stored by an effect after the page shows the language: waited for, not raced.
    await waitFor(() => expect(window.localStorage.getItem('selected-language')).toBe('fr'));
    expect(languageCookie()).toBe('fr');
  });
});
