import OFFER_CLOSED_TEXTS from 'virtual:public-texts/offerClosed';
import { useMemo } from 'react';
import { AWARDED_PAGE_TRANSLATIONS } from '#shared/award/texts.ts';
import { translationMaps } from '#shared/translations/types.ts';
import { translator, useI18n } from '#client/lib/i18n.tsx';
import { WithBuiltInTexts } from '#client/lib/i18n-scopes.tsx';

/** The award's texts come with this chunk in all three languages: rendered pages do not carry them. */
const AWARDED_TEXTS = translationMaps(AWARDED_PAGE_TRANSLATIONS);

/**
 * In place of the form once the offer period has ended, or once the property is awarded (decision
 * 0136): a chunk of its own, as few ever see it.
 */
export function OfferClosed({ awarded = false }: { awarded?: boolean }) {
  return <WithBuiltInTexts texts={OFFER_CLOSED_TEXTS}>{awarded ? <AwardedText /> : <ClosedText />}</WithBuiltInTexts>;
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

function AwardedText() {
  const { language } = useI18n();
  const t = useMemo(() => translator(AWARDED_TEXTS(language)), [language]);
  return (
    <div className="offer-closed">
      <h2 className="font-serif text-3xl leading-tight sm:text-4xl">{t('award.pageTitle')}</h2>
      <p className="mt-4 max-w-xl text-white/80">{t('award.pageText')}</p>
    </div>
  );
}
