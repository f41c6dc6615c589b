import { eq } from 'drizzle-orm';
import { LANGUAGES, type Language } from '#shared/languages.ts';
import { localizedText } from '#shared/localized.ts';
import { formatCommissionRate, isCommissionFree } from '#shared/properties/buyer-commission.ts';
import { CONTACT } from '#shared/site/contact.ts';
import { effectiveDocumentTerms } from '#shared/documents/terms-template.ts';
import type { Database } from '../db/client';
import { properties } from '../db/schema';
import { loadMailTextsOfAll, type MailTexts } from '../mail/mail-texts';

/** The commission agreement's parts beyond the terms, in each language (decision 0127). */
interface CommissionTexts {
  /** The stated rate as stored ("3.57"). */
  rate: string;
  /** The withdrawal notice followed by the model withdrawal form. */
  withdrawalNotice: Record<Language, string>;
  /** The express request to start before the withdrawal period ends. */
  expressRequest: Record<Language, string>;
}

/** What a visitor accepts at a property's documents' gate. */
export interface GateTerms {
  /** The property's own terms (or their fallback), followed by the commission agreement if any. */
  terms: Record<Language, string>;
  /** Null where the buyer pays no commission: the terms alone. */
  commission: CommissionTexts | null;
}

const GATE_COLUMNS = {
  de: properties.documentTerms,
  en: properties.documentTermsEn,
  fr: properties.documentTermsFr,
  title: properties.title,
  titleEn: properties.titleEn,
  titleFr: properties.titleFr,
  address: properties.address,
  buyerCommission: properties.buyerCommission,
};

interface ListedProperty {
  title: string;
  titleEn: string | null;
  titleFr: string | null;
  address: string;
}

/** The agency as the withdrawal notice and the model form name it. */
const AGENCY = {
  company: CONTACT.company,
  street: CONTACT.street,
  city: CONTACT.city,
  phone: CONTACT.phone,
  email: CONTACT.email,
};

function commissionTexts(t: MailTexts, language: Language, row: ListedProperty, rate: string) {
  const property = localizedText(language, row.title, row.titleEn, row.titleFr);
  return {
    agreement: t('commission.agreement', {
      company: AGENCY.company,
      property,
      address: row.address,
      rate: formatCommissionRate(rate, language),
    }),
    withdrawalNotice: [
      t('commission.withdrawalNotice', AGENCY),
      t('commission.withdrawalForm', { ...AGENCY, property }),
    ].join('\n\n'),
    expressRequest: t('commission.expressRequest'),
  };
}

/**
 * The terms of a property's gated documents in each language, with the commission agreement where
 * the listing states a buyer's commission above 0 %; null when there is no such property. The
 * agreement's texts are read as the admins left them, so what is shown is what is stored.
 */
export async function visitorGateTerms(db: Database, propertyId: string): Promise<GateTerms | null> {
  const [row] = await db.select(GATE_COLUMNS).from(properties).where(eq(properties.id, propertyId)).limit(1);
  if (!row) return null;
  const own = effectiveDocumentTerms({ de: row.de, en: row.en, fr: row.fr });
  const rate = row.buyerCommission;
  if (rate === null || isCommissionFree(rate)) return { terms: own, commission: null };

  const terms = {} as Record<Language, string>;
  const withdrawalNotice = {} as Record<Language, string>;
  const expressRequest = {} as Record<Language, string>;
  const all = await loadMailTextsOfAll(db);
  for (const language of LANGUAGES) {
    const texts = commissionTexts(all[language], language, row, rate);
    terms[language] = `${own[language]}\n\n${texts.agreement}`;
    withdrawalNotice[language] = texts.withdrawalNotice;
    expressRequest[language] = texts.expressRequest;
  }
  return { terms, commission: { rate, withdrawalNotice, expressRequest } };
}
