import KEY_FACT_TEXTS from 'virtual:public-texts/keyFacts';
import type { Property } from '#shared/properties/schemas.ts';
import { useI18n, type Translate } from '#client/lib/i18n.tsx';
import { WithBuiltInTexts } from '#client/lib/i18n-scopes.tsx';
import { formatNumber } from './property-text';
import type { Language } from '#shared/languages.ts';

interface Fact {
  label: string;
  value: string;
  unit?: string;
}

/** The four key-fact tiles (living area, bedrooms, bathrooms, year built) and the further facts. */
export function KeyFacts({ property }: { property: Property }) {
  return (
    <WithBuiltInTexts texts={KEY_FACT_TEXTS}>
      <Tiles property={property} />
      <MoreFacts property={property} />
    </WithBuiltInTexts>
  );
}

function Tiles({ property }: { property: Property }) {
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
          {/* One text, number and unit: a unit of its own would move when the brand font
              replaces the fallback and the number's width changes (docs/decisions/0076). */}
          <dd className="fact-value">{unit ? `${value}\u00a0${unit}` : value}</dd>
        </div>
      ))}
    </dl>
  );
}

const ENGLISH_ORDINAL_SUFFIX: Record<string, string> = { one: 'st', two: 'nd', few: 'rd', other: 'th' };

/** An ordinal number as each language writes it: 3. (de), 3rd (en), 3e and 1er (fr). */
function ordinal(n: number, language: Language): string {
  if (language === 'de') return `${n}.`;
  if (language === 'fr') return n === 1 ? '1er' : `${n}e`;
  return `${n}${ENGLISH_ORDINAL_SUFFIX[new Intl.PluralRules('en', { type: 'ordinal' }).select(n)] ?? 'th'}`;
}

/** The floor as listings name it: Erdgeschoss, 3. Obergeschoss / 3rd floor / 3e étage, 1. Untergeschoss. */
function floorText(floor: number, t: Translate, language: Language): string {
  if (floor === 0) return t('property.floorGround');
  return floor > 0
    ? t('property.floorUpper', { n: ordinal(floor, language) })
    : t('property.floorBasement', { n: ordinal(-floor, language) });
}

function moreFacts(property: Property, t: Translate, language: Language): Fact[] {
  const facts: Fact[] = [];
  if (property.rooms !== null)
    facts.push({ label: t('property.rooms'), value: formatNumber(property.rooms, language) });
  if (property.floor !== null)
    facts.push({ label: t('property.floor'), value: floorText(property.floor, t, language) });
  if (property.plotArea !== null) {
    facts.push({
      label: t('property.plotArea'),
      value: formatNumber(property.plotArea, language),
      unit: t('unit.squareMeters'),
    });
  }
  return facts;
}

/** Rooms (German listings count them, half rooms included), floor and plot area, where given. */
function MoreFacts({ property }: { property: Property }) {
  const { t, language } = useI18n();
  const facts = moreFacts(property, t, language);
  if (facts.length === 0) return null;
  return (
    <dl className="more-facts" aria-label={t('property.moreFacts')}>
      {facts.map(({ label, value, unit }) => (
        <div key={label} className="more-fact">
          <dt className="more-fact-label">{label}</dt>
          <dd className="more-fact-value">
            {value}
            {unit && `\u00a0${unit}`}
          </dd>
        </div>
      ))}
    </dl>
  );
}
