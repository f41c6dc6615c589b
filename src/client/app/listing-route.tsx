import { preloadOfferForm } from '../features/offer-form/load-offer-form';
import { OfferSection } from '../features/offer-form/offer-section';
import { NotFoundPage } from '../features/not-found/not-found-page';
import { usePropertyBySlug } from '../features/property-page/api/use-property-by-slug';
import { PropertyScreen } from '../features/property-page/property-page';
import { SiteLayout } from '../features/site-chrome/site-layout';
import { TopBar } from '../features/site-chrome/top-bar';

/**
 * /immobilien/<slug>: a property's own page, the same page / shows for the first one; the 404
 * screen when no active property has that address. A chunk of its own, so / stays as small as it was.
 */
export default function ListingRoute({ slug }: { slug: string }) {
  const shown = usePropertyBySlug(slug);
  if (shown.data === null) {
    return (
      <SiteLayout topBar={<TopBar variant="page" />}>
        <NotFoundPage />
      </SiteLayout>
    );
  }
  return (
    <SiteLayout topBar={<TopBar variant="home" hasOfferForm={Boolean(shown.data)} onOfferIntent={preloadOfferForm} />}>
      <PropertyScreen
        query={shown}
        onOfferIntent={preloadOfferForm}
        renderOffer={(property) => (
          <OfferSection propertyId={property.id} auctionEndDate={property.auctionEndDate} contact={property} />
        )}
      />
    </SiteLayout>
  );
}
