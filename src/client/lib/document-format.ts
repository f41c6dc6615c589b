import type { DocumentMediaType } from '#shared/documents/schemas.ts';
import { LOCALES, type Language } from '#shared/languages.ts';

/** A document's type as people call it, the same in every language. */
export const DOCUMENT_TYPE_NAMES: Record<DocumentMediaType, string> = {
  'application/pdf': 'PDF',
  'image/jpeg': 'JPEG',
  'image/png': 'PNG',
};

/** 2,4 MB · 340 KB · 2,4 Mo: the size the way the language writes numbers and units. */
export function documentSize(bytes: number, language: Language): string {
  const megabytes = bytes >= 1024 * 1024;
  const value = megabytes ? bytes / (1024 * 1024) : Math.max(1, Math.round(bytes / 1024));
  const number = new Intl.NumberFormat(LOCALES[language], { maximumFractionDigits: 1 }).format(value);
  const french = language === 'fr';
  return `${number} ${megabytes ? (french ? 'Mo' : 'MB') : french ? 'Ko' : 'KB'}`;
}

/**
 * The day of a time (an ISO string) in the language's usual form: 12.11.2026, 12 Nov 2026,
 * 12 nov. 2026. On Munich's clock, so that the server's markup and the browser's agree wherever
 * the visitor is.
 */
export function documentDay(value: string, language: Language): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(LOCALES[language], { dateStyle: 'medium', timeZone: 'Europe/Berlin' }).format(date);
}
