import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TranslationEntry } from '../../shared/translations/types';
import { lookup, useT } from './i18n';
import { jsonResponse, mockFetch, renderWithProviders } from './test-render';

afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

describe('lookup (SPEC §1: server text, else the supplied default, else the key)', () => {
  const map = { 'nav.offer': 'Angebot', empty: '' };
  it('prefers the map', () => expect(lookup(map, 'nav.offer', 'Offer')).toBe('Angebot'));
  it('falls back to the default text', () => expect(lookup(map, 'missing', 'Default')).toBe('Default'));
  it('falls back to the key', () => expect(lookup(map, 'missing')).toBe('missing'));
  it('works without a map', () => expect(lookup(undefined, 'k', 'D')).toBe('D'));
  it('keeps an empty text the server sent', () => expect(lookup(map, 'empty', 'Default')).toBe(''));
});

const BUILT_IN: TranslationEntry[] = [
  { key: 'both', category: 'ui', de: 'eingebaut', en: 'built-in', fr: 'intégré' },
  { key: 'builtInOnly', category: 'ui', de: 'nur eingebaut', en: 'built-in only', fr: 'intégré seulement' },
];

function Probe() {
  const t = useT();
  return (
    <ul>
      <li data-testid="both">{t('both', 'fallback')}</li>
      <li data-testid="builtInOnly">{t('builtInOnly', 'fallback')}</li>
      <li data-testid="fallbackOnly">{t('fallbackOnly', 'fallback')}</li>
      <li data-testid="keyOnly">{t('keyOnly')}</li>
    </ul>
  );
}

describe('t() in the provider', () => {
  it('uses the built-in set until the server map arrives, then the server text; then fallback; then key', async () => {
    window.localStorage.setItem('selected-language', 'en');
    let answer: (value: Response) => void = () => undefined;
    mockFetch((url) =>
      url === '/api/translations/en' ? new Promise<Response>((resolve) => (answer = resolve)) : undefined,
    );
    renderWithProviders(<Probe />, { path: '/', defaults: BUILT_IN, forceEnglish: false });

    expect(screen.getByTestId('both')).toHaveTextContent('built-in');
    expect(screen.getByTestId('builtInOnly')).toHaveTextContent('built-in only');
    expect(screen.getByTestId('fallbackOnly')).toHaveTextContent('fallback');
    expect(screen.getByTestId('keyOnly')).toHaveTextContent('keyOnly');

    answer(jsonResponse({ both: 'from the server', keyOnly: 'server text' }));
    await waitFor(() => expect(screen.getByTestId('both')).toHaveTextContent('from the server'));
    expect(screen.getByTestId('builtInOnly')).toHaveTextContent('built-in only');
    expect(screen.getByTestId('fallbackOnly')).toHaveTextContent('fallback');
    expect(screen.getByTestId('keyOnly')).toHaveTextContent('server text');
  });

  it('keeps the built-in texts when the server map cannot be fetched', async () => {
    window.localStorage.setItem('selected-language', 'fr');
    const fetchSpy = mockFetch((url) =>
      url.startsWith('/api/translations/') ? jsonResponse({ message: 'down' }, 500) : undefined,
    );
    renderWithProviders(<Probe />, { path: '/', defaults: BUILT_IN, forceEnglish: false });
    await waitFor(() => expect(fetchSpy).toHaveBeenCalledWith('/api/translations/fr', expect.anything()));
    expect(screen.getByTestId('both')).toHaveTextContent('intégré');
    expect(screen.getByTestId('fallbackOnly')).toHaveTextContent('fallback');
  });
});
