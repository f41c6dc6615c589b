import { useRef } from 'react';

/** A random UUID v4; crypto.randomUUID exists only on HTTPS and localhost, getRandomValues everywhere. */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * One key per offer: sending the same offer again (after a lost answer or an error toast) reuses
 * its key, so the server stores it once; a changed offer gets a new key.
 */
export function useIdempotencyKey(): (offer: unknown) => string {
  const current = useRef<{ key: string; offer: string } | null>(null);
  return (offer) => {
    const fingerprint = JSON.stringify(offer);
    if (current.current?.offer !== fingerprint) current.current = { key: newIdempotencyKey(), offer: fingerprint };
    return current.current.key;
  };
}
