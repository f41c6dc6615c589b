import { lowestAcceptableOffer } from '#shared/procedure/offer-procedure.ts';
import type { Standing } from '#shared/procedure/schemas.ts';
import { useHydrated } from '#client/lib/hydration.ts';
import { useI18n, type Translate } from '#client/lib/i18n.tsx';
import { plural } from '#client/lib/plural.ts';
import type { Language } from '#shared/languages.ts';
import { useStanding } from '#client/lib/use-standing.ts';
import { euroAmount } from '#client/lib/munich-format.ts';
import { RequirementRules } from './requirement-rules';

/** The lines that explain the procedure, before anyone types (decision 69); none for today's plain procedure. */
export function procedureRuleLines(standing: Standing, t: Translate, language: Language): string[] {
  const amount = (value: string) => euroAmount(value, language);
  const lines: string[] = [];
  if (standing.minimumOffer !== null) lines.push(t('offer.rules.minimum', { amount: amount(standing.minimumOffer) }));
  if (standing.mode === 'open') {
    if (standing.highestOffer === null) {
      lines.push(t('offer.rules.openNoOffers'));
    } else {
      const count = standing.offerCount ?? 0;
      const offers = plural(t, language, 'offer.rules.offers', count, { n: count });
      const lowest = lowestAcceptableOffer({ ...standing, highestOffer: standing.highestOffer });
      lines.push(
        lowest === null
          ? t('offer.rules.openStanding', { amount: amount(standing.highestOffer), offers })
          : t('offer.rules.openStandingWithLowest', {
              amount: amount(standing.highestOffer),
              offers,
              lowest: amount(lowest),
            }),
      );
    }
    // Before anyone types: an offer counts for the standing only once its address is confirmed (decision 0072).
    if (standing.verifiedOffersOnly) lines.push(t('offer.rules.verifiedOnly'));
  }
  if (standing.extensionMinutes > 0)
    lines.push(
      plural(t, language, 'offer.rules.extension', standing.extensionMinutes, { minutes: standing.extensionMinutes }),
    );
  return lines;
}

/** Above the form: the procedure's rules and, in the open procedure, the live standing. */
export function ProcedureRules({ propertyId }: { propertyId: string }) {
  const { t, language } = useI18n();
  const standing = useStanding(propertyId);
  // The server's markup has no rules (they depend on offers): none while this part hydrates either,
  // even if the page's event stream has brought the standing by then.
  const hydrated = useHydrated();
  const lines = hydrated && standing ? procedureRuleLines(standing, t, language) : [];
  const documentsRequired = hydrated && standing?.offersRequireDocuments === true;
  const viewingRequired = hydrated && standing?.offersRequireViewing === true;
  const any = lines.length > 0 || documentsRequired || viewingRequired;
  return (
    // Not a live region: the announcer says what changed, at most every half minute.
    <div className={any ? 'procedure-rules' : undefined}>
      {any && (
        <ul aria-label={t('offer.rules.title')}>
          {(documentsRequired || viewingRequired) && (
            <RequirementRules documents={documentsRequired} viewing={viewingRequired} />
          )}
          {lines.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
