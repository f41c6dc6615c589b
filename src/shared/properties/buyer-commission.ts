import { z } from 'zod';
import { LOCALES, type Language } from '#shared/languages.ts';
import { messageKey } from '#shared/translations/message-key.ts';

/**
 * The buyer's commission as the agent states it on the listing: a gross percentage of the price
 * (incl. VAT), 0 for "commission-free", or nothing when the listing does not say. Above 10 % is a
 * typo, not a commission (decision 0111).
 */
export const BUYER_COMMISSION_MAX = 10;

/** "3,57", "3.57", "3,57 %", 3.57: a percentage never has thousands separators, so , and . both mean decimals. */
const PERCENT_PATTERN = /^(\d{1,2})(?:[.,](\d{1,2}))?\s*%?$/;

/** The rate as the database keeps it ("3.57"), or null when it cannot be read or is out of range. */
function normalizeCommission(input: unknown): string | null {
  const text = typeof input === 'number' && Number.isFinite(input) ? String(input) : input;
  if (typeof text !== 'string') return null;
  const match = PERCENT_PATTERN.exec(text.trim());
  if (!match) return null;
  const [, whole = '0', fraction = ''] = match;
  const rate = `${Number(whole)}.${fraction.padEnd(2, '0')}`;
  return Number(rate) <= BUYER_COMMISSION_MAX ? rate : null;
}

const COMMISSION_MESSAGE = messageKey('admin.procedure.validation.buyerCommission');

/** An optional rate; null or '' clears it (the listing then says nothing of a commission). */
export const buyerCommissionField = z
  .preprocess(
    (value) => (value === '' ? null : value),
    z
      .union([z.string(), z.number()], { error: COMMISSION_MESSAGE })
      .transform((value, ctx) => {
        const rate = normalizeCommission(value);
        if (rate === null) {
          ctx.addIssue({ code: 'custom', message: COMMISSION_MESSAGE });
          return z.NEVER;
        }
        return rate;
      })
      .nullable(),
  )
  .optional();

/** Whether a stated rate means no commission for the buyer. */
export function isCommissionFree(rate: string): boolean {
  return Number(rate) === 0;
}

/** "3,57 %" / "3.57%" / "3,57 %": the stated rate in the reader's format. */
export function formatCommissionRate(rate: string, language: Language): string {
  return new Intl.NumberFormat(LOCALES[language], { style: 'percent', maximumFractionDigits: 4 }).format(
    Number(rate) / 100,
  );
}
