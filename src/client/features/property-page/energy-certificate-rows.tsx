import type { ReactNode } from 'react';
import { ENERGY_CARRIERS, ENERGY_CERTIFICATE_TYPES } from '#shared/properties/energy-certificate.ts';
import type { Property } from '#shared/properties/schemas.ts';
import { useI18n } from '#client/lib/i18n.tsx';
import { formatCalendarDate, formatNumber } from './property-text';

function Row({ label, children, figure = false }: { label: string; children: ReactNode; figure?: boolean }) {
  return (
    <div className="energy-row">
      <dt className="energy-label">{label}</dt>
      <dd className={figure ? 'energy-figure' : 'text-right font-semibold text-ink'}>{children}</dd>
    </div>
  );
}

const isCertificateType = (value: string | null): value is (typeof ENERGY_CERTIFICATE_TYPES)[number] =>
  (ENERGY_CERTIFICATE_TYPES as readonly (string | null)[]).includes(value);
const isCarrier = (value: string | null): value is (typeof ENERGY_CARRIERS)[number] =>
  (ENERGY_CARRIERS as readonly (string | null)[]).includes(value);

/**
 * The energy card's facts in the order GEG §87 names them: type of certificate, the value (demand
 * or consumption, as the type says), main energy carrier; then class, heating, issue and validity.
 * Facts the agent has not given are left out rather than shown empty.
 */
export function EnergyCertificateRows({ property, heatingType }: { property: Property; heatingType: string }) {
  const { t, language } = useI18n();
  const type = isCertificateType(property.energyCertificateType) ? property.energyCertificateType : null;
  const carrier = isCarrier(property.energyCarrier) ? property.energyCarrier : null;
  return (
    <dl className="energy-list">
      {type && <Row label={t('property.certificateType')}>{t(`certificate.${type}`)}</Row>}
      <Row label={t('property.energyClass')}>{property.energyClass}</Row>
      <Row
        label={t(type === 'consumption' ? 'property.energyConsumptionMeasured' : 'property.energyConsumption')}
        figure
      >
        {formatNumber(property.energyConsumption, language)} {t('unit.energy')}
      </Row>
      {carrier && <Row label={t('property.energyCarrier')}>{t(`energyCarrier.${carrier}`)}</Row>}
      <Row label={t('property.heatingType')}>{heatingType}</Row>
      {property.energyCertificateYear !== null && (
        <Row label={t('property.certificateYear')}>{String(property.energyCertificateYear)}</Row>
      )}
      {property.energyCertificateValidUntil !== null && (
        <Row label={t('property.certificateValidUntil')}>
          {formatCalendarDate(property.energyCertificateValidUntil, language)}
        </Row>
      )}
    </dl>
  );
}
