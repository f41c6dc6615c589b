import { useCallback } from 'react';
import type { Language } from '#shared/languages.ts';
import { ENTRY_CHECK_TRANSLATIONS } from '#shared/bid-log/entry-check-texts.ts';
import { BID_LOG_TRANSLATIONS } from '#shared/bid-log/texts.ts';
import { RECEIPT_TRANSLATIONS } from '#shared/receipts/texts.ts';
import { translationMaps } from '#shared/translations/types.ts';
import { EntryCheckPage } from '../features/entry-check/entry-check-page';
import { LanguageScope, useI18n } from '../lib/i18n';
import { useAddress } from '../lib/router';

/** The receipt's labels the page shares with it. */
const RECEIPT_LABELS = new Set(['receipt.reference', 'receipt.logEntry']);

/** The check page's texts travel with its chunk in all three languages; the server's map overlays them. */
const CHECK_TEXTS = translationMaps([
  ...ENTRY_CHECK_TRANSLATIONS,
  ...BID_LOG_TRANSLATIONS,
  ...RECEIPT_TRANSLATIONS.filter((entry) => RECEIPT_LABELS.has(entry.key)),
]);

/** The bid log check (decision 0093), in the visitor's language; ?ref= fills in the reference. */
export default function EntryCheckRoute() {
  const { language, setLanguage, builtIn } = useI18n();
  const texts = useCallback((code: Language) => ({ ...builtIn(code), ...CHECK_TEXTS(code) }), [builtIn]);
  const [, search] = useAddress();
  const reference = new URLSearchParams(search).get('ref') ?? '';
  return (
    <LanguageScope language={language} setLanguage={setLanguage} builtIn={texts}>
      <EntryCheckPage initialReference={reference.slice(0, 40)} />
    </LanguageScope>
  );
}
