import { useEffect } from 'react';
import type { Language } from '#shared/languages.ts';
import { localizedText } from '#shared/localized.ts';
import type { MyOffer, MyOffers } from '#shared/my-offers/schemas.ts';
import { Clock } from '#client/components/ui/icons.tsx';
import { Download } from '#client/components/ui/more-icons.tsx';
import { PageLoader } from '#client/components/ui/page-loader.tsx';
import { useI18n, type Translate } from '#client/lib/i18n.tsx';
import { Link } from '#client/lib/router.tsx';
import { euroWithCents, munichDateTime } from '#client/lib/munich-format.ts';
import { handOverContact } from '#client/lib/contact-handoff.ts';
import { cn } from '#client/lib/cn.ts';
import { receiptUrl, useMyOffers } from './use-my-offers';
import { Withdrawal } from './withdrawal';
import { AlertsSwitch } from './alerts-switch';
import { FinalRoundSection } from './final-round-section';
import { IdentificationSection } from './identification-section';

function Standing({ view, t, language }: { view: MyOffers; t: Translate; language: Language }) {
  const { standing } = view;
  // Only the awarded offer's page carries the identification (decision 0139).
  const awardedToThem = view.identification !== null;
  const date = munichDateTime(String(standing.endsAt), language);
  const procedure =
    standing.mode === 'sealed'
      ? t('myOffers.sealed')
      : standing.highestOffer
        ? t('myOffers.openHighest', { amount: euroWithCents(standing.highestOffer, language) })
        : t('myOffers.openNone');
  return (
    <div className="grid gap-2 rounded-2xl border border-stone-200 bg-stone-50 p-4 text-[0.95rem] text-ink-soft">
      <p className="flex items-start gap-2 font-medium text-ink">
        <Clock className="mt-1 h-4 w-4 shrink-0" aria-hidden />
        <span>
          {standing.awarded
            ? t('award.pageTitle')
            : standing.inFinalRound
              ? t('finalRound.pageTitle')
              : t(standing.ended ? 'myOffers.ended' : 'myOffers.endsAt', { date })}
        </span>
      </p>
      <p>
        {standing.awarded
          ? t(awardedToThem ? 'myOffers.awardedToYou' : 'award.pageText')
          : standing.inFinalRound
            ? t('finalRound.pageText')
            : procedure}
      </p>
    </div>
  );
}

interface OfferCardProps {
  offer: MyOffer;
  t: Translate;
  language: Language;
  onWithdraw: (offerToken: string) => Promise<boolean>;
}

function OfferCard({ offer, t, language, onWithdraw }: OfferCardProps) {
  const withdrawn = offer.withdrawnAt !== null;
  return (
    <li className="grid gap-2 rounded-2xl border border-stone-200 bg-white p-4 sm:p-5" data-testid="my-offer">
      <span
        className={cn(
          'text-2xl font-semibold tabular-nums',
          withdrawn ? 'text-ink-soft line-through decoration-2' : 'text-ink',
        )}
      >
        {euroWithCents(offer.amount, language)}
      </span>
      <span className="text-sm text-ink-soft">
        {t('myOffers.receivedAt', { date: munichDateTime(String(offer.createdAt), language) })}
      </span>
      <span className="text-sm text-ink-soft">
        {t('myOffers.reference', { reference: offer.reference })}
        {offer.logPosition !== null && <> · {t('myOffers.logEntry', { position: offer.logPosition })}</>}
      </span>
      <a href={receiptUrl(offer.token, language)} download className="inline-link inline-flex items-center gap-2">
        <Download className="h-4 w-4" aria-hidden />
        {t('myOffers.receipt')}
      </a>
      <Withdrawal offer={offer} t={t} language={language} onWithdraw={onWithdraw} />
    </li>
  );
}

function Message({ title, text, children }: { title: string; text: string; children?: React.ReactNode }) {
  return (
    <div className="container-page grid max-w-xl gap-3 py-16 text-center" data-testid="my-offers-message">
      <h1 className="font-serif text-2xl font-medium text-ink">{title}</h1>
      <p className="text-ink-soft">{text}</p>
      {children}
    </div>
  );
}

/** A bidder's own page for one property (decision 0110), at /meine-angebote/:token. */
export function MyOffersPage({ token }: { token: string | null }) {
  const { t, language } = useI18n();
  const state = useMyOffers(token);
  useEffect(() => {
    document.title = `${t('myOffers.eyebrow')} · Isarwert Immobilien`;
  }, [t]);
  if (state.kind === 'loading') return <PageLoader label={t('ui.loading')} />;
  if (state.kind === 'invalid') return <Message title={t('myOffers.invalidTitle')} text={t('myOffers.invalidText')} />;
  if (state.kind === 'failed') {
    return (
      <Message title={t('myOffers.eyebrow')} text={t('myOffers.failed')}>
        <button type="button" className="btn btn-ink mx-auto" onClick={state.retry}>
          {t('action.retry')}
        </button>
      </Message>
    );
  }
  const { view } = state;
  const { property } = view;
  return (
    <div className="container-page grid max-w-2xl gap-6 py-10 sm:py-14">
      <header className="grid gap-2">
        <p className="eyebrow">{t('myOffers.eyebrow')}</p>
        <h1 tabIndex={-1} className="font-serif text-3xl font-medium break-words text-ink sm:text-4xl">
          {localizedText(language, property.title, property.titleEn, property.titleFr)}
        </h1>
        <p className="text-ink-soft">{t('myOffers.intro')}</p>
        {property.publicPage && (
          <Link href={property.publicPage} className="inline-link w-fit">
            {t('myOffers.toProperty')}
          </Link>
        )}
      </header>
      <Standing view={view} t={t} language={language} />
      {/* Only on the awarded offer's page (decision 0139): the buyer's identification comes first. */}
      {view.identification && token && (
        <IdentificationSection
          identification={view.identification}
          token={token}
          t={t}
          language={language}
          onSent={state.refresh}
        />
      )}
      {view.finalRound && token && (
        <FinalRoundSection round={view.finalRound} token={token} t={t} language={language} onSent={state.refresh} />
      )}
      {/* In a final round the form takes no offers: the round's own section above is the way. */}
      {!view.standing.ended && !view.standing.inFinalRound && !view.standing.awarded && property.publicPage && (
        <div className="grid gap-2">
          {/* A page load, not a move within the site: the browser scrolls to the form. */}
          <a
            href={`${property.publicPage}#bidding`}
            onClick={() => handOverContact(view.bidder)}
            className="btn btn-gold w-full sm:w-fit"
          >
            {/* Raising needs an offer that stands; with every offer withdrawn it is another offer. */}
            {t(
              view.standing.mode === 'open' && view.offers.some((offer) => offer.withdrawnAt === null)
                ? 'myOffers.raise'
                : 'myOffers.another',
            )}
          </a>
          <p className="text-sm text-ink-soft">{t('myOffers.anotherHint')}</p>
        </div>
      )}
      {/* Alerts tell of a running procedure; once awarded or in a final round only switching off is offered. */}
      {view.alerts.available &&
        ((!view.standing.ended && !view.standing.awarded && !view.standing.inFinalRound) || view.alerts.on) && (
          <AlertsSwitch view={view} t={t} language={language} onSwitch={state.switchAlerts} />
        )}
      <section aria-labelledby="my-offers-list" className="grid gap-3">
        <h2 id="my-offers-list" className="text-xl font-semibold text-ink">
          {t('myOffers.listTitle')}
        </h2>
        <ol className="grid gap-3">
          {view.offers.map((offer) => (
            <OfferCard key={offer.token} offer={offer} t={t} language={language} onWithdraw={state.withdraw} />
          ))}
        </ol>
      </section>
    </div>
  );
}
