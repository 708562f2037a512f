import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { joinDatasource, redirectsOf } from '../../redirects';
import table from '../../redirects/table.json' with { type: 'json' };
import { parseWebhookBody } from '../../src/editors/webhook';
import { createMockSource } from '../../src/content/mock-source';
import type { ContentSource, DatasourceEntry } from '../../src/content/source';
import { routes } from '../../src/routing';
import { mockVehicleIdLookup, mockVehicleLookup } from './support';

/**
 * The redirects editors manage: the `redirects` datasource read with the content, joined with the
 * code's table and rules, checked by the same validator; a refused entry is named (datasource, path,
 * reason) and never served.
 */

const mocks = createMockSource(path.resolve('mocks/stories'));
const withEntries = (entries: DatasourceEntry[] | Error): ContentSource => ({
  ...mocks,
  getDatasourceEntries: async (slug) => {
    expect(slug).toBe('redirects');
    if (entries instanceof Error) throw entries;
    return entries;
  },
});
const build = (source: ContentSource) =>
  redirectsOf(source, { router: routes(), vehicleByLegacySlug: mockVehicleLookup(), vehicleByLegacyId: mockVehicleIdLookup() });

describe('the redirects datasource', () => {
  it('serves a valid entry and refuses the others, each with its reason', async () => {
    const built = await build(
      withEntries([
        { name: '/promo-ete', value: '/faq' },
        { name: '/Promo-Ete-2', value: '/stock?fuel=electric 301' },
        { name: '/campagne-perdue', value: '/une-page-qui-n-existe-pas' },
        { name: '/temporaire', value: '/faq 302' },
        { name: '/fr', value: '/faq' },
        { name: '/promo-ete', value: '/contact' },
        { name: 'sans-slash', value: '/faq' },
        { name: '/boucle', value: '/promo-ete' },
      ]),
    );
    expect(await built.match('/promo-ete', '')).toBe('/faq');
    expect(await built.match('/promo-ete-2', '')).toBe('/stock?fuel=electric');
    for (const refused of ['/campagne-perdue', '/temporaire', 'sans-slash', '/boucle']) expect(await built.match(refused, '')).toBeNull();
    // the code's table keeps its own entry
    expect(await built.match('/fr', '')).toBe((table as Record<string, { path: string }>)['/fr']!.path);
    const reasons = Object.fromEntries(built.faults.map((f) => [f.source, f.reason]));
    expect(reasons['(datasource redirects) /campagne-perdue']).toMatch(/page|content/i);
    expect(reasons['(datasource redirects) /temporaire']).toMatch(/optionally followed by 301/);
    expect(reasons['(datasource redirects) /fr']).toMatch(/code's table already redirects/);
    expect(reasons['(datasource redirects) /promo-ete']).toMatch(/a second entry/);
    expect(reasons['(datasource redirects) sans-slash']).toMatch(/source must be a path/);
    expect(Object.keys(reasons).some((s) => s.includes('/boucle'))).toBe(true);
  });

  it('keeps the code table when the datasource cannot be read', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const built = await build(withEntries(new Error('CMS down')));
    expect(await built.match('/fr', '')).toBe('/');
    expect(warn.mock.calls.map((c) => String(c[0]))).toContain('[redirects] the datasource "redirects" could not be read: CMS down');
    warn.mockRestore();
  });

  it('joins without touching the code table', () => {
    const code = { '/a': { path: '/', code: 301 } };
    const joined = joinDatasource(code, [{ name: '/b', value: '/faq' }]);
    expect(joined.table).toEqual({ '/a': { path: '/', code: 301 }, '/b': { path: '/faq', code: 301 } });
    expect(code).toEqual({ '/a': { path: '/', code: 301 } });
  });

  it('reads the mocks datasource beside the stories', async () => {
    const built = await build(mocks);
    expect(await built.match('/promo-hiver', '')).toBe('/services/pneus-et-gardiennage');
  });

  it('is refreshed by the webhook of a saved datasource entry', () => {
    expect(
      parseWebhookBody(JSON.stringify({ action: 'entries_updated', space_id: 1, datasource_slug: 'redirects', text: 'x' }), 'reindex'),
    ).toEqual({
      ok: true,
      event: { kind: 'datasource', action: 'entries_updated' },
    });
  });
});
