import type { Language } from '#shared/languages.ts';
import { readAgentAmount } from '#shared/amount-input.ts';
import type { OfferMode } from '#shared/procedure/offer-procedure.ts';
import { SUGGESTED_EXTENSION_MINUTES } from '#shared/procedure/offer-procedure.ts';
import type { PropertyPatchInput } from '#shared/properties/schemas.ts';

/** The offer procedure as typed (decision 0069); amounts and minutes stay text until the schema reads them. */
export interface ProcedureFields {
  offerMode: OfferMode;
  minimumOffer: string;
  minimumOfferShown: boolean;
  minimumStep: string;
  extensionMinutes: string;
  verifiedOffersOnly: boolean;
  discloseBidLog: boolean;
  offersRequireDocuments: boolean;
  offersRequireViewing: boolean;
  /** % incl. VAT as typed ("3,57"); empty leaves the listing silent on it. */
  buyerCommission: string;
}

interface StoredProcedure {
  offerMode: OfferMode;
  minimumOffer: string | null;
  minimumOfferShown: boolean;
  minimumStep: string | null;
  extensionMinutes: number;
  verifiedOffersOnly: boolean;
  discloseBidLog: boolean;
  offersRequireDocuments: boolean;
  offersRequireViewing: boolean;
  buyerCommission: string | null;
}

/**
 * An amount as the agent wrote it, German or English (decision 0116); the schema refuses what
 * cannot be read, with a message that shows how to write it.
 */
function amountBody(typed: string, language: Language): string | null {
  const reading = readAgentAmount(typed, language);
  if (reading.kind === 'empty') return null;
  return reading.kind === 'amount' ? reading.value : typed;
}

function typedAmount(amount: string | null, language: Language): string {
  if (amount === null) return '';
  // Whole euros are shown without cents, the way agents write a minimum.
  const plain = amount.endsWith('.00') ? amount.slice(0, -3) : amount;
  return language === 'en' ? plain : plain.replace('.', ',');
}

export function toProcedureValues(property: StoredProcedure, language: Language): ProcedureFields {
  return {
    offerMode: property.offerMode,
    minimumOffer: typedAmount(property.minimumOffer, language),
    minimumOfferShown: property.minimumOfferShown,
    minimumStep: typedAmount(property.minimumStep, language),
    extensionMinutes: String(property.extensionMinutes),
    verifiedOffersOnly: property.verifiedOffersOnly,
    discloseBidLog: property.discloseBidLog,
    offersRequireDocuments: property.offersRequireDocuments,
    offersRequireViewing: property.offersRequireViewing,
    buyerCommission: typedRate(property.buyerCommission, language),
  };
}

/** A stored rate as the admin's language writes it, without trailing zeros: "3.50" → "3,5". */
function typedRate(rate: string | null, language: Language): string {
  if (rate === null) return '';
  const plain = String(Number(rate));
  return language === 'en' ? plain : plain.replace('.', ',');
}

/** A new property: sealed, no minimum, the suggested extension (the API's own default is 0). */
export function procedureDefaults(): ProcedureFields {
  return {
    offerMode: 'sealed',
    minimumOffer: '',
    minimumOfferShown: true,
    minimumStep: '',
    extensionMinutes: String(SUGGESTED_EXTENSION_MINUTES),
    verifiedOffersOnly: false,
    discloseBidLog: false,
    offersRequireDocuments: false,
    offersRequireViewing: false,
    buyerCommission: '',
  };
}

type ProcedureBody = Pick<
  PropertyPatchInput,
  | 'offerMode'
  | 'minimumOffer'
  | 'minimumOfferShown'
  | 'minimumStep'
  | 'extensionMinutes'
  | 'verifiedOffersOnly'
  | 'discloseBidLog'
  | 'offersRequireDocuments'
  | 'offersRequireViewing'
  | 'buyerCommission'
>;

export function procedureBody(values: ProcedureFields, language: Language): ProcedureBody {
  const minutes = values.extensionMinutes.trim();
  return {
    offerMode: values.offerMode,
    minimumOffer: amountBody(values.minimumOffer, language),
    minimumOfferShown: values.minimumOfferShown,
    minimumStep: amountBody(values.minimumStep, language),
    extensionMinutes: /^\d{1,9}$/.test(minutes) ? Number(minutes) : minutes,
    verifiedOffersOnly: values.verifiedOffersOnly,
    discloseBidLog: values.discloseBidLog,
    offersRequireDocuments: values.offersRequireDocuments,
    offersRequireViewing: values.offersRequireViewing,
    // The server reads "3,57" and "3.57" alike (a rate has no thousands separator).
    buyerCommission: values.buyerCommission.trim() || null,
  };
}
