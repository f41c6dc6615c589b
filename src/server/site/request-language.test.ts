import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { requestLanguage } from './request-language';

const request = (url: string, cookie?: string) =>
  ({ url, headers: cookie === undefined ? {} : { cookie } }) as unknown as FastifyRequest;

describe('requestLanguage', () => {
  it.each([
    ['/', undefined, 'de'],
    ['/?lang=en', undefined, 'en'],
    ['/pages/agb?x=1&lang=fr', 'selected-language=en', 'fr'],
    ['/', 'theme=dark; selected-language=fr', 'fr'],
    ['/', 'selected-language=en; theme=dark', 'en'],
    ['/?lang=xx', 'selected-language=it', 'de'],
    ['/', 'not-selected-language=fr', 'de'],
    ['/?lang=EN', undefined, 'de'],
  ])('%s with cookie %s → %s', (url, cookie, expected) => {
    expect(requestLanguage(request(url, cookie))).toBe(expected);
  });
});
