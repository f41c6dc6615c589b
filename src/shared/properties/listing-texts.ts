import type { TranslationEntry } from '#shared/translations/types.ts';

/**
 * Listing data beyond the four key-fact tiles (decision 0053): rooms, floor and plot area on the first
 * screen of /, the energy certificate as GEG §87 asks for it in the details below.
 */
export const LISTING_FACT_TRANSLATIONS = [
  {
    key: 'property.moreFacts',
    category: 'property',
    de: 'Weitere Angaben',
    en: 'Further details',
    fr: 'Autres caractéristiques',
  },
  { key: 'property.rooms', category: 'property', de: 'Zimmer', en: 'Rooms', fr: 'Pièces' },
  { key: 'property.floor', category: 'property', de: 'Etage', en: 'Floor', fr: 'Étage' },
  { key: 'property.floorGround', category: 'property', de: 'Erdgeschoss', en: 'Ground floor', fr: 'Rez-de-chaussée' },
  // {n} is an ordinal in the language's form: 3. / 3rd / 3e (1er).
  { key: 'property.floorUpper', category: 'property', de: '{n} Obergeschoss', en: '{n} floor', fr: '{n} étage' },
  {
    key: 'property.floorBasement',
    category: 'property',
    de: '{n} Untergeschoss',
    en: '{n} basement level',
    fr: '{n} sous-sol',
  },
  {
    key: 'property.plotArea',
    category: 'property',
    de: 'Grundstücksfläche',
    en: 'Plot area',
    fr: 'Surface du terrain',
  },
] as const satisfies readonly TranslationEntry[];

/** The energy certificate's rows (GEG §87), in the details section below the first screen. */
export const ENERGY_CERTIFICATE_TRANSLATIONS = [
  {
    key: 'property.certificateType',
    category: 'property',
    de: 'Art des Energieausweises',
    en: 'Type of energy certificate',
    fr: 'Type de certificat énergétique',
  },
  {
    key: 'certificate.demand',
    category: 'property',
    de: 'Bedarfsausweis',
    en: 'Energy demand certificate',
    fr: 'Certificat fondé sur les besoins',
  },
  {
    key: 'certificate.consumption',
    category: 'property',
    de: 'Verbrauchsausweis',
    en: 'Energy consumption certificate',
    fr: 'Certificat fondé sur la consommation',
  },
  {
    key: 'property.energyConsumptionMeasured',
    category: 'property',
    de: 'Endenergieverbrauch',
    en: 'Final energy consumption',
    fr: 'Consommation d’énergie finale',
  },
  {
    key: 'property.energyCarrier',
    category: 'property',
    de: 'Wesentlicher Energieträger',
    en: 'Main energy source',
    fr: 'Source d’énergie principale',
  },
  { key: 'energyCarrier.naturalGas', category: 'property', de: 'Erdgas', en: 'Natural gas', fr: 'Gaz naturel' },
  { key: 'energyCarrier.heatingOil', category: 'property', de: 'Heizöl', en: 'Heating oil', fr: 'Fioul' },
  { key: 'energyCarrier.liquidGas', category: 'property', de: 'Flüssiggas', en: 'Liquefied gas', fr: 'Gaz liquéfié' },
  {
    key: 'energyCarrier.districtHeating',
    category: 'property',
    de: 'Fernwärme',
    en: 'District heating',
    fr: 'Chauffage urbain',
  },
  { key: 'energyCarrier.electricity', category: 'property', de: 'Strom', en: 'Electricity', fr: 'Électricité' },
  {
    key: 'energyCarrier.woodPellets',
    category: 'property',
    de: 'Holzpellets',
    en: 'Wood pellets',
    fr: 'Granulés de bois',
  },
  { key: 'energyCarrier.firewood', category: 'property', de: 'Scheitholz', en: 'Firewood', fr: 'Bois de chauffage' },
  {
    key: 'energyCarrier.ambientHeat',
    category: 'property',
    de: 'Umweltwärme (Wärmepumpe)',
    en: 'Ambient heat (heat pump)',
    fr: 'Chaleur ambiante (pompe à chaleur)',
  },
  {
    key: 'energyCarrier.solarThermal',
    category: 'property',
    de: 'Solarthermie',
    en: 'Solar thermal',
    fr: 'Solaire thermique',
  },
  { key: 'energyCarrier.coal', category: 'property', de: 'Kohle', en: 'Coal', fr: 'Charbon' },
  { key: 'property.certificateYear', category: 'property', de: 'Ausgestellt', en: 'Issued', fr: 'Délivré en' },
  {
    key: 'property.certificateValidUntil',
    category: 'property',
    de: 'Gültig bis',
    en: 'Valid until',
    fr: 'Valable jusqu’au',
  },
] as const satisfies readonly TranslationEntry[];

/** The contact person beside the offer form (part of the offer section's chunk). */
export const CONTACT_PERSON_TRANSLATIONS = [
  {
    key: 'contact.heading',
    category: 'offer',
    de: 'Ihr Ansprechpartner',
    en: 'Your contact person',
    fr: 'Votre interlocuteur',
  },
  {
    key: 'contact.intro',
    category: 'offer',
    de: 'Fragen zur Immobilie oder zu einer Besichtigung? Ich bin gern für Sie da.',
    en: 'Questions about the property or a viewing? I am happy to help.',
    fr: 'Des questions sur le bien ou une visite ? Je suis à votre disposition.',
  },
  { key: 'contact.call', category: 'offer', de: 'Anrufen: {phone}', en: 'Call {phone}', fr: 'Appeler le {phone}' },
  {
    key: 'contact.write',
    category: 'offer',
    de: 'E-Mail an {email}',
    en: 'E-mail {email}',
    fr: 'Écrire à {email}',
  },
] as const satisfies readonly TranslationEntry[];

/**
 * The end of the offer period, under the key facts and in place of the form once it has passed
 * (first screen; the offer form's refusal uses the same sentence).
 */
export const OFFER_DEADLINE_TRANSLATIONS = [
  {
    key: 'deadline.endsIn',
    category: 'offer',
    de: 'Angebotsfrist endet in {time}',
    en: 'Offers close in {time}',
    fr: 'Fin des offres dans {time}',
  },
  { key: 'deadline.endsAt', category: 'offer', de: '(am {date})', en: '(on {date})', fr: '(le {date})' },
  {
    key: 'deadline.endsOn',
    category: 'offer',
    de: 'Angebotsfrist endet am {date}',
    en: 'Offers close on {date}',
    fr: 'Fin des offres le {date}',
  },
  { key: 'deadline.days', category: 'unit', de: '{n} Tag|{n} Tagen', en: '{n} day|{n} days', fr: '{n} jour|{n} jours' },
  { key: 'deadline.hours', category: 'unit', de: '{n} Std.', en: '{n} h', fr: '{n} h' },
  { key: 'deadline.minutes', category: 'unit', de: '{n} Min.', en: '{n} min', fr: '{n} min' },
  { key: 'deadline.seconds', category: 'unit', de: '{n} Sek.', en: '{n} s', fr: '{n} s' },
  {
    key: 'error.offerPeriodEnded',
    category: 'error',
    de: 'Die Angebotsfrist für diese Immobilie ist abgelaufen.',
    en: 'The offer period for this property has ended.',
    fr: 'La période de dépôt des offres pour ce bien est terminée.',
  },
] as const satisfies readonly TranslationEntry[];

/** The offer section once the period has ended: a chunk of its own, as few ever see it. */
export const OFFER_CLOSED_TRANSLATIONS = [
  {
    key: 'deadline.closedTitle',
    category: 'offer',
    de: 'Die Angebotsfrist ist abgelaufen',
    en: 'The offer period has ended',
    fr: 'La période des offres est close',
  },
  {
    key: 'deadline.closedText',
    category: 'offer',
    de: 'Neue Angebote nimmt diese Immobilie nicht mehr an. Für Fragen sind wir weiterhin gern für Sie da.',
    en: 'This property no longer takes new offers. We are still happy to answer your questions.',
    fr: 'Ce bien n’accepte plus de nouvelles offres. Nous restons à votre disposition pour toute question.',
  },
] as const satisfies readonly TranslationEntry[];
