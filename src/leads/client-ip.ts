import { isIP } from 'node:net';
import { forwardedClient, plainAddress, trustedProxies } from '../config/proxies';

/**
 * The visitor's address as a rate-limit key: the socket's, or, when the socket is one of the trusted
 * proxies (TRUSTED_PROXIES), the one they report in X-Forwarded-For (src/config/proxies.ts: entries a
 * visitor wrote are never read).
 */
export function clientIp(
  source: { forwardedFor?: string | null | undefined; remoteAddress?: string | null | undefined },
  proxies: readonly string[],
): string | undefined {
  const address = forwardedClient(source, trustedProxies(proxies));
  return address ? normalizeIp(address) : undefined;
}

/**
 * The rate-limit key of an address: IPv4 as is (also when written IPv4-mapped, `::ffff:1.2.3.4`), and
 * IPv6 by its /64 network, since one subscriber usually has a whole /64 to pick addresses from.
 * Returns undefined for anything that is not an address.
 */
export function normalizeIp(raw: string): string | undefined {
  // "[2001:db8::1]:443", "1.2.3.4:5678" and "::ffff:1.2.3.4" as sockets and proxies write them
  const ip = plainAddress(raw);
  if (ip === undefined) return undefined;
  const version = isIP(ip);
  if (version === 4) return ip;
  if (version === 6) return `${expandIpv6(ip).slice(0, 4).join(':')}::/64`;
  return undefined;
}

function expandIpv6(ip: string): string[] {
  const [head = '', tail] = ip.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  // An embedded IPv4 tail (::ffff:… was handled above; others are rare) counts as two groups.
  const groups = [...left, ...Array<string>(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right];
  return groups.map((g) => g.toLowerCase().replace(/^0+(?=.)/, ''));
}
