import DETAILS_TEXTS from 'virtual:public-texts/details';
import { MapPin } from '#client/components/ui/icons.tsx';
import { Check, Leaf } from '#client/components/ui/more-icons.tsx';
import type { ReactNode } from 'react';
import type { Property } from '#shared/properties/schemas.ts';
import { useI18n } from '#client/lib/i18n.tsx';
import { WithBuiltInTexts } from '#client/lib/i18n-scopes.tsx';
import { EnergyScale } from './energy-scale';
import { EnergyCertificateRows } from './energy-certificate-rows';
import { EnergyCertificateLink } from './energy-certificate-link';
import { PropertyDocuments } from './property-documents';
import { ViewingBooking } from './viewing-booking';
import { propertyText } from './property-text';

function CardHeading({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <h2 className="card-heading">
      <span className="card-icon">{icon}</span>
      {children}
    </h2>
  );
}

/** #property: description, features, energy certificate, location, equipment and the public documents. */
export function PropertyDetails({ property }: { property: Property }) {
  return (
    <WithBuiltInTexts texts={DETAILS_TEXTS}>
      <Details property={property} />
    </WithBuiltInTexts>
  );
}

function Details({ property }: { property: Property }) {
  const { t, language } = useI18n();
  const text = propertyText(property, language);
  return (
    <section id="property" aria-labelledby="property-description" className="details-section">
      <div className="container-page">
        <p className="eyebrow">{t('property.details')}</p>
        <div className="details-grid">
          <div className="flex flex-col gap-14 lg:col-span-7">
            <article>
              <h2 id="property-description" className="details-title">
                {t('property.description')}
              </h2>
              <div className="details-text">{text.description}</div>
            </article>

            {text.features.length > 0 && (
              <article>
                <h2 className="details-subtitle">{t('property.features')}</h2>
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
                <CardHeading icon={<MapPin className="h-4 w-4" aria-hidden />}>{t('property.location')}</CardHeading>
                <p className="card-text">{text.locationEnvironment}</p>
              </article>
            )}

            <PropertyDocuments slug={property.slug} documents={property.documents ?? []} />

            {property.viewings && <ViewingBooking slug={property.slug} />}
          </div>

          <aside className="details-aside">
            <article className="soft-card">
              <CardHeading icon={<Leaf className="h-4 w-4" aria-hidden />}>
                {t('property.energyCertificate')}
              </CardHeading>
              <div className="mt-7">
                <EnergyScale energyClass={property.energyClass} />
              </div>
              <EnergyCertificateRows property={property} heatingType={text.heatingType} />
              <EnergyCertificateLink slug={property.slug} documents={property.documents ?? []} />
            </article>

            {text.equipmentFeatures && (
              <article className="soft-card">
                <CardHeading icon={<Check className="h-4 w-4" aria-hidden />}>{t('property.equipment')}</CardHeading>
                <p className="card-text">{text.equipmentFeatures}</p>
              </article>
            )}
          </aside>
        </div>
      </div>
    </section>
  );
}
