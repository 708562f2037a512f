import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseConfig, SECRET_VARIABLES } from '../../src/config/env';

/**
 * How settings reach the containers of both compose files, held to what the site reads (src/config/env.ts).
 * Before, each file listed the variables it passed: docker-compose.yml passed SMTP_TO and SMTP_RECIPIENTS, which
 * the site never reads, and not LEADS_EMAIL_TO, so leads could not be e-mailed at all (issue 38), and
 * STORYBLOK_PREVIEW_TOKEN, the rate limits or the retention could not be set without editing the file. Now every
 * line of .env reaches the site's containers (env_file), .env.example names only variables something reads, and
 * the secrets stay out of the build context.
 */

const ROOT = path.resolve(import.meta.dirname, '../..');
const read = (file: string) => readFileSync(path.join(ROOT, file), 'utf8');
const { load } = createRequire(import.meta.url)('js-yaml') as { load(text: string): unknown };

type Service = {
  image?: string;
  build?: string;
  command?: string[];
  entrypoint?: string[];
  env_file?: string | string[];
  environment?: Record<string, string | number>;
  logging?: { driver: string; options: Record<string, string> };
  mem_limit?: string;
  cpus?: number | string;
};
type Compose = { services: Record<string, Service> };

const FILES = ['docker-compose.yml', 'deploy/compose.scale.yml'] as const;
const composeOf = (file: string) => load(read(file)) as Compose;

/** The variables the site's configuration schema reads: the keys of EnvSchema in src/config/env.ts. */
function siteVariables(): Set<string> {
  const source = read('src/config/env.ts');
  const schema = source.slice(source.indexOf('const EnvSchema = z.object({'), source.indexOf('\n});', source.indexOf('const EnvSchema')));
  return new Set([...schema.matchAll(/^ {2}([A-Z][A-Z0-9_]*):/gm)].map((m) => m[1]!));
}

/** What the indexer, npm start and the container's Node read besides the schema (indexer/config.ts, scripts/start.ts). */
const PROCESS_VARIABLES = ['MEILI_MASTER_KEY', 'HOST', 'PORT'];

/** .env as docker compose reads it: NAME=value lines, the value as written (no quotes in ours). */
function parseDotenv(text: string): Record<string, string> {
  const values: Record<string, string> = {};
  for (const line of text.split('\n')) {
    const match = /^([A-Z][A-Z0-9_]*)=(.*)$/.exec(line);
    if (match) values[match[1]!] = match[2]!;
  }
  return values;
}

/** Compose's `${VAR}`, `${VAR:-default}` and `${VAR:?message}` against `env`. */
function interpolate(value: string, env: Record<string, string>): string {
  return value.replace(/\$\{(\w+)(?::([-?])([^}]*))?\}/g, (_, name: string, kind?: string, arg?: string) => {
    if (env[name]) return env[name]!;
    if (kind === '?') throw new Error(`${name}: ${arg}`);
    return kind === '-' ? (arg ?? '') : '';
  });
}

/** The environment a container of `service` gets from `dotenv`: env_file, then `environment:` over it. */
function containerEnv(service: Service, dotenv: Record<string, string>): Record<string, string> {
  const fixed = Object.fromEntries(Object.entries(service.environment ?? {}).map(([k, v]) => [k, interpolate(String(v), dotenv)]));
  return { ...(service.env_file ? dotenv : {}), ...fixed };
}

const example = parseDotenv(read('.env.example'));
/** .env.example as deploy/init.sh leaves it, plus the e-mail delivery an operator configures. */
const operatorEnv = {
  ...example,
  MEILI_MASTER_KEY: 'a'.repeat(64),
  POSTGRES_PASSWORD: 'b'.repeat(48),
  ACME_EMAIL: 'ops@example.lu',
  SMTP_URL: 'smtps://leads:secret@mail.example.lu:465',
  SMTP_FROM: 'Autopolis <leads@example.lu>',
  LEADS_EMAIL_TO: '*=leads@example.lu; esch=esch@example.lu',
  STORYBLOK_PREVIEW_TOKEN: 'preview-token',
  LEADS_RETENTION_DAYS: '*=60',
};

describe.each(FILES)('%s', (file) => {
  const { services } = composeOf(file);
  const site = Object.entries(services).filter(([, s]) => s.build && !s.entrypoint);

  it("gives every container of the site's image the whole .env (env_file), and names only variables something reads", () => {
    expect(site.length).toBeGreaterThan(1);
    // every secret is also read from `<NAME>_FILE` (withSecretFiles in src/config/env.ts)
    const known = new Set([...siteVariables(), ...PROCESS_VARIABLES, ...SECRET_VARIABLES.map((name) => `${name}_FILE`)]);
    for (const [name, service] of site) {
      expect(service.env_file, name).toBe('.env');
      for (const variable of Object.keys(service.environment ?? {})) expect(known, `${name} sets ${variable}`).toContain(variable);
    }
  });

  it('delivers leads by e-mail, keeps the preview token and the retention, and never hands the instances the master key', () => {
    for (const [name, service] of site.filter(([, s]) => !s.command)) {
      const env = containerEnv(service, operatorEnv);
      const config = parseConfig({ ...env, MEILI_SEARCH_KEY_FILE: undefined, MEILI_ADMIN_KEY_FILE: undefined, MEILI_SEARCH_KEY: 'k' });
      expect(config.leads.email, name).toMatchObject({ smtpUrl: operatorEnv.SMTP_URL, from: operatorEnv.SMTP_FROM });
      expect(config.leads.email!.recipients, name).toBeDefined();
      expect(config.editors.previewToken, name).toBe('preview-token');
      expect(config.leads.retention.days, name).toBe(60);
      expect(env.MEILI_MASTER_KEY ?? '', name).toBe('');
      // the published port of .env is the host's; the container listens on 3000 whatever it says
      expect([env.PORT, env.HOST], name).toEqual(['3000', '0.0.0.0']);
    }
  });

  it('rotates its logs and bounds the memory and CPU of every service', () => {
    for (const [name, service] of Object.entries(services)) {
      expect(service.logging, name).toEqual({ driver: 'json-file', options: { 'max-size': '10m', 'max-file': '5' } });
      expect(service.mem_limit, name).toMatch(/^\d+[mg]$/);
      expect(Number(service.cpus), name).toBeGreaterThan(0);
    }
  });

  it('runs scheduled backups kept a number of days', () => {
    const backup = services.backup!;
    expect(backup.entrypoint).toEqual(['sh', '/usr/local/bin/autopolis-backup']);
    expect(backup.command).toEqual(['loop']);
    expect(backup.environment).toMatchObject({
      BACKUP_INTERVAL_S: '${BACKUP_INTERVAL_S:-86400}',
      BACKUP_KEEP_DAYS: '${BACKUP_KEEP_DAYS:-14}',
    });
  });
});

describe('.env.example', () => {
  it('holds only variables the site reads or a compose file uses', () => {
    const used = new Set([...siteVariables(), ...PROCESS_VARIABLES]);
    for (const file of [...FILES, 'deploy/Caddyfile']) for (const [, name] of read(file).matchAll(/\$\{(\w+)/g)) used.add(name!);
    for (const name of Object.keys(example)) expect(used, name).toContain(name);
  });

  it('parses as the site configuration once deploy/init.sh generated the secrets', () => {
    expect(() => parseConfig({ ...example, MEILI_SEARCH_KEY: 'k' })).not.toThrow();
    for (const name of ['MEILI_MASTER_KEY', 'POSTGRES_PASSWORD']) expect(example[name], name).toBe('');
    expect(read('deploy/init.sh')).toMatch(/set_value MEILI_MASTER_KEY/);
    expect(read('deploy/init.sh')).toMatch(/set_value POSTGRES_PASSWORD/);
  });

  it('never reaches an image: .env and deploy/.env are out of the build context and of git', () => {
    const ignored = read('.dockerignore').split('\n');
    expect(ignored).toContain('.env');
    expect(ignored).toContain('deploy/.env');
    expect(read('.gitignore').split('\n')).toContain('.env');
  });
});
