import { describe, expect, it } from 'vitest';
import { forwardedClient, forwardedHttps, parseTrustedProxies, TrustedProxiesError } from '../../src/config/proxies';
import { parseConfig } from '../../src/config/env';

const proxies = parseTrustedProxies('10.0.0.0/8, 192.0.2.7, 2001:db8::/32');

describe('trusted proxies (issue 39)', () => {
  it('reads addresses and CIDR ranges, IPv4 and IPv6, and refuses anything else', () => {
    expect(proxies.entries).toEqual(['10.0.0.0/8', '192.0.2.7/32', '2001:db8::/32']);
    expect(proxies.has('10.1.2.3')).toBe(true);
    expect(proxies.has('::ffff:10.1.2.3')).toBe(true);
    expect(proxies.has('192.0.2.7')).toBe(true);
    expect(proxies.has('192.0.2.8')).toBe(false);
    expect(proxies.has('2001:db8:1::5')).toBe(true);
    expect(proxies.has('2001:db9::5')).toBe(false);
    expect(proxies.has(undefined)).toBe(false);
    expect(parseTrustedProxies('').has('127.0.0.1')).toBe(false);
    for (const bad of ['proxy.internal', '10.0.0.0/33', '10.0.0/8', '1.2.3.4/8/1', '*']) {
      expect(() => parseTrustedProxies(bad), bad).toThrow(TrustedProxiesError);
    }
  });

  it('takes the visitor from X-Forwarded-For only when the connection is a trusted proxy (the rate limits’ key)', () => {
    // a visitor reaching the site directly with a forged header: its own socket address
    expect(forwardedClient({ forwardedFor: '198.51.100.9', remoteAddress: '203.0.113.5' }, proxies)).toBe('203.0.113.5');
    // through the proxy: the address the proxy appended, not what the visitor wrote to the left of it
    expect(forwardedClient({ forwardedFor: '198.51.100.9, 203.0.113.5', remoteAddress: '10.0.0.2' }, proxies)).toBe('203.0.113.5');
    // through two proxies of ours (a CDN in 192.0.2.7, then the balancer): past both
    expect(forwardedClient({ forwardedFor: '1.1.1.1, 203.0.113.5, 192.0.2.7', remoteAddress: '10.0.0.2' }, proxies)).toBe('203.0.113.5');
    // an unreadable entry where the visitor should be: the socket, not whatever is further left
    expect(forwardedClient({ forwardedFor: '1.1.1.1, not-an-ip', remoteAddress: '10.0.0.2' }, proxies)).toBe('10.0.0.2');
    // no list: every header ignored
    expect(forwardedClient({ forwardedFor: '198.51.100.9', remoteAddress: '10.0.0.2' }, parseTrustedProxies(''))).toBe('10.0.0.2');
  });

  it('believes X-Forwarded-Proto only from a trusted proxy (HSTS on a kept page)', () => {
    expect(forwardedHttps({ protocol: 'http:', forwardedProto: 'https', remoteAddress: '203.0.113.5' }, proxies)).toBe(false);
    expect(forwardedHttps({ protocol: 'http:', forwardedProto: 'https', remoteAddress: '10.0.0.2' }, proxies)).toBe(true);
    expect(forwardedHttps({ protocol: 'https:', remoteAddress: '203.0.113.5' }, proxies)).toBe(true);
  });

  it('TRUSTED_PROXIES in the configuration; the old count LEADS_TRUSTED_PROXIES is refused with what to set instead', () => {
    const base = { PUBLIC_USE_MOCKS: 'true' };
    expect(parseConfig({ ...base, TRUSTED_PROXIES: '172.16.0.0/12' }).trustedProxies).toEqual(['172.16.0.0/12']);
    expect(parseConfig(base).trustedProxies).toEqual([]);
    expect(parseConfig({ ...base, LEADS_TRUSTED_PROXIES: '0' }).trustedProxies).toEqual([]);
    expect(() => parseConfig({ ...base, LEADS_TRUSTED_PROXIES: '1' })).toThrow(/TRUSTED_PROXIES/);
    expect(() => parseConfig({ ...base, TRUSTED_PROXIES: 'caddy' })).toThrow(/"caddy" is not an IP address/);
  });
});
