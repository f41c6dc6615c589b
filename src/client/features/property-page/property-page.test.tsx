import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Property } from '#shared/properties/schemas.ts';
import type { Standing } from '#shared/procedure/schemas.ts';
import { jsonResponse, mockFetch, renderWithProviders } from '#tests/helpers/client/test-render.tsx';
import { PropertyPage } from './property-page';
import { FULL_LISTING_DATA, NO_LISTING_DATA, PLAIN_PUBLIC_PROCEDURE } from '#tests/helpers/client/listing-data.ts';

const PROPERTY: Property = {
  ...PLAIN_PUBLIC_PROCEDURE,
  id: 'p1',
  slug: 'altbauwohnung-in-schwabing',
  title: 'Altbauwohnung in Schwabing',
  titleEn: 'Period apartment in Schwabing',
  titleFr: null,
  description: 'Hell und ruhig.\n\nMit Balkon.',
  descriptionEn: 'Bright and quiet.',
  descriptionFr: null,
  address: 'Franz-Joseph-Straße 27, 80801 München',
  price: '1485000.00',
  livingArea: 1280,
  bedrooms: 3,
  bathrooms: 2,
  yearBuilt: 1904,
  images: [],
  features: ['Stuck', 'Parkett'],
  featuresEn: ['Stucco'],
  featuresFr: [],
  energyClass: 'C',
  energyConsumption: 92,
  heatingType: 'Fernwärme',
  heatingTypeEn: 'District heating',
  heatingTypeFr: null,
  locationEnvironment: 'Ruhige Seitenstraße.',
  locationEnvironmentEn: null,
  locationEnvironmentFr: null,
  equipmentFeatures: null,
  equipmentFeaturesEn: null,
  equipmentFeaturesFr: null,
  isActive: true,
  onHomePage: true,
  ...NO_LISTING_DATA,
  auctionEndDate: '2030-01-01T00:00:00.000Z',
  createdAt: '2024-01-01T00:00:00.000Z',
  updatedAt: '2024-01-01T00:00:00.000Z',
};

function renderPage(language: 'de' | 'en' | 'fr', properties: Property[] | Promise<never>, standing?: Standing) {
  window.localStorage.setItem('selected-language', language);
  mockFetch((url) => {
    if (url === '/api/properties') return properties instanceof Promise ? properties : jsonResponse(properties);
    return standing && url === '/api/properties/p1/standing' ? jsonResponse(standing) : undefined;
  });
  return renderWithProviders(<PropertyPage renderOffer={() => <div data-testid="offer-slot" />} />, {
    path: '/',
    forceEnglish: false,
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
  document.title = '';
});

describe('PropertyPage', () => {
  it('shows a spinner while loading', () => {
    renderPage('de', new Promise<never>(() => undefined));
    expect(screen.getByRole('status')).toHaveTextContent('Wird geladen…');
  });

  it("shows 'No properties available' (translated) with a description when there is none", async () => {
    renderPage('en', []);
    expect(await screen.findByRole('heading', { name: 'No properties available' })).toBeInTheDocument();
    expect(
      screen.getByText('There is no property on offer at the moment. Please check back soon.'),
    ).toBeInTheDocument();
  });

  it('shows the first property in German: title, address, tiles, details, the offer slot, <title> and meta description', async () => {
    renderPage('de', [PROPERTY, { ...PROPERTY, id: 'p2', title: 'Zweite' }]);
    expect(await screen.findByRole('heading', { level: 1, name: PROPERTY.title })).toBeInTheDocument();
    expect(screen.getByText(PROPERTY.address)).toBeInTheDocument();
    // The key facts and the details are chunks of their own (lazyPart), which a page rendered in the
    // browser loads at once.
    const facts = await screen.findByLabelText('Eckdaten');
    expect(facts).toHaveTextContent('Wohnfläche1.280 m²');
    // Number and unit are one text, so the unit cannot move when the brand font arrives (decision 76).
    expect(within(facts).getByText('1.280 m²').tagName).toBe('DD');
    expect(facts).toHaveTextContent('Schlafzimmer3');
    expect(facts).toHaveTextContent('Badezimmer2');
    expect(facts).toHaveTextContent('Baujahr1904');
    for (const heading of ['Objektbeschreibung', 'Ausstattung & Besonderheiten', 'Energieausweis', 'Lage & Umgebung']) {
      expect(await screen.findByRole('heading', { name: heading })).toBeInTheDocument();
    }
    expect(screen.getByText('92 kWh/m²a')).toBeInTheDocument();
    expect(screen.getByText('Fernwärme')).toBeInTheDocument();
    expect(screen.getByText(/Hell und ruhig/).textContent).toBe('Hell und ruhig.\n\nMit Balkon.');
    expect(screen.getByRole('heading', { name: 'Interessiert?' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Angebot abgeben' })).toBeInTheDocument();
    expect(screen.getByTestId('offer-slot')).toBeInTheDocument();
    expect(document.title).toBe(`${PROPERTY.title} | Isarwert Immobilien`);
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      'Hell und ruhig. Mit Balkon.',
    );
  });

  it('uses the English texts where they exist and the German ones elsewhere', async () => {
    renderPage('en', [PROPERTY]);
    expect(await screen.findByRole('heading', { level: 1, name: PROPERTY.titleEn! })).toBeInTheDocument();
    expect(await screen.findByText('Bright and quiet.')).toBeInTheDocument();
    expect(screen.getByText('Stucco')).toBeInTheDocument();
    expect(screen.queryByText('Parkett')).not.toBeInTheDocument();
    expect(screen.getByText('District heating')).toBeInTheDocument();
    expect(screen.getByText('Ruhige Seitenstraße.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Energy certificate' })).toBeInTheDocument();
    expect(await screen.findByLabelText('Key facts')).toHaveTextContent('Living area1,280 m²');
  });

  it('falls back to the German title, features and heating type in French', async () => {
    renderPage('fr', [PROPERTY]);
    expect(await screen.findByRole('heading', { level: 1, name: PROPERTY.title })).toBeInTheDocument();
    expect(await screen.findByText('Parkett')).toBeInTheDocument();
    expect(screen.getByText('Fernwärme')).toBeInTheDocument();
    expect(await screen.findByLabelText('Chiffres clés')).toHaveTextContent('Surface habitable1 280 m²');
  });

  describe('the procedure beside the deadline', () => {
    const OPEN: Standing = {
      mode: 'open',
      highestOffer: '1250000.00',
      offerCount: 2,
      endsAt: PROPERTY.auctionEndDate,
      minimumOffer: '450000.00',
      minimumStep: null,
      extensionMinutes: 0,
      verifiedOffersOnly: false,
    };

    it('says in German what a sealed procedure shows and the commission as stated, and no minimum it hides', async () => {
      renderPage('de', [{ ...PROPERTY, buyerCommission: '3.57' }]);
      const lines = within(await screen.findByRole('list', { name: 'Angebotsverfahren' })).getAllByRole('listitem');
      expect(lines.map((line) => line.textContent)).toEqual([
        'Verdecktes Verfahren: Sie sehen keine anderen Angebote, und Ihr Angebot sieht nur der Makler. Bis zum Ende der Frist können Sie ein weiteres Angebot abgeben.',
        'Käuferprovision: 3,57\u00a0% des Kaufpreises inkl. MwSt.',
      ]);
      expect(screen.queryByText(/Höchstgebot/)).not.toBeInTheDocument();
    });

    it('shows in English the open procedure, its shown minimum, “no commission” and the live highest offer', async () => {
      renderPage(
        'en',
        [{ ...PROPERTY, offerMode: 'open', publicMinimumOffer: '450000.00', buyerCommission: '0.00' }],
        OPEN,
      );
      const list = await screen.findByRole('list', { name: 'Offer procedure' });
      expect(list).toHaveTextContent(/^Open offers: everyone sees the highest offer/);
      expect(list).toHaveTextContent('Offers from €450,000');
      expect(list).toHaveTextContent('No commission for the buyer');
      expect(await screen.findByText('Current highest offer: €1,250,000')).toBeInTheDocument();
    });

    it('says in French that no offer was made yet, and leaves the commission out when none is stated', async () => {
      renderPage('fr', [{ ...PROPERTY, offerMode: 'open' }], { ...OPEN, highestOffer: null, offerCount: 0 });
      expect(await screen.findByText('Aucune offre n’a encore été faite.')).toBeInTheDocument();
      const list = screen.getByRole('list', { name: 'Procédure d’offres' });
      expect(within(list).getAllByRole('listitem')).toHaveLength(1);
      expect(list).toHaveTextContent(/^Offres ouvertes : chacun voit/);
    });
  });

  describe('listing data (rooms, floor, plot area, GEG §87 certificate)', () => {
    const LISTED = { ...PROPERTY, ...FULL_LISTING_DATA };

    it.each([
      ['de', 'Weitere Angaben', ['Zimmer3,5', 'Etage2. Obergeschoss', 'Grundstücksfläche420 m²']],
      ['en', 'Further details', ['Rooms3.5', 'Floor2nd floor', 'Plot area420 m²']],
      ['fr', 'Autres caractéristiques', ['Pièces3,5', 'Étage2e étage', 'Surface du terrain420 m²']],
    ] as const)('shows rooms, floor and plot area in %s', async (language, label, texts) => {
      renderPage(language, [LISTED]);
      const facts = await screen.findByLabelText(label);
      for (const text of texts) expect(facts).toHaveTextContent(text);
    });

    it.each([
      [
        'de',
        [
          'Art des EnergieausweisesBedarfsausweis',
          'Endenergiebedarf',
          'Wesentlicher EnergieträgerErdgas',
          'Gültig bis17.05.2031',
        ],
      ],
      ['en', ['Type of energy certificateEnergy demand certificate', 'Main energy sourceNatural gas', 'Issued2021']],
      [
        'fr',
        ['Type de certificat énergétiqueCertificat fondé sur les besoins', 'Source d’énergie principaleGaz naturel'],
      ],
    ] as const)('names the certificate as GEG §87 asks in %s', async (language, texts) => {
      renderPage(language, [LISTED]);
      await screen.findByRole('heading', { level: 1 });
      const card = document.querySelector('.energy-list')!;
      for (const text of texts) expect(card).toHaveTextContent(text);
    });

    it('calls the value Endenergieverbrauch for a consumption certificate, and names a basement floor', async () => {
      renderPage('de', [{ ...LISTED, energyCertificateType: 'consumption', floor: -1 }]);
      await screen.findByRole('heading', { level: 1 });
      expect(document.querySelector('.energy-list')).toHaveTextContent('Endenergieverbrauch92 kWh/m²a');
      expect(screen.getByLabelText('Weitere Angaben')).toHaveTextContent('Etage1. Untergeschoss');
    });

    it('leaves out what is not given: no extra facts, no empty certificate rows', async () => {
      renderPage('de', [PROPERTY]);
      await screen.findByRole('heading', { level: 1 });
      expect(screen.queryByLabelText('Weitere Angaben')).not.toBeInTheDocument();
      expect(screen.queryByText('Art des Energieausweises')).not.toBeInTheDocument();
      expect(screen.queryByText('Gültig bis')).not.toBeInTheDocument();
    });
  });

  describe('the end of the offer period, by the server’s clock', () => {
    const DAY = 86_400_000;

    /** GET /api/properties answered with the server's Date header (the server's clock). */
    function renderAt(serverTime: number, property: Property, language: 'de' | 'en' = 'de') {
      window.localStorage.setItem('selected-language', language);
      mockFetch((url) =>
        url === '/api/properties'
          ? new Response(JSON.stringify([property]), {
              headers: { 'Content-Type': 'application/json', Date: new Date(serverTime).toUTCString() },
            })
          : undefined,
      );
      return renderWithProviders(<PropertyPage renderOffer={() => <div data-testid="offer-slot" />} />, {
        path: '/',
        forceEnglish: false,
      });
    }

    it('counts down in the visitor’s language', async () => {
      const end = new Date(Date.now() + 3 * DAY + 4 * 3_600_000 + 30_000).toISOString();
      renderAt(Date.now(), { ...PROPERTY, auctionEndDate: end });
      expect(await screen.findByText('Angebotsfrist endet in 3 Tagen, 4 Std.')).toBeInTheDocument();
    });

    it('follows the server’s clock, not the device’s', async () => {
      // The device thinks two days are left; the server is three days further: the period is over.
      const end = new Date(Date.now() + 2 * DAY).toISOString();
      renderAt(Date.now() + 3 * DAY, { ...PROPERTY, auctionEndDate: end }, 'en');
      expect(await screen.findByText('The offer period for this property has ended.')).toBeInTheDocument();
      expect(screen.queryByText(/Offers close in/)).not.toBeInTheDocument();
    });
  });
});
