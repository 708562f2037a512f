import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, parseConfig } from '../../src/config/env';

const dir = mkdtempSync(path.join(os.tmpdir(), 'env-test-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('parseConfig', () => {
  it('serves the mock content when no Storyblok token is set', () => {
    const c = parseConfig({});
    expect(c.useMocks).toBe(true);
    expect(c.search).toEqual({ host: undefined, searchKey: '', index: 'vehicles', timeoutMs: 2000 });
  });

  it('treats empty variables (compose `${VAR:-}`) as unset', () => {
    const c = parseConfig({ PUBLIC_USE_MOCKS: '', STORYBLOK_TOKEN: ' ', MEILI_HOST: '' });
    expect(c.useMocks).toBe(true);
    expect(c.search.host).toBeUndefined();
  });

  it('refuses PUBLIC_USE_MOCKS=false without a token, saying what to set', () => {
    expect(() => parseConfig({ PUBLIC_USE_MOCKS: 'false' })).toThrow(ConfigError);
    expect(() => parseConfig({ PUBLIC_USE_MOCKS: 'false' })).toThrow(/set STORYBLOK_TOKEN/);
  });

  it('reads the search-only key from MEILI_SEARCH_KEY_FILE; MEILI_SEARCH_KEY wins', () => {
    const file = path.join(dir, 'search-key');
    writeFileSync(file, 'abc123\n');
    expect(parseConfig({ MEILI_HOST: 'http://127.0.0.1:7700', MEILI_SEARCH_KEY_FILE: file }).search.searchKey).toBe('abc123');
    expect(parseConfig({ MEILI_SEARCH_KEY: 'direct', MEILI_SEARCH_KEY_FILE: file }).search.searchKey).toBe('direct');
  });

  it('names a missing key file and how to get one', () => {
    expect(() => parseConfig({ MEILI_SEARCH_KEY_FILE: path.join(dir, 'missing') })).toThrow(
      /MEILI_SEARCH_KEY_FILE: cannot read .*ENOENT.*run the indexer/,
    );
  });

  it('rejects an invalid Meilisearch URL or index name', () => {
    expect(() => parseConfig({ MEILI_HOST: 'not a url' })).toThrow(/MEILI_HOST/);
    expect(() => parseConfig({ MEILI_INDEX: 'vehicles"; drop' })).toThrow(/MEILI_INDEX/);
  });
});
