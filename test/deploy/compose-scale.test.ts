import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseConfig } from '../../src/config/env';

/**
 * The structure of deploy/compose.scale.yml and deploy/Caddyfile (`npm run drill:compose` runs them under
 * Docker): every reference resolves, both instances share one PostgreSQL and one Meilisearch, only the load
 * balancer is published, and the Caddyfile balances over exactly the app services.
 */

// js-yaml is what ESLint reads its YAML with (installed with it); only its `load` is used.
const { load } = createRequire(import.meta.url)('js-yaml') as { load(text: string): unknown };

const DEPLOY = path.resolve(import.meta.dirname, '../../deploy');

type Service = {
  image?: string;
  build?: string;
  ports?: string[];
  environment?: Record<string, string>;
  volumes?: string[];
  depends_on?: Record<string, { condition: string }>;
  healthcheck?: { test: string[] };
  command?: string[];
};
type Compose = { services: Record<string, Service>; volumes: Record<string, unknown> };

const compose = load(readFileSync(path.join(DEPLOY, 'compose.scale.yml'), 'utf8')) as Compose;

/** Resolves `${VAR:-default}` and `${VAR:?message}` as docker compose would with `env`. */
function interpolate(value: string, env: Record<string, string>): string {
  return value.replace(/\$\{(\w+)(?::([-?])([^}]*))?\}/g, (_, name: string, kind?: string, arg?: string) => {
    if (env[name]) return env[name]!;
    if (kind === '?') throw new Error(`${name}: ${arg}`);
    return kind === '-' ? (arg ?? '') : '';
  });
}

type Block = { tokens: string[]; children: Block[] };

/** A Caddyfile as nested blocks: each line's tokens, and the block its `{` opens. */
function parseCaddyfile(text: string): Block[] {
  const root: Block = { tokens: [], children: [] };
  const stack = [root];
  for (const raw of text.split('\n')) {
    const line = raw.replace(/(^|\s)#.*$/, '').trim();
    if (!line) continue;
    if (line === '}') {
      expect(stack.length, 'an unmatched } in the Caddyfile').toBeGreaterThan(1);
      stack.pop();
      continue;
    }
    const opens = line.endsWith('{');
    const tokens = (opens ? line.slice(0, -1) : line).trim().split(/\s+/).filter(Boolean);
    const block: Block = { tokens, children: [] };
    stack.at(-1)!.children.push(block);
    if (opens) stack.push(block);
  }
  expect(stack.length, 'an unclosed { in the Caddyfile').toBe(1);
  return root.children;
}

describe('deploy/compose.scale.yml', () => {
  const services = compose.services;
  // the site's instances: built from this repository, running the image's own command (the indexer runs its own)
  const apps = Object.entries(services).filter(([, s]) => s.build && !s.command);

  it('runs two app instances from this repository, sharing one PostgreSQL and one Meilisearch', () => {
    expect(apps.map(([name]) => name)).toEqual(['app1', 'app2']);
    for (const [, app] of apps) {
      expect(app.build).toBe('..');
      expect(existsSync(path.join(DEPLOY, app.build!, 'Dockerfile'))).toBe(true);
      expect(new URL(interpolate(app.environment!.DATABASE_URL!, { POSTGRES_PASSWORD: 'x' })).host).toBe('postgres:5432');
      expect(app.environment!.MEILI_HOST).toBe('http://meilisearch:7700');
      expect(app.environment!.TRUSTED_PROXIES).toBe('${TRUSTED_PROXIES:-10.0.0.0/8,172.16.0.0/12,192.168.0.0/16}');
      expect(app.ports, 'only the load balancer is published').toBeUndefined();
      expect(app.depends_on).toMatchObject({
        postgres: { condition: 'service_healthy' },
        indexer: { condition: 'service_completed_successfully' },
      });
    }
    expect(services.postgres!.image).toMatch(/^postgres:\d+/);
    expect(services.postgres!.healthcheck!.test).toContain('pg_isready');
    expect(services.meilisearch!.image).toBe('getmeili/meilisearch:v1.21.0');
    expect(services.caddy!.image).toMatch(/^caddy:2\.\d+$/);
    // the indexer takes the reindex lock the instances take, in the same PostgreSQL
    expect(services.indexer!.environment!.DATABASE_URL).toBe(apps[0]![1].environment!.DATABASE_URL);
    expect(services.indexer!.depends_on).toMatchObject({ postgres: { condition: 'service_healthy' } });
  });

  it('reports health by readiness (/readyz), which deploy/rollout.sh waits for', () => {
    for (const [name, app] of apps) expect(app.healthcheck!.test.join(' '), name).toContain('http://127.0.0.1:3000/readyz');
  });

  it('gives every app instance a configuration the site accepts', () => {
    const env = { POSTGRES_PASSWORD: 'pw', MEILI_MASTER_KEY: 'k'.repeat(32) };
    for (const [, app] of apps) {
      const resolved = Object.fromEntries(Object.entries(app.environment!).map(([k, v]) => [k, interpolate(String(v), env)]));
      // The indexer writes the key files in the container; here the search key is given directly.
      const config = parseConfig({
        ...resolved,
        MEILI_SEARCH_KEY_FILE: undefined,
        MEILI_ADMIN_KEY_FILE: undefined,
        MEILI_SEARCH_KEY: 'search-key',
      });
      expect(config.leads.databaseUrl).toBe('postgres://autopolis:pw@postgres:5432/autopolis');
      expect(config.trustedProxies).toEqual(['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16']);
    }
    // Without the passwords compose refuses to start, saying what to set.
    expect(() => interpolate(apps[0]![1].environment!.DATABASE_URL!, {})).toThrow(/POSTGRES_PASSWORD/);
  });

  it('refers only to services and volumes it defines, and mounts files that exist', () => {
    for (const [name, service] of Object.entries(services)) {
      for (const dependency of Object.keys(service.depends_on ?? {}))
        expect(services, `${name} depends on ${dependency}`).toHaveProperty(dependency);
      for (const volume of service.volumes ?? []) {
        const source = volume.split(':')[0]!;
        if (source.startsWith('.')) expect(existsSync(path.join(DEPLOY, source)), `${name} mounts ${source}`).toBe(true);
        else expect(compose.volumes, `${name} uses volume ${source}`).toHaveProperty(source);
      }
    }
    expect(services.caddy!.volumes).toContain('./Caddyfile:/etc/caddy/Caddyfile:ro');
    expect(services.caddy!.ports).toEqual(['${HTTP_PORT:-80}:80', '${HTTPS_PORT:-443}:443']);
  });
});

describe('deploy/Caddyfile', () => {
  const blocks = parseCaddyfile(readFileSync(path.join(DEPLOY, 'Caddyfile'), 'utf8'));

  it('balances one site over exactly the app instances, keeping a visitor on one instance, with health checks', () => {
    const sites = blocks.filter((b) => b.tokens.length > 0);
    expect(sites).toHaveLength(1);
    expect(sites[0]!.tokens).toEqual(['{$SITE_DOMAIN::80}']);
    const proxy = sites[0]!.children.find((b) => b.tokens[0] === 'reverse_proxy')!;
    const upstreams = proxy.tokens.slice(1);
    const apps = Object.entries(compose.services)
      .filter(([, s]) => s.build && !s.command)
      .map(([name]) => `${name}:3000`);
    expect(upstreams).toEqual(apps);
    const option = (name: string) => proxy.children.find((b) => b.tokens[0] === name)?.tokens.slice(1);
    expect(option('lb_policy')).toEqual(['client_ip_hash']);
    // liveness and the instance's own state, not the shared dependencies (src/health/endpoints.ts, test/health/livez.test.ts)
    expect(option('health_uri')).toEqual(['/livez']);
    expect(option('health_interval')).toEqual(['2s']);
    expect(sites[0]!.children.find((b) => b.tokens[0] === 'encode')?.tokens).toEqual(['encode', 'zstd', 'gzip']);
    // The global options block turns the admin API off and names the ACME account, both from deploy/.env.
    expect(blocks.find((b) => b.tokens.length === 0)?.children.map((c) => c.tokens)).toEqual([
      ['admin', 'off'],
      ['email', '{$ACME_EMAIL}'],
    ]);
    expect(compose.services.caddy!.environment).toMatchObject({ SITE_DOMAIN: '${SITE_DOMAIN:-:80}' });
  });
});
