import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { PageLoader } from '#client/components/ui/page-loader.tsx';
import { useDocumentMeta } from '#client/lib/document-meta.ts';
import { useI18n } from '#client/lib/i18n.tsx';
import type { Property } from '#shared/properties/schemas.ts';
import { useFeaturedProperty } from './api/use-properties';
import { Gallery } from './gallery';
import { InterestBanner } from './interest-banner';
import { OfferDeadlineNote } from './offer-deadline-note';
import { useLiveStanding } from './api/use-live-standing';
import { lazyPart } from '#client/lib/lazy-part.tsx';
import { propertyText } from './property-text';
import { MapPin } from '#client/components/ui/icons.tsx';

/*
 * The key facts and the details (description, features, energy certificate) only show: their code
 * loads when they must change, not with the page (a page the browser renders itself loads it at once).
 */
const LazyKeyFacts = lazyPart(
  () => import('./key-facts').then((module) => module.KeyFacts),
  <div className="key-facts-placeholder" aria-hidden />,
);
/*
 * The procedure's lines only show, like the key facts; in the open procedure they carry the live
 * highest offer, so there the code comes at once, after the page's ([sealed, open]).
 */
const ProcedureSummaries = [{}, { loadAhead: '0px' }].map((options) =>
  lazyPart(
    () => import('./procedure-summary').then((module) => module.ProcedureSummary),
    <div className="procedure-summary-placeholder" aria-hidden />,
    options,
  ),
);
/*
 * The details only show too, unless some documents open after accepting the terms or viewings are
 * offered: their gate and the booking are forms, so then the code comes as the details near the
 * viewport ([static, with forms]).
 */
const PropertyDetailsParts = [{}, { loadAhead: '600px 0px' }].map((options) =>
  lazyPart(
    () => import('./property-details').then((module) => module.PropertyDetails),
    <div className="details-placeholder" aria-hidden />,
    options,
  ),
);

/** The property a page shows: null when there is none to show. */
type ShownProperty = Pick<UseQueryResult<Property | null>, 'isPending' | 'isError' | 'data' | 'refetch'>;

interface PropertyPageProps {
  /** The offer section (#bidding) for the shown property; composed in app/. */
  renderOffer?: (property: Property) => ReactNode;
  /** Called when the visitor shows intent to make an offer (e.g. to start loading the form). */
  onOfferIntent?: () => void;
}

/** / : the first active property (the agent's choice, decision 52). */
export function PropertyPage(props: PropertyPageProps) {
  return <PropertyScreen query={useFeaturedProperty()} {...props} />;
}

/**
 * A property's page with spinner, empty and error states (on / the first active property, on
 * /immobilien/<slug> that one).
 */
export function PropertyScreen({ query, renderOffer, onOfferIntent }: PropertyPageProps & { query: ShownProperty }) {
  const { t } = useI18n();

  if (query.isPending) return <PageLoader label={t('ui.loading')} />;
  if (query.isError) {
    return (
      <StateMessage title={t('property.loadError')}>
        <button type="button" className="btn btn-ink mt-9" onClick={() => void query.refetch()}>
          {t('action.retry')}
        </button>
      </StateMessage>
    );
  }
  if (!query.data) {
    return (
      <StateMessage title={t('property.noneTitle')}>
        <p className="state-text">{t('property.noneText')}</p>
      </StateMessage>
    );
  }
  return <PropertyView property={query.data} renderOffer={renderOffer} onOfferIntent={onOfferIntent} />;
}

function StateMessage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="container-page state-screen">
      <span className="gold-rule mb-7" aria-hidden />
      <h1 className="state-title">{title}</h1>
      {children}
    </div>
  );
}

export function PropertyView({ property, renderOffer, onOfferIntent }: { property: Property } & PropertyPageProps) {
  const { t, language } = useI18n();
  const text = propertyText(property, language);
  const ProcedureSummary = ProcedureSummaries[Number(property.offerMode === 'open')]!;
  const hasForms = property.viewings === true || (property.documents?.some((document) => document.gated) ?? false);
  const LazyPropertyDetails = PropertyDetailsParts[Number(hasForms)]!;
  useLiveStanding(property.id);
  useDocumentMeta(`${text.title} | ${t('app.title')}`, text.description);

  return (
    <>
      <div className="property-hero">
        <div className="grid gap-8 lg:grid-cols-12 lg:gap-12">
          <div className="lg:col-span-7">
            <Gallery images={property.images} title={text.title} altTexts={property.imageAltTexts} />
          </div>
          <div className="flex flex-col px-5 sm:px-0 lg:col-span-5">
            <p className="eyebrow">{t('property.eyebrow')}</p>
            <h1 className="property-title">{text.title}</h1>
            <p className="property-address">
              <MapPin className="mt-0.5 h-4 w-4 shrink-0 text-gold-deep" aria-hidden />
              <span>{property.address}</span>
            </p>
            {/* The procedure up front, before the facts: its deadline, its standing and its terms. */}
            <div className="procedure-card">
              <OfferDeadlineNote
                end={property.auctionEndDate}
                awarded={Boolean(property.awardedAt ?? property.finalRoundEndsAt)}
              />
              {/* Awarded, the procedure's rules and standing no longer matter to a visitor. */}
              {!property.awardedAt && !property.finalRoundEndsAt && <ProcedureSummary property={property} />}
            </div>
            <LazyKeyFacts property={property} />
          </div>
        </div>
        {!property.awardedAt && !property.finalRoundEndsAt && <InterestBanner onOfferIntent={onOfferIntent} />}
      </div>
      <LazyPropertyDetails property={property} />
      {renderOffer?.(property)}
    </>
  );
}
