import { Check, Leaf, MapPin } from '../../components/ui/icons';
import type { ReactNode } from 'react';
import type { Property } from '../../../shared/schemas/property';
import { useI18n } from '../../lib/i18n';
import { EnergyScale } from './energy-scale';
import { formatNumber, type PropertyText } from './property-text';

function CardHeading({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <h2 className="card-heading">
      <span className="card-icon">{icon}</span>
      {children}
    </h2>
  );
}

/** #property: description, features, energy certificate, location and equipment (SPEC §2). */
export function PropertyDetails({ property, text }: { property: Property; text: PropertyText }) {
  const { t, language } = useI18n();
  return (
    <section
      id="property"
      aria-labelledby="property-description"
      className="mt-16 border-t border-stone-200/70 bg-white py-16 sm:mt-24 sm:py-24"
    >
      <div className="container-page">
        <p className="eyebrow">{t('property.details', 'Die Immobilie')}</p>
        <div className="mt-5 grid gap-14 lg:grid-cols-12 lg:gap-16">
          <div className="flex flex-col gap-14 lg:col-span-7">
            <article>
              <h2 id="property-description" className="font-serif text-3xl leading-tight text-ink sm:text-4xl">
                {t('property.description', 'Objektbeschreibung')}
              </h2>
              <div className="mt-6 text-[1.02rem] leading-8 whitespace-pre-line text-ink-soft">{text.description}</div>
            </article>

            {text.features.length > 0 && (
              <article>
                <h2 className="font-serif text-2xl text-ink sm:text-[1.75rem]">
                  {t('property.features', 'Ausstattung & Besonderheiten')}
                </h2>
                <ul className="mt-6 grid gap-x-8 gap-y-0 sm:grid-cols-2">
                  {text.features.map((feature, i) => (
                    <li key={`${i}-${feature}`} className="feature-item">
                      <Check className="mt-0.5 h-4 w-4 shrink-0 text-gold-deep" strokeWidth={2.5} aria-hidden />
                      {feature}
                    </li>
                  ))}
                </ul>
              </article>
            )}

            {text.locationEnvironment && (
              <article className="soft-card">
                <CardHeading icon={<MapPin className="h-4 w-4" aria-hidden />}>
                  {t('property.location', 'Lage & Umgebung')}
                </CardHeading>
                <p className="card-text">{text.locationEnvironment}</p>
              </article>
            )}
          </div>

          <aside className="flex flex-col gap-6 lg:sticky lg:top-28 lg:col-span-5 lg:self-start">
            <article className="soft-card">
              <CardHeading icon={<Leaf className="h-4 w-4" aria-hidden />}>
                {t('property.energyCertificate', 'Energieausweis')}
              </CardHeading>
              <div className="mt-7">
                <EnergyScale energyClass={property.energyClass} />
              </div>
              <dl className="mt-7 divide-y divide-stone-200/80 text-[0.95rem]">
                <div className="energy-row">
                  <dt className="energy-label">{t('property.energyClass', 'Energieeffizienzklasse')}</dt>
                  <dd className="font-semibold text-ink">{property.energyClass}</dd>
                </div>
                <div className="energy-row">
                  <dt className="energy-label">{t('property.energyConsumption', 'Endenergiebedarf')}</dt>
                  <dd className="text-right font-semibold whitespace-nowrap text-ink tabular-nums">
                    {formatNumber(property.energyConsumption, language)} {t('unit.energy', 'kWh/m²a')}
                  </dd>
                </div>
                <div className="energy-row">
                  <dt className="energy-label">{t('property.heatingType', 'Heizungsart')}</dt>
                  <dd className="text-right font-semibold text-ink">{text.heatingType}</dd>
                </div>
              </dl>
            </article>

            {text.equipmentFeatures && (
              <article className="soft-card">
                <CardHeading icon={<Check className="h-4 w-4" aria-hidden />}>
                  {t('property.equipment', 'Ausstattungsdetails')}
                </CardHeading>
                <p className="card-text">{text.equipmentFeatures}</p>
              </article>
            )}
          </aside>
        </div>
      </div>
    </section>
  );
}
