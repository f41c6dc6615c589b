import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Page } from '#shared/pages/schemas.ts';
import { jsonResponse, mockFetch, renderWithProviders } from '#tests/helpers/client/test-render.tsx';
import { ContentPage, localizedPage } from './content-page';
import { defaultTranslationMap } from '#shared/translations/index.ts';

const PAGE: Page = {
  id: 'p1',
  slug: 'impressum',
  title: 'Impressum',
  titleEn: 'Legal notice',
  titleFr: '',
  content: 'Zeile eins\nZeile zwei\n\nAbsatz',
  contentEn: 'Line one\nLine two',
  contentFr: null,
  isActive: true,
  createdAt: '2024-01-01T00:00:00.000Z',
  updatedAt: '2024-01-01T00:00:00.000Z',
};

afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
  document.title = '';
});

function renderPage(slug: string, language: 'de' | 'en' | 'fr') {
  window.localStorage.setItem('selected-language', language);
  return renderWithProviders(<ContentPage slug={slug} />, {
    path: `/pages/${slug}`,
    forceEnglish: false,
  });
}

describe('localizedPage (English or French when given, else German)', () => {
  it('English and French use their version when it is not empty, else the German one', () => {
    expect(localizedPage(PAGE, 'en')).toEqual({ title: 'Legal notice', content: 'Line one\nLine two' });
    expect(localizedPage(PAGE, 'fr')).toEqual({ title: 'Impressum', content: PAGE.content });
    expect(localizedPage(PAGE, 'de')).toEqual({ title: 'Impressum', content: PAGE.content });
  });
});

describe('ContentPage', () => {
  it('shows the page in the current language with its line breaks', async () => {
    mockFetch((url) => (url === '/api/pages/impressum' ? jsonResponse(PAGE) : undefined));
    renderPage('impressum', 'en');
    expect(await screen.findByRole('heading', { level: 1, name: 'Legal notice' })).toBeInTheDocument();
    // One paragraph, its line break kept as one.
    const paragraph = screen.getByText(/Line one/);
    expect(paragraph.tagName).toBe('P');
    expect(paragraph.innerHTML).toBe('Line one<br>Line two');
    expect(document.title).toBe('Legal notice | Isarwert Immobilien');
  });

  it('draws headings, lists, bold and safe links, and leaves an unsafe link as text', async () => {
    const marked: Page = {
      ...PAGE,
      content: '## Ihre Rechte\n- **Auskunft**\n- Löschung\n\nSiehe [AGB](/agb) oder [x](javascript:alert(1)).',
    };
    mockFetch((url) => (url === '/api/pages/impressum' ? jsonResponse(marked) : undefined));
    renderPage('impressum', 'de');
    expect(await screen.findByRole('heading', { level: 2, name: 'Ihre Rechte' })).toBeInTheDocument();
    const items = screen.getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['Auskunft', 'Löschung']);
    expect(items[0]!.querySelector('strong')).toHaveTextContent('Auskunft');
    expect(screen.getByRole('link', { name: 'AGB' })).toHaveAttribute('href', '/agb');
    expect(screen.queryByRole('link', { name: 'x' })).toBeNull();
    expect(screen.getByText(/javascript:alert/).textContent).toContain('[x](javascript:alert(1))');
    // The description is the words, not the markup.
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content') ?? '').not.toContain('##');
  });

  it('falls back to the German title and content where the French ones are empty', async () => {
    mockFetch((url) => (url === '/api/pages/impressum' ? jsonResponse(PAGE) : undefined));
    renderPage('impressum', 'fr');
    expect(await screen.findByRole('heading', { level: 1, name: 'Impressum' })).toBeInTheDocument();
    expect(screen.getByText(/Zeile eins/).innerHTML).toBe('Zeile eins<br>Zeile zwei');
    expect(screen.getByText('Absatz').tagName).toBe('P');
  });

  it("shows 'Seite nicht gefunden' with a way home when the page does not exist", async () => {
    mockFetch(() => undefined);
    renderPage('gibt-es-nicht', 'de');
    expect(await screen.findByRole('heading', { name: 'Seite nicht gefunden' })).toBeInTheDocument();
    expect(screen.getByText('Die angeforderte Seite konnte nicht gefunden werden.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zur Startseite' })).toHaveAttribute('href', '/');
  });

  it.each(['en', 'fr'] as const)('names the page-not-found screen and its way home in %s', async (language) => {
    const text = defaultTranslationMap(language);
    mockFetch(() => undefined);
    renderPage('gibt-es-nicht', language);
    expect(await screen.findByRole('heading', { name: text['page.notFoundTitle'] })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: text['action.toHome'] })).toHaveAttribute('href', '/');
  });

  it('shows a spinner while loading', () => {
    mockFetch(() => new Promise<Response>(() => undefined));
    renderPage('impressum', 'de');
    expect(screen.getByRole('status')).toHaveTextContent('Wird geladen…');
  });
});
