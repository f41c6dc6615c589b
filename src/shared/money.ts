/**
 * Money amounts travel as decimal strings ("250000.00") so no float ever rounds a offer.
 * Accepts a JSON number or a plain decimal string: digits, optional dot, at most two decimals,
 * at most ten integer digits (numeric(12,2)). Exponents, signs, commas, Infinity and NaN are refused.
 */
const DECIMAL_PATTERN = /^(0|[1-9]\d{0,9})(\.\d{1,2})?$/;

export function normalizeAmount(input: unknown): string | null {
  let text: string;
  if (typeof input === 'number') {
    if (!Number.isFinite(input)) return null;
    text = String(input);
  } else if (typeof input === 'string') {
    text = input;
  } else {
    return null;
  }
  const match = DECIMAL_PATTERN.exec(text);
  if (!match) return null;
  const [, whole, fraction = ''] = match;
  const cents = fraction.slice(1).padEnd(2, '0');
  return `${whole}.${cents}`;
}

/** True when a normalized amount ("12.30") is above zero. */
export function isPositiveAmount(normalized: string): boolean {
  return /[1-9]/.test(normalized);
}

/** One formatter per number of decimals: building one costs far more than formatting (a list formats many). */
const euroFormats = new Map<number, Intl.NumberFormat>();

function euroFormat(fractionDigits: number): Intl.NumberFormat {
  let format = euroFormats.get(fractionDigits);
  if (!format) {
    format = new Intl.NumberFormat('de-DE', {
      minimumFractionDigits: fractionDigits,
      maximumFractionDigits: fractionDigits,
    });
    euroFormats.set(fractionDigits, format);
  }
  return format;
}

/** Formats a number of euros the German way: 1.250.000,00 €. */
export function formatEuro(amount: string | number, fractionDigits = 2): string {
  const value = typeof amount === 'number' ? amount : Number(amount);
  return `${euroFormat(fractionDigits).format(value)} €`;
}
