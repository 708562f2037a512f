import { SbJobContent } from '../../src/careers/job';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { SbArticleContent, SbBrandContent, SbPageContent, SbSettingsContent, SbStory } from '../../src/content/storyblok-schema';
import { SECTION_BLOKS } from '../../src/composition/sections';
import { SbUtilityModelContent } from '../../src/business/utility-models';
import { SbModelContent } from '../../src/models/model';
import { SbLocationContent } from '../../src/locations/schema';
import { SbLeaseOfferContent } from '../../src/leases/schema';
import { LOCALES, type Locale } from '../../src/routing/locales';
import { SEED_BRANDS as BRAND_SLUGS } from '../support/seed-brands';

/**
 * The mock content in `mocks/stories/{locale}/{full_slug}.json` and the images in `public/images/`:
 * every story is valid for the schema the site reads, exists in all three locales, and every link,
 * relation and image points at something that exists.
 */

const ROOT = path.resolve(__dirname, '..', '..');
const STORIES_DIR = path.join(ROOT, 'mocks', 'stories');
const PUBLIC_DIR = path.join(ROOT, 'public');
const IMAGES_DIR = path.join(PUBLIC_DIR, 'images');

/** Slugs owned by other features (no mock story), which links may still point at. */
const STORYLESS_TARGETS = new Set(['stock']);
/** The story whose body deliberately holds an unknown section, and that section. */
const UNKNOWN_SECTION_STORY = 'test/unknown-section';
/** Links to deleted pages on purpose (the seed's broken-link, e2e/foundation.spec.ts). */
const BROKEN_LINK_STORY = 'test/broken-link';
const UNKNOWN_SECTION = 'legacy_carousel';

const CONTENT_TYPES: Record<string, z.ZodType> = {
  page: SbPageContent,
  brand: SbBrandContent,
  article: SbArticleContent,
  settings: SbSettingsContent,
  location: SbLocationContent,
  lease_offer: SbLeaseOfferContent,
  utility_model: SbUtilityModelContent,
  model: SbModelContent,
  job: SbJobContent,
};

const REQUIRED_SLUGS = [
  'settings',
  'home',
  'home-page/bertrange',
  'home-page/niederkorn',
  'home-page/esch-sur-alzette',
  'brands',
  'news',
  'contact',
  'faq',
  'carrieres',
  'carrieres/portraits-de-collaborateurs',
  'politique-de-traitement-des-donnees',
  'a-propos-de-nous/l-histoire-d-autopolis',
  'a-propos-de-nous/presse',
  'services',
  'services/leasing',
  'services/financement',
  'services/carrosserie',
  'services/debosselage-et-peinture',
  'services/pneus-et-gardiennage',
  'services/service-apres-vente',
  'services/vente-de-pieces-et-accessoires',
  UNKNOWN_SECTION_STORY,
  BROKEN_LINK_STORY,
  ...BRAND_SLUGS,
];

const RICH_NODES = new Set([
  'paragraph',
  'heading',
  'bullet_list',
  'ordered_list',
  'list_item',
  'blockquote',
  'horizontal_rule',
  'hard_break',
  'text',
]);
const RICH_MARKS = new Set(['bold', 'italic', 'link']);

type Json = unknown;
type Rec = Record<string, unknown>;
type MockFile = { locale: Locale; file: string; slugFromPath: string; raw: Rec; story: SbStory };

const isRecord = (v: unknown): v is Rec => typeof v === 'object' && v !== null && !Array.isArray(v);

function jsonFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((e) => {
      const full = path.join(dir, e.name);
      return e.isDirectory() ? jsonFiles(full) : e.name.endsWith('.json') ? [full] : [];
    })
    .sort();
}

function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    return e.isDirectory() ? filesUnder(full) : [full];
  });
}

/** Every object in a JSON tree, with its path (for messages). */
function eachObject(node: Json, visit: (obj: Rec, where: string) => void, where = ''): void {
  if (Array.isArray(node)) node.forEach((v, i) => eachObject(v, visit, `${where}[${i}]`));
  else if (isRecord(node)) {
    visit(node, where);
    for (const [k, v] of Object.entries(node)) eachObject(v, visit, `${where}.${k}`);
  }
}

function loadAll(): MockFile[] {
  const out: MockFile[] = [];
  for (const locale of LOCALES) {
    for (const file of jsonFiles(path.join(STORIES_DIR, locale))) {
      const raw = JSON.parse(readFileSync(file, 'utf8')) as Rec;
      const rel = path.relative(path.join(STORIES_DIR, locale), file).split(path.sep).join('/');
      // vehicles are stock data in the default language only, checked by test/stock/mock-vehicles.test.ts
      if (rel.startsWith('vehicles/')) continue;
      const result = SbStory.safeParse(raw);
      if (!result.success) throw new Error(`${locale}/${rel}: not a story: ${result.error.message}`);
      out.push({ locale, file: `${locale}/${rel}`, slugFromPath: rel.replace(/\.json$/, ''), raw, story: result.data });
    }
  }
  return out;
}

const files = loadAll();
/** A story's default-language address: the one every locale's file of it shares (its own may be translated). */
const defaultSlugOf = (f: MockFile): string => f.story.default_full_slug ?? f.story.full_slug;
const bySlug = new Map<string, MockFile[]>();
for (const f of files) bySlug.set(defaultSlugOf(f), [...(bySlug.get(defaultSlugOf(f)) ?? []), f]);
const fullSlugs = new Set(bySlug.keys());
const brandUuids = new Set(files.filter((f) => f.story.content.component === 'brand').map((f) => f.story.uuid));

/** Problems collected over all files, so one failing assertion lists them all. */
function problems(check: (f: MockFile, report: (msg: string) => void) => void): string[] {
  const found: string[] = [];
  for (const f of files) check(f, (msg) => found.push(`${f.file}: ${msg}`));
  return found;
}

describe('mock stories', () => {
  it('exist, one file per story and locale', () => {
    expect(files.length).toBeGreaterThan(0);
    expect(files.length).toBe(fullSlugs.size * LOCALES.length);
  });

  it('have every required story, and at least 8 news articles', () => {
    expect(REQUIRED_SLUGS.filter((s) => !fullSlugs.has(s))).toEqual([]);
    const articles = [...bySlug.values()].filter((fs) => fs[0]!.story.content.component === 'article');
    expect(articles.length).toBeGreaterThanOrEqual(8);
    for (const fs of articles) expect(fs[0]!.story.full_slug.startsWith('news/')).toBe(true);
  });

  it('sit at the path of their full_slug and carry their locale', () => {
    expect(
      problems((f, report) => {
        if (f.story.full_slug !== f.slugFromPath) report(`full_slug ${f.story.full_slug} does not match the file path`);
        if (f.story.slug !== f.story.full_slug.split('/').pop()) report(`slug ${f.story.slug} is not the last part of the full_slug`);
        const lang = f.locale === 'fr-lu' ? 'default' : f.locale;
        if (f.raw.lang !== lang) report(`lang ${String(f.raw.lang)} should be ${lang}`);
        for (const key of ['published_at', 'first_published_at', 'created_at'] as const) {
          const v = f.raw[key];
          if (typeof v !== 'string' || Number.isNaN(Date.parse(v))) report(`${key} is not an ISO timestamp`);
        }
      }),
    ).toEqual([]);
  });

  it('exist in all three locales with the same id, uuid, slug and blok structure', () => {
    const found: string[] = [];
    for (const [slug, fs] of bySlug) {
      const locales = fs.map((f) => f.locale).sort();
      if (locales.join() !== [...LOCALES].sort().join()) found.push(`${slug}: locales ${locales.join(', ')}`);
      const first = fs[0]!;
      const uids = (f: MockFile) => {
        const list: string[] = [];
        eachObject(f.raw.content, (o) => {
          if (typeof o._uid === 'string') list.push(`${String(o.component)}:${o._uid}`);
        });
        return list.join();
      };
      for (const f of fs.slice(1)) {
        for (const key of ['id', 'uuid', 'name'] as const) {
          if (f.story[key] !== first.story[key]) found.push(`${slug}: ${key} differs between ${first.locale} and ${f.locale}`);
        }
        if (uids(f) !== uids(first)) found.push(`${slug}: bloks differ between ${first.locale} and ${f.locale}`);
      }
    }
    expect(found).toEqual([]);
  });

  it('carry translated slugs as Storyblok sends them: each locale at its own address, the others named', () => {
    const found: string[] = [];
    let translated = 0;
    /** `{locale}:{default folder}` → the folder's address in that locale */
    const folders = new Map<string, string>();
    for (const [slug, fs] of bySlug) {
      const own = Object.fromEntries(fs.map((f) => [f.locale, f.story.full_slug]));
      if (own['fr-lu'] !== slug) found.push(`${slug}: the default locale's file is at ${own['fr-lu']}`);
      const named = fs[0]!.story.translated_slugs;
      if (!named) {
        if (fs.some((f) => f.story.full_slug !== slug)) found.push(`${slug}: a translated address without translated_slugs`);
        continue;
      }
      translated++;
      for (const f of fs) {
        if (f.story.default_full_slug !== slug) found.push(`${f.file}: default_full_slug ${f.story.default_full_slug}`);
        if (JSON.stringify(f.story.translated_slugs) !== JSON.stringify(named)) found.push(`${f.file}: translated_slugs differ`);
      }
      for (const t of named)
        if (own[t.lang] !== t.path) found.push(`${slug}: translated_slugs says ${t.lang} is ${t.path}, not ${own[t.lang]}`);
      // a folder has one address per locale, which every story in it (and its start page) shares
      for (const f of fs) {
        const parts = slug.split('/');
        const own = f.story.full_slug.split('/');
        if (own.length !== parts.length) found.push(`${f.file}: ${own.length} segments, not ${parts.length}`);
        for (let depth = 1; depth < parts.length; depth++) {
          const key = `${f.locale}:${parts.slice(0, depth).join('/')}`;
          const folder = own.slice(0, depth).join('/');
          if ((folders.get(key) ?? folder) !== folder) found.push(`${f.file}: folder ${folder}, not ${folders.get(key)}`);
          folders.set(key, folder);
        }
      }
    }
    for (const [slug, fs] of bySlug)
      for (const f of fs) {
        const folder = folders.get(`${f.locale}:${slug}`);
        if (folder !== undefined && folder !== f.story.full_slug) found.push(`${f.file}: a folder's start page not at ${folder}`);
      }
    expect(found).toEqual([]);
    // the careers, forms and about-us folders have their own words in German and English
    expect([...folders].filter(([k, v]) => k.startsWith('de-lu:') && k.slice(6) !== v).map(([, v]) => v)).toEqual(
      expect.arrayContaining(['karriere', 'formulare', 'ueber-uns']),
    );
    // the news articles, the service, legal and company pages
    expect(translated).toBeGreaterThanOrEqual(25);
    expect(
      bySlug
        .get('news/saison-des-pneus-hiver')!
        .map((f) => f.story.full_slug)
        .sort(),
    ).toEqual(['news/saison-des-pneus-hiver', 'news/winter-tyre-season', 'news/winterreifen-saison']);
  });

  it('have unique ids and uuids, and unique _uids within a story', () => {
    const ids = new Map<number, string>();
    const uuids = new Map<string, string>();
    const found: string[] = [];
    for (const [slug, fs] of bySlug) {
      const { id, uuid } = fs[0]!.story;
      if (ids.has(id)) found.push(`${slug}: id ${id} also used by ${ids.get(id)}`);
      if (uuids.has(uuid)) found.push(`${slug}: uuid ${uuid} also used by ${uuids.get(uuid)}`);
      ids.set(id, slug);
      uuids.set(uuid, slug);
    }
    found.push(
      ...problems((f, report) => {
        const seen = new Set<string>();
        eachObject(f.raw.content, (o, where) => {
          if (typeof o.component !== 'string') return;
          if (typeof o._uid !== 'string' || o._uid === '') report(`blok at ${where} has no _uid`);
          else if (seen.has(o._uid)) report(`_uid ${o._uid} repeated at ${where}`);
          else seen.add(o._uid);
        });
      }),
    );
    expect(found).toEqual([]);
  });

  it('have content valid for its content type, and body sections valid for theirs', () => {
    expect(
      problems((f, report) => {
        const component = f.story.content.component;
        const schema = CONTENT_TYPES[component];
        if (!schema) return report(`unknown content type ${component}`);
        const parsed = schema.safeParse(f.raw.content);
        if (!parsed.success) return report(`content: ${parsed.error.message}`);
        const body = (f.raw.content as Rec).body;
        if (component !== 'page' && component !== 'brand') return;
        if (!Array.isArray(body) || body.length === 0) return report('empty body');
        body.forEach((blok: Rec, i) => {
          const name = String(blok.component);
          const section = SECTION_BLOKS[name as keyof typeof SECTION_BLOKS];
          if (!section) {
            if (!(f.story.full_slug === UNKNOWN_SECTION_STORY && name === UNKNOWN_SECTION)) report(`body[${i}]: unknown section ${name}`);
            return;
          }
          const result = section.safeParse(blok);
          if (!result.success) report(`body[${i}] (${name}): ${result.error.message}`);
        });
      }),
    ).toEqual([]);
  });

  it('keep the unknown section of the test story between a hero and a rich text', () => {
    for (const f of bySlug.get(UNKNOWN_SECTION_STORY) ?? []) {
      const body = (f.raw.content as Rec).body as Rec[];
      expect(body.map((b) => b.component)).toEqual(['hero', UNKNOWN_SECTION, 'rich_text']);
    }
  });

  it('have articles with an ISO date in 2026, a category, a teaser and an image', () => {
    expect(
      problems((f, report) => {
        if (f.story.content.component !== 'article') return;
        const c = SbArticleContent.parse(f.raw.content);
        if (!/^2026-\d\d-\d\d$/.test(c.date) || Number.isNaN(Date.parse(c.date))) report(`date ${c.date}`);
        if (!c.category) report('no category');
        if (!c.teaser) report('no teaser');
        if (!c.image?.filename) report('no image');
        if (f.raw.sort_by_date !== c.date) report('sort_by_date differs from the date');
      }),
    ).toEqual([]);
  });

  it('link only to stories that exist', () => {
    // a brand's model range is a page of the models feature (`/{brand}/tous-les-modeles`), not a story
    const range = /^([a-z0-9-]+)\/tous-les-modeles$/;
    const target = (slug: string) =>
      fullSlugs.has(slug) || STORYLESS_TARGETS.has(slug) || (range.test(slug) && BRAND_SLUGS.includes(range.exec(slug)![1]!));
    expect(
      problems((f, report) => {
        if (f.story.full_slug === BROKEN_LINK_STORY) return;
        eachObject(f.raw.content, (o, where) => {
          // Multilink fields.
          if ('fieldtype' in o || 'cached_url' in o) {
            if (o.linktype === 'story') {
              if (typeof o.cached_url !== 'string' || !target(o.cached_url)) report(`${where}: story link to "${String(o.cached_url)}"`);
            } else if (o.linktype === 'url') {
              // an absolute URL, or a site path with a query (the filtered stock) whose page exists
              const url = String(o.url);
              const sitePath = /^\/([^?#]*)\?/.exec(url)?.[1];
              if (!/^https?:\/\//.test(url) && !(sitePath !== undefined && target(sitePath))) report(`${where}: url link "${url}"`);
            } else if (o.linktype === 'email') {
              if (typeof o.email !== 'string' || !o.email.includes('@')) report(`${where}: email link without address`);
            }
          }
          // Link marks in rich text.
          if (o.type === 'link' && isRecord(o.attrs)) {
            const href = String(o.attrs.href ?? '');
            if (o.attrs.linktype === 'story') {
              if (!href.startsWith('/') || !target(href.slice(1))) report(`${where}: rich text story link to "${href}"`);
            } else if (!/^https?:\/\//.test(href)) report(`${where}: rich text link "${href}"`);
          }
        });
      }),
    ).toEqual([]);
  });

  it('relate only to brand stories in brand_logos and brand_overview', () => {
    expect(
      problems((f, report) => {
        eachObject(f.raw.content, (o, where) => {
          if (o.component !== 'brand_logos' && o.component !== 'brand_overview') return;
          const brands = o.brands;
          if (!Array.isArray(brands) || brands.length === 0) return report(`${where}: no brands`);
          for (const uuid of brands)
            if (typeof uuid !== 'string' || !brandUuids.has(uuid)) report(`${where}: ${String(uuid)} is not a brand story uuid`);
        });
      }),
    ).toEqual([]);
  });

  it('use rich text of the supported nodes and marks only', () => {
    expect(
      problems((f, report) => {
        eachObject(f.raw.content, (o, where) => {
          if (o.type !== 'doc' || !Array.isArray(o.content)) return;
          eachObject(o.content, (node, at) => {
            if (typeof node.type !== 'string' || node.component !== undefined) return;
            if (node.type === 'link' || RICH_MARKS.has(node.type)) return; // marks are checked with their text
            if (!RICH_NODES.has(node.type)) report(`${where}${at}: node ${node.type}`);
            if (node.type === 'heading') {
              const level = isRecord(node.attrs) ? node.attrs.level : undefined;
              if (level !== 2 && level !== 3) report(`${where}${at}: heading level ${String(level)}`);
            }
            if (node.type === 'text' && (typeof node.text !== 'string' || node.text === '')) report(`${where}${at}: empty text`);
            if (Array.isArray(node.marks)) {
              for (const m of node.marks as Rec[]) if (!RICH_MARKS.has(String(m.type))) report(`${where}${at}: mark ${String(m.type)}`);
            }
          });
        });
      }),
    ).toEqual([]);
  });

  it('use images that exist under public/, with alt text', () => {
    expect(
      problems((f, report) => {
        eachObject(f.raw.content, (o, where) => {
          if (typeof o.filename !== 'string') return;
          if (!o.filename.startsWith('/images/')) report(`${where}: image ${o.filename} outside /images/`);
          else if (!existsSync(path.join(PUBLIC_DIR, o.filename))) report(`${where}: missing image ${o.filename}`);
          if (typeof o.alt !== 'string' || o.alt.trim() === '') report(`${where}: image without alt text`);
        });
      }),
    ).toEqual([]);
  });

  it('give the brand stories the brand name, a logo and a body', () => {
    for (const slug of BRAND_SLUGS) {
      for (const f of bySlug.get(slug) ?? []) {
        const c = SbBrandContent.parse(f.raw.content);
        expect(c.logo?.filename, f.file).toMatch(/^\/images\/logos\/.+\.svg$/);
        expect(
          c.body.map((b) => b.component),
          f.file,
        ).toEqual(['hero', 'rich_text', 'stock_preview', 'card_grid', 'card_grid']);
        expect(f.story.name, f.file).toBe(c.name);
      }
    }
  });
});

describe('mock images', () => {
  const SIZES: Record<string, [number, number]> = {
    heroes: [1600, 700],
    cards: [800, 500],
    articles: [1200, 675],
    logos: [240, 120],
    portraits: [320, 320],
  };
  // vehicle pictures belong to the mock stock (test/stock/mock-vehicles.test.ts)
  const images = filesUnder(IMAGES_DIR).filter((f) => !f.includes(`${path.sep}vehicles${path.sep}`));
  const referenced = new Set<string>();
  for (const f of files) {
    eachObject(f.raw.content, (o) => {
      if (typeof o.filename === 'string') referenced.add(o.filename);
    });
  }

  it('are small SVG files with width, height and viewBox of their kind', () => {
    expect(images.length).toBeGreaterThan(0);
    const found: string[] = [];
    for (const file of images) {
      const rel = path.relative(IMAGES_DIR, file).split(path.sep).join('/');
      const kind = rel.split('/')[0] ?? '';
      const size = SIZES[kind];
      if (!size || !rel.endsWith('.svg')) {
        found.push(`${rel}: not an SVG in ${Object.keys(SIZES).join('/')}`);
        continue;
      }
      const svg = readFileSync(file, 'utf8');
      const [w, h] = size;
      if (!svg.startsWith(`<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"`))
        found.push(`${rel}: not ${w}x${h}`);
      if (!svg.trimEnd().endsWith('</svg>')) found.push(`${rel}: truncated`);
      if (statSync(file).size > 12_000) found.push(`${rel}: larger than 12 kB`);
    }
    expect(found).toEqual([]);
  });

  it('are all used by some story', () => {
    const unused = images.map((file) => `/${path.relative(PUBLIC_DIR, file).split(path.sep).join('/')}`).filter((f) => !referenced.has(f));
    expect(unused).toEqual([]);
  });
});
