import { useCallback } from 'react';
import type { Language } from '#shared/languages.ts';
import { bidderTokenOfPath } from '#shared/my-offers/my-offers.ts';
import { MY_OFFERS_TRANSLATIONS } from '#shared/my-offers/texts.ts';
import { FINAL_ROUND_BIDDER_TRANSLATIONS, FINAL_ROUND_PAGE_TRANSLATIONS } from '#shared/final-round/texts.ts';
import { IDENTIFICATION_TRANSLATIONS } from '#shared/identification/texts.ts';
import { translationMaps } from '#shared/translations/types.ts';
import { AWARDED_PAGE_TRANSLATIONS } from '#shared/award/texts.ts';
import { MyOffersPage } from '../features/my-offers/my-offers-page';
import { LanguageScope, useI18n } from '../lib/i18n';

/** The page's texts travel with its chunk in all three languages; the server's map overlays them. */
const MY_OFFERS_TEXTS = translationMaps([
  ...MY_OFFERS_TRANSLATIONS,
  ...FINAL_ROUND_PAGE_TRANSLATIONS,
  ...FINAL_ROUND_BIDDER_TRANSLATIONS,
  ...AWARDED_PAGE_TRANSLATIONS,
  ...IDENTIFICATION_TRANSLATIONS,
]);

/** /meine-angebote/:token in the visitor's language, switched like the public site's (decision 0110). */
export default function MyOffersRoute({ path }: { path: string }) {
  const { language, setLanguage, builtIn } = useI18n();
  const texts = useCallback((code: Language) => ({ ...builtIn(code), ...MY_OFFERS_TEXTS(code) }), [builtIn]);
  return (
    <LanguageScope language={language} setLanguage={setLanguage} builtIn={texts}>
      <MyOffersPage token={bidderTokenOfPath(path)} />
    </LanguageScope>
  );
}
