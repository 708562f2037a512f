import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  checkServingConfig,
  ConfigError,
  currentSecret,
  parseConfig,
  rereadSecret,
  SECRET_REREAD_MS,
  SECRET_VARIABLES,
  withSecretFiles,
} from '../../src/config/env';
import { parseIndexerConfig } from '../../indexer/config';

/**
 * Secrets as files (issue 38): every secret can come from a file `<NAME>_FILE` names (a Docker or
 * Kubernetes secret), through the one reader in src/config/env.ts, so none has to sit in the environment.
 */
const dir = mkdtempSync(path.join(os.tmpdir(), 'secrets-test-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A file holding `content`, as `echo secret > file` writes it (a trailing newline). */
function secretFile(name: string, content: string): string {
  const file = path.join(dir, name);
  writeFileSync(file, `${content}\n`, { mode: 0o600 });
  return file;
}

describe('withSecretFiles', () => {
  it('fills each secret in from its file, without the white space around it', () => {
    const file = secretFile('token', '  tok-123  ');
    expect(withSecretFiles({ STORYBLOK_TOKEN_FILE: file }).STORYBLOK_TOKEN).toBe('tok-123');
  });

  it('leaves a set variable alone (it wins over the file), and an empty one counts as unset', () => {
    const file = secretFile('key', 'from-file');
    expect(withSecretFiles({ MEILI_SEARCH_KEY: 'direct', MEILI_SEARCH_KEY_FILE: file }).MEILI_SEARCH_KEY).toBe('direct');
    expect(withSecretFiles({ MEILI_SEARCH_KEY: ' ', MEILI_SEARCH_KEY_FILE: file }).MEILI_SEARCH_KEY).toBe('from-file');
  });

  it('reads only the names it is given', () => {
    const file = secretFile('admin', 'admin-key');
    expect(withSecretFiles({ MEILI_ADMIN_KEY_FILE: file }, ['MEILI_MASTER_KEY']).MEILI_ADMIN_KEY).toBeUndefined();
  });

  it('names the variable and the reason for a file it cannot read or that is empty, never a content', () => {
    expect(() => withSecretFiles({ LEADS_WEBHOOK_SECRET_FILE: path.join(dir, 'missing') })).toThrow(ConfigError);
    expect(() => withSecretFiles({ LEADS_WEBHOOK_SECRET_FILE: path.join(dir, 'missing') })).toThrow(
      /LEADS_WEBHOOK_SECRET_FILE: cannot read .*missing \(ENOENT\)/,
    );
    const empty = path.join(dir, 'empty');
    writeFileSync(empty, '\n');
    expect(() => withSecretFiles({ METRICS_TOKEN_FILE: empty })).toThrow(/METRICS_TOKEN_FILE: .*empty; it should hold METRICS_TOKEN/);
    if (process.getuid?.() !== 0) {
      const locked = secretFile('locked', 'x'.repeat(20));
      chmodSync(locked, 0o000);
      expect(() => withSecretFiles({ METRICS_TOKEN_FILE: locked })).toThrow(/METRICS_TOKEN_FILE: cannot read .*\(EACCES\)/);
    }
  });
});

describe('every secret of the site', () => {
  it('can be given as a file instead of a variable', () => {
    const files = {
      STORYBLOK_TOKEN_FILE: secretFile('sb', 'storyblok-token'),
      STORYBLOK_PREVIEW_TOKEN_FILE: secretFile('sb-preview', 'preview-token'),
      STORYBLOK_WEBHOOK_SECRET_FILE: secretFile('sb-hook', 'webhook-secret-1'),
      MEILI_SEARCH_KEY_FILE: secretFile('search', 'search-key'),
      MEILI_ADMIN_KEY_FILE: secretFile('admin2', 'admin-key'),
      DATABASE_URL_FILE: secretFile('db', 'postgres://leads:pw@db:5432/leads'),
      SMTP_URL_FILE: secretFile('smtp', 'smtp://mailer:pw@mail.example.lu:587'),
      LEADS_WEBHOOK_SECRET_FILE: secretFile('hook', 'lead-webhook-secret-0123'),
      METRICS_TOKEN_FILE: secretFile('metrics', 'metrics-token-0123456789'),
    };
    const c = parseConfig({
      ...files,
      PUBLIC_USE_MOCKS: 'false',
      PUBLIC_SITE_URL: 'https://www.autopolis.lu',
      SMTP_FROM: 'Autopolis <leads@autopolis.lu>',
      LEADS_EMAIL_TO: '*=leads@autopolis.lu',
      LEADS_WEBHOOK_URL: 'https://crm.example.lu/leads',
    });
    expect(c.storyblok.token).toBe('storyblok-token');
    expect(c.editors.previewToken).toBe('preview-token');
    expect(c.editors.webhookSecret).toBe('webhook-secret-1');
    expect(c.editors.adminKey).toBe('admin-key');
    expect(c.search.searchKey).toBe('search-key');
    expect(c.leads.databaseUrl).toBe('postgres://leads:pw@db:5432/leads');
    expect(c.leads.email?.smtpUrl).toBe('smtp://mailer:pw@mail.example.lu:587');
    expect(c.leads.webhook?.secret).toBe('lead-webhook-secret-0123');
    expect(c.ops.metricsToken).toBe('metrics-token-0123456789');
  });

  it('lists each secret the site reads, with the operator commands', () => {
    expect([...SECRET_VARIABLES].sort()).toEqual(
      [
        'DATABASE_PASSWORD',
        'DATABASE_URL',
        'LEADS_WEBHOOK_SECRET',
        'MEILI_ADMIN_KEY',
        'MEILI_MASTER_KEY',
        'MEILI_SEARCH_KEY',
        'METRICS_TOKEN',
        'SMTP_PASSWORD',
        'SMTP_URL',
        'STORYBLOK_MANAGEMENT_TOKEN',
        'STORYBLOK_PREVIEW_TOKEN',
        'STORYBLOK_TOKEN',
        'STORYBLOK_WEBHOOK_SECRET',
      ].sort(),
    );
  });
});

describe('the database and SMTP passwords', () => {
  it('are put into their URL, encoded, so the URL need not hold them', () => {
    const c = parseConfig({
      DATABASE_URL: 'postgres://leads@db:5432/leads',
      DATABASE_PASSWORD_FILE: secretFile('db-pw', 'p@ss/word:1'),
      SMTP_URL: 'smtps://mailer@mail.example.lu:465',
      SMTP_PASSWORD: 'smtp secret',
      SMTP_FROM: 'Autopolis <leads@autopolis.lu>',
      LEADS_EMAIL_TO: '*=leads@autopolis.lu',
    });
    const db = new URL(c.leads.databaseUrl!);
    expect([db.username, decodeURIComponent(db.password), db.host, db.pathname]).toEqual(['leads', 'p@ss/word:1', 'db:5432', '/leads']);
    const smtp = new URL(c.leads.email!.smtpUrl);
    expect([smtp.username, decodeURIComponent(smtp.password), smtp.host]).toEqual(['mailer', 'smtp secret', 'mail.example.lu:465']);
    expect(c.alerts.email?.smtpUrl).toBe(c.leads.email!.smtpUrl);
  });

  it('replace a password the URL holds (the rotated file is the one that counts)', () => {
    const c = parseConfig({ DATABASE_URL: 'postgres://leads:old@db/leads', DATABASE_PASSWORD: 'new' });
    expect(new URL(c.leads.databaseUrl!).password).toBe('new');
  });

  it('need a URL that names its user', () => {
    expect(() => parseConfig({ DATABASE_PASSWORD: 'pw' })).toThrow(/DATABASE_PASSWORD is set but DATABASE_URL is not/);
    expect(() => parseConfig({ DATABASE_URL: 'postgres://db/leads', DATABASE_PASSWORD: 'pw' })).toThrow(/DATABASE_URL names no user/);
  });
});

describe("the indexer's master key", () => {
  it('may be a file; the admin key file is where the indexer writes, never read as its key', () => {
    const master = secretFile('master', 'master-key-0123456789');
    const admin = secretFile('admin-out', 'stale-admin-key');
    const c = parseIndexerConfig({ MEILI_HOST: 'http://meilisearch:7700', MEILI_MASTER_KEY_FILE: master, MEILI_ADMIN_KEY_FILE: admin });
    expect(c.masterKey).toBe('master-key-0123456789');
    expect(c.adminKey).toBeUndefined();
  });
});

describe('a process about to serve in production', () => {
  it('needs PUBLIC_SITE_URL when it listens beyond this machine (the image), with a message that says what to set', () => {
    expect(() => checkServingConfig({ NODE_ENV: 'production', HOST: '0.0.0.0' })).toThrow(
      /PUBLIC_SITE_URL is not set: in production, listening on 0\.0\.0\.0,.*Set PUBLIC_SITE_URL to the public origin/s,
    );
    expect(() => checkServingConfig({ NODE_ENV: 'production', HOST: '0.0.0.0', PUBLIC_SITE_URL: ' ' })).toThrow(ConfigError);
    expect(() =>
      checkServingConfig({ NODE_ENV: 'production', HOST: '0.0.0.0', PUBLIC_SITE_URL: 'https://www.autopolis.lu' }),
    ).not.toThrow();
  });

  it('keeps the local default on a loopback address and outside production', () => {
    for (const HOST of [undefined, '127.0.0.1', 'localhost', '::1', '[::1]']) {
      expect(() => checkServingConfig({ NODE_ENV: 'production', HOST })).not.toThrow();
    }
    expect(() => checkServingConfig({ NODE_ENV: 'development', HOST: '0.0.0.0' })).not.toThrow();
  });
});

describe('OPS_EMAIL_TO', () => {
  const smtp = {
    SMTP_URL: 'smtp://mail.example.lu:25',
    SMTP_FROM: 'Autopolis <leads@autopolis.lu>',
    LEADS_EMAIL_TO: '*=leads@autopolis.lu',
  };

  it('is a list of addresses sent through the leads’ SMTP server', () => {
    expect(parseConfig({ ...smtp, OPS_EMAIL_TO: 'ops@autopolis.lu, oncall@autopolis.lu' }).leads.opsEmail).toEqual({
      smtpUrl: 'smtp://mail.example.lu:25',
      from: 'Autopolis <leads@autopolis.lu>',
      to: ['ops@autopolis.lu', 'oncall@autopolis.lu'],
      timeoutMs: 30_000,
    });
    expect(parseConfig(smtp).leads.opsEmail).toBeUndefined();
  });

  it('is refused without an SMTP server or when it is not addresses', () => {
    expect(() => parseConfig({ OPS_EMAIL_TO: 'ops@autopolis.lu' })).toThrow(/OPS_EMAIL_TO is set but SMTP_URL or SMTP_FROM is not/);
    expect(() => parseConfig({ ...smtp, OPS_EMAIL_TO: 'ops' })).toThrow(/OPS_EMAIL_TO/);
  });
});

describe('rereadSecret: the Meilisearch keys followed while the site runs (a rotated master key)', () => {
  const saved = { ...process.env };
  afterAll(() => {
    process.env = saved;
  });

  it('takes the file’s new value after a refusal, reads it at most once per second, and keeps the last good value', () => {
    const file = secretFile('search-key', 'old-key');
    delete process.env.MEILI_SEARCH_KEY;
    process.env.MEILI_SEARCH_KEY_FILE = file;
    expect(currentSecret('MEILI_SEARCH_KEY', 'old-key')).toBe('old-key');
    // refused, but the indexer has not written a new key yet: the refusal stands
    expect(rereadSecret('MEILI_SEARCH_KEY', 'old-key', 10_000)).toBe(false);
    secretFile('search-key', 'new-key');
    // a storm of refused searches within the second does not read the file again
    expect(rereadSecret('MEILI_SEARCH_KEY', 'old-key', 10_000 + SECRET_REREAD_MS - 1)).toBe(false);
    expect(currentSecret('MEILI_SEARCH_KEY', 'old-key')).toBe('old-key');
    expect(rereadSecret('MEILI_SEARCH_KEY', 'old-key', 10_000 + SECRET_REREAD_MS)).toBe(true);
    expect(currentSecret('MEILI_SEARCH_KEY', 'old-key')).toBe('new-key');
    // the indexer truncates the file before it writes: an empty or missing file keeps the key in use
    writeFileSync(file, '');
    expect(rereadSecret('MEILI_SEARCH_KEY', 'old-key', 20_000)).toBe(false);
    rmSync(file);
    expect(rereadSecret('MEILI_SEARCH_KEY', 'old-key', 30_000)).toBe(false);
    expect(currentSecret('MEILI_SEARCH_KEY', 'old-key')).toBe('new-key');
  });

  it('never re-reads a key set directly in the environment (npm start hands its engine’s keys over that way)', () => {
    const file = secretFile('admin-key', 'from-file');
    process.env.MEILI_ADMIN_KEY = 'direct';
    process.env.MEILI_ADMIN_KEY_FILE = file;
    expect(rereadSecret('MEILI_ADMIN_KEY', 'direct', 50_000)).toBe(false);
    expect(currentSecret('MEILI_ADMIN_KEY', 'direct')).toBe('direct');
  });
});
