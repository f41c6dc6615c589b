import { describe, expect, it } from 'vitest';
import { createCsrfTokens } from './csrf';

const SECRET = 'a-secret-of-at-least-thirty-two-characters';

describe('createCsrfTokens', () => {
  const tokens = createCsrfTokens(SECRET);

  it('verifies a token for the binding it was issued for', () => {
    const token = tokens.issue('session-1');
    expect(token).toMatch(/^[\w-]+\.[\w-]+$/);
    expect(tokens.verify(token, 'session-1')).toBe(true);
  });

  it('issues a different token every time', () => {
    expect(tokens.issue('session-1')).not.toBe(tokens.issue('session-1'));
  });

  it("refuses another session's token", () => {
    expect(tokens.verify(tokens.issue('session-1'), 'session-2')).toBe(false);
    expect(tokens.verify(tokens.issue('anonymous'), 'session-1')).toBe(false);
  });

  it('refuses a token signed with another secret', () => {
    const other = createCsrfTokens('another-secret-of-at-least-thirty-two-chars');
    expect(tokens.verify(other.issue('session-1'), 'session-1')).toBe(false);
  });

  it('refuses tampered, malformed, empty and oversized tokens', () => {
    const token = tokens.issue('session-1');
    const [nonce = '', signature = ''] = token.split('.');
    const flipped = signature.slice(0, -1) + (signature.endsWith('A') ? 'B' : 'A');
    for (const bad of [
      undefined,
      '',
      nonce,
      `${nonce}.`,
      `.${signature}`,
      `${nonce}.${flipped}`,
      `${nonce}x.${signature}`,
      `${token}.extra`,
      `${nonce}.${signature.slice(0, 10)}`,
      `${nonce}.${'a'.repeat(300)}`,
    ]) {
      expect(tokens.verify(bad, 'session-1'), String(bad)).toBe(false);
    }
  });
});
