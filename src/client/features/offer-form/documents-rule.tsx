import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { OFFER_DOCUMENTS_TRANSLATIONS } from '#shared/documents/offer-requirement-texts.ts';
import { translationMaps } from '#shared/translations/types.ts';
import { translator, useI18n, type Translate } from '#client/lib/i18n.tsx';
import { translationsQuery } from '#client/lib/translations-query.ts';

/** The rule's texts come with the form in all three languages: rendered pages do not carry them. */
const RULE_TEXTS = translationMaps(OFFER_DOCUMENTS_TRANSLATIONS);

/**
 * The texts of the documents' rule in the visitor's language; texts an admin edited (the server's
 * map) win. The map is asked for only where the rule applies: no request on other properties.
 */
export function useDocumentsRuleTexts(applies: boolean): Translate {
  const { language } = useI18n();
  const { data } = useQuery({ ...translationsQuery(language), enabled: applies });
  return useMemo(() => translator({ ...RULE_TEXTS(language), ...data }), [language, data]);
}

/**
 * Above the form, where the property takes offers only after its documents' terms were accepted
 * (decision 0129): the rule, before anyone types, and the way to the documents' gate.
 */
export function DocumentsRule() {
  const t = useDocumentsRuleTexts(true);
  return (
    <li>
      {t('documentAccess.offerRule')}{' '}
      <a href="#documents" className="font-medium underline underline-offset-2">
        {t('documentAccess.offerRuleLink')}
      </a>
    </li>
  );
}
