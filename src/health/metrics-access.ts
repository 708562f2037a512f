import { timingSafeEqual } from 'node:crypto';
import { BlockList, isIP } from 'node:net';
import { forwardedClient, plainAddress, type TrustedProxies } from '../config/proxies';

/**
 * Who may read `/metrics`: the internal network, or anyone with the bearer token (METRICS_TOKEN).
 *
 * The internal network is loopback and the private ranges (RFC 1918, IPv6 unique-local and
 * link-local): where Prometheus sits beside the site, in a compose network or a cluster. The address
 * is the visitor's as the rest of the site reads it (src/config/proxies.ts): the socket's, or the one a
 * trusted proxy (TRUSTED_PROXIES) reports, so a visitor coming through Caddy is judged by their own
 * address, not Caddy's private one. A request that carries a forwarding header from a socket that is
 * not a trusted proxy came through a proxy whose word the site does not take: its origin is unknown,
 * and it needs the token even from a private socket address.
 */
export type MetricsAccess = 'allowed' | 'wrong-token' | 'outside';

const INTERNAL = new BlockList();
INTERNAL.addSubnet('127.0.0.0', 8, 'ipv4');
INTERNAL.addSubnet('10.0.0.0', 8, 'ipv4');
INTERNAL.addSubnet('172.16.0.0', 12, 'ipv4');
INTERNAL.addSubnet('192.168.0.0', 16, 'ipv4');
INTERNAL.addAddress('::1', 'ipv6');
INTERNAL.addSubnet('fc00::', 7, 'ipv6');
INTERNAL.addSubnet('fe80::', 10, 'ipv6');

/** True for loopback and private addresses (in any of the forms a socket or a header writes them). */
export function isInternalAddress(raw: string | undefined | null): boolean {
  const ip = raw ? plainAddress(raw) : undefined;
  if (!ip) return false;
  return INTERNAL.check(ip, isIP(ip) === 6 ? 'ipv6' : 'ipv4');
}

const sameSecret = (given: string, expected: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

export function metricsAccess(
  request: {
    authorization?: string | null | undefined;
    remoteAddress?: string | null | undefined;
    forwardedFor?: string | null | undefined;
    /** `Forwarded` or `X-Real-IP`: other proxies' words for the same thing. */
    otherForwarding?: boolean;
  },
  options: { token: string | undefined; proxies: TrustedProxies },
): MetricsAccess {
  const bearer = /^Bearer\s+(\S+)\s*$/i.exec(request.authorization ?? '')?.[1];
  if (bearer !== undefined) return options.token && sameSecret(bearer, options.token) ? 'allowed' : 'wrong-token';
  const socket = request.remoteAddress ? plainAddress(request.remoteAddress) : undefined;
  const forwardedFor = Boolean(request.forwardedFor?.trim());
  // the site reads X-Forwarded-For only: another proxy's header says there is a visitor behind whom it cannot see
  if (request.otherForwarding && !forwardedFor) return 'outside';
  if (forwardedFor && !options.proxies.has(socket)) return 'outside';
  return isInternalAddress(forwardedClient(request, options.proxies)) ? 'allowed' : 'outside';
}
