import { Hono } from 'hono';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { eventCounts } from '../../src/health/counters';
import { configureLogger } from '../../src/log';
import { CSP_REPORT_PATH, cspReports, parseCspReports, type CspReportOptions } from '../../src/server/csp-report';

/** What Chrome sends for `report-to` (the Reporting API, https://w3c.github.io/reporting/#media-type-registration). */
const reportingApi = (overrides: Record<string, unknown> = {}) => [
  {
    type: 'csp-violation',
    age: 10,
    url: 'https://www.example.lu/stock?brand=ford',
    user_agent: 'Chrome',
    body: {
      documentURL: 'https://www.example.lu/stock?brand=ford',
      blockedURL: 'inline',
      effectiveDirective: 'script-src-elem',
      originalPolicy: "script-src 'nonce-x'",
      disposition: 'enforce',
      sample: 'alert(1)',
      statusCode: 200,
      ...overrides,
    },
  },
];

/** What `report-uri` sends (https://www.w3.org/TR/CSP3/#deprecated-serialize-violation). */
const legacy = (overrides: Record<string, unknown> = {}) => ({
  'csp-report': {
    'document-uri': 'https://www.example.lu/contact?email=a@b.lu',
    'blocked-uri': 'https://evil.example/x.js?token=secret',
    'effective-directive': 'script-src-elem',
    'violated-directive': 'script-src-elem',
    'original-policy': "script-src 'nonce-x'",
    disposition: 'enforce',
    ...overrides,
  },
});

function site(options: Partial<CspReportOptions> = {}) {
  const app = new Hono();
  app.use(cspReports(options));
  app.all('*', (c) => c.text('the rest of the site', 200));
  const post = (body: unknown, type = 'application/reports+json', address = '203.0.113.7') =>
    app.request(
      CSP_REPORT_PATH,
      { method: 'POST', headers: { 'content-type': type }, body: typeof body === 'string' ? body : JSON.stringify(body) },
      { incoming: { socket: { remoteAddress: address } } },
    );
  return { app, post };
}

describe('the CSP report endpoint', () => {
  let lines: Record<string, unknown>[];
  let restore: () => void;
  const violationLines = () => lines.filter((line) => line.msg === '[csp] csp violation');
  const count = (name: string) => eventCounts()[name] ?? 0;

  beforeEach(() => {
    lines = [];
    restore = configureLogger({ level: 'info', sink: (line) => lines.push(JSON.parse(line) as Record<string, unknown>) });
  });
  afterEach(() => restore());

  it('takes a Reporting API batch, counts its violation and logs it as one line: directive, blocked address, page path', async () => {
    const before = count('cspViolations');
    const response = await site().post(reportingApi());
    expect(response.status).toBe(204);
    expect(count('cspViolations')).toBe(before + 1);
    expect(violationLines()).toEqual([
      expect.objectContaining({
        level: 'warn',
        module: 'csp',
        directive: 'script-src-elem',
        blocked: 'inline',
        page: '/stock',
        disposition: 'enforce',
      }),
    ]);
  });

  it('takes the older report-uri format, without the query of the page or of the blocked address', async () => {
    const response = await site().post(legacy(), 'application/csp-report');
    expect(response.status).toBe(204);
    const [line] = violationLines();
    expect(line).toMatchObject({ directive: 'script-src-elem', blocked: 'https://evil.example/x.js', page: '/contact' });
    expect(JSON.stringify(lines)).not.toContain('secret');
    expect(JSON.stringify(lines)).not.toContain('a@b.lu');
  });

  it('reads the directive from violated-directive when a browser sends no effective-directive', () => {
    expect(
      parseCspReports(
        'application/csp-report',
        JSON.stringify(legacy({ 'effective-directive': undefined, 'violated-directive': "style-src 'self'" })),
      ),
    ).toEqual([expect.objectContaining({ directive: 'style-src' })]);
  });

  it('skips other report types of a batch (deprecation, intervention) and logs nothing for them', async () => {
    const response = await site().post([{ type: 'deprecation', body: { id: 'x', message: 'old API' } }]);
    expect(response.status).toBe(204);
    expect(violationLines()).toEqual([]);
  });

  it('answers 400 to a body that is not a report: not JSON, a report without its fields, a page that is no URL', async () => {
    const { post } = site();
    const refusedBefore = count('cspReportsRefused');
    expect((await post('{not json')).status).toBe(400);
    expect((await post({ 'csp-report': {} }, 'application/csp-report')).status).toBe(400);
    expect((await post(reportingApi({ effectiveDirective: undefined }))).status).toBe(400);
    expect((await post(reportingApi({ documentURL: 'not a url' }))).status).toBe(400);
    expect((await post(reportingApi({ effectiveDirective: 'script-src"; drop' }))).status).toBe(400);
    expect((await post({ reports: [] })).status).toBe(400);
    expect(count('cspReportsRefused')).toBe(refusedBefore + 6);
    expect(violationLines()).toEqual([]);
  });

  it('refuses a body over its bound with 413, declared or not, and a type that is no report with 415', async () => {
    const { app, post } = site({ maxBytes: 1024 });
    const big = reportingApi({ sample: 'x'.repeat(2000) });
    expect((await post(big)).status).toBe(413);
    // no Content-Length: the body is read up to the bound, then refused
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(JSON.stringify(big)));
        controller.close();
      },
    });
    const chunked = await app.request(CSP_REPORT_PATH, {
      method: 'POST',
      headers: { 'content-type': 'application/reports+json' },
      body: stream,
      duplex: 'half',
    } as RequestInit);
    expect(chunked.status).toBe(413);
    expect((await post(reportingApi(), 'text/plain')).status).toBe(415);
    expect(violationLines()).toEqual([]);
  });

  it('limits the reports of one client address per minute (429 with Retry-After), not those of another', async () => {
    let now = 1_000_000;
    const { post } = site({ perClientPerMinute: 3, now: () => now });
    for (let i = 0; i < 3; i++) expect((await post(reportingApi())).status).toBe(204);
    const limited = await post(reportingApi());
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await post(reportingApi(), undefined, '198.51.100.1')).status).toBe(204);
    now += 61_000;
    expect((await post(reportingApi())).status).toBe(204);
  });

  it('logs a violation once per minute however often it is reported, and counts every report of it', async () => {
    let now = 5_000_000;
    const { post } = site({ now: () => now });
    const before = count('cspViolations');
    for (let i = 0; i < 5; i++) await post(reportingApi());
    await post(reportingApi({ blockedURL: 'eval' }));
    expect(violationLines().map((line) => line.blocked)).toEqual(['inline', 'eval']);
    expect(count('cspViolations')).toBe(before + 6);
    now += 60_000;
    await post(reportingApi());
    expect(violationLines().map((line) => line.blocked)).toEqual(['inline', 'eval', 'inline']);
  });

  it('answers only POST, and leaves every other path to the site', async () => {
    const { app } = site();
    const get = await app.request(CSP_REPORT_PATH);
    expect(get.status).toBe(405);
    expect(get.headers.get('allow')).toBe('POST');
    const other = await app.request('/api/csp-reports', { method: 'POST', body: '{}' });
    expect(await other.text()).toBe('the rest of the site');
  });

  it('never answers 5xx, also when the body breaks off mid-way', async () => {
    const { app } = site();
    const broken = new ReadableStream<Uint8Array>({
      pull(controller) {
        controller.error(new Error('connection reset'));
      },
    });
    const response = await app.request(CSP_REPORT_PATH, {
      method: 'POST',
      headers: { 'content-type': 'application/reports+json' },
      body: broken,
      duplex: 'half',
    } as RequestInit);
    expect(response.status).toBe(400);
  });
});
