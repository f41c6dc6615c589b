import { act, screen, waitFor } from '@testing-library/react';
import PUBLIC_TEXTS_DE from 'virtual:public-texts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Property } from '#shared/properties/schemas.ts';
import { DEFAULT_TRANSLATIONS } from '#shared/translations/index.ts';
import { COMMON_TRANSLATIONS } from '#shared/translations/common.ts';
import { PUBLIC_SITE_PARTS } from '#shared/site/public-site-texts.ts';
import { toTranslationMap } from '#shared/translations/types.ts';
import { ContentPage } from '../features/content-page/content-page';
import { NotFoundPage } from '../features/not-found/not-found-page';
import { OfferSectionContent } from '../features/offer-form/offer-form';
import { PropertyPage } from '../features/property-page/property-page';
import { SiteLayout } from '../features/site-chrome/site-layout';
import { TopBar } from '../features/site-chrome/top-bar';
import { jsonResponse, mockFetch, renderWithProviders } from '#tests/helpers/client/test-render.tsx';
import { FULL_LISTING_DATA, PLAIN_PUBLIC_PROCEDURE } from '#tests/helpers/client/listing-data.ts';

/**
 * The public screens before (or without) the server's map: German from the texts bundled with the
 * code alone, the main bundle's ('virtual:public-texts') and each lazily loaded part's own. No key
 * may show, in the text or in a label.
 */
const PROPERTY: Property = {
  ...PLAIN_PUBLIC_PROCEDURE,
  id: 'p1',
  slug: 'altbauwohnung-in-schwabing',
  title: 'Altbauwohnung in Schwabing',
  titleEn: null,
  titleFr: null,
  description: 'Hell und ruhig.',
  descriptionEn: null,
  descriptionFr: null,
  address: 'Franz-Joseph-Straße 27, 80801 München',
  price: '1485000.00',
  livingArea: 128,
  bedrooms: 3,
  bathrooms: 2,
  yearBuilt: 1904,
  images: ['/uploads/aa.webp', '/uploads/bb.webp'],
  features: ['Stuck'],
  featuresEn: [],
  featuresFr: [],
  energyClass: 'C',
  energyConsumption: 92,
  heatingType: 'Fernwärme',
  heatingTypeEn: null,
  heatingTypeFr: null,
  locationEnvironment: 'Ruhige Seitenstraße.',
  locationEnvironmentEn: null,
  locationEnvironmentFr: null,
  equipmentFeatures: 'Einbauküche',
  equipmentFeaturesEn: null,
  equipmentFeaturesFr: null,
  isActive: true,
  onHomePage: true,
  ...FULL_LISTING_DATA,
  auctionEndDate: '2030-01-01T00:00:00.000Z',
  createdAt: '2024-01-01T00:00:00.000Z',
  updatedAt: '2024-01-01T00:00:00.000Z',
};

const KEYS = DEFAULT_TRANSLATIONS.map((entry) => entry.key);

/** Every text on screen: the text itself and what assistive technology reads from attributes. */
function shownTexts(): string {
  const attributes = [...document.querySelectorAll('[aria-label], [alt], [title], [placeholder]')].flatMap((element) =>
    ['aria-label', 'alt', 'title', 'placeholder'].map((name) => element.getAttribute(name) ?? ''),
  );
  return [document.body.textContent ?? '', ...attributes].join('\n');
}

function renderGerman(ui: React.ReactElement, answers: Record<string, unknown> = {}) {
  mockFetch((url) => {
    // The server's map never comes: only the bundled texts are there.
    if (url.startsWith('/api/translations/')) return new Promise<Response>(() => undefined);
    return url in answers ? jsonResponse(answers[url]) : undefined;
  });
  return renderWithProviders(ui, { path: '/', forceEnglish: false, builtIn: () => PUBLIC_TEXTS_DE });
}

afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
  document.title = '';
});

describe('the German texts bundled with the public screens', () => {
  it('are the German texts of COMMON and the first screen, no other language', () => {
    expect(PUBLIC_TEXTS_DE).toEqual(toTranslationMap([...COMMON_TRANSLATIONS, ...PUBLIC_SITE_PARTS.firstScreen], 'de'));
  });

  it('show the home page, its offer section and the footer without a key', async () => {
    // Everything is in view at once (the footer's code loads as it nears the viewport).
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(private readonly report: IntersectionObserverCallback) {}
        observe(target: Element) {
          this.report([{ isIntersecting: true, target } as IntersectionObserverEntry], this as never);
        }
        disconnect() {}
      },
    );
    // The footer's code arrives asynchronously (React's use()): rendered inside an awaited act.
    await act(async () => {
      renderGerman(
        <SiteLayout topBar={<TopBar variant="home" hasOfferForm />}>
          <PropertyPage
            renderOffer={(property) => <OfferSectionContent propertyId={property.id} contact={property} />}
          />
        </SiteLayout>,
        { '/api/properties': [PROPERTY] },
      );
    });
    expect(await screen.findByRole('heading', { level: 1, name: PROPERTY.title })).toBeInTheDocument();
    expect(await screen.findByRole('contentinfo')).toHaveTextContent('Rechtliches');
    expect(screen.getByRole('form', { name: 'Angebotsformular' })).toBeInTheDocument();
    const texts = shownTexts();
    expect(texts).toContain('Bild 1 von 2');
    expect(KEYS.filter((key) => texts.includes(key))).toEqual([]);
  });

  it('show a missing content page and the 404 screen without a key', async () => {
    renderGerman(<ContentPage slug="fehlt" />);
    expect(await screen.findByRole('heading', { name: 'Seite nicht gefunden' })).toBeInTheDocument();
    expect(KEYS.filter((key) => shownTexts().includes(key))).toEqual([]);

    renderGerman(<NotFoundPage />);
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument());
    expect(KEYS.filter((key) => shownTexts().includes(key))).toEqual([]);
  });
});
