import { isIPv4, isIPv6 } from 'node:net';

/** Eight 16-bit groups of an IPv6 address ("::" expanded, a trailing IPv4 part as two groups). */
function ipv6Groups(address: string): number[] {
  let text = address.split('%', 1)[0]!.toLowerCase();
  const embedded = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (embedded) {
    const [a, b, c, d] = embedded[1]!.split('.').map(Number) as [number, number, number, number];
    text = `${text.slice(0, -embedded[1]!.length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.includes('::') ? text.split('::') : [text, undefined];
  const part = (piece: string | undefined) => (piece ? piece.split(':').map((group) => parseInt(group, 16)) : []);
  const front = part(head);
  const back = part(tail);
  return [...front, ...Array(8 - front.length - back.length).fill(0), ...back];
}

/**
 * Who a limit counts: an IPv4 address as it is, an IPv6 address by its network prefix. A home or
 * a rented server gets a whole /64 (2^64 addresses): counted one by one, one attacker would be as
 * many clients as he likes. `prefixLength` 128 counts single IPv6 addresses again.
 */
export function clientKeyOf(address: string, prefixLength: number): string {
  const mapped = address.startsWith('::ffff:') ? address.slice(7) : address;
  if (isIPv4(mapped) || !isIPv6(address)) return mapped;
  const groups = ipv6Groups(address);
  const masked = groups.map((group, i) => {
    const bitsKept = Math.min(16, Math.max(0, prefixLength - i * 16));
    return bitsKept === 0 ? 0 : group & (0xffff << (16 - bitsKept)) & 0xffff;
  });
  return `${masked.map((group) => group.toString(16)).join(':')}/${prefixLength}`;
}
