import type { Language } from './languages';
import { isPositiveAmount, normalizeAmount } from './money';

/**
 * What a visitor typed into the amount field, read the way their language writes numbers:
 *   de  480000 · 480.000 · 480000,50 · 480.000,50 · 480 000,50
 *   en  480000 · 480,000 · 480000.50 · 480,000.50
 *   fr  480000 · 480 000 · 480000,50 · 480 000,50 · 480.000,50
 * The language's decimal separator marks cents (at most two digits). The other separator, or a
 * space, groups thousands only in groups of exactly three digits. The other separator followed by
 * one or two final digits cannot be grouping, so it is read as the decimal point ("1.5" in German,
 * "1,5" in English). Anything else ("480,000" in German, "480.000" in English, "1.250000") cannot
 * be read unambiguously and is refused: never a silently different number.
 */
export type AmountReading =
  | { kind: 'empty' }
  /** A decimal string with two decimals, as the API takes it ("480000.50"); above zero. */
  | { kind: 'amount'; value: string }
  | { kind: 'unclear' }
  | { kind: 'notPositive' };

const DECIMAL_SEPARATOR: Record<Language, ',' | '.'> = { de: ',', en: '.', fr: ',' };

/** Digits grouped in threes by one kind of separator (or not grouped at all). */
function ungroup(integer: string, separators: readonly string[]): string | null {
  if (/^\d+$/.test(integer)) return integer;
  for (const separator of separators) {
    const groups = integer.split(separator);
    if (groups.length > 1 && /^\d{1,3}$/.test(groups[0]!) && groups.slice(1).every((group) => /^\d{3}$/.test(group))) {
      return groups.join('');
    }
  }
  return null;
}

export function readAmount(input: string, language: Language): AmountReading {
  const text = input
    .trim()
    .replace(/^(€|eur)\s*|\s*(€|eur)$/gi, '')
    // Spaces of any kind (typed, no-break, the narrow one French formatting uses) group alike.
    .replace(/[\s\u00a0\u202f]+/g, ' ')
    .trim();
  if (text === '') return { kind: 'empty' };
  if (!/^[\d., ]+$/.test(text)) return { kind: 'unclear' };

  const decimal = DECIMAL_SEPARATOR[language];
  const other = decimal === ',' ? '.' : ',';
  let integer = text;
  let fraction = '';
  const parts = text.split(decimal);
  if (parts.length > 2) return { kind: 'unclear' };
  if (parts.length === 2) {
    [integer, fraction] = parts as [string, string];
  } else {
    // "1.5" in German, "1,5" in English: the other separator once, before one or two final digits.
    const asDecimal = new RegExp(`^(\\d+)\\${other}(\\d{1,2})$`).exec(text);
    if (asDecimal) [, integer, fraction] = asDecimal as unknown as [string, string, string];
  }
  if (!/^\d{0,2}$/.test(fraction)) return { kind: 'unclear' };
  const digits = ungroup(integer.trim(), [other, ' ']);
  if (digits === null) return { kind: 'unclear' };

  const value = normalizeAmount(`${digits.replace(/^0+(?=\d)/, '')}${fraction ? `.${fraction}` : ''}`);
  if (value === null) return { kind: 'unclear' };
  return isPositiveAmount(value) ? { kind: 'amount', value } : { kind: 'notPositive' };
}

/**
 * An amount an agent typed in the admin (decision 0116): a Munich agent writes German numbers in
 * the English admin, an English-speaking colleague English ones in the German form. The form's
 * language reads it first; what that cannot read unambiguously, the other convention reads
 * ("1.150.000" and "10.000" in the English form, "1,150,000" in the German one). Amounts have at
 * most two decimals, so a separator before three digits always groups. Where the two conventions
 * would read different amounts, neither is taken: unclear.
 */
export function readAgentAmount(input: string, language: Language): AmountReading {
  const own = readAmount(input, language);
  if (own.kind !== 'unclear') return own;
  return readAmount(input, language === 'en' ? 'de' : 'en');
}

/**
 * A whole number as people write it (areas, counts): digits, optionally grouped in threes by
 * dots, commas or spaces ("1.150", "1,150", "1 150"), optionally negative (a basement floor).
 * Null for anything else, which the schema then refuses with its message.
 */
export function readWholeNumber(input: string): number | null {
  const text = input.trim().replace(/[\s\u00a0\u202f]+/g, ' ');
  const match = /^(-?)(\d{1,3}(?:([., ])\d{3})?(?:\3\d{3})*|\d+)$/.exec(text);
  if (!match) return null;
  const value = Number(`${match[1]}${match[2]!.replace(/[., ]/g, '')}`);
  return Number.isSafeInteger(value) ? value : null;
}
