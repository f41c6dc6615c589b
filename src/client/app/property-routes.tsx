import { preloadOfferForm } from '../features/offer-form/load-offer-form';
import { OfferSection } from '../features/offer-form/offer-section';
import { ListingsPage } from '../features/listings/listings-page';
import { NotFoundPage } from '../features/not-found/not-found-page';
import { usePropertyBySlug } from '../features/property-page/api/use-property-by-slug';
import { PropertyScreen } from '../features/property-page/property-page';
import { SiteLayout } from '../features/site-chrome/site-layout';
import { TopBar } from '../features/site-chrome/top-bar';
import { matchPath, useLocation } from '../lib/router';
import { useListings, useSeveralListings } from '../lib/use-listings';
import { useSearchParams } from '../lib/search-params';
import { listingsPageOf } from '#shared/properties/listing-pages.ts';
import { PROPERTY_PAGE_PREFIX } from '#shared/properties/slug.ts';

/**
 * /immobilien, the overview of the listings, and /immobilien/<slug>, a property's own page. One
 * chunk of their own, so the first bundle of / stays as small as it was.
 */
export default function PropertyRoutes() {
  const [path] = useLocation();
  const overview = matchPath(PROPERTY_PAGE_PREFIX, path);
  const page = matchPath(`${PROPERTY_PAGE_PREFIX}/:slug`, path);
  if (overview) return <ListingsRoute />;
  if (page?.slug) return <ListingRoute slug={page.slug} />;
  return (
    <SiteLayout topBar={<TopBar variant="page" />}>
      <NotFoundPage />
    </SiteLayout>
  );
}

/** The overview behind the usual top bar and footer; the 404 screen for a page there is not. */
function ListingsRoute() {
  const [search] = useSearchParams();
  const page = listingsPageOf(search.get('page'));
  const listings = useListings(page ?? 1);
  return (
    <SiteLayout topBar={<TopBar variant="page" />}>
      {page === null || listings.data === null ? <NotFoundPage /> : <ListingsPage page={page} />}
    </SiteLayout>
  );
}

/**
 * A property's own page, the same page / shows for the first one; the 404 screen when no active
 * property has that address.
 */
function ListingRoute({ slug }: { slug: string }) {
  const shown = usePropertyBySlug(slug);
  const several = useSeveralListings();
  if (shown.data === null) {
    return (
      <SiteLayout topBar={<TopBar variant="page" />}>
        <NotFoundPage />
      </SiteLayout>
    );
  }
  return (
    <SiteLayout
      topBar={
        <TopBar
          variant="home"
          hasOfferForm={Boolean(shown.data)}
          onOfferIntent={preloadOfferForm}
          overviewLink={several}
        />
      }
    >
      <PropertyScreen
        query={shown}
        onOfferIntent={preloadOfferForm}
        renderOffer={(property) => (
          <OfferSection
            propertyId={property.id}
            auctionEndDate={property.auctionEndDate}
            awardedAt={property.awardedAt ?? null}
            finalRoundEndsAt={property.finalRoundEndsAt ?? null}
            contact={property}
          />
        )}
      />
    </SiteLayout>
  );
}
