/**
 * The key a client's budget is counted under: the IPv4 address itself, or the /64 prefix of an
 * IPv6 address (one subscriber usually holds a whole /64, so counting single addresses would hand
 * each of them 2^64 budgets).
 */
import { isIP } from 'node:net';

export function clientKeyFor(ip: string): string {
  const address = unmapIpv4(ip);
  if (isIP(address) !== 6) return address;
  const groups = expandIpv6(address);
  return groups ? `${groups.slice(0, 4).join(':')}::/64` : address;
}

/** `::ffff:203.0.113.7` → `203.0.113.7`; anything else unchanged (zone ids dropped). */
export function unmapIpv4(ip: string): string {
  // Fast path for the common case, a plain IPv4 peer: no zone id and no "::" prefix to strip.
  if (ip.charCodeAt(0) !== 58 /* ":" */ && !ip.includes('%')) return ip;
  const withoutZone = ip.split('%')[0]!;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(withoutZone);
  return mapped ? mapped[1]! : withoutZone;
}

/** The eight 16-bit groups of an IPv6 address, lowercase without leading zeros, or null. */
export function expandIpv6(address: string): string[] | null {
  let text = address.toLowerCase();
  // An embedded IPv4 tail (::1.2.3.4) becomes two hex groups.
  const v4 = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (v4) {
    const [a, b, c, d] = v4.slice(1).map(Number) as [number, number, number, number];
    text = text.slice(0, v4.index) + `${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const halves = text.split('::');
  if (halves.length > 2) return null;
  const head = halves[0] ? halves[0].split(':') : [];
  const tail = halves.length === 2 && halves[1] ? halves[1].split(':') : [];
  const missing = 8 - head.length - tail.length;
  if (halves.length === 1 ? missing !== 0 : missing < 1) return null;
  const groups = [...head, ...Array<string>(halves.length === 2 ? missing : 0).fill('0'), ...tail];
  if (groups.some((g) => !/^[0-9a-f]{1,4}$/.test(g))) return null;
  return groups.map((g) => parseInt(g, 16).toString(16));
}
