/** A phone number as written (+49 89 2154 7380) as a tel: link: a leading plus and the digits. */
export function telHref(phone: string): string {
  const trimmed = phone.trim();
  return `tel:${trimmed.startsWith('+') ? '+' : ''}${trimmed.replace(/\D/g, '')}`;
}
