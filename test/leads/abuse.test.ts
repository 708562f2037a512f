import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ConfigError, parseConfig } from '../../src/config/env';
import { configureLogger } from '../../src/log';
import { clientIp, normalizeIp } from '../../src/leads/client-ip';
import { HONEYPOT_FIELD, isHoneypotFilled } from '../../src/leads/honeypot';
import { closeLeads, initLeads, readLeadFiles as readConfiguredFiles, screenSubmission, storeLead } from '../../src/leads/index';
import { checkLeadPayload, cleanFileName, DEFAULT_LIMITS, fileInputsFromFormData, readLeadFiles } from '../../src/leads/limits';
import { RateLimiter } from '../../src/leads/rate-limit';
import { sniffImageType } from '../../src/files/sniff';
import { SqliteLeadStore } from '../../src/leads/store-sqlite';
import { HEIC, HTML, JPEG, lead, PNG, settings, tempDir, WEBP } from './support/fixtures';

describe('rate limit (sliding window)', () => {
  it('allows `max` submissions per window per client, then answers how long to wait', () => {
    let now = 1_000_000;
    const limiter = new RateLimiter({ max: 3, windowSeconds: 60, now: () => now });
    expect(limiter.hit('1.2.3.4')).toEqual({ ok: true, remaining: 2 });
    now += 10_000;
    expect(limiter.hit('1.2.3.4')).toEqual({ ok: true, remaining: 1 });
    now += 10_000;
    expect(limiter.hit('1.2.3.4')).toEqual({ ok: true, remaining: 0 });
    now += 5_000; // 25 s after the first: it leaves the window in 35 s
    expect(limiter.hit('1.2.3.4')).toEqual({ ok: false, code: 'rate_limited', retryAfterSeconds: 35 });
    expect(limiter.hit('5.6.7.8')).toEqual({ ok: true, remaining: 2 });
    // The window slides: once the first submission is 60 s old, exactly one more is allowed.
    now += 35_000;
    expect(limiter.hit('1.2.3.4')).toEqual({ ok: true, remaining: 0 });
    expect(limiter.hit('1.2.3.4')).toMatchObject({ ok: false, retryAfterSeconds: 10 });
  });

  it('remembers a bounded number of clients, dropping the least recently seen', () => {
    const limiter = new RateLimiter({ max: 1, windowSeconds: 60, maxClients: 2 });
    limiter.hit('a');
    limiter.hit('b');
    expect(limiter.hit('a').ok).toBe(false); // a is now the most recent
    limiter.hit('c'); // drops b
    expect(limiter.size).toBe(2);
    expect(limiter.hit('b').ok).toBe(true);
    expect(limiter.hit('c').ok).toBe(false);
  });
});

describe('client address', () => {
  it('trusts X-Forwarded-For only from a connection of the configured proxies (TRUSTED_PROXIES, issue 39)', () => {
    // No trusted proxy: the header is the client's word and is ignored.
    expect(clientIp({ forwardedFor: '9.9.9.9', remoteAddress: '10.0.0.1' }, [])).toBe('10.0.0.1');
    expect(clientIp({ forwardedFor: '9.9.9.9' }, [])).toBeUndefined();
    // From the proxy: the last entry is what it saw; forged entries to its left do not matter.
    expect(clientIp({ forwardedFor: '6.6.6.6, 203.0.113.7', remoteAddress: '10.0.0.2' }, ['10.0.0.0/8'])).toBe('203.0.113.7');
    expect(clientIp({ forwardedFor: '6.6.6.6, 203.0.113.7, 10.0.0.3', remoteAddress: '10.0.0.2' }, ['10.0.0.0/8'])).toBe('203.0.113.7');
    // The same header from a visitor who reached the port directly: its own address.
    expect(clientIp({ forwardedFor: '6.6.6.6, 203.0.113.7', remoteAddress: '198.51.100.1' }, ['10.0.0.0/8'])).toBe('198.51.100.1');
    expect(clientIp({ forwardedFor: 'garbage', remoteAddress: '::ffff:10.0.0.1' }, ['10.0.0.0/8'])).toBe('10.0.0.1');
  });

  it('groups IPv6 by /64 and reads the forms proxies write', () => {
    expect(normalizeIp('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(normalizeIp('2001:0db8:0001:0002:ffff:0:0:9')).toBe('2001:db8:1:2::/64');
    expect(normalizeIp('[2001:db8::1]:443')).toBe('2001:db8:0:0::/64');
    expect(normalizeIp('198.51.100.4:5123')).toBe('198.51.100.4');
    expect(normalizeIp('not an ip')).toBeUndefined();
  });
});

describe('honeypot', () => {
  it('is filled by any non-blank text or a file', () => {
    expect(HONEYPOT_FIELD).toBe('website');
    expect(isHoneypotFilled(null)).toBe(false);
    expect(isHoneypotFilled('')).toBe(false);
    expect(isHoneypotFilled('   ')).toBe(false);
    expect(isHoneypotFilled('http://spam.example')).toBe(true);
    expect(isHoneypotFilled(new File(['x'], 'x.txt'))).toBe(true);
  });
});

describe('screenSubmission', () => {
  let tmp: ReturnType<typeof tempDir>;
  beforeEach(async () => {
    tmp = tempDir();
    await initLeads(settings(tmp.dir, { rateLimit: { max: 2, windowSeconds: 60, perMailbox: 50 } }));
  });
  afterEach(async () => {
    await closeLeads();
    vi.restoreAllMocks();
    tmp.remove();
  });

  it('answers a filled honeypot like a success, logs it, and the action stores nothing', async () => {
    const lines: string[] = [];
    const restore = configureLogger({ sink: (line) => lines.push(line) });
    const form = new FormData();
    form.set(HONEYPOT_FIELD, 'http://cheap-watches.example');
    expect(await screenSubmission({ form: 'contact', honeypot: form.get(HONEYPOT_FIELD), ip: '198.51.100.1' })).toEqual({
      action: 'pretend-success',
    });
    restore();
    // a line any visitor can trigger: written through the limiter (src/log/limiter.ts), as a warning
    expect(lines.some((l) => /"level":"warn".*honeypot filled on form contact from 198\.51\.100\.1/.test(l))).toBe(true);
    expect(await screenSubmission({ form: 'contact', honeypot: '', ip: '198.51.100.2' })).toEqual({ action: 'continue' });
    await closeLeads();
    const store = SqliteLeadStore.open(tmp.dir);
    expect(await store.count()).toBe(0);
    await store.close();
  });

  it('refuses a client past the limit with a typed rejection, other clients still pass', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const ip = '203.0.113.9';
    expect((await screenSubmission({ form: 'test-drive', honeypot: null, ip })).action).toBe('continue');
    expect((await screenSubmission({ form: 'test-drive', honeypot: null, ip })).action).toBe('continue');
    const third = await screenSubmission({ form: 'test-drive', honeypot: null, ip });
    expect(third).toEqual({ action: 'reject', rejection: { code: 'rate_limited', retryAfterSeconds: 60, by: 'client' } });
    expect((await screenSubmission({ form: 'test-drive', honeypot: null, ip: '203.0.113.10' })).action).toBe('continue');
  });

  it('does not lump unknown visitors into one bucket (warns once instead)', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    for (let i = 0; i < 5; i++) expect((await screenSubmission({ form: 'contact', honeypot: null })).action).toBe('continue');
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]![0]).toMatch(/not rate limited/);
  });

  it('storeLead refuses a lead over the configured limits', async () => {
    await expect(
      storeLead(
        lead({ files: Array.from({ length: 4 }, () => ({ field: 'photos', name: 'p.png', type: 'image/png' as const, data: PNG })) }),
      ),
    ).rejects.toThrow(/too_many_files/);
    // The configured per-file limit (1 KiB in these settings) applies to reading too.
    const big = new Blob([PNG, new Uint8Array(2_000)]);
    expect(await readConfiguredFiles([{ field: 'photos', name: 'big.png', file: big }])).toMatchObject({
      ok: false,
      rejections: [{ code: 'file_too_large', maxBytes: 1_024 }],
    });
  });
});

describe('payload limits', () => {
  it('bounds the whole payload in bytes and each text value in characters', () => {
    const limits = { maxPayloadBytes: 200, maxFieldChars: 20 };
    expect(checkLeadPayload({ name: 'Anne', tags: ['a', 'b'] }, limits)).toEqual({ ok: true });
    expect(checkLeadPayload({ message: 'x'.repeat(21) }, limits)).toEqual({
      ok: false,
      rejection: { code: 'field_too_long', field: 'message', maxChars: 20 },
    });
    expect(checkLeadPayload({ list: ['ok', 'y'.repeat(21)] }, limits)).toMatchObject({ ok: false, rejection: { field: 'list' } });
    // Bytes, not characters: 60 × "é" is 120 bytes of UTF-8 per field.
    expect(
      checkLeadPayload({ a: 'é'.repeat(20), b: 'é'.repeat(20), c: 'é'.repeat(20) }, { maxPayloadBytes: 100, maxFieldChars: 20 }),
    ).toEqual({
      ok: false,
      rejection: { code: 'payload_too_large', maxBytes: 100 },
    });
  });
});

describe('files', () => {
  it('sniffs images by their bytes', () => {
    expect(sniffImageType(JPEG)).toBe('image/jpeg');
    expect(sniffImageType(PNG)).toBe('image/png');
    expect(sniffImageType(WEBP)).toBe('image/webp');
    expect(sniffImageType(HEIC)).toBe('image/heic');
    expect(sniffImageType(HTML)).toBeUndefined();
    expect(sniffImageType(new Uint8Array([0xff, 0xd8]))).toBeUndefined();
    expect(sniffImageType(new Uint8Array(Buffer.from('%PDF-1.7')))).toBeUndefined();
  });

  it('keeps the sniffed type, whatever the browser declared', async () => {
    const declaredJpeg = new File([PNG], 'photo.jpg', { type: 'image/jpeg' });
    const result = await readLeadFiles([{ field: 'photos', file: declaredJpeg }]);
    expect(result).toMatchObject({ ok: true, files: [{ field: 'photos', name: 'photo.jpg', type: 'image/png' }] });
  });

  it('refuses a script dressed as a JPEG, a file too large (unread), and too many files', async () => {
    const fake = new File([HTML], 'tyre.jpg', { type: 'image/jpeg' });
    const huge = new File([JPEG, new Uint8Array(DEFAULT_LIMITS.maxFileBytes)], 'huge.jpg', { type: 'image/jpeg' });
    const read = vi.spyOn(huge, 'arrayBuffer');
    const result = await readLeadFiles([
      { field: 'photos', file: fake },
      { field: 'photos', file: huge },
      { field: 'photos', file: new File([WEBP], 'ok.webp') },
    ]);
    expect(result).toEqual({
      ok: false,
      rejections: [
        { code: 'file_type_not_allowed', field: 'photos', name: 'tyre.jpg', allowed: DEFAULT_LIMITS.allowedTypes },
        { code: 'file_too_large', field: 'photos', name: 'huge.jpg', maxBytes: DEFAULT_LIMITS.maxFileBytes },
      ],
    });
    expect(read).not.toHaveBeenCalled();
    const six = Array.from({ length: 6 }, (_, i) => ({ field: 'photos', file: new File([JPEG], `${i}.jpg`) }));
    expect(await readLeadFiles(six)).toEqual({ ok: false, rejections: [{ code: 'too_many_files', field: 'photos', maxFiles: 5 }] });
    // A narrower allow-list per form.
    expect(
      await readLeadFiles([{ field: 'photos', file: new File([HEIC], 'a.heic') }], { ...DEFAULT_LIMITS, allowedTypes: ['image/jpeg'] }),
    ).toMatchObject({ ok: false });
  });

  it('skips the empty part a file input sends when nothing was chosen', () => {
    const form = new FormData();
    form.append('photos', new File([], ''));
    form.append('photos', new File([JPEG], 'a.jpg'));
    form.append('photos', 'text instead of a file');
    expect(fileInputsFromFormData(form, 'photos').map((f) => f.name)).toEqual(['a.jpg']);
  });

  it('cleans file names of paths and invisible characters', () => {
    expect(cleanFileName('C:\\Users\\anne\\tyre.jpg')).toBe('tyre.jpg');
    expect(cleanFileName('../../etc/passwd')).toBe('passwd');
    expect(cleanFileName('photo\u202Egpj.exe')).toBe('photogpj.exe');
    expect(cleanFileName('a\u0000b\nc.png')).toBe('abc.png');
    expect(cleanFileName('..')).toBe('file');
    expect(cleanFileName('x'.repeat(300))).toHaveLength(200);
  });
});

describe('configuration', () => {
  it('has defaults that keep leads stored without a webhook', () => {
    const { leads } = parseConfig({});
    expect(leads).toEqual({
      dataDir: '.data/leads',
      webhook: undefined,
      retry: { baseMs: 5_000, maxMs: 3_600_000, maxAttempts: 100 },
      concurrency: 2,
      rateLimit: { max: 10, windowSeconds: 600, perMailbox: 5 },
      trustedProxies: [],
      limits: { maxPayloadBytes: 65_536, maxFiles: 5, maxFileBytes: 8_388_608 },
      retention: { days: 90, byForm: { 'job-application': 30 } },
    });
  });

  it('reads the retention per form, a job application shorter by default, and refuses a malformed rule', () => {
    expect(parseConfig({ LEADS_RETENTION_DAYS: '*=180; test-drive=60' }).leads.retention).toEqual({
      days: 180,
      byForm: { 'job-application': 30, 'test-drive': 60 },
    });
    expect(parseConfig({ LEADS_RETENTION_DAYS: 'job-application=14' }).leads.retention).toEqual({
      days: 90,
      byForm: { 'job-application': 14 },
    });
    expect(() => parseConfig({ LEADS_RETENTION_DAYS: 'job-application=0' })).toThrow(/LEADS_RETENTION_DAYS: "job-application=0"/);
    expect(() => parseConfig({ LEADS_RETENTION_DAYS: '*=forever' })).toThrow(/LEADS_RETENTION_DAYS/);
  });

  it('reads the webhook and refuses one without a secret', () => {
    const { leads } = parseConfig({
      LEADS_WEBHOOK_URL: 'https://crm.example/hooks/leads',
      LEADS_WEBHOOK_SECRET: 's'.repeat(32),
      LEADS_RATE_LIMIT_MAX: '4',
      PUBLIC_SITE_URL: 'https://www.autopolis.lu/',
    });
    // the files' links in the webhook body point at the public origin
    expect(leads.webhook).toEqual({
      url: 'https://crm.example/hooks/leads',
      secret: 's'.repeat(32),
      timeoutMs: 10_000,
      siteUrl: 'https://www.autopolis.lu',
    });
    expect(leads.rateLimit.max).toBe(4);
    expect(() => parseConfig({ LEADS_WEBHOOK_URL: 'https://crm.example/hooks/leads' })).toThrow(ConfigError);
    expect(() => parseConfig({ LEADS_WEBHOOK_URL: 'ftp://crm.example/', LEADS_WEBHOOK_SECRET: 's'.repeat(32) })).toThrow(
      /LEADS_WEBHOOK_URL/,
    );
    expect(() => parseConfig({ LEADS_WEBHOOK_URL: 'https://crm.example/', LEADS_WEBHOOK_SECRET: 'short' })).toThrow(/LEADS_WEBHOOK_SECRET/);
    expect(() => parseConfig({ LEADS_RETRY_BASE_MS: '10000', LEADS_RETRY_MAX_MS: '5000' })).toThrow(/LEADS_RETRY_MAX_MS/);
  });
});
