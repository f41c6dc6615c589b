import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_TRANSLATIONS } from '#shared/translations/index.ts';
import {
  createTestQueryClient,
  jsonResponse,
  mockFetch,
  renderWithProviders,
} from '#tests/helpers/client/test-render.tsx';
import { resetUnauthorizedRedirect } from '#client/lib/use-unauthorized-redirect.ts';
import { TranslationsPanel } from './translations-panel';
import { defaultTranslationRows } from './use-admin-translations';

afterEach(() => {
  resetUnauthorizedRedirect();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

// A built-in text the agency changed, and a key of its own (German only so far).
const rows = [
  { id: 't1', key: 'custom.banner', language: 'de', value: 'Willkommen', category: 'ui' },
  { id: 't2', key: 'nav.offer', language: 'de', value: 'Angebot abgeben', category: 'navigation' },
];
const BUILT_IN = DEFAULT_TRANSLATIONS.length;

function renderPanel(stored = rows) {
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(['/api/admin/translations/de'], stored);
  queryClient.setQueryData(['/api/admin/translations/en'], []);
  queryClient.setQueryData(['/api/admin/translations'], {
    de: Object.fromEntries(stored.map((row) => [row.key, row.value])),
    en: {},
    fr: {},
  });
  return renderWithProviders(<TranslationsPanel />, { queryClient });
}

const search = (text: string) => fireEvent.change(screen.getByLabelText('Search'), { target: { value: text } });

describe('TranslationsPanel', () => {
  it('lists every text the site uses, built-in ones as defaults, a change marked, and counts them all (decision 0117)', async () => {
    mockFetch(() => undefined);
    renderPanel();
    // Every built-in text and the own key, 50 to a page.
    expect(screen.getByText(`1–50 of ${BUILT_IN + 1}`)).toBeInTheDocument();
    search('nav.offer');
    const changed = await screen.findByRole('row', { name: /nav\.offer/ });
    expect(changed).toHaveTextContent('Angebot abgeben');
    expect(changed).toHaveTextContent('Edited');
    expect(changed).toHaveTextContent('Default: Angebot');
    expect(within(changed).getByRole('button', { name: 'Reset nav.offer to default' })).toBeInTheDocument();
    search('property.interested');
    const builtIn = await screen.findByRole('row', { name: /property\.interested(?![\w.])/ });
    expect(builtIn).toHaveTextContent('Interessiert?');
    expect(builtIn).toHaveTextContent('Default');
    // Not stored: nothing to delete.
    expect(within(builtIn).queryByRole('button', { name: /^Delete/ })).not.toBeInTheDocument();
    // Built-in texts count in every language; the own key only where it is written.
    expect(screen.getByTestId('coverage-de')).toHaveTextContent(String(BUILT_IN + 1));
    expect(screen.getByTestId('coverage-en')).toHaveTextContent(String(BUILT_IN));
    expect(screen.getByTestId('coverage-fr')).toHaveTextContent(String(BUILT_IN));
  });

  it('finds a text by its words in any language, and stores a change to a built-in text', async () => {
    const fetchSpy = mockFetch((url, init) =>
      url === '/api/admin/translations' && init?.method === 'POST'
        ? jsonResponse(
            { id: 'n1', key: 'property.interested', language: 'en', value: 'Keen?', category: 'property' },
            201,
          )
        : undefined,
    );
    renderPanel();
    fireEvent.click(screen.getByRole('button', { name: 'English' }));
    search('Interessiert');
    const row = await screen.findByRole('row', { name: /property\.interested(?![\w.])/ });
    expect(row).toHaveTextContent('Interested?');
    fireEvent.click(within(row).getByRole('button', { name: 'Edit property.interested' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Value'), { target: { value: 'Keen?' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const [, init] = fetchSpy.mock.calls.find(
      ([url, call]) => url === '/api/admin/translations' && call?.method === 'POST',
    )!;
    expect(JSON.parse(String(init?.body))).toEqual({
      key: 'property.interested',
      language: 'en',
      category: 'property',
      value: 'Keen?',
    });
  });

  it('seeds the whole built-in set, one row per key and language', async () => {
    const fetchSpy = mockFetch((url) =>
      url === '/api/admin/translations/bulk' ? jsonResponse({ results: new Array(12).fill({}) }) : undefined,
    );
    renderPanel();
    fireEvent.click(screen.getByRole('button', { name: 'Seed Default Translations' }));
    await waitFor(() =>
      expect(screen.getByTestId('toast-title')).toHaveTextContent('12 translations seeded successfully'),
    );
    const [, init] = fetchSpy.mock.calls.find(([url]) => url === '/api/admin/translations/bulk')!;
    const body = JSON.parse(String(init?.body)) as { translations: unknown[] };
    expect(body.translations).toHaveLength(DEFAULT_TRANSLATIONS.length * 3);
    expect(defaultTranslationRows()[0]).toEqual({
      key: DEFAULT_TRANSLATIONS[0]!.key,
      language: 'de',
      value: DEFAULT_TRANSLATIONS[0]!.de,
      category: DEFAULT_TRANSLATIONS[0]!.category,
    });
  });

  it("reports a failed seed as 'Error seeding translations' / 'Failed to seed translations'", async () => {
    mockFetch((url) =>
      url === '/api/admin/translations/bulk' ? jsonResponse({ message: 'db down' }, 500) : undefined,
    );
    renderPanel();
    fireEvent.click(screen.getByRole('button', { name: 'Seed Default Translations' }));
    await waitFor(() => expect(screen.getByTestId('toast-title')).toHaveTextContent('Error seeding translations'));
    expect(screen.getByTestId('toast-description')).toHaveTextContent('Failed to seed translations');
  });

  it('says it is redirecting to login on a 401', async () => {
    mockFetch((url, init) =>
      url === '/api/admin/translations/t1' && init?.method === 'DELETE'
        ? jsonResponse({ message: 'Unauthorized' }, 401)
        : undefined,
    );
    const { location } = renderPanel();
    search('custom.banner');
    fireEvent.click(await screen.findByRole('button', { name: 'Delete custom.banner' }));
    expect(screen.getByRole('alertdialog')).toHaveTextContent('Are you sure you want to delete this translation?');
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(screen.getByTestId('toast-description')).toHaveTextContent(
        'You are no longer logged in. Redirecting to login...',
      ),
    );
    act(() => vi.advanceTimersByTime(600));
    expect(location.history.at(-1)).toBe('/login');
  });

  it('filters by key or value', () => {
    mockFetch(() => undefined);
    renderPanel();
    search('angebot abgeben');
    return waitFor(() => {
      expect(screen.queryByRole('row', { name: /custom\.banner/ })).not.toBeInTheDocument();
      expect(screen.getByRole('row', { name: /nav\.offer/ })).toBeInTheDocument();
    });
  });
});
