import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { OFFER_DOCUMENTS_TRANSLATIONS } from '#shared/documents/offer-requirement-texts.ts';
import { OFFER_VIEWING_TRANSLATIONS } from '#shared/viewings/offer-requirement-texts.ts';
import { AWARDED_PAGE_TRANSLATIONS } from '#shared/award/texts.ts';
import { FINAL_ROUND_PAGE_TRANSLATIONS } from '#shared/final-round/texts.ts';
import { translationMaps } from '#shared/translations/types.ts';
import { translator, useI18n, type Translate } from '#client/lib/i18n.tsx';
import { translationsQuery } from '#client/lib/translations-query.ts';

/**
 * The rules' texts, and what a refusal after an award or once a final round began says, come with the form in all three
 * languages: rendered pages do not carry them.
 */
const RULE_TEXTS = translationMaps([
  ...OFFER_DOCUMENTS_TRANSLATIONS,
  ...OFFER_VIEWING_TRANSLATIONS,
  ...AWARDED_PAGE_TRANSLATIONS,
  ...FINAL_ROUND_PAGE_TRANSLATIONS.filter((entry) => entry.key === 'finalRound.pageText'),
]);

/**
 * The texts of the rules about who may offer, in the visitor's language; texts an admin edited
 * (the server's map) win. The map is asked for only where a rule applies: no request on other
 * properties.
 */
export function useRequirementTexts(applies: boolean): Translate {
  const { language } = useI18n();
  const { data } = useQuery({ ...translationsQuery(language), enabled: applies });
  return useMemo(() => translator({ ...RULE_TEXTS(language), ...data }), [language, data]);
}

/** Each rule's line, the link that leads to meeting it, and where that link goes. */
const RULES = {
  documents: { text: 'documentAccess.offerRule', link: 'documentAccess.offerRuleLink', href: '#documents' },
  viewing: { text: 'viewing.offerRule', link: 'viewing.offerRuleLink', href: '#viewings' },
} as const;

/**
 * The rules above the form about who may offer, before anyone types, each with the way to meet
 * it: the documents' gate (decision 0129) and the viewings (decision 0134).
 */
export function RequirementRules({ documents, viewing }: { documents: boolean; viewing: boolean }) {
  const t = useRequirementTexts(true);
  const shown = [documents && RULES.documents, viewing && RULES.viewing].filter((rule) => rule !== false);
  return (
    <>
      {shown.map((rule) => (
        <li key={rule.href}>
          {t(rule.text)}{' '}
          <a href={rule.href} className="font-medium underline underline-offset-2">
            {t(rule.link)}
          </a>
        </li>
      ))}
    </>
  );
}
