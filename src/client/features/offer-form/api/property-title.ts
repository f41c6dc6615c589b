import type { QueryClient } from '@tanstack/react-query';
import type { Language } from '#shared/languages.ts';
import { localizedText } from '#shared/localized.ts';

interface Titled {
  id: string;
  title: string;
  titleEn: string | null;
  titleFr: string | null;
}

function isTitled(value: unknown, propertyId: string): value is Titled {
  return (
    typeof value === 'object' && value !== null && (value as { id?: unknown }).id === propertyId && 'title' in value
  );
}

/** The property among what a query answered: the property itself, a list of them, or a page of them. */
function titledIn(data: unknown, propertyId: string): Titled | undefined {
  if (isTitled(data, propertyId)) return data;
  const list = Array.isArray(data) ? data : (data as { items?: unknown } | null)?.items;
  return Array.isArray(list) ? list.find((item: unknown) => isTitled(item, propertyId)) : undefined;
}

/**
 * The title of the property the form belongs to, in the visitor's language, from what the page was
 * rendered from (its query cache): the form's section passes only the id, and its first bundle
 * stays as it is. Null when no query holds it (then the confirmation goes without it). Looked up
 * once an offer is confirmed, not on each render of the form.
 */
export function propertyTitleIn(client: QueryClient, propertyId: string, language: Language): string | null {
  for (const query of client.getQueryCache().getAll()) {
    const property = titledIn(query.state.data, propertyId);
    if (property) return localizedText(language, property.title, property.titleEn, property.titleFr);
  }
  return null;
}
