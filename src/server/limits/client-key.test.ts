import { describe, expect, it } from 'vitest';
import { clientKeyOf } from './client-key';

describe('clientKeyOf', () => {
  it('keeps IPv4 addresses, also when written as IPv4-mapped IPv6', () => {
    expect(clientKeyOf('203.0.113.7', 64)).toBe('203.0.113.7');
    expect(clientKeyOf('::ffff:203.0.113.7', 64)).toBe('203.0.113.7');
  });

  it('counts every address of one /64 as one client, and another /64 as another', () => {
    const one = [
      '2001:db8:1:2::1',
      '2001:db8:1:2:ffff:ffff:ffff:ffff',
      '2001:0DB8:0001:0002:1234:5678:9abc:def0',
      'fe80::1%eth0'.replace('fe80::1', '2001:db8:1:2::99'),
    ].map((address) => clientKeyOf(address, 64));
    expect(new Set(one)).toEqual(new Set(['2001:db8:1:2:0:0:0:0/64']));
    expect(clientKeyOf('2001:db8:1:3::1', 64)).toBe('2001:db8:1:3:0:0:0:0/64');
  });

  it('masks to other prefix lengths, also inside a group, and 128 keeps single addresses', () => {
    expect(clientKeyOf('2001:db8:abcd:12ff::1', 56)).toBe('2001:db8:abcd:1200:0:0:0:0/56');
    expect(clientKeyOf('2001:db8:abcd:12ff::1', 48)).toBe('2001:db8:abcd:0:0:0:0:0/48');
    expect(clientKeyOf('2001:db8::7', 128)).toBe('2001:db8:0:0:0:0:0:7/128');
    expect(clientKeyOf('::1', 64)).toBe('0:0:0:0:0:0:0:0/64');
    expect(clientKeyOf('64:ff9b::192.0.2.33', 128)).toBe('64:ff9b:0:0:0:0:c000:221/128');
  });
});
