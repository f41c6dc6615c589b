import { BlockList, isIPv4 } from 'node:net';

/** Where a reverse proxy in front of us usually connects from: this host or a private network. */
const PRIVATE_NETWORKS = new BlockList();
PRIVATE_NETWORKS.addSubnet('127.0.0.0', 8, 'ipv4');
PRIVATE_NETWORKS.addSubnet('10.0.0.0', 8, 'ipv4');
PRIVATE_NETWORKS.addSubnet('172.16.0.0', 12, 'ipv4');
PRIVATE_NETWORKS.addSubnet('192.168.0.0', 16, 'ipv4');
PRIVATE_NETWORKS.addSubnet('169.254.0.0', 16, 'ipv4');
PRIVATE_NETWORKS.addAddress('::1', 'ipv6');
PRIVATE_NETWORKS.addSubnet('fc00::', 7, 'ipv6');
PRIVATE_NETWORKS.addSubnet('fe80::', 10, 'ipv6');

export function isPrivateAddress(address: string): boolean {
  const plain = address.startsWith('::ffff:') && isIPv4(address.slice(7)) ? address.slice(7) : address;
  return PRIVATE_NETWORKS.check(plain, isIPv4(plain) ? 'ipv4' : 'ipv6');
}

export type TrustProxy = boolean | string | ((address: string, hop: number) => boolean);

/**
 * TRUST_PROXY for Fastify. Fastify 5 ignores a numeric trustProxy (a bare hop count cannot tell a
 * proxy from a client that connects directly and writes its own X-Forwarded-For), so a count n
 * becomes a trust function: the connecting peer must be on this host or a private network (where a
 * proxy in front of us sits), and it and the next n-1 addresses of X-Forwarded-For are proxies; the
 * client is the address before them. A client connecting directly from the internet is its own
 * address, whatever it writes. A proxy with a public address is named by its address instead.
 */
export function trustProxyOption(value: boolean | number | string): TrustProxy {
  if (typeof value !== 'number') return value;
  return (address, hop) => hop < value && (hop > 0 || isPrivateAddress(address));
}
