import { describe, expect, it } from 'vitest';
import table from '../../redirects/table.json' with { type: 'json' };
import { createRedirectMatcher, validateRedirectTable } from '../../redirects';
import { routes } from '../../src/routing';

const rules = (raw: Record<string, unknown>) => validateRedirectTable(raw);

describe('validateRedirectTable', () => {
  it('reports each known data fault of the old table and keeps the good entries', () => {
    const { rules: kept, faults } = rules({
      '/fr/ok': { path: '/news', code: 301 },
      '/fr/no-slash': { path: 'news', code: 301 },
      '/fr/hash': { path: '#contact', code: 301 },
      '/fr/error-text': { path: 'Error: page not found', code: 301 },
      '/fr/host': { path: '//evil.example/x', code: 301 },
      '/fr/empty': { path: '', code: 301 },
      '/fr/temporary': { path: '/news', code: 302 },
      '/fr/*/middle': { path: '/news', code: 301 },
    });
    expect(kept.map((r) => r.source)).toEqual(['/fr/ok']);
    expect(Object.fromEntries(faults.map((f) => [f.source, f.reason]))).toMatchObject({
      '/fr/no-slash': expect.stringContaining('must start with "/"'),
      '/fr/hash': expect.stringContaining('must start with "/"'),
      '/fr/error-text': expect.stringContaining('must start with "/"'),
      '/fr/host': expect.stringContaining('host'),
      '/fr/empty': expect.stringContaining('no target'),
      '/fr/temporary': expect.any(String),
      '/fr/*/middle': expect.stringContaining('wildcard'),
    });
  });

  it('refuses a table that is not an object', () => {
    expect(rules([] as never).faults).toHaveLength(1);
  });
});

describe('the shipped table', () => {
  const { rules: shipped, faults } = validateRedirectTable(table);

  it('has no faulty entry, and none of the misspelled targets of the old table', () => {
    expect(faults).toEqual([]);
    const targets = shipped.map((r) => r.target);
    expect(targets).not.toContain('/stock/tous-les-modeless');
    expect(targets).not.toContain('/fg/mg3');
  });

  it('only leads to paths the route table accepts, all permanent', () => {
    const router = routes();
    for (const rule of shipped) expect(router.parse(rule.target), rule.target).not.toBeNull();
    for (const entry of Object.values(table)) expect(entry.code).toBe(301);
  });
});

describe('createRedirectMatcher', () => {
  const match = createRedirectMatcher(
    validateRedirectTable({
      '/fr': { path: '/', code: 301 },
      '/fr/news/*': { path: '/news', code: 301 },
      '/fr/news/archives/*': { path: '/news?archive=1', code: 301 },
      '/fr/vehicules-occasion': { path: '/centre-de-vehicules-d-occasion', code: 301 },
      '/fr/vehicules-occasion?field_fuel_target_id[0]=13&page=2': { path: '/stock?fuel=electric', code: 301 },
      '/news': { path: '/news', code: 301 },
    }).rules,
  );

  it('matches exact paths regardless of case and percent-encoding', () => {
    expect(match('/fr', '')).toBe('/');
    expect(match('/FR', '')).toBe('/');
    expect(match('/fr/v%C3%A9hicules', '')).toBeNull();
  });

  it('prefers a source with the same query (in any order), then the path alone', () => {
    expect(match('/fr/vehicules-occasion', '?page=2&field_fuel_target_id%5B0%5D=13')).toBe('/stock?fuel=electric');
    expect(match('/fr/vehicules-occasion', '?page=7')).toBe('/centre-de-vehicules-d-occasion');
  });

  it('uses the longest prefix, and a prefix never matches its own parent', () => {
    expect(match('/fr/news/2019/salon', '')).toBe('/news');
    expect(match('/fr/news/archives/2015', '')).toBe('/news?archive=1');
    expect(match('/fr/news', '')).toBeNull();
    expect(match('/fr/newsletter', '')).toBeNull();
  });

  it('never redirects a path to itself', () => {
    expect(match('/news', '')).toBeNull();
  });
});
