/**
 * TRUST_PROXY as a hop count: the connecting peer must be on this host or a private network to be
 * taken for a proxy. Observed through HSTS, which the app sends only when it takes the request for
 * HTTPS (X-Forwarded-Proto is believed only from a trusted proxy).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isPrivateAddress, trustProxyOption } from '#server/trust-proxy.ts';
import { createTestApp, type TestApp } from '../helpers/test-app';

describe('trustProxyOption', () => {
  it('trusts n hops when the peer is private, and nothing from a public peer', () => {
    const trust = trustProxyOption(1) as (address: string, hop: number) => boolean;
    expect(trust('127.0.0.1', 0)).toBe(true);
    expect(trust('10.1.2.3', 0)).toBe(true);
    expect(trust('::ffff:192.168.0.4', 0)).toBe(true);
    expect(trust('127.0.0.1', 1)).toBe(false);
    expect(trust('203.0.113.7', 0)).toBe(false);
    const two = trustProxyOption(2) as (address: string, hop: number) => boolean;
    expect(two('172.20.0.2', 0)).toBe(true);
    expect(two('198.51.100.1', 1)).toBe(true);
    expect(two('198.51.100.2', 2)).toBe(false);
    expect(trustProxyOption('loopback')).toBe('loopback');
    expect(trustProxyOption(false)).toBe(false);
  });

  it('knows the private ranges', () => {
    for (const address of ['127.0.0.1', '10.0.0.1', '172.31.255.255', '192.168.1.1', '::1', 'fd12::1', 'fe80::1'])
      expect(isPrivateAddress(address), address).toBe(true);
    for (const address of ['172.32.0.1', '8.8.8.8', '2001:db8::1', '203.0.113.1'])
      expect(isPrivateAddress(address), address).toBe(false);
  });
});

describe('TRUST_PROXY=1 in the app', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ trustProxy: 1 });
  });
  afterAll(() => t.close());

  const forwardedHttps = (remoteAddress: string) =>
    t.client().get('/healthz', { remoteAddress, headers: { 'x-forwarded-proto': 'https' } });

  it('believes X-Forwarded-Proto from a proxy on a private address', async () => {
    expect((await forwardedHttps('127.0.0.1')).headers['strict-transport-security']).toBeDefined();
    expect((await forwardedHttps('10.0.0.5')).headers['strict-transport-security']).toBeDefined();
  });

  it('does not believe a client that connects directly from the internet', async () => {
    expect((await forwardedHttps('203.0.113.5')).headers['strict-transport-security']).toBeUndefined();
  });
});
