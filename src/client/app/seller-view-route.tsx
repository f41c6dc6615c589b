import { useCallback } from 'react';
import type { Language } from '#shared/languages.ts';
import { sellerTokenOfPath } from '#shared/seller-view/seller-view.ts';
import { OFFER_TERMS_TRANSLATIONS } from '#shared/offers/offer-terms-texts.ts';
import { SELLER_VIEW_TRANSLATIONS } from '#shared/seller-view/texts.ts';
import { AWARDED_SELLER_TRANSLATIONS } from '#shared/award/texts.ts';
import { translationMaps } from '#shared/translations/types.ts';
import { SellerViewPage } from '../features/seller-view/seller-view-page';
import { LanguageScope, useI18n } from '../lib/i18n';

/** The seller page's texts travel with its chunk in all three languages; the server's map overlays them. */
const SELLER_TEXTS = translationMaps([
  ...OFFER_TERMS_TRANSLATIONS,
  ...SELLER_VIEW_TRANSLATIONS,
  ...AWARDED_SELLER_TRANSLATIONS,
]);

/** /verkauf/:token in the visitor's language, switched like the public site's (decision 0074). */
export default function SellerViewRoute({ path }: { path: string }) {
  const { language, setLanguage, builtIn } = useI18n();
  const texts = useCallback((code: Language) => ({ ...builtIn(code), ...SELLER_TEXTS(code) }), [builtIn]);
  return (
    <LanguageScope language={language} setLanguage={setLanguage} builtIn={texts}>
      <SellerViewPage token={sellerTokenOfPath(path)} />
    </LanguageScope>
  );
}
