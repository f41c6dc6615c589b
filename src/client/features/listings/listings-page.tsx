import LISTINGS_TEXTS from 'virtual:public-texts/listings';
import type { Language } from '#shared/languages.ts';
import { LOCALES } from '#shared/languages.ts';
import { localizedText } from '#shared/localized.ts';
import { formatEuro } from '#shared/money.ts';
import type { ListingCard } from '#shared/properties/schemas.ts';
import { propertyPagePath } from '#shared/properties/slug.ts';
import { PageLoader } from '#client/components/ui/page-loader.tsx';
import { MapPin } from '#client/components/ui/icons.tsx';
import { useDocumentMeta } from '#client/lib/document-meta.ts';
import { hydrationTime } from '#client/lib/hydration.ts';
import { useI18n, type Translate } from '#client/lib/i18n.tsx';
import { WithBuiltInTexts } from '#client/lib/i18n-scopes.tsx';
import { thumbnailImage } from '#client/lib/image-url.ts';
import { Link } from '#client/lib/router.tsx';
import { serverNow } from '#client/lib/server-clock.ts';
import { cn } from '#client/lib/cn.ts';
import { listingState, type ListingState } from './listing-state';
import { useListings } from '#client/lib/use-listings.ts';
import { useEffect } from 'react';
import { listingsPageCount, listingsPagePath } from '#shared/properties/listing-pages.ts';

/**
 * /immobilien?page=: a card per active property, the one whose offer period ends first on top,
 * a page of them at a time.
 */
export function ListingsPage({ page }: { page: number }) {
  return (
    <WithBuiltInTexts texts={LISTINGS_TEXTS}>
      <ListingsScreen page={page} />
    </WithBuiltInTexts>
  );
}

function ListingsScreen({ page }: { page: number }) {
  const { t, language } = useI18n();
  const listings = useListings(page);
  const pages = listingsPageCount(listings.data?.total ?? 0);
  const title = page === 1 ? t('listings.title') : `${t('listings.title')} – ${t('paging.pageOf', { page, pages })}`;
  useDocumentMeta(`${title} | ${t('app.title')}`, t('listings.intro'));
  // Another page of cards starts at its top, like another screen.
  useEffect(() => {
    if (!window.location.hash) window.scrollTo(0, 0);
  }, [page]);
  if (listings.isPending) return <PageLoader label={t('ui.loading')} />;
  const cards = listings.data?.listings ?? [];
  // A rendered page is judged by the moment it was rendered, as the server did: no mismatch.
  const now = hydrationTime() ?? serverNow();
  return (
    <div className="container-page py-12 sm:py-16">
      <p className="eyebrow">{t('property.eyebrow')}</p>
      <h1 className="property-title">{t('listings.title')}</h1>
      <p className="mt-4 max-w-2xl text-[0.95rem] leading-7 text-ink-soft">{t('listings.intro')}</p>
      {cards.length === 0 ? (
        <p className="state-text mt-10">{t('listings.none')}</p>
      ) : (
        <ul className="mt-10 grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {cards.map((card) => (
            <li key={card.id}>
              <ListingCardView card={card} state={listingState(card.auctionEndDate, now)} t={t} language={language} />
            </li>
          ))}
        </ul>
      )}
      {pages > 1 && <PageLinks page={page} pages={pages} t={t} />}
    </div>
  );
}

/** Previous and next page, and where the visitor is, as links (they work before the scripts run). */
function PageLinks({ page, pages, t }: { page: number; pages: number; t: Translate }) {
  const link = 'btn btn-outline btn-compact';
  return (
    <nav aria-label={t('listings.pages')} className="mt-12 flex items-center justify-between gap-4">
      {page > 1 ? (
        <Link href={listingsPagePath(page - 1)} rel="prev" className={link}>
          ← {t('listings.previousPage')}
        </Link>
      ) : (
        <span />
      )}
      <p className="text-sm text-ink-soft">{t('paging.pageOf', { page, pages })}</p>
      {page < pages ? (
        <Link href={listingsPagePath(page + 1)} rel="next" className={link}>
          {t('listings.nextPage')} →
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}

const STATE_TEXT = {
  running: 'listings.running',
  'ending-soon': 'listings.endingSoon',
  ended: 'listings.ended',
} as const satisfies Record<ListingState, string>;

function ListingCardView({
  card,
  state,
  t,
  language,
}: {
  card: ListingCard;
  state: ListingState;
  t: Translate;
  language: Language;
}) {
  const title = localizedText(language, card.title, card.titleEn, card.titleFr);
  const end = new Intl.DateTimeFormat(LOCALES[language], {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Europe/Berlin',
  }).format(new Date(card.auctionEndDate));
  const image = card.cover ? thumbnailImage(card.cover) : null;
  const alt = card.coverAlt?.[language] || card.coverAlt?.de || '';
  return (
    <Link
      href={propertyPagePath(card.slug)}
      className="group flex h-full flex-col overflow-hidden rounded-2xl border border-stone-200 bg-white shadow-sm transition hover:shadow-md focus-visible:ring-2 focus-visible:ring-gold-deep focus-visible:outline-none"
    >
      <div className="aspect-[3/2] bg-stone-200">
        {image && (
          <picture>
            {image.avifSrcSet && <source type="image/avif" srcSet={image.avifSrcSet} />}
            <img src={image.src} alt={alt} loading="lazy" decoding="async" className="h-full w-full object-cover" />
          </picture>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-5">
        <span
          className={cn(
            'self-start rounded-full px-2.5 py-0.5 text-xs font-semibold',
            state === 'ended'
              ? 'bg-stone-200 text-stone-700'
              : state === 'ending-soon'
                ? 'bg-gold-soft text-ink'
                : 'bg-emerald-50 text-emerald-800',
          )}
        >
          {t(STATE_TEXT[state])}
        </span>
        <h2 className="font-serif text-xl leading-snug text-ink group-hover:underline">{title}</h2>
        <p className="flex items-start gap-1.5 text-sm text-ink-soft">
          <MapPin className="mt-0.5 h-4 w-4 shrink-0 text-gold-deep" aria-hidden />
          <span>{card.address}</span>
        </p>
        <p className="text-sm text-ink">
          {card.livingArea.toLocaleString(LOCALES[language])} m²
          {card.rooms !== null && (
            <> · {t('listings.rooms', { rooms: card.rooms.toLocaleString(LOCALES[language]) })}</>
          )}
        </p>
        <p className="mt-auto pt-2 text-sm text-ink-soft">
          <time dateTime={card.auctionEndDate}>
            {state === 'ended' ? t('listings.endedOn', { date: end }) : t('deadline.endsOn', { date: end })}
          </time>
        </p>
        <p className="text-sm font-medium text-ink">
          {card.offerMode === 'sealed'
            ? t('listings.sealed')
            : `${t('listings.open')} · ${
                card.highestOffer === null
                  ? t('listings.noOffers')
                  : t('listings.highest', { amount: formatEuro(card.highestOffer, 0) })
              }`}
        </p>
      </div>
    </Link>
  );
}
