import OFFER_CLOSED_TEXTS from 'virtual:public-texts/offerClosed';
import { useI18n } from '#client/lib/i18n.tsx';
import { WithBuiltInTexts } from '#client/lib/i18n-scopes.tsx';

/** In place of the form once the offer period has ended (a chunk of its own: few ever see it). */
export function OfferClosed() {
  return (
    <WithBuiltInTexts texts={OFFER_CLOSED_TEXTS}>
      <ClosedText />
    </WithBuiltInTexts>
  );
}

function ClosedText() {
  const { t } = useI18n();
  return (
    <div className="offer-closed">
      <h2 className="font-serif text-3xl leading-tight sm:text-4xl">{t('deadline.closedTitle')}</h2>
      <p className="mt-4 max-w-xl text-white/80">{t('error.offerPeriodEnded')}</p>
      <p className="mt-2 max-w-xl text-white/80">{t('deadline.closedText')}</p>
    </div>
  );
}
