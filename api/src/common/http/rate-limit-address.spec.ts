import { rateLimitAddress } from './rate-limit-address.js';

describe('rateLimitAddress', () => {
  it.each(['203.0.113.7', '127.0.0.1', '0.0.0.0'])('keeps the IPv4 address %s', (ip) => {
    expect(rateLimitAddress(ip)).toBe(ip);
  });

  it.each([
    ['::ffff:203.0.113.7', '203.0.113.7'],
    ['::FFFF:203.0.113.7', '203.0.113.7'],
    ['::ffff:cb00:7107', '203.0.113.7'],
    ['0:0:0:0:0:ffff:203.0.113.7', '203.0.113.7'],
  ])('counts the IPv4-mapped %s as %s', (ip, expected) => {
    expect(rateLimitAddress(ip)).toBe(expected);
  });

  it.each([
    ['2001:db8:1:2::1', '2001:db8:1:2::/64'],
    ['2001:db8:1:2:ffff:ffff:ffff:ffff', '2001:db8:1:2::/64'],
    ['2001:0DB8:0001:0002:0000:0000:0000:0009', '2001:db8:1:2::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    ['::', '0:0:0:0::/64'],
    ['64:ff9b::203.0.113.7', '64:ff9b:0:0::/64'],
  ])('counts the IPv6 address %s by its /64, %s', (ip, expected) => {
    expect(rateLimitAddress(ip)).toBe(expected);
  });

  it('gives every address of one /64 the same key and a neighbouring /64 its own', () => {
    expect(rateLimitAddress('2001:db8:1:2:a::1')).toBe(rateLimitAddress('2001:db8:1:2:b::2'));
    expect(rateLimitAddress('2001:db8:1:3::1')).not.toBe(rateLimitAddress('2001:db8:1:2::1'));
  });

  it.each(['unknown', '', '1.2.3', 'not:an:address'])('keeps %p, which is no address', (ip) => {
    expect(rateLimitAddress(ip)).toBe(ip);
  });
});
