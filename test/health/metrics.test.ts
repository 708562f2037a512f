import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { parseTrustedProxies } from '../../src/config/proxies';
import { countEvent, eventCounts } from '../../src/health/counters';
import { healthEndpoints } from '../../src/health/endpoints';
import { isInternalAddress, metricsAccess } from '../../src/health/metrics-access';
import { metricCounter, metricGauge, metricsText } from '../../src/health/metrics';

/**
 * `/metrics` (issue 38): the Prometheus text of prom-client's registry, to the internal network or a bearer
 * token, and the site's 404 to anyone else. The requests are handed to the middleware with the socket
 * address a Node server would give it (no socket is opened).
 */

const TOKEN = 'metrics-token-0123456789';
const proxies = parseTrustedProxies('172.16.0.0/12');

describe('who may read the metrics', () => {
  it('the internal network: loopback and private addresses, in the forms a socket writes them', () => {
    for (const address of ['127.0.0.1', '::1', '::ffff:10.1.2.3', '172.20.0.5', '192.168.1.9', 'fd00::7', 'fe80::1']) {
      expect(isInternalAddress(address), address).toBe(true);
    }
    for (const address of ['203.0.113.7', '8.8.8.8', '172.32.0.1', '2001:db8::1', '::ffff:198.51.100.2', 'garbage', undefined]) {
      expect(isInternalAddress(address), String(address)).toBe(false);
    }
  });

  it('judges a visitor coming through a trusted proxy by their own address, not the proxy’s', () => {
    const caddy = '172.18.0.3';
    expect(metricsAccess({ remoteAddress: caddy, forwardedFor: '203.0.113.7' }, { token: undefined, proxies })).toBe('outside');
    expect(metricsAccess({ remoteAddress: caddy, forwardedFor: '10.0.0.8' }, { token: undefined, proxies })).toBe('allowed');
    // the proxy's own request (no forwarded visitor)
    expect(metricsAccess({ remoteAddress: caddy }, { token: undefined, proxies })).toBe('allowed');
  });

  it('refuses a forwarded request from a proxy it does not trust, even from a private address', () => {
    expect(metricsAccess({ remoteAddress: '10.0.0.2', forwardedFor: '10.0.0.9' }, { token: undefined, proxies })).toBe('outside');
    expect(metricsAccess({ remoteAddress: '10.0.0.2', otherForwarding: true }, { token: undefined, proxies })).toBe('outside');
  });

  it('lets the right bearer token in from anywhere, and tells a wrong one it is wrong', () => {
    const outside = { remoteAddress: '203.0.113.7' };
    expect(metricsAccess({ ...outside, authorization: `Bearer ${TOKEN}` }, { token: TOKEN, proxies })).toBe('allowed');
    expect(metricsAccess({ ...outside, authorization: 'Bearer nope' }, { token: TOKEN, proxies })).toBe('wrong-token');
    // a token presented where none is configured opens nothing, from inside either
    expect(metricsAccess({ remoteAddress: '127.0.0.1', authorization: `Bearer ${TOKEN}` }, { token: undefined, proxies })).toBe(
      'wrong-token',
    );
    expect(metricsAccess({ ...outside, authorization: `Basic ${TOKEN}` }, { token: TOKEN, proxies })).toBe('outside');
  });
});

function site() {
  const app = new Hono();
  app.use(healthEndpoints({ access: () => ({ token: TOKEN, proxies: ['172.16.0.0/12'] }) }));
  app.all('*', (c) => c.text('the site’s own 404 page', 404));
  return (remoteAddress: string, headers: Record<string, string> = {}) =>
    app.request('/metrics', { headers }, { incoming: { socket: { remoteAddress } } });
}

describe('/metrics', () => {
  it('answers the internal network in the Prometheus text format, with the counts of /readyz and the site’s metrics', async () => {
    countEvent('cspViolations');
    metricCounter('autopolis_test_requests_total', 'A test counter', ['kind']).inc({ kind: 'stock' }, 2);
    metricGauge('autopolis_test_depth', 'A test gauge read at the scrape', [], (g) => g.set(7));
    const response = await site()('127.0.0.1');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/plain; version=0.0.4; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-store');
    const text = await response.text();
    expect(text).toContain('# TYPE autopolis_events_total counter');
    expect(text).toContain(`autopolis_events_total{event="cspViolations"} ${eventCounts().cspViolations}`);
    expect(text).toContain('autopolis_test_requests_total{kind="stock"} 2');
    expect(text).toContain('autopolis_test_depth 7');
    expect(text).toMatch(/^autopolis_ready [01]$/m);
    // Node's own, under their standard names
    expect(text).toContain('# TYPE process_cpu_user_seconds_total counter');
    expect(text).toContain('# TYPE nodejs_eventloop_lag_seconds gauge');
  });

  it('is the site’s 404 to the public, and through the proxy to a public visitor', async () => {
    for (const [address, headers] of [
      ['203.0.113.7', {}],
      ['172.18.0.3', { 'X-Forwarded-For': '203.0.113.7' }],
    ] as const) {
      const response = await site()(address, headers);
      expect(response.status).toBe(404);
      expect(await response.text()).toBe('the site’s own 404 page');
    }
  });

  it('answers the public with the token, and 401 to a wrong one', async () => {
    expect((await site()('203.0.113.7', { Authorization: `Bearer ${TOKEN}` })).status).toBe(200);
    const wrong = await site()('203.0.113.7', { Authorization: 'Bearer wrong-token-0000000000' });
    expect(wrong.status).toBe(401);
    expect(wrong.headers.get('www-authenticate')).toBe('Bearer realm="metrics"');
  });

  it('leaves a gauge whose source fails unknown (NaN) for that scrape and counts it, instead of failing the scrape', async () => {
    metricGauge('autopolis_test_broken', 'A gauge whose store is down', [], () => {
      throw new Error('database down');
    });
    const { body } = await metricsText();
    expect(body).toContain('# TYPE autopolis_test_broken gauge');
    // prom-client writes it `Nan`, which Prometheus reads as NaN (Go’s ParseFloat ignores the case)
    expect(body).toMatch(/^autopolis_test_broken NaN$/im);
    // counted while the scrape was written: the next one shows it
    const next = (await metricsText()).body;
    expect(next).toMatch(/^autopolis_metrics_collect_errors_total\{gauge="autopolis_test_broken"\} [1-9]/m);
  });
});
