import type { Property } from '../../../shared/schemas/property';
import { useI18n } from '../../lib/i18n';
import { formatNumber } from './property-text';

interface Fact {
  label: string;
  value: string;
  unit?: string;
}

/** The four tiles of SPEC §2: living area, bedrooms, bathrooms, year built. */
export function KeyFacts({ property }: { property: Property }) {
  const { t, language } = useI18n();
  const facts: Fact[] = [
    {
      label: t('property.livingArea'),
      value: formatNumber(property.livingArea, language),
      unit: t('unit.squareMeters'),
    },
    { label: t('property.bedrooms'), value: formatNumber(property.bedrooms, language) },
    { label: t('property.bathrooms'), value: formatNumber(property.bathrooms, language) },
    // A year is not a quantity: no digit grouping.
    { label: t('property.yearBuilt'), value: String(property.yearBuilt) },
  ];
  return (
    <dl className="mt-8 grid grid-cols-2 gap-3" aria-label={t('property.keyFacts')}>
      {facts.map(({ label, value, unit }) => (
        <div key={label} className="fact-tile">
          <dt className="fact-label">{label}</dt>
          <dd className="fact-value">
            {value}
            {unit && <span className="fact-unit">{`\u00a0${unit}`}</span>}
          </dd>
        </div>
      ))}
    </dl>
  );
}
