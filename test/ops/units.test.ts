import { afterEach, describe, expect, it } from 'vitest';
import { readiness, readinessCheckNames, registerReadinessCheck } from '../../src/health';
import { configureLogger, logger, redact, type Level } from '../../src/log';
import { installConsoleBridge } from '../../src/log/console-bridge';
import { chooseEncoding } from '../../src/server/middleware/compression';
import { loggedPath } from '../../src/server/middleware/request-log';
import { rscPathProblem } from '../../src/server/middleware/rsc-guard';
import { isSameOrigin } from '../../src/server/middleware/same-origin';

describe('chooseEncoding', () => {
  it.each([
    ['gzip, deflate, br', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['gzip;q=1, br;q=0.5', 'gzip'],
    ['*', 'br'],
    ['*;q=0', null],
    ['identity', null],
    ['', null],
    [undefined, null],
  ])('%s → %s', (header, expected) => {
    expect(chooseEncoding(header)).toBe(expected);
  });
});

describe('rscPathProblem', () => {
  it('lets page payloads and posted server functions through', () => {
    expect(rscPathProblem('/RSC/R/_root.txt', 'GET')).toBeNull();
    expect(rscPathProblem('/RSC/R/en-gb/stock.txt', 'GET')).toBeNull();
    expect(rscPathProblem('/RSC/F/_/src/forms/actions/submit.ts/submitVehicleInterest.txt', 'POST')).toBeNull();
    expect(rscPathProblem('/en-gb/stock', 'GET')).toBeNull();
  });
  it.each([
    ['/RSC/', 'GET', 404],
    ['/RSC/R/stock', 'GET', 404],
    ['/RSC/S/slice.txt', 'GET', 404],
    ['/RSC/F/a/b.txt', 'GET', 405],
    ['/RSC/F/nothing.txt', 'POST', 404],
    ['/RSC/F/a/b-c.txt', 'POST', 404],
    ['/RSC/R/%E0%A4%A.txt', 'GET', 400],
    ['/RSC/R/../x.txt', 'GET', 400],
    ['/RSC/R/a//b.txt', 'GET', 400],
    ['/RSC/R/stock.txt', 'DELETE', 405],
  ])('%s (%s) → %d', (p, method, status) => {
    expect(rscPathProblem(p, method)?.status).toBe(status);
  });
});

describe('isSameOrigin', () => {
  const req = (headers: Record<string, string>) => ({ url: 'http://127.0.0.1:3000/stock/1/interessee', headers: new Headers(headers) });
  const site = 'https://www.autopolis.lu';
  it.each([
    [{ 'sec-fetch-site': 'same-origin' }, true],
    [{ 'sec-fetch-site': 'none' }, true],
    [{ 'sec-fetch-site': 'same-site', origin: 'https://www.autopolis.lu' }, false],
    [{ 'sec-fetch-site': 'cross-site' }, false],
    [{ origin: 'http://127.0.0.1:3000' }, true],
    [{ origin: 'https://www.autopolis.lu' }, true],
    [{ origin: 'http://localhost:3000', host: 'localhost:3000' }, true],
    [{ origin: 'https://evil.example' }, false],
    [{ origin: 'null' }, false],
    [{}, true],
  ])('%o → %s', (headers, expected) => {
    expect(isSameOrigin(req(headers), site)).toBe(expected);
  });
});

describe('the readiness registry', () => {
  const removers: (() => void)[] = [];
  afterEach(() => removers.splice(0).forEach((remove) => remove()));

  it('runs every named check with its time, fails on a throw or a timeout, and lets a module add and remove its own', async () => {
    removers.push(registerReadinessCheck('fine', () => {}));
    removers.push(registerReadinessCheck('slow', () => new Promise(() => {}), { timeoutMs: 50 }));
    const removeBroken = registerReadinessCheck('broken', async () => {
      throw new Error('disk full');
    });
    expect(readinessCheckNames()).toEqual(expect.arrayContaining(['fine', 'slow', 'broken']));
    const first = await readiness();
    expect(first.ready).toBe(false);
    const byName = Object.fromEntries(first.checks.map((c) => [c.name, c]));
    expect(byName.fine).toMatchObject({ ok: true });
    expect(byName.slow).toMatchObject({ ok: false, error: 'no answer within 50 ms' });
    expect(byName.slow!.ms).toBeGreaterThanOrEqual(45);
    expect(byName.broken).toMatchObject({ ok: false, error: 'disk full' });
    removeBroken();
    removers.pop()!();
    expect((await readiness()).ready).toBe(true);
  });
});

describe('the logger', () => {
  const lines: { line: string; level: Level }[] = [];
  const restores: (() => void)[] = [];
  afterEach(() => {
    restores.splice(0).forEach((restore) => restore());
    lines.length = 0;
  });
  const capture = (level: Level) => restores.push(configureLogger({ level, sink: (line, l) => lines.push({ line, level: l }) }));

  it('writes JSON lines at or above LOG_LEVEL, with errors and their stack, and masks e-mail addresses and phone numbers', () => {
    capture('info');
    const log = logger('test');
    log.debug('hidden');
    log.info('lead from jane.doe@example.com, +352 621 123 456, 0049 170 1234567 and 621 12 34 56', { requestId: '1234-5678-9012-3456' });
    log.error('failed', { err: new Error('cannot reach john@example.org') });
    expect(lines).toHaveLength(2);
    const info = JSON.parse(lines[0]!.line) as Record<string, unknown>;
    expect(info).toMatchObject({ level: 'info', module: 'test', requestId: '1234-5678-9012-3456' });
    expect(info.msg).toBe('lead from [email], [phone], [phone] and [phone]');
    const error = JSON.parse(lines[1]!.line) as { err: { message: string; stack: string } };
    expect(lines[1]!.level).toBe('error');
    expect(error.err.message).toBe('cannot reach [email]');
    expect(error.err.stack).toContain('units.test.ts');
    expect(redact('vehicle 100063-1-hyundai-tucson on 2026-11-23 at 10:00')).toBe('vehicle 100063-1-hyundai-tucson on 2026-11-23 at 10:00');
  });

  it('takes console.* over, the [module] tag and an Error argument included', () => {
    capture('debug');
    const restore = installConsoleBridge();
    try {
      console.warn('[leads] rate limit reached', new Error('boom'));
      console.log('plain');
    } finally {
      restore();
    }
    const [warn, plain] = lines.map((l) => JSON.parse(l.line) as Record<string, unknown>);
    expect(warn).toMatchObject({ level: 'warn', module: 'leads', msg: '[leads] rate limit reached', err: { message: 'boom' } });
    expect(plain).toMatchObject({ level: 'info', msg: 'plain' });
  });

  it("logs Waku's redirect signal at debug level, not as a rendering error", () => {
    capture('info');
    const restore = installConsoleBridge();
    try {
      const redirect = Object.assign(new Error('Redirect'), { digest: 'WAKU_CUSTOM_ERR;{"status":301,"location":"/stock/1-1-a"}' });
      console.error('Error during rendering:', redirect);
      console.error('Error during rendering:', new Error('Redirect'));
    } finally {
      restore();
    }
    // only the plain Error named "Redirect" (no signal) is an error
    expect(lines.map((l) => l.level)).toEqual(['error']);
  });
});

describe('loggedPath', () => {
  it('keeps query parameter names and drops their values', () => {
    expect(loggedPath(new URL('http://x/stock?q=jane%40example.com&brand=ford&brand=kia'))).toBe('/stock?q&brand');
    expect(loggedPath(new URL('http://x/stock'))).toBe('/stock');
  });
});
