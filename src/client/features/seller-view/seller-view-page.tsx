import { useEffect, useState } from 'react';
import { LOCALES, type Language } from '#shared/languages.ts';
import type { SellerOffer, SellerView } from '#shared/seller-view/schemas.ts';
import { Clock, MapPin } from '#client/components/ui/icons.tsx';
import { PageLoader } from '#client/components/ui/page-loader.tsx';
import { useI18n, type Translate } from '#client/lib/i18n.tsx';
import { plural } from '#client/lib/plural.ts';
import { serverNow } from '#client/lib/server-clock.ts';
import { cn } from '#client/lib/cn.ts';
import { SellerBidLog } from './seller-bid-log';
import { useSellerView } from './use-seller-view';

const FINANCING_KEYS = {
  'own-funds': 'offer.terms.financingOwnFunds',
  'financing-confirmed': 'offer.terms.financingConfirmed',
  'financing-in-progress': 'offer.terms.financingInProgress',
} as const;

function euro(amount: string, language: Language): string {
  return new Intl.NumberFormat(LOCALES[language], {
    style: 'currency',
    currency: 'EUR',
    minimumFractionDigits: amount.endsWith('.00') ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(Number(amount));
}

/** Dates as Munich shows them: the procedure runs on Munich's clock, wherever the seller is. */
function dateTime(value: string, language: Language): string {
  return new Intl.DateTimeFormat(LOCALES[language], {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Europe/Berlin',
  }).format(new Date(value));
}

function day(value: string, language: Language): string {
  return new Intl.DateTimeFormat(LOCALES[language], { dateStyle: 'medium', timeZone: 'UTC' }).format(
    new Date(`${value}T00:00:00Z`),
  );
}

/** French sets a (narrow, unbreakable) space before a colon. */
const colon = (language: Language) => (language === 'fr' ? '\u00a0:' : ':');

const two = (n: number) => String(n).padStart(2, '0');

/** "2 Tage 03:04:05": the seconds count down, so a late offer's extension is seen at once. */
function countdownText(left: number, t: Translate, language: Language): string {
  const seconds = Math.floor(left / 1000);
  const days = Math.floor(seconds / 86_400);
  const clock = `${two(Math.floor((seconds % 86_400) / 3600))}:${two(Math.floor((seconds % 3600) / 60))}:${two(seconds % 60)}`;
  return days > 0 ? `${plural(t, language, 'seller.days', days, { n: days })} ${clock}` : clock;
}

function useNow(): number {
  const [now, setNow] = useState(() => serverNow());
  useEffect(() => {
    const timer = setInterval(() => setNow(serverNow()), 1000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

function titleOf(property: SellerView['property'], language: Language): string {
  if (language === 'en') return property.titleEn ?? property.title;
  if (language === 'fr') return property.titleFr ?? property.title;
  return property.title;
}

function Figure({ label, value, testId, wide }: { label: string; value: string; testId: string; wide?: boolean }) {
  return (
    <div className={`rounded-xl border border-stone-200 bg-white p-4 ${wide ? 'col-span-2 sm:col-span-1' : ''}`}>
      <dt className="text-sm text-stone-600">{label}</dt>
      <dd className="mt-1 text-2xl font-semibold text-ink tabular-nums" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}

function Standing({ view, t, language }: { view: SellerView; t: Translate; language: Language }) {
  const now = useNow();
  const { standing } = view;
  const left = Date.parse(standing.endsAt) - now;
  return (
    <section aria-labelledby="seller-standing" className="grid gap-4">
      <h2 id="seller-standing" className="sr-only">
        {t('seller.highest')}
      </h2>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        <Figure
          label={t('seller.highest')}
          value={standing.highestOffer ? euro(standing.highestOffer, language) : t('seller.noHighest')}
          testId="seller-highest"
          wide
        />
        <Figure label={t('seller.offers')} value={String(standing.offerCount)} testId="seller-offer-count" />
        <Figure label={t('seller.bidders')} value={String(standing.bidderCount)} testId="seller-bidder-count" />
      </dl>
      <div className="grid gap-2 rounded-xl border border-stone-200 bg-stone-50 p-4 text-sm text-stone-700">
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-base text-ink">
          <Clock className="h-4 w-4" aria-hidden />
          <span className="font-medium">
            {t('seller.endsAt')}
            {colon(language)}
          </span>
          <span data-testid="seller-ends-at">{dateTime(standing.endsAt, language)}</span>
          {left > 0 ? (
            <span className="font-semibold tabular-nums" data-testid="seller-countdown">
              ({t('seller.timeLeft', { time: countdownText(left, t, language) })})
            </span>
          ) : (
            <span className="font-semibold">{t('seller.ended')}</span>
          )}
        </p>
        {standing.awarded && (
          <p className="font-semibold text-ink" data-testid="seller-awarded">
            {t('seller.awarded', {
              date: dateTime(standing.awarded.at, language),
              bidder:
                standing.awarded.bidderNumber === null
                  ? '—'
                  : t('bidLog.bidder', { number: String(standing.awarded.bidderNumber) }),
              amount: standing.awarded.amount ? euro(standing.awarded.amount, language) : '—',
            })}
          </p>
        )}
        {standing.extended && <p className="font-medium text-gold-deep">{t('seller.extended')}</p>}
        {standing.extensionMinutes > 0 && (
          <p>
            {plural(t, language, 'seller.extensionRule', standing.extensionMinutes, {
              minutes: standing.extensionMinutes,
            })}
          </p>
        )}
        <p>{t(standing.mode === 'open' ? 'seller.modeOpen' : 'seller.modeSealed')}</p>
      </div>
    </section>
  );
}

function OfferTerms({ offer, t, language }: { offer: SellerOffer; t: Translate; language: Language }) {
  const terms = [
    offer.financing && `${t('offer.terms.financing')}${colon(language)} ${t(FINANCING_KEYS[offer.financing])}`,
    offer.handoverDate && `${t('seller.handover')}${colon(language)} ${day(offer.handoverDate, language)}`,
    offer.bindingDays !== null &&
      `${t('seller.binding')}${colon(language)} ${plural(t, language, 'seller.days', offer.bindingDays, { n: offer.bindingDays })}`,
  ].filter(Boolean);
  return terms.length > 0 ? <span className="text-stone-600">{terms.join(' · ')}</span> : null;
}

/** The property's offers as they stand now, with contact data when the link allows it. */
function Offers({ view, t, language }: { view: SellerView; t: Translate; language: Language }) {
  return (
    <section aria-labelledby="seller-offers" className="grid gap-3" data-testid="seller-offers">
      <div>
        <h2 id="seller-offers" className="text-xl font-semibold text-ink">
          {t('admin.tabs.offers')}
        </h2>
        <p className="text-sm text-stone-600">{t('seller.bidLogHint')}</p>
      </div>
      {view.offers.length === 0 ? (
        <p className="rounded-xl border border-dashed border-stone-300 p-4 text-stone-600">{t('seller.noOffers')}</p>
      ) : (
        <ol className="grid gap-2">
          {view.offers.map((offer) => (
            <li
              key={offer.id}
              className="grid gap-1 rounded-xl border border-stone-200 bg-white p-4 sm:grid-cols-[11rem_9rem_1fr] sm:items-baseline sm:gap-4"
              data-testid="seller-offer"
            >
              <span className="text-sm text-stone-600 tabular-nums">{dateTime(offer.createdAt, language)}</span>
              <span className="font-medium text-ink">{t('seller.bidder', { n: offer.bidderNumber })}</span>
              <span className="grid gap-1">
                <span
                  className={cn(
                    'text-lg font-semibold tabular-nums',
                    offer.withdrawnAt ? 'text-stone-600 line-through' : 'text-ink',
                  )}
                >
                  {euro(offer.amount, language)}
                </span>
                {offer.withdrawnAt && (
                  <span className="text-sm font-medium text-stone-700">
                    {t('seller.withdrawn', { date: dateTime(offer.withdrawnAt, language) })}
                  </span>
                )}
                <OfferTerms offer={offer} t={t} language={language} />
                {offer.contact && (
                  <span className="text-sm break-words text-stone-700">
                    {offer.contact.name} · <a href={`mailto:${offer.contact.email}`}>{offer.contact.email}</a> ·{' '}
                    <a href={`tel:${offer.contact.phone.replace(/[^+\d]/g, '')}`}>{offer.contact.phone}</a>
                  </span>
                )}
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

function LinkNoLongerValid({ t }: { t: Translate }) {
  return (
    <div className="mx-auto grid max-w-xl gap-3 py-16 text-center" data-testid="seller-invalid">
      <h1 className="text-2xl font-semibold text-ink">{t('seller.invalidTitle')}</h1>
      <p className="text-stone-700">{t('seller.invalidText')}</p>
    </div>
  );
}

/** The seller's read-only page (decision 0074), at /verkauf/:token. */
export function SellerViewPage({ token }: { token: string | null }) {
  const { t, language } = useI18n();
  const state = useSellerView(token);
  useEffect(() => {
    document.title = `${t('seller.eyebrow')} · Isarwert Immobilien`;
  }, [t]);
  if (state.kind === 'loading') return <PageLoader label={t('ui.loading')} />;
  if (state.kind !== 'ready') return <LinkNoLongerValid t={t} />;
  const { view, live } = state;
  // Inside the site layout's <main>.
  return (
    <div className="mx-auto grid w-full max-w-5xl gap-6 px-4 py-6 sm:px-6 sm:py-10">
      <header className="grid gap-4 sm:grid-cols-[1fr_14rem] sm:items-start">
        <div className="grid gap-2">
          <p className="flex items-center gap-2 text-sm font-semibold tracking-wide text-gold-deep uppercase">
            {t('seller.eyebrow')}
            <span
              className={live ? 'rounded-full bg-emerald-700 px-2 py-0.5 text-xs text-white' : 'text-xs text-stone-600'}
              data-testid="seller-live"
            >
              {live ? t('seller.live') : t('seller.reconnecting')}
            </span>
          </p>
          <h1 className="text-2xl font-semibold text-ink sm:text-3xl">{titleOf(view.property, language)}</h1>
          <p className="flex items-center gap-1.5 text-stone-700">
            <MapPin className="h-4 w-4" aria-hidden />
            {view.property.address}
          </p>
          {view.property.publicPage && (
            <p>
              <a href={view.property.publicPage} className="text-gold-deep underline underline-offset-2">
                {t('seller.publicPage')}
              </a>
            </p>
          )}
          {view.link.label && <p className="text-stone-700">{t('seller.preparedFor', { label: view.link.label })}</p>}
          <p className="text-sm text-stone-600">{t('seller.readOnly')}</p>
        </div>
        {view.property.image && (
          <img
            src={view.property.image}
            alt=""
            className="aspect-[4/3] w-full rounded-xl object-cover max-sm:max-h-48"
          />
        )}
      </header>
      <Standing view={view} t={t} language={language} />
      <Offers view={view} t={t} language={language} />
      {token && <SellerBidLog view={view} token={token} t={t} language={language} />}
      <p className="text-sm text-stone-600">
        {t('seller.validUntil', { date: dateTime(view.link.expiresAt, language) })}
      </p>
    </div>
  );
}
