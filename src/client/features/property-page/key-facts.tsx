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
      label: t('property.livingArea', 'Wohnfläche'),
      value: formatNumber(property.livingArea, language),
      unit: t('unit.squareMeters', 'm²'),
    },
    { label: t('property.bedrooms', 'Schlafzimmer'), value: formatNumber(property.bedrooms, language) },
    { label: t('property.bathrooms', 'Badezimmer'), value: formatNumber(property.bathrooms, language) },
    // A year is not a quantity: no digit grouping.
    { label: t('property.yearBuilt', 'Baujahr'), value: String(property.yearBuilt) },
  ];
  return (
    <dl className="mt-8 grid grid-cols-2 gap-3" aria-label={t('property.keyFacts', 'Eckdaten')}>
      {facts.map(({ label, value, unit }) => (
        <div key={label} className="fact-tile">
          <dt className="fact-label">{label}</dt>
          <dd className="fact-value">
            {value}
            {unit && <span className="font-sans text-sm font-medium text-ink-soft">{`\u00a0${unit}`}</span>}
          </dd>
        </div>
      ))}
    </dl>
  );
}
