import { act, fireEvent, screen, waitFor } from '@testing-library/react';
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

const rows = [
  { id: 't1', key: 'hero.title', language: 'de', value: 'Willkommen', category: 'ui' },
  { id: 't2', key: 'nav.offer', language: 'de', value: 'Angebot', category: 'navigation' },
];

function renderPanel() {
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(['/api/admin/translations/de'], rows);
  queryClient.setQueryData(['/api/admin/translations'], { de: { a: '1', b: '2' }, en: { a: '1' }, fr: {} });
  return renderWithProviders(<TranslationsPanel />, { queryClient });
}

describe('TranslationsPanel', () => {
  it('lists rows and the coverage per language', () => {
    mockFetch(() => undefined);
    renderPanel();
    expect(screen.getByRole('row', { name: /hero\.title/ })).toHaveTextContent('Willkommen');
    expect(screen.getByTestId('coverage-de')).toHaveTextContent('2');
    expect(screen.getByTestId('coverage-en')).toHaveTextContent('1');
    expect(screen.getByTestId('coverage-fr')).toHaveTextContent('0');
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
    fireEvent.click(screen.getByRole('button', { name: 'Delete hero.title' }));
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
    fireEvent.change(screen.getByLabelText('Search'), { target: { value: 'angebot' } });
    return waitFor(() => {
      expect(screen.queryByRole('row', { name: /hero\.title/ })).not.toBeInTheDocument();
      expect(screen.getByRole('row', { name: /nav\.offer/ })).toBeInTheDocument();
    });
  });
});
