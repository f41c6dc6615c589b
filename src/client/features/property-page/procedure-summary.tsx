import SUMMARY_TEXTS from 'virtual:public-texts/procedureSummary';
import type { Property } from '#shared/properties/schemas.ts';
import { formatCommissionRate, isCommissionFree } from '#shared/properties/buyer-commission.ts';
import { useI18n } from '#client/lib/i18n.tsx';
import { WithBuiltInTexts } from '#client/lib/i18n-scopes.tsx';
import { useHydrated } from '#client/lib/hydration.ts';
import { useStanding } from '#client/lib/use-standing.ts';
import { euroAmount } from '#client/lib/munich-format.ts';

/**
 * Beside the deadline: in the open procedure the current highest offer, live; then the procedure
 * in plain words, the minimum when the agent shows it and the buyer's commission as stated
 * (decision 0111). The lines are the property's, so the server's markup stays true until the agent
 * edits it.
 */
export function ProcedureSummary({ property }: { property: Property }) {
  return (
    <WithBuiltInTexts texts={SUMMARY_TEXTS}>
      {property.offerMode === 'open' && <OpenHighest propertyId={property.id} />}
      <SummaryLines property={property} />
    </WithBuiltInTexts>
  );
}

/**
 * The open procedure's current highest offer, kept live by the page's event stream. Its line is
 * reserved in the server's markup and filled once the standing is known, so nothing below moves.
 * Not announced: the form's rules do that, summarised.
 */
function OpenHighest({ propertyId }: { propertyId: string }) {
  const { t, language } = useI18n();
  const standing = useStanding(propertyId);
  const hydrated = useHydrated();
  const highest = hydrated && standing?.mode === 'open' ? standing.highestOffer : undefined;
  return (
    <p className="open-highest">
      {highest === undefined
        ? null
        : highest === null
          ? t('procedure.noOffersYet')
          : t('procedure.highest', { amount: euroAmount(highest, language) })}
    </p>
  );
}

function SummaryLines({ property }: { property: Property }) {
  const { t, language } = useI18n();
  const lines = [t(property.offerMode === 'open' ? 'procedure.open' : 'procedure.sealed')];
  if (property.publicMinimumOffer !== null) {
    lines.push(t('procedure.minimum', { amount: euroAmount(property.publicMinimumOffer, language) }));
  }
  if (property.buyerCommission !== null) {
    lines.push(
      isCommissionFree(property.buyerCommission)
        ? t('procedure.commissionFree')
        : t('procedure.commission', { rate: formatCommissionRate(property.buyerCommission, language) }),
    );
  }
  return (
    <ul className="procedure-summary" aria-label={t('procedure.label')}>
      {lines.map((line) => (
        <li key={line}>{line}</li>
      ))}
    </ul>
  );
}
