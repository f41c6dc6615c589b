import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Language } from '#shared/languages.ts';
import { lookup, useT } from './i18n';
import { jsonResponse, mockFetch, renderWithProviders } from '#tests/helpers/client/test-render.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

describe('lookup (server text, else the built-in default, else the key)', () => {
  const map = { 'nav.offer': 'Angebot', empty: '', 'gallery.position': 'Bild {n} von {total}' };
  it('takes the text from the map', () => expect(lookup(map, 'nav.offer')).toBe('Angebot'));
  it('falls back to the key', () => expect(lookup(map, 'missing')).toBe('missing'));
  it('works without a map', () => expect(lookup(undefined, 'k')).toBe('k'));
  it('keeps an empty text the server sent', () => expect(lookup(map, 'empty')).toBe(''));
  it('fills placeholders', () => expect(lookup(map, 'gallery.position', { n: 2, total: 5 })).toBe('Bild 2 von 5'));
  it('leaves a placeholder without a value as it is', () =>
    expect(lookup(map, 'gallery.position', { n: 2 })).toBe('Bild 2 von {total}'));
});

/** Built-in texts of the test: two keys, one of which the server also sends; nav.back is in neither. */
const BUILT_IN: Record<Language, Record<string, string>> = {
  de: { 'nav.offer': 'eingebaut', 'footer.legal': 'nur eingebaut' },
  en: { 'nav.offer': 'built-in', 'footer.legal': 'built-in only' },
  fr: { 'nav.offer': 'intégré', 'footer.legal': 'intégré seulement' },
};
const builtIn = (language: Language) => BUILT_IN[language];

function Probe() {
  const t = useT();
  return (
    <ul>
      <li data-testid="both">{t('nav.offer')}</li>
      <li data-testid="builtInOnly">{t('footer.legal')}</li>
      <li data-testid="keyOnly">{t('nav.back')}</li>
    </ul>
  );
}

describe('t() in the provider', () => {
  it('uses the built-in texts until the server map arrives, then the server text; else the key', async () => {
    window.localStorage.setItem('selected-language', 'en');
    let answer: (value: Response) => void = () => undefined;
    mockFetch((url) =>
      url === '/api/translations/en' ? new Promise<Response>((resolve) => (answer = resolve)) : undefined,
    );
    renderWithProviders(<Probe />, { path: '/', builtIn, forceEnglish: false });

    expect(screen.getByTestId('both')).toHaveTextContent('built-in');
    expect(screen.getByTestId('builtInOnly')).toHaveTextContent('built-in only');
    expect(screen.getByTestId('keyOnly')).toHaveTextContent('nav.back');

    answer(jsonResponse({ 'nav.offer': 'from the server', 'nav.back': 'server text' }));
    await waitFor(() => expect(screen.getByTestId('both')).toHaveTextContent('from the server'));
    expect(screen.getByTestId('builtInOnly')).toHaveTextContent('built-in only');
    expect(screen.getByTestId('keyOnly')).toHaveTextContent('server text');
  });

  it('keeps the built-in texts when the server map cannot be fetched', async () => {
    window.localStorage.setItem('selected-language', 'fr');
    const fetchSpy = mockFetch((url) =>
      url.startsWith('/api/translations/') ? jsonResponse({ message: 'down' }, 500) : undefined,
    );
    renderWithProviders(<Probe />, { path: '/', builtIn, forceEnglish: false });
    await waitFor(() => expect(fetchSpy).toHaveBeenCalledWith('/api/translations/fr', expect.anything()));
    expect(screen.getByTestId('both')).toHaveTextContent('intégré');
    expect(screen.getByTestId('keyOnly')).toHaveTextContent('nav.back');
  });
});
