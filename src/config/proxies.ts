import { BlockList, isIP } from 'node:net';

/**
 * The reverse proxies whose forwarded headers the site believes (`TRUSTED_PROXIES`: addresses and
 * CIDR ranges, comma-separated; docs/proxies.md). A header a proxy writes (`X-Forwarded-For`,
 * `X-Forwarded-Proto`) is read only from a connection whose socket address is on this list: from
 * anyone else it is what the sender says, and ignored. `X-Forwarded-Host` is read from no one, and
 * `Host` never makes an address the site writes (those come from PUBLIC_SITE_URL).
 *
 * A list of addresses, not a number of hops (LEADS_TRUSTED_PROXIES=1, which it replaces): a count
 * trusts the last X-Forwarded-For entry of every connection, so a visitor reaching the site's port
 * directly, past the proxy, chose its own rate-limit key with one header.
 */
export type TrustedProxies = {
  /** The entries as the operator wrote them, normalised (`10.0.0.0/8`, `192.0.2.7/32`). */
  readonly entries: readonly string[];
  /** True when a connection from `address` is one of the proxies. */
  has(address: string | undefined | null): boolean;
};

export class TrustedProxiesError extends Error {}

/** Strips the forms a socket or a header writes an address in: `::ffff:1.2.3.4`, `[2001:db8::1]:443`, `1.2.3.4:5678`. */
export function plainAddress(raw: string): string | undefined {
  let ip = raw.trim();
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(ip);
  if (bracketed) ip = bracketed[1]!;
  else if (/^\d{1,3}(\.\d{1,3}){3}:\d+$/.test(ip)) ip = ip.slice(0, ip.lastIndexOf(':'));
  const mapped = /^::ffff:(\d{1,3}(\.\d{1,3}){3})$/i.exec(ip);
  if (mapped) ip = mapped[1]!;
  return isIP(ip) ? ip : undefined;
}

/** The list from `TRUSTED_PROXIES` (empty: no proxy, every forwarded header ignored); throws on an entry that is not an address or range. */
export function parseTrustedProxies(value: string | undefined): TrustedProxies {
  const list = new BlockList();
  const entries: string[] = [];
  for (const raw of (value ?? '').split(',')) {
    const entry = raw.trim();
    if (!entry) continue;
    const [address, prefix, extra] = entry.split('/');
    const ip = address === undefined ? undefined : plainAddress(address);
    const family = ip ? isIP(ip) : 0;
    const max = family === 6 ? 128 : 32;
    const bits = prefix === undefined ? max : /^\d{1,3}$/.test(prefix) ? Number(prefix) : NaN;
    if (!ip || extra !== undefined || !(bits >= 0 && bits <= max)) {
      throw new TrustedProxiesError(`TRUSTED_PROXIES: "${entry}" is not an IP address or a CIDR range (e.g. 10.0.0.0/8, 2001:db8::/32)`);
    }
    list.addSubnet(ip, bits, family === 6 ? 'ipv6' : 'ipv4');
    entries.push(`${ip}/${bits}`);
  }
  return {
    entries,
    has(address) {
      const ip = address ? plainAddress(address) : undefined;
      if (!ip || entries.length === 0) return false;
      return list.check(ip, isIP(ip) === 6 ? 'ipv6' : 'ipv4');
    },
  };
}

const parsed = new Map<string, TrustedProxies>();

/** The matcher of a validated list (the configuration keeps the entries, plain data): built once per list. */
export function trustedProxies(entries: readonly string[]): TrustedProxies {
  const key = entries.join(',');
  let list = parsed.get(key);
  if (!list) parsed.set(key, (list = parseTrustedProxies(key)));
  return list;
}

/**
 * The visitor's address: the socket's, unless the socket is a trusted proxy; then X-Forwarded-For is
 * read from the right (each proxy appends the address it was reached from), past every entry that is
 * itself a trusted proxy, and the first other entry is the visitor. Entries further left were written
 * by the visitor and are never read. An unreadable entry where the visitor should be: the socket's.
 */
export function forwardedClient(
  source: { forwardedFor?: string | null | undefined; remoteAddress?: string | null | undefined },
  proxies: TrustedProxies,
): string | undefined {
  const socket = source.remoteAddress ? plainAddress(source.remoteAddress) : undefined;
  if (!socket || !proxies.has(socket) || !source.forwardedFor) return socket;
  const hops = source.forwardedFor
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  for (let i = hops.length - 1; i >= 0; i--) {
    const hop = plainAddress(hops[i]!);
    if (!hop) return socket;
    if (!proxies.has(hop)) return hop;
  }
  // every hop a proxy of ours (a health check from the proxy itself): the left-most one
  return (hops[0] && plainAddress(hops[0])) ?? socket;
}

/** True when the request came over HTTPS: its own scheme, or the X-Forwarded-Proto a trusted proxy wrote. */
export function forwardedHttps(
  source: { protocol: string; forwardedProto?: string | null | undefined; remoteAddress?: string | null | undefined },
  proxies: TrustedProxies,
): boolean {
  if (source.protocol === 'https:') return true;
  return proxies.has(source.remoteAddress) && source.forwardedProto?.split(',')[0]?.trim().toLowerCase() === 'https';
}
