import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OfferPageItem } from '#shared/offers/admin-schemas.ts';
import {
  createTestQueryClient,
  jsonResponse,
  mockFetch,
  renderWithProviders,
} from '#tests/helpers/client/test-render.tsx';
import { DEFAULT_TRANSLATIONS } from '#shared/translations/index.ts';
import { translationMaps } from '#shared/translations/types.ts';
import { ForcedLanguage } from '#client/lib/i18n-scopes.tsx';
import { NO_FILTERS } from './offer-filters';
import { OfferFiltersBar } from './offer-filters-bar';
import { OfferStatusSelect } from './offer-status-select';
import { OffersPanel } from './offers-panel';

const VILLA = '11111111-1111-4111-8111-111111111111';
const FLAT = '22222222-2222-4222-8222-222222222222';

function offer(n: number, overrides: Partial<OfferPageItem> = {}): OfferPageItem {
  return {
    id: `offer-${n}`,
    propertyId: VILLA,
    propertyTitle: 'Villa in Grünwald',
    firstName: 'Anna',
    lastName: `Käufer${n}`,
    email: `anna${n}@example.de`,
    phone: '+49 89 1',
    bidAmount: '900000.00',
    isFavorite: false,
    createdAt: new Date(2026, 10, 20, 10, 0).toISOString(),
    status: 'new',
    note: null,
    terms: null,
    verifiedAt: new Date(2026, 10, 20, 10, 5).toISOString(),
    withdrawnAt: null,
    isHighest: false,
    language: 'de',
    messages: [],
    ...overrides,
  };
}

type Handler = Parameters<typeof mockFetch>[0];

/** The panel against a fake API that records the offer queries it was asked. */
async function renderPanel(offers: OfferPageItem[], more: Handler = () => undefined, path = '/admin?tab=offers') {
  const queries: URLSearchParams[] = [];
  const fetchSpy = mockFetch((url, init) => {
    const answer = more(url, init);
    if (answer) return answer;
    if (url === '/api/admin/properties') {
      return jsonResponse([
        { id: VILLA, title: 'Villa in Grünwald' },
        { id: FLAT, title: 'Altbau in Haidhausen' },
      ]);
    }
    if (url.startsWith('/api/admin/offers?')) {
      const query = new URLSearchParams(url.split('?')[1]);
      // The pages the list shows (the Danger Zone also asks for the count of all offers, limit=1).
      if (query.get('limit') === '50') queries.push(query);
      const status = query.get('status');
      const items = offers.filter((o) => !status || o.status === status);
      return jsonResponse({ items, total: items.length, nextCursor: null });
    }
    return undefined;
  });
  const rendered = renderWithProviders(<OffersPanel />, { queryClient: createTestQueryClient(), path });
  await screen.findByRole('heading', { name: 'Offers' });
  await waitFor(() => expect(screen.queryByText('Loading…')).not.toBeInTheDocument());
  return { ...rendered, fetchSpy, queries };
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('OffersPanel: working through offers', () => {
  it("shows each offer's property, marks the highest, and its status and note", async () => {
    await renderPanel([
      offer(1, { isHighest: true, bidAmount: '1250000.00', status: 'contacted', note: 'Rückruf Dienstag' }),
      offer(2, { propertyTitle: 'Altbau in Haidhausen', propertyId: FLAT }),
    ]);
    const first = screen.getByRole('row', { name: /Käufer1/ });
    expect(first).toHaveTextContent('Villa in Grünwald');
    expect(first).toHaveTextContent('Highest offer for this property');
    expect(first).toHaveTextContent('Rückruf Dienstag');
    expect(within(first).getByRole('combobox', { name: 'Status of the offer from Anna Käufer1' })).toHaveValue(
      'contacted',
    );
    const second = screen.getByRole('row', { name: /Käufer2/ });
    expect(second).toHaveTextContent('Altbau in Haidhausen');
    expect(second).not.toHaveTextContent('Highest');
  });

  it('asks the server for the filters chosen and keeps them in the address', async () => {
    const { queries, location } = await renderPanel([offer(1), offer(2, { status: 'accepted' })]);
    expect(screen.getAllByRole('row')).toHaveLength(3);

    fireEvent.change(screen.getByRole('combobox', { name: 'Status' }), { target: { value: 'accepted' } });
    await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(2));
    expect(queries.at(-1)?.get('status')).toBe('accepted');

    const property = screen.getByRole('combobox', { name: 'Property' });
    expect(
      within(property)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All properties', 'Altbau in Haidhausen', 'Villa in Grünwald']);
    fireEvent.change(property, { target: { value: FLAT } });
    await waitFor(() => expect(queries.at(-1)?.get('propertyId')).toBe(FLAT));

    fireEvent.change(screen.getByRole('combobox', { name: 'Sort by' }), { target: { value: 'highest' } });
    await waitFor(() => expect(queries.at(-1)?.get('sort')).toBe('amount'));
    expect(queries.at(-1)?.get('dir')).toBe('desc');

    fireEvent.click(screen.getByRole('switch', { name: 'Favorites only' }));
    await waitFor(() => expect(queries.at(-1)?.get('favorite')).toBe('true'));

    const address = new URLSearchParams(location.history.at(-1)!.split('?')[1]);
    expect(Object.fromEntries(address)).toEqual({
      tab: 'offers',
      status: 'accepted',
      property: FLAT,
      order: 'highest',
      favorite: '1',
    });
    expect(screen.getByText('1 of 2 offers')).toBeInTheDocument();

    fireEvent.click(screen.getAllByRole('button', { name: 'Clear filters' })[0]!);
    await waitFor(() => expect(location.history.at(-1)).toBe('/admin?tab=offers&order=highest'));
  });

  it('counts one offer in the singular, more in the plural', async () => {
    const one = await renderPanel([offer(1)]);
    expect(screen.getByText('1 offer received')).toBeInTheDocument();
    one.unmount();
    await renderPanel([offer(1), offer(2)]);
    expect(screen.getByText('2 offers received')).toBeInTheDocument();
  });

  it.each([
    ['de', '1 Angebot eingegangen', '1 von 1 Angeboten'],
    ['fr', '1 offre reçue', '1 offre sur 1'],
  ] as const)('counts one offer in the singular in %s, filtered or not', async (language, received, filtered) => {
    const texts = translationMaps(DEFAULT_TRANSLATIONS);
    mockFetch((url) => {
      if (url === '/api/admin/properties') return jsonResponse([]);
      if (url.startsWith('/api/admin/offers?')) return jsonResponse({ items: [offer(1)], total: 1, nextCursor: null });
      return undefined;
    });
    const show = (path: string) =>
      renderWithProviders(
        <ForcedLanguage language={language} builtIn={texts}>
          <OffersPanel />
        </ForcedLanguage>,
        { queryClient: createTestQueryClient(), path, forceEnglish: false },
      );
    show('/admin?tab=offers');
    expect(await screen.findByText(received)).toBeInTheDocument();
    cleanup();
    show('/admin?tab=offers&status=new');
    expect(await screen.findByText(filtered)).toBeInTheDocument();
  });

  it('searches once typing pauses, and at once on Enter', async () => {
    const { queries } = await renderPanel([offer(1)]);
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const box = screen.getByRole('searchbox', { name: 'Search by name or e-mail' });
    fireEvent.change(box, { target: { value: 'hu' } });
    fireEvent.change(box, { target: { value: 'huber' } });
    act(() => vi.advanceTimersByTime(100));
    expect(queries.some((q) => q.has('q'))).toBe(false);
    act(() => vi.advanceTimersByTime(300));
    await waitFor(() => expect(queries.at(-1)?.get('q')).toBe('huber'));
    expect(queries.filter((q) => q.has('q'))).toHaveLength(1);

    fireEvent.change(box, { target: { value: 'huber@example' } });
    fireEvent.submit(box.closest('form')!);
    await waitFor(() => expect(queries.at(-1)?.get('q')).toBe('huber@example'));
  });

  it('starts from the filters in the address, and says when nothing matches', async () => {
    const { queries } = await renderPanel([offer(1)], undefined, '/admin?tab=offers&status=declined&q=zz');
    expect(queries[0]?.get('status')).toBe('declined');
    expect(queries[0]?.get('q')).toBe('zz');
    expect(screen.getByText('No offers match these filters.')).toBeInTheDocument();
    expect(screen.getByRole('searchbox')).toHaveValue('zz');
    expect(screen.queryByText('Keine Angebote gefunden')).not.toBeInTheDocument();
  });

  it('saves a new status without a further click and says so', async () => {
    const offers = [offer(1)];
    const patches: unknown[] = [];
    await renderPanel(offers, (url, init) => {
      if (url === '/api/admin/bids/offer-1' && init?.method === 'PATCH') {
        const change = JSON.parse(String(init.body)) as Partial<OfferPageItem>;
        patches.push(change);
        offers[0] = { ...offers[0]!, ...change };
        return jsonResponse(offers[0]);
      }
      return undefined;
    });
    const select = screen.getByRole('combobox', { name: 'Status of the offer from Anna Käufer1' });
    fireEvent.change(select, { target: { value: 'contacted' } });
    fireEvent.change(select, { target: { value: 'accepted' } });
    fireEvent.blur(select);
    await waitFor(() => expect(screen.getByTestId('toast-title')).toHaveTextContent('Status saved'));
    expect(screen.getByTestId('toast-description')).toHaveTextContent('Offer from Anna Käufer1: Accepted');
    // Arrow keys step through the options: only where the admin stopped is saved.
    expect(patches).toEqual([{ status: 'accepted' }]);
    await waitFor(() => expect(select).toHaveValue('accepted'));
  });

  it('writes a note in a dialog and shows it in the row', async () => {
    const offers = [offer(1)];
    await renderPanel(offers, (url, init) => {
      if (url === '/api/admin/bids/offer-1' && init?.method === 'PATCH') {
        offers[0] = { ...offers[0]!, ...(JSON.parse(String(init.body)) as object) };
        return jsonResponse(offers[0]);
      }
      return undefined;
    });
    fireEvent.click(screen.getByRole('button', { name: 'Internal note on the offer from Anna Käufer1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Internal note' });
    expect(dialog).toHaveTextContent('On the offer from Anna Käufer1 of 900.000,00 €');
    const field = within(dialog).getByRole('textbox', { name: 'Note' });
    fireEvent.change(field, { target: { value: 'Finanzierung bestätigt' } });
    expect(dialog).toHaveTextContent('22 of 2.000 characters');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save note' }));
    await waitFor(() => expect(screen.getByTestId('toast-title')).toHaveTextContent('Note saved'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('row', { name: /Käufer1/ })).toHaveTextContent('Finanzierung bestätigt');
  });

  it('refuses a note that is too long before sending it', async () => {
    const { fetchSpy } = await renderPanel([offer(1)]);
    fireEvent.click(screen.getByRole('button', { name: 'Internal note on the offer from Anna Käufer1' }));
    const dialog = await screen.findByRole('dialog');
    const field = within(dialog).getByRole('textbox', { name: 'Note' });
    fireEvent.change(field, { target: { value: 'x'.repeat(2001) } });
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(dialog).toHaveTextContent('The note can be at most 2.000 characters long.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save note' }));
    expect(fetchSpy.mock.calls.some(([, init]) => init?.method === 'PATCH')).toBe(false);
  });

  it('deletes one offer after a confirmation naming it', async () => {
    const offers = [offer(1, { bidAmount: '777000.00' }), offer(2)];
    const { fetchSpy } = await renderPanel(offers, (url, init) => {
      if (url === '/api/admin/bids/offer-1' && init?.method === 'DELETE') {
        offers.splice(0, 1);
        return jsonResponse({ message: 'Offer deleted' });
      }
      return undefined;
    });
    fireEvent.click(screen.getByRole('button', { name: 'Delete the offer from Anna Käufer1' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this offer?' });
    expect(dialog).toHaveTextContent(
      'The offer from Anna Käufer1 of 777.000,00 € for “Villa in Grünwald” will be permanently deleted. This action cannot be undone.',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(fetchSpy.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Delete the offer from Anna Käufer1' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Yes, delete offer' }));
    await waitFor(() => expect(screen.getByTestId('toast-title')).toHaveTextContent('Offer deleted'));
    await waitFor(() => expect(screen.queryByRole('row', { name: /Käufer1/ })).not.toBeInTheDocument());
    expect(screen.getByRole('row', { name: /Käufer2/ })).toBeInTheDocument();
  });
});

describe('the new offer texts in every language of the set', () => {
  const texts = translationMaps(DEFAULT_TRANSLATIONS);

  it.each([
    ['de', 'Suche nach Name oder E-Mail', 'Alle Status', 'Höchster Betrag zuerst', 'Kontaktiert', 'Nur Favoriten'],
    [
      'fr',
      'Rechercher par nom ou e-mail',
      'Tous les statuts',
      'Montant le plus élevé',
      'Contactée',
      'Favoris uniquement',
    ],
    ['en', 'Search by name or e-mail', 'All statuses', 'Highest amount first', 'Contacted', 'Favorites only'],
  ] as const)('reads the controls in %s', (language, search, allStatuses, highest, contacted, favorites) => {
    mockFetch(() => undefined);
    renderWithProviders(
      <ForcedLanguage language={language} builtIn={texts}>
        <OfferFiltersBar filters={{ ...NO_FILTERS, status: 'contacted' }} properties={[]} onChange={() => undefined} />
        <OfferStatusSelect offer={offer(1, { status: 'contacted' })} name="Anna Käufer1" />
      </ForcedLanguage>,
      { forceEnglish: false },
    );
    expect(screen.getByRole('searchbox', { name: search })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: allStatuses })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: highest })).toBeInTheDocument();
    expect(
      screen
        .getAllByRole('combobox')
        .some((select) => (select as HTMLSelectElement).selectedOptions[0]?.text === contacted),
    ).toBe(true);
    expect(screen.getByRole('switch', { name: favorites })).toBeInTheDocument();
    // No key shows through where a text is missing.
    expect(document.body.textContent).not.toMatch(/admin\.offers\./);
  });
});

describe('OffersPanel: verified bidders', () => {
  it('marks the offers whose e-mail address is not verified, in the table', async () => {
    await renderPanel([offer(1, { verifiedAt: null }), offer(2)]);
    const unverified = screen.getByRole('row', { name: /Käufer1/ });
    expect(within(unverified).getByText('E-mail not verified')).toHaveAttribute(
      'title',
      'The bidder has not yet opened the link in their confirmation e-mail.',
    );
    expect(screen.getByRole('row', { name: /Käufer2/ })).not.toHaveTextContent('not verified');
    expect(screen.getAllByText('E-mail not verified')).toHaveLength(1);
  });

  it('marks them on the narrow cards too', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: false,
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }));
    await renderPanel([offer(1), offer(2, { verifiedAt: null })]);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const cards = within(screen.getByRole('list', { name: 'Offer list' })).getAllByRole('listitem');
    expect(cards[0]).not.toHaveTextContent('E-mail not verified');
    expect(cards[1]).toHaveTextContent('E-mail not verified');
  });
});

describe('OffersPanel: letters to bidders', () => {
  it('writes to a selection: one letter per language the bidders offered in, from the chosen template', async () => {
    const bodies: unknown[] = [];
    await renderPanel([offer(1), offer(2, { language: 'fr' }), offer(3)], (url, init) => {
      if (url !== '/api/admin/offer-messages' || init?.method !== 'POST') return undefined;
      bodies.push(JSON.parse(String(init.body)));
      return jsonResponse({ message: '2 letters are on their way.', queued: 2 }, 201);
    });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select: Anna Käufer1' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select: Anna Käufer2' }));
    expect(screen.getByText('2 selected')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Write a message' }));

    const dialog = await screen.findByRole('dialog', { name: 'Message to bidders' });
    expect(dialog).toHaveTextContent('To: Anna Käufer1, Anna Käufer2');
    fireEvent.change(within(dialog).getByRole('combobox', { name: 'Template' }), { target: { value: 'decline' } });
    const german = within(dialog).getByRole('group', { name: 'In German – to 1' });
    const french = within(dialog).getByRole('group', { name: 'In French – to 1' });
    expect(within(german).getByRole('textbox', { name: 'Subject' })).toHaveValue(
      'Ihr Angebot für {property}: unsere Entscheidung',
    );
    expect(within(french).getByRole('textbox', { name: 'Subject' })).toHaveValue(
      'Votre offre pour {property} : notre décision',
    );
    fireEvent.change(within(german).getByRole('textbox', { name: 'Text' }), {
      target: { value: 'Guten Tag {name}, leider nein.' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send to 2' }));

    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toEqual({
      offerIds: ['offer-1', 'offer-2'],
      template: 'decline',
      letters: {
        de: { subject: 'Ihr Angebot für {property}: unsere Entscheidung', body: 'Guten Tag {name}, leider nein.' },
        fr: {
          subject: 'Votre offre pour {property} : notre décision',
          body: expect.stringContaining('Le propriétaire a choisi une autre offre.'),
        },
      },
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // Written to, the selection is cleared.
    expect(screen.queryByText('2 selected')).not.toBeInTheDocument();
  });

  it('refuses an unknown placeholder before sending, and shows each offer’s letters with their status', async () => {
    const posted: string[] = [];
    await renderPanel(
      [
        offer(1, {
          messages: [
            {
              id: '9b2f0c4e-1d3a-4e5b-8c7d-6a5b4c3d2e1f',
              template: 'proof-of-funds',
              subject: 'Finanzierungsnachweis für Villa in Grünwald',
              createdAt: new Date(2026, 10, 21, 9, 30).toISOString(),
              status: 'sent',
              sentAt: new Date(2026, 10, 21, 9, 31).toISOString(),
            },
          ],
        }),
      ],
      (url) => {
        if (url === '/api/admin/offer-messages') posted.push(url);
        return undefined;
      },
    );
    const row = screen.getByRole('row', { name: /Käufer1/ });
    expect(within(row).getByText('Messages (1)')).toBeInTheDocument();
    expect(row).toHaveTextContent('Finanzierungsnachweis für Villa in Grünwald');
    expect(row).toHaveTextContent('sent');

    fireEvent.click(within(row).getByRole('button', { name: 'Message to Anna Käufer1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Message to bidders' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Subject' }), { target: { value: 'Hallo {Name}' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send to 1' }));
    expect(await within(dialog).findByText(/Unknown placeholder: \{Name\}/)).toBeInTheDocument();
    expect(posted).toEqual([]);
  });
});
