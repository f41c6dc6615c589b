import type { FieldErrors } from 'react-hook-form';
import { PROCEDURE_MESSAGES } from '#shared/procedure/schemas.ts';
import { PROPERTY_MESSAGES } from '#shared/properties/schemas.ts';
import type { Translate } from '#client/lib/i18n.tsx';
import { schemaMessageTranslator } from '#client/lib/schema-message-translator.ts';

/** Translates a validation message of the property schema; unknown messages pass through. */
const translatePropertyMessage = schemaMessageTranslator(PROPERTY_MESSAGES, {
  title: 'admin.property.validation.title',
  description: 'admin.property.validation.description',
  address: 'admin.property.validation.address',
  priceRequired: 'admin.property.validation.priceRequired',
  priceInvalid: 'admin.property.validation.priceInvalid',
  livingArea: 'admin.property.validation.livingArea',
  bedrooms: 'admin.property.validation.bedrooms',
  bathrooms: 'admin.property.validation.bathrooms',
  yearBuilt: 'admin.property.validation.yearBuilt',
  energyClass: 'admin.property.validation.energyClass',
  energyConsumption: 'admin.property.validation.energyConsumption',
  heatingType: 'admin.property.validation.heatingType',
  auctionEndDate: 'admin.property.validation.auctionEndDate',
  imageUrl: 'admin.property.validation.imageUrl',
  tooManyImages: 'admin.property.validation.tooManyImages',
  activeLivingArea: 'admin.property.validation.activeLivingArea',
  activeYearBuilt: 'admin.property.validation.activeYearBuilt',
  rooms: 'admin.property.validation.rooms',
  floor: 'admin.property.validation.floor',
  plotArea: 'admin.property.validation.plotArea',
  energyCertificateType: 'admin.property.validation.energyCertificateType',
  energyCarrier: 'admin.property.validation.energyCarrier',
  energyCertificateYear: 'admin.property.validation.energyCertificateYear',
  energyCertificateValidUntil: 'admin.property.validation.energyCertificateValidUntil',
  validUntilBeforeIssue: 'admin.property.validation.validUntilBeforeIssue',
  contactPhone: 'admin.property.validation.contactPhone',
  contactEmail: 'admin.property.validation.contactEmail',
});

const translateProcedureMessage = schemaMessageTranslator(PROCEDURE_MESSAGES, {
  offerMode: 'admin.procedure.validation.offerMode',
  minimumOffer: 'admin.procedure.validation.minimumOffer',
  minimumStep: 'admin.procedure.validation.minimumStep',
  extensionMinutes: 'admin.procedure.validation.extensionMinutes',
});

/** A property form's errors by field name ('title', 'titleEn', …), translated for display. */
export function propertyFieldErrors(t: Translate, errors: FieldErrors): (field: string) => string | undefined {
  const byName = errors as Record<string, { message?: string } | undefined>;
  return (field) => {
    const message = byName[field]?.message;
    return translateProcedureMessage(t, translatePropertyMessage(t, message));
  };
}
