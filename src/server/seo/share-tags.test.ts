import { Window } from 'happy-dom';
import { afterAll, describe, expect, it } from 'vitest';
import { shareHeadTags, type ShareTagsInput } from './share-tags';

const ORIGIN = 'https://angebote.example.de';

const window = new Window();
afterAll(() => window.happyDOM.close());

/** The tags as a browser's HTML parser reads them inside <head>. */
function parseHead(tags: string) {
  const document = new window.DOMParser().parseFromString(
    `<!doctype html><html><head>${tags}</head><body></body></html>`,
    'text/html',
  );
  const head = document.head;
  const metas = (attribute: 'property' | 'name', key: string) =>
    [...head.querySelectorAll('meta')]
      .filter((meta) => meta.getAttribute(attribute) === key)
      .map((meta) => meta.getAttribute('content'));
  return {
    canonical: [...head.querySelectorAll('link[rel="canonical"]')].map((link) => link.getAttribute('href')),
    alternates: Object.fromEntries(
      [...head.querySelectorAll('link[rel="alternate"]')].map((link) => [
        link.getAttribute('hreflang'),
        link.getAttribute('href'),
      ]),
    ),
    og: (key: string) => metas('property', `og:${key}`),
    twitter: (key: string) => metas('name', `twitter:${key}`),
    scripts: [...head.querySelectorAll('script')].map((script) => ({
      type: script.getAttribute('type'),
      text: script.textContent,
    })),
    bodyIsEmpty: document.body.childNodes.length === 0,
  };
}

const page: ShareTagsInput = {
  origin: ORIGIN,
  path: '/',
  language: 'de',
  title: 'Altbauwohnung in Schwabing | Isarwert Immobilien',
  description: 'Helle Altbauwohnung mit Stuck und Dielenboden, fünf Minuten zur U-Bahn.',
  siteName: 'Isarwert Immobilien',
};

const listing: NonNullable<ShareTagsInput['listing']> = {
  name: 'Altbauwohnung in Schwabing',
  description: 'Helle Altbauwohnung mit Stuck und Dielenboden.',
  address: 'Leopoldstraße 42, 80802 München',
  floorSizeM2: 98,
  rooms: 3.5,
  numberOfBedrooms: 2,
  numberOfBathrooms: 1,
  yearBuilt: 1908,
  images: ['/uploads/a1b2c3.jpg', 'https://cdn.example.org/photos/kitchen.jpg'],
  datePosted: '2026-03-01T09:30:00.000Z',
};

function jsonLdOf(tags: string) {
  const scripts = parseHead(tags).scripts;
  expect(scripts).toHaveLength(1);
  expect(scripts[0]?.type).toBe('application/ld+json');
  return JSON.parse(scripts[0]?.text ?? '') as Record<string, unknown> & { mainEntity: Record<string, unknown> };
}

describe('shareHeadTags', () => {
  it('puts one tag on each line', () => {
    const lines = shareHeadTags({ ...page, listing, shareImage: { url: '/x.jpg', width: 1200, height: 630 } }).split(
      '\n',
    );
    expect(lines.length).toBeGreaterThan(20);
    for (const line of lines) expect(line).toMatch(/^<(link|meta|script)\b.*>$/);
  });

  it.each([
    ['de', 'de_DE', ['en_GB', 'fr_FR']],
    ['en', 'en_GB', ['de_DE', 'fr_FR']],
    ['fr', 'fr_FR', ['de_DE', 'en_GB']],
  ] as const)('names the %s address canonical, its alternates and its OpenGraph locale', (language, locale, others) => {
    const head = parseHead(shareHeadTags({ ...page, path: '/pages/impressum', language }));
    const canonical = `${ORIGIN}/pages/impressum?lang=${language}`;
    expect(head.canonical).toEqual([canonical]);
    expect(head.alternates).toEqual({
      de: `${ORIGIN}/pages/impressum?lang=de`,
      en: `${ORIGIN}/pages/impressum?lang=en`,
      fr: `${ORIGIN}/pages/impressum?lang=fr`,
      'x-default': `${ORIGIN}/pages/impressum`,
    });
    expect(head.og('url')).toEqual([canonical]);
    expect(head.og('locale')).toEqual([locale]);
    expect(head.og('locale:alternate')).toEqual(others);
  });

  it('describes the page for link previews, with the share image at an absolute address', () => {
    const head = parseHead(
      shareHeadTags({
        ...page,
        shareImage: { url: '/uploads/a1b2c3-share.jpg', width: 1200, height: 630, alt: 'Wohnzimmer mit Erker' },
      }),
    );
    expect(head.og('type')).toEqual(['website']);
    expect(head.og('site_name')).toEqual(['Isarwert Immobilien']);
    expect(head.og('title')).toEqual([page.title]);
    expect(head.og('description')).toEqual([page.description]);
    expect(head.og('image')).toEqual([`${ORIGIN}/uploads/a1b2c3-share.jpg`]);
    expect(head.og('image:width')).toEqual(['1200']);
    expect(head.og('image:height')).toEqual(['630']);
    expect(head.og('image:alt')).toEqual(['Wohnzimmer mit Erker']);
    expect(head.twitter('card')).toEqual(['summary_large_image']);
    expect(head.twitter('title')).toEqual([page.title]);
    expect(head.twitter('description')).toEqual([page.description]);
    expect(head.twitter('image')).toEqual([`${ORIGIN}/uploads/a1b2c3-share.jpg`]);
    expect(head.twitter('image:alt')).toEqual(['Wohnzimmer mit Erker']);
  });

  it('keeps an absolute share image as it is and leaves out an alt text it was not given', () => {
    const head = parseHead(
      shareHeadTags({ ...page, shareImage: { url: 'https://cdn.example.org/share.jpg', width: 1200, height: 630 } }),
    );
    expect(head.og('image')).toEqual(['https://cdn.example.org/share.jpg']);
    expect(head.og('image:alt')).toEqual([]);
    expect(head.twitter('image:alt')).toEqual([]);
  });

  it('without an image: a summary card and no image tags', () => {
    const tags = shareHeadTags(page);
    const head = parseHead(tags);
    expect(head.twitter('card')).toEqual(['summary']);
    expect(tags).not.toMatch(/og:image|twitter:image/);
  });

  it('shortens a long description to what previews show', () => {
    const description = `${'Großzügige Altbauwohnung mit Südbalkon '.repeat(10)}\n\n  und Keller.`;
    const [shown] = parseHead(shareHeadTags({ ...page, description })).og('description');
    expect(shown?.length).toBeLessThanOrEqual(160);
    expect(shown).toMatch(/^Großzügige Altbauwohnung mit Südbalkon Großzügige .*[a-zäöü]…$/);
  });

  it('escapes a hostile title and description in every attribute and in the structured data', () => {
    const hostile = `Wohnung "Isarblick" & l'étage </script><script>alert(1)</script> </SCRIPT x> <!--`;
    const tags = shareHeadTags({
      ...page,
      title: hostile,
      description: hostile,
      siteName: hostile,
      shareImage: { url: '/uploads/x.jpg', width: 1200, height: 630, alt: hostile },
      listing: { ...listing, name: hostile, description: `${hostile}\u2028\u2029`, address: hostile },
    });
    expect(tags).not.toContain('<script>alert');
    expect(tags).not.toContain('"Isarblick"');
    expect(tags.match(/<\/script>/g)).toHaveLength(1);
    expect(tags).not.toMatch(/[\u2028\u2029]/);

    const head = parseHead(tags);
    expect(head.bodyIsEmpty).toBe(true);
    expect(head.og('title')).toEqual([hostile]);
    expect(head.og('site_name')).toEqual([hostile]);
    expect(head.og('image:alt')).toEqual([hostile]);
    expect(head.twitter('title')).toEqual([hostile]);
    // Inside the element only escapes: no '</script', '<!--' or entity can reach the HTML parser.
    expect(head.scripts[0]?.text).not.toMatch(/[<>&\u2028\u2029]/);
    const jsonLd = jsonLdOf(tags);
    expect(jsonLd.name).toBe(hostile);
    expect(jsonLd.description).toBe(`${hostile}\u2028\u2029`);
  });

  it('escapes a hostile path in the addresses', () => {
    const tags = shareHeadTags({ ...page, path: '/pages/"><script>alert(1)</script>' });
    expect(tags).not.toContain('<script>');
    expect(parseHead(tags).canonical).toEqual([`${ORIGIN}/pages/"><script>alert(1)</script>?lang=de`]);
  });

  it('describes the property as a schema.org RealEstateListing of an Accommodation', () => {
    const jsonLd = jsonLdOf(shareHeadTags({ ...page, language: 'en', listing }));
    expect(jsonLd).toEqual({
      '@context': 'https://schema.org',
      '@type': 'RealEstateListing',
      name: 'Altbauwohnung in Schwabing',
      description: 'Helle Altbauwohnung mit Stuck und Dielenboden.',
      url: `${ORIGIN}/?lang=en`,
      inLanguage: 'en',
      datePosted: '2026-03-01T09:30:00.000Z',
      image: [`${ORIGIN}/uploads/a1b2c3.jpg`, 'https://cdn.example.org/photos/kitchen.jpg'],
      mainEntity: {
        '@type': 'Accommodation',
        address: {
          '@type': 'PostalAddress',
          streetAddress: 'Leopoldstraße 42',
          postalCode: '80802',
          addressLocality: 'München',
        },
        floorSize: { '@type': 'QuantitativeValue', value: 98, unitCode: 'MTK' },
        numberOfRooms: 3.5,
        numberOfBedrooms: 2,
        numberOfBathroomsTotal: 1,
        yearBuilt: 1908,
      },
    });
  });

  it('names the offer deadline, a shown minimum and the buyer’s commission (in the page’s language)', () => {
    const withProcedure = {
      ...listing,
      offersEnd: '2026-12-11T17:00:00.000Z',
      minimumOffer: '450000.00',
      buyerCommission: '3.57',
    };
    const jsonLd = jsonLdOf(shareHeadTags({ ...page, language: 'fr', listing: withProcedure }));
    expect(jsonLd.offers).toEqual({
      '@type': 'Offer',
      businessFunction: 'http://purl.org/goodrelations/v1#Sell',
      availabilityEnds: '2026-12-11T17:00:00.000Z',
      priceSpecification: { '@type': 'PriceSpecification', minPrice: 450000, priceCurrency: 'EUR' },
    });
    expect(jsonLd.mainEntity.additionalProperty).toEqual([
      {
        '@type': 'PropertyValue',
        propertyID: 'buyerCommission',
        name: 'Commission acheteur TTC',
        value: 3.57,
        unitCode: 'P1',
        unitText: '%',
      },
    ]);
    const free = jsonLdOf(
      shareHeadTags({ ...page, listing: { ...withProcedure, minimumOffer: null, buyerCommission: '0.00' } }),
    );
    expect(free.offers).not.toHaveProperty('priceSpecification');
    expect((free.mainEntity.additionalProperty as unknown[])[0]).toMatchObject({
      name: 'Käuferprovision inkl. MwSt.',
      value: 0,
    });
    const silent = jsonLdOf(shareHeadTags({ ...page, listing: { ...withProcedure, buyerCommission: null } }));
    expect(silent.mainEntity).not.toHaveProperty('additionalProperty');
  });

  it('leaves out the facts a listing does not state and images that are no web address', () => {
    const { rooms: _rooms, datePosted: _datePosted, ...withoutOptional } = listing;
    const jsonLd = jsonLdOf(
      shareHeadTags({
        ...page,
        listing: { ...withoutOptional, rooms: null, images: ['javascript:alert(1)', 'uploads/b.jpg'] },
      }),
    );
    expect(jsonLd).not.toHaveProperty('datePosted');
    expect(jsonLd.mainEntity).not.toHaveProperty('numberOfRooms');
    expect(jsonLd.image).toEqual([`${ORIGIN}/uploads/b.jpg`]);
  });

  it.each([
    [
      'Maximilianstraße 5, 1010 Wien',
      { streetAddress: 'Maximilianstraße 5', postalCode: '1010', addressLocality: 'Wien' },
    ],
    ['Am  Hof 3 ,  80331   München ', { streetAddress: 'Am Hof 3', postalCode: '80331', addressLocality: 'München' }],
    ['Leopoldstraße 42 80802 München', { streetAddress: 'Leopoldstraße 42 80802 München' }],
    ['Schwabing, München', { streetAddress: 'Schwabing, München' }],
    [', 80802 München', { streetAddress: ', 80802 München' }],
  ])('splits the address %j only at a final ", PLZ Ort"', (address, expected) => {
    const jsonLd = jsonLdOf(shareHeadTags({ ...page, listing: { ...listing, address } }));
    expect(jsonLd.mainEntity.address).toEqual({ '@type': 'PostalAddress', ...expected });
  });

  it('adds no structured data without a listing', () => {
    const tags = shareHeadTags({ ...page, shareImage: { url: '/x.jpg', width: 1200, height: 630 } });
    expect(parseHead(tags).scripts).toEqual([]);
    expect(tags).not.toContain('ld+json');
  });
});
