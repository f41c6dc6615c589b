import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PublicDocument } from '#shared/documents/schemas.ts';
import type { Language } from '#shared/languages.ts';
import type { Property } from '#shared/properties/schemas.ts';
import { documentDay, documentSize } from '#client/lib/document-format.ts';
import { mockFetch, renderWithProviders } from '#tests/helpers/client/test-render.tsx';
import { altbauProperty, PLAIN_PUBLIC_PROCEDURE } from '#tests/helpers/client/listing-data.ts';
import { PropertyDetails } from './property-details';

const EXPOSE: PublicDocument = {
  id: '6f1c2a9e-0b7d-4c41-9a55-2d8e3f4a5b6c',
  title: { de: 'Exposé', en: 'Brochure', fr: '' },
  mediaType: 'application/pdf',
  byteSize: Math.round(2.4 * 1024 * 1024),
  fileUpdatedAt: '2026-11-12T09:30:00.000Z',
};
const FLOOR_PLAN: PublicDocument = {
  id: '0a4e7b3c-5d2f-4e8a-b1c9-7f6d5e4c3b2a',
  title: { de: 'Grundriss Erdgeschoss', en: '', fr: 'Plan du rez-de-chaussée' },
  mediaType: 'image/png',
  byteSize: 348_000,
  fileUpdatedAt: '2026-11-03T23:30:00.000Z',
};

const property = (documents?: PublicDocument[]): Property => ({
  ...altbauProperty({ slug: 'altbauwohnung-in-schwabing' }),
  ...PLAIN_PUBLIC_PROCEDURE,
  ...(documents ? { documents } : {}),
});

/** The details in a language; the server's map never comes, so the texts are the built-in ones. */
function renderDetails(language: Language, documents?: PublicDocument[], builtIn?: () => Record<string, string>) {
  window.localStorage.setItem('selected-language', language);
  mockFetch((url) => (url.startsWith('/api/translations/') ? new Promise<Response>(() => undefined) : undefined));
  return renderWithProviders(<PropertyDetails property={property(documents)} />, {
    path: '/',
    forceEnglish: false,
    ...(builtIn ? { builtIn } : {}),
  });
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
