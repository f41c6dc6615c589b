import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DocumentAccessState } from '#shared/documents/access-schemas.ts';
import type { PublicDocument } from '#shared/documents/schemas.ts';
import type { Language } from '#shared/languages.ts';
import type { Property } from '#shared/properties/schemas.ts';
import { documentDay, documentSize } from '#client/lib/document-format.ts';
import { mockFetch, renderWithProviders } from '#tests/helpers/client/test-render.tsx';
import { altbauProperty, PLAIN_PUBLIC_PROCEDURE } from '#tests/helpers/client/listing-data.ts';
import { PropertyDetails } from './property-details';

const EXPOSE: PublicDocument = {
  id: '6f1c2a9e-0b7d-4c41-9a55-2d8e3f4a5b6c',
  gated: false,
  title: { de: 'Exposé', en: 'Brochure', fr: '' },
  mediaType: 'application/pdf',
  byteSize: Math.round(2.4 * 1024 * 1024),
  fileUpdatedAt: '2026-11-12T09:30:00.000Z',
  version: 1,
  preview: true,
  energyCertificate: false,
};
const FLOOR_PLAN: PublicDocument = {
  id: '0a4e7b3c-5d2f-4e8a-b1c9-7f6d5e4c3b2a',
  gated: false,
  title: { de: 'Grundriss Erdgeschoss', en: '', fr: 'Plan du rez-de-chaussée' },
  mediaType: 'image/png',
  byteSize: 348_000,
  fileUpdatedAt: '2026-11-03T23:30:00.000Z',
  version: 1,
  preview: false,
  energyCertificate: false,
};

const property = (documents?: PublicDocument[]): Property => ({
  ...altbauProperty({ slug: 'altbauwohnung-in-schwabing' }),
  ...PLAIN_PUBLIC_PROCEDURE,
  ...(documents ? { documents } : {}),
});

const DECLARATION: PublicDocument = {
  id: '9b8c7d6e-5f4a-4b3c-8d2e-1f0a9b8c7d6e',
  gated: true,
  title: { de: 'Teilungserklärung', en: 'Declaration of division', fr: '' },
  mediaType: 'application/pdf',
  byteSize: 1_200_000,
  fileUpdatedAt: '2026-11-20T10:00:00.000Z',
  version: 1,
  preview: true,
  energyCertificate: false,
};
const TERMS = {
  de: 'Vertraulich behandeln.',
  en: 'Treat as confidential.',
  fr: 'À traiter de manière confidentielle.',
};

type AccessAnswer = Partial<Omit<DocumentAccessState, 'terms'>> & { granted: boolean; name: string | null };

/** The details in a language; the server's map never comes, so the texts are the built-in ones. */
function renderDetails(
  language: Language,
  documents?: PublicDocument[],
  builtIn?: () => Record<string, string>,
  access: AccessAnswer = { granted: false, name: null },
) {
  window.localStorage.setItem('selected-language', language);
  const posted: unknown[] = [];
  const fetchSpy = mockFetch((url, init) => {
    if (url.startsWith('/api/translations/')) return new Promise<Response>(() => undefined);
    if (url === '/api/listings/altbauwohnung-in-schwabing/document-access') {
      if (init?.method === 'POST') {
        posted.push(JSON.parse(String(init.body)));
        return Response.json({ message: 'A link to confirm the address is on its way' }, { status: 201 });
      }
      return Response.json({ opensAt: null, commission: null, ...access, terms: TERMS });
    }
    return undefined;
  });
  const view = renderWithProviders(<PropertyDetails property={property(documents)} />, {
    path: '/',
    forceEnglish: false,
    ...(builtIn ? { builtIn } : {}),
  });
  return { view, posted, fetchSpy };
}

/** The links of the documents' list (the only links of the details). */
const documentLinks = () => screen.getAllByRole('link');

afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

describe('the property’s documents', () => {
  it('lists the public documents in their order, each a plain link to the file, in German', () => {
    renderDetails('de', [EXPOSE, FLOOR_PLAN]);
    expect(screen.getByRole('heading', { name: 'Unterlagen' })).toBeInTheDocument();
    const [expose, floorPlan] = documentLinks();
    expect(expose).toHaveAttribute(
      'href',
      '/api/listings/altbauwohnung-in-schwabing/documents/6f1c2a9e-0b7d-4c41-9a55-2d8e3f4a5b6c',
    );
    expect(expose).toHaveAttribute('target', '_blank');
    expect(expose).toHaveAttribute('rel', 'noopener');
    expect(expose).toHaveAccessibleName('Exposé PDF · 2,4 MB · 12.11.2026 (öffnet in einem neuen Tab)');
    expect(floorPlan).toHaveAttribute(
      'href',
      '/api/listings/altbauwohnung-in-schwabing/documents/0a4e7b3c-5d2f-4e8a-b1c9-7f6d5e4c3b2a',
    );
    // Late in the evening of 3 November in Munich is already 4 November there.
    expect(floorPlan).toHaveTextContent('Grundriss ErdgeschossPNG · 340 KB · 04.11.2026');
  });

  it('shows the English titles, falling back to the German one, and English numbers and dates', () => {
    renderDetails('en', [EXPOSE, FLOOR_PLAN]);
    expect(screen.getByRole('heading', { name: 'Documents' })).toBeInTheDocument();
    const [expose, floorPlan] = documentLinks();
    expect(expose).toHaveTextContent('BrochurePDF · 2.4 MB · 12 Nov 2026');
    expect(floorPlan).toHaveTextContent('Grundriss ErdgeschossPNG · 340 KB · 4 Nov 2026');
    expect(expose).toHaveAccessibleName(/\(opens in a new tab\)$/);
  });

  it('writes French units and falls back to German where the French title is empty', () => {
    renderDetails('fr', [EXPOSE, FLOOR_PLAN]);
    const [expose, floorPlan] = documentLinks();
    expect(expose).toHaveTextContent('ExposéPDF · 2,4 Mo · 12 nov. 2026');
    expect(floorPlan).toHaveTextContent('Plan du rez-de-chausséePNG · 340 Ko · 4 nov. 2026');
  });

  it('shows a document’s first page where the server made one, else its type’s icon', () => {
    const { view } = renderDetails('de', [EXPOSE, { ...FLOOR_PLAN, version: 3 }]);
    const [expose, floorPlan] = documentLinks();
    const thumbnail = expose!.querySelector('img');
    expect(thumbnail).toHaveAttribute(
      'src',
      '/api/listings/altbauwohnung-in-schwabing/documents/6f1c2a9e-0b7d-4c41-9a55-2d8e3f4a5b6c/preview?version=1',
    );
    // The title beside it names the document: the image is not read out a second time.
    expect(thumbnail).toHaveAttribute('alt', '');
    expect(floorPlan!.querySelector('img')).toBeNull();
    expect(floorPlan!.querySelector('svg')).not.toBeNull();
    view.unmount();
  });

  it('links the energy certificate from the energy card: a public one to its file, a gated one to the documents', () => {
    const { view } = renderDetails('en', [EXPOSE, { ...FLOOR_PLAN, energyCertificate: true }]);
    const card = screen.getByRole('heading', { name: 'Energy certificate' }).closest('article')!;
    const link = within(card).getByRole('link');
    expect(link).toHaveAttribute(
      'href',
      '/api/listings/altbauwohnung-in-schwabing/documents/0a4e7b3c-5d2f-4e8a-b1c9-7f6d5e4c3b2a',
    );
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAccessibleName('Grundriss Erdgeschoss PNG · 340 KB (opens in a new tab)');
    view.unmount();

    renderDetails('fr', [EXPOSE, { ...DECLARATION, energyCertificate: true }]);
    const gatedCard = screen.getByRole('heading', { name: 'Certificat énergétique' }).closest('article')!;
    const toDocuments = within(gatedCard).getByRole('link');
    expect(toDocuments).toHaveAttribute('href', '#documents');
    expect(toDocuments).toHaveTextContent('Teilungserklärung');
  });

  it('shows nothing without public documents', () => {
    renderDetails('de', []);
    expect(screen.getByRole('heading', { name: 'Objektbeschreibung' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Unterlagen' })).not.toBeInTheDocument();
    expect(document.querySelector('a[href*="/documents/"]')).toBeNull();

    renderDetails('de', undefined);
    expect(screen.queryByRole('heading', { name: 'Unterlagen' })).not.toBeInTheDocument();
  });

  it('brings its German texts with the details’ chunk', () => {
    renderDetails('de', [EXPOSE], () => ({}));
    expect(screen.getByRole('heading', { name: 'Unterlagen' })).toBeInTheDocument();
    expect(documentLinks()[0]).toHaveAccessibleName(/\(öffnet in einem neuen Tab\)$/);
  });
});

describe('documents after accepting the terms', () => {
  it('lists a gated document without a link until the gate is passed, and asks nothing for public ones only', async () => {
    const { fetchSpy } = renderDetails('de', [EXPOSE, DECLARATION]);
    expect(documentLinks()).toHaveLength(1);
    const locked = screen.getByText('Teilungserklärung').closest('li')!;
    expect(locked).toHaveTextContent('PDF · 1,1 MB · 20.11.2026 · nach Annahme der Bedingungen');
    expect(await screen.findByRole('button', { name: 'Zugang anfordern' })).toBeInTheDocument();
    expect(fetchSpy.mock.calls.some(([url]) => String(url).endsWith('/document-access'))).toBe(true);

    vi.unstubAllGlobals();
    const publicOnly = renderDetails('de', [EXPOSE]);
    await screen.findAllByRole('heading', { name: 'Unterlagen' });
    expect(publicOnly.fetchSpy.mock.calls.some(([url]) => String(url).endsWith('/document-access'))).toBe(false);
  });

  it('checks the form with the server’s rules, names each problem at its field, and sends the acknowledgement', async () => {
    const user = userEvent.setup();
    const { posted } = renderDetails('en', [DECLARATION]);
    await user.click(await screen.findByRole('button', { name: 'Request access' }));
    expect(screen.getByRole('region', { name: 'Terms' })).toHaveTextContent('Treat as confidential.');
    await user.click(screen.getByRole('button', { name: 'Send the link' }));
    expect(screen.getByLabelText('Your name')).toHaveAccessibleDescription('Please enter your name (one line)');
    expect(screen.getByLabelText('Your name')).toHaveFocus();
    expect(screen.getByLabelText('Your e-mail address')).toHaveAccessibleDescription(
      'Please enter a valid e-mail address',
    );
    expect(
      screen.getByRole('checkbox', { name: 'I have read the terms and accept them.' }),
    ).toHaveAccessibleDescription('Please accept the terms to open the documents');
    expect(posted).toEqual([]);

    await user.type(screen.getByLabelText('Your name'), 'Anna Berger');
    await user.type(screen.getByLabelText('Your e-mail address'), 'Anna@Example.de');
    await user.click(screen.getByRole('checkbox', { name: 'I have read the terms and accept them.' }));
    await user.click(screen.getByRole('button', { name: 'Send the link' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Almost done: we sent a link to anna@example.de. Open it to see the documents.',
    );
    expect(posted).toEqual([
      {
        name: 'Anna Berger',
        email: 'anna@example.de',
        language: 'en',
        acceptTerms: true,
        expressRequest: false,
        notifyOnChanges: false,
      },
    ]);
  });

  it('with a buyer’s commission, states it, shows the withdrawal notice, and sends the express request only when ticked', async () => {
    const user = userEvent.setup();
    const commission = {
      rate: '3.57',
      withdrawalNotice: { de: 'Widerrufsbelehrung\nWiderrufsrecht: …', en: 'Withdrawal notice', fr: 'Rétractation' },
      expressRequest: { de: 'Ich verlange ausdrücklich …', en: 'I expressly request …', fr: 'Je demande …' },
    };
    const { posted } = renderDetails('de', [DECLARATION], undefined, { granted: false, name: null, commission });
    await user.click(await screen.findByRole('button', { name: 'Zugang anfordern' }));
    expect(screen.getByText(/^Für diese Immobilie zahlt der Käufer eine Provision von 3,57\s%\./)).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Widerrufsbelehrung und Muster-Widerrufsformular' })).toHaveTextContent(
      'Widerrufsrecht: …',
    );
    const express = screen.getByRole('checkbox', { name: 'Ich verlange ausdrücklich …' });
    expect(express).not.toBeChecked();
    expect(express).toHaveAccessibleDescription(/^Ohne dieses Verlangen öffnen sich die Unterlagen/);

    await user.type(screen.getByLabelText('Ihr Name'), 'Anna Berger');
    await user.type(screen.getByLabelText('Ihre E-Mail-Adresse'), 'anna@example.de');
    await user.click(screen.getByRole('checkbox', { name: 'Ich habe die Bedingungen gelesen und nehme sie an.' }));
    await user.click(express);
    await user.click(
      screen.getByRole('checkbox', {
        name: 'Benachrichtigen Sie mich per E-Mail, wenn Unterlagen hinzukommen oder ersetzt werden.',
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Link senden' }));
    await screen.findByText(/^Fast geschafft/);
    expect(posted).toEqual([
      {
        name: 'Anna Berger',
        email: 'anna@example.de',
        language: 'de',
        acceptTerms: true,
        expressRequest: true,
        notifyOnChanges: true,
      },
    ]);
  });

  it('says when the documents open where the address is confirmed without the express request', async () => {
    renderDetails('en', [DECLARATION], undefined, {
      granted: false,
      name: 'Anna Berger',
      opensAt: '2026-12-13T09:15:00.000Z',
    });
    expect(
      await screen.findByText(
        'Your access is confirmed, Anna Berger. The documents open on 13 Dec 2026, 10:15, when the withdrawal period ends.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryAllByRole('link')).toHaveLength(0);
    expect(screen.queryByRole('button', { name: 'Request access' })).not.toBeInTheDocument();
  });

  it('links a gated document once this browser passed the gate, and says for whom', async () => {
    renderDetails('fr', [DECLARATION], undefined, { granted: true, name: 'Anna Berger' });
    expect(await screen.findByText('Accès ouvert pour Anna Berger')).toBeInTheDocument();
    expect(documentLinks()[0]).toHaveAttribute(
      'href',
      '/api/listings/altbauwohnung-in-schwabing/documents/9b8c7d6e-5f4a-4b3c-8d2e-1f0a9b8c7d6e',
    );
    expect(screen.queryByRole('button', { name: 'Demander l’accès' })).not.toBeInTheDocument();
  });
});

describe('documentSize and documentDay', () => {
  it('write sizes and days the way each language does', () => {
    expect(documentSize(2_516_582, 'de')).toBe('2,4 MB');
    expect(documentSize(2_516_582, 'en')).toBe('2.4 MB');
    expect(documentSize(2_516_582, 'fr')).toBe('2,4 Mo');
    expect(documentSize(300, 'de')).toBe('1 KB');
    expect(documentDay('2026-11-12T09:30:00.000Z', 'de')).toBe('12.11.2026');
    expect(documentDay('2026-11-12T09:30:00.000Z', 'en')).toBe('12 Nov 2026');
    expect(documentDay('not a time', 'en')).toBe('');
  });
});
