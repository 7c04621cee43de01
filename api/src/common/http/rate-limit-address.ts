import { isIPv4, isIPv6 } from 'node:net';

/** The eight 16-bit groups of an IPv6 address (zone dropped, `::` filled in, a dotted IPv4 tail as two groups). */
function ipv6Groups(address: string): number[] {
  const groupsOf = (part: string): number[] =>
    part === ''
      ? []
      : part.split(':').flatMap((group) => {
          if (!group.includes('.')) return [parseInt(group, 16)];
          const [a, b, c, d] = group.split('.').map(Number);
          return [(a << 8) | b, (c << 8) | d];
        });
  const [head, tail] = address.split('::');
  if (tail === undefined) return groupsOf(head);
  const left = groupsOf(head);
  const right = groupsOf(tail);
  return [...left, ...new Array<number>(8 - left.length - right.length).fill(0), ...right];
}

/**
 * The key a client address is counted under in per-address limits. One IPv6 subscriber usually
 * gets a whole /64 and may pick any of its 2^64 addresses, so IPv6 addresses count by their /64
 * prefix (`2001:db8:1:2::/64`); an IPv4-mapped IPv6 address (`::ffff:1.2.3.4`, as a dual-stack
 * socket reports IPv4 clients) is that IPv4 address, which stays as it is. Anything else (no
 * address known) is kept unchanged.
 */
export function rateLimitAddress(ip: string): string {
  if (isIPv4(ip)) return ip;
  const address = ip.split('%', 1)[0];
  if (!isIPv6(address)) return ip;
  const groups = ipv6Groups(address.toLowerCase());
  if (groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff) {
    return [groups[6] >> 8, groups[6] & 0xff, groups[7] >> 8, groups[7] & 0xff].join('.');
  }
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`;
}
