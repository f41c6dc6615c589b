import OFFER_CLOSED_TEXTS from 'virtual:public-texts/offerClosed';
import { useMemo } from 'react';
import { AWARDED_PAGE_TRANSLATIONS } from '#shared/award/texts.ts';
import { FINAL_ROUND_PAGE_TRANSLATIONS } from '#shared/final-round/texts.ts';
import { translationMaps } from '#shared/translations/types.ts';
import { translator, useI18n } from '#client/lib/i18n.tsx';
import { WithBuiltInTexts } from '#client/lib/i18n-scopes.tsx';

/** These texts come with this chunk in all three languages: rendered pages do not carry them. */
const CLOSING_TEXTS = translationMaps([...AWARDED_PAGE_TRANSLATIONS, ...FINAL_ROUND_PAGE_TRANSLATIONS]);

/** Why the form is gone: the period ended, a best-and-final round began (decision 0137), or the award. */
export type ClosedBecause = 'ended' | 'final-round' | 'awarded';

/**
 * In place of the form once the offer period has ended, a best-and-final round has begun, or the
 * property is awarded (decision 0136): a chunk of its own, as few ever see it.
 */
export function OfferClosed({ because = 'ended' }: { because?: ClosedBecause }) {
  return (
    <WithBuiltInTexts texts={OFFER_CLOSED_TEXTS}>
      {because === 'ended' ? (
        <ClosedText />
      ) : because === 'awarded' ? (
        <ClosingText title="award.pageTitle" text="award.pageText" />
      ) : (
        <ClosingText title="finalRound.pageTitle" text="finalRound.pageText" />
      )}
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

function ClosingText({ title, text }: { title: ClosingKey; text: ClosingKey }) {
  const { language } = useI18n();
  const t = useMemo(() => translator(CLOSING_TEXTS(language)), [language]);
  return (
    <div className="offer-closed">
      <h2 className="font-serif text-3xl leading-tight sm:text-4xl">{t(title)}</h2>
      <p className="mt-4 max-w-xl text-white/80">{t(text)}</p>
    </div>
  );
}

type ClosingKey = (typeof AWARDED_PAGE_TRANSLATIONS | typeof FINAL_ROUND_PAGE_TRANSLATIONS)[number]['key'];
