import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { rateTier } from './mock-cdn';

/**
 * A local stand-in for Storyblok's Management API v1 (one space, in memory, on 127.0.0.1, port 0):
 * component groups, components, datasources and their entries, stories (folders, slugs unique in their
 * folder, `total` header), the space's languages. It checks the personal access token
 * (`Authorization`), can answer 429 a number of times, and records every request and its body so tests
 * assert what it received.
 *
 * Stricter than Storyblok where Storyblok is silent, so a test fails where a real space would quietly
 * lose content: a story's content is checked against the space's components, and a field no component
 * defines is refused (422) instead of being kept as an unknown field that no page ever shows. That
 * includes a field-level translation keyed with the language code's hyphen (`title__i18n__de-lu`):
 * Storyblok keys translations with the code's hyphen written `_` (`title__i18n__de_lu`; "dashes in
 * URLs, underscores in JSON keys", storyblok/storyblok#34,
 * https://www.storyblok.com/docs/guide/in-depth/internationalization), keeps the dashed key as an
 * unknown field, and delivers the default language's text in its place. A translation of a field that is
 * not translatable, or into a language the space does not have, is refused too.
 * With `rateLimit`, requests past that many a second are answered 429: 3 on the free plan, 6 on paid
 * plans (https://storyblok.com/cl/rate-limit-management-api).
 *
 * A story takes only the properties of Storyblok's story object
 * (https://www.storyblok.com/docs/api/management/stories/the-story-object): another one (`real_path`, which
 * only the Links API computes) is refused instead of being quietly dropped. Its real path is `path`, a string
 * ("the real path defined in the story's entry configuration", only needed by the visual editor). A folder's
 * start page has the folder's full_slug with a trailing slash (`news/`).
 *
 * The same space answers its Content Delivery API v2 under `/v2/cdn` with `deliveryToken` (a public token:
 * published content only), so what was written can be read back as a site reads it:
 * - `spaces/me` (its `version`, the `cv`, changes when a story is published), `stories` (pages of at most 100,
 *   `total` header, `excluding_slugs`, `by_uuids`, `content_type`) and `stories/:full_slug` (or `:uuid` with
 *   `find_by=uuid`), at the documented rate tiers (stand-ins/mock-cdn.ts);
 * - what the last publish saved, not later saves;
 * - `language=de-lu`: each translatable field's `field__i18n__de_lu` in place of the default text where the
 *   story has one, and no `__i18n__` key left (field-level translation,
 *   https://www.storyblok.com/docs/concepts/internationalization); `full_slug` in the language's words, each
 *   folder's and the story's own translated slug where they have one, else the default's, with
 *   `default_full_slug` and `translated_slugs` beside it (https://www.storyblok.com/docs/apps/translatable-slugs).
 * A test makes the space lose what it writes (`lose`): a translation or a translated slug that does not land.
 *
 * Assets are uploaded in Storyblok's three steps
 * (https://www.storyblok.com/docs/api/management/assets/upload-and-replace-assets): `POST …/assets` with a
 * `filename` answers a signed response (https://storyblok.com/docs/api/management/assets/signed-response-object:
 * `id`, `pretty_url`, `post_url`, and `fields`: key, acl, Expires, Cache-Control, Content-Type, policy and the
 * x-amz-* signature); `post_url` (this server's `/s3`, Amazon S3's in Storyblok) takes a multipart form with every
 * field as signed and the file, and refuses (403, as S3 does) a form without them or with another value;
 * `GET …/assets/:id/finish_upload` answers the asset once its file arrived, 422 before.
 */

export type MapiRequest = {
  method: string;
  path: string;
  query: Record<string, string>;
  body: Record<string, unknown> | null;
  status: number;
};
type Row = Record<string, unknown> & { id: number };

export type MockMapi = {
  url: string;
  endpoint: string;
  token: string;
  spaceId: string;
  requests: MapiRequest[];
  /** Writes (POST, PUT, DELETE) whose path contains `part`. */
  writes(part?: string): MapiRequest[];
  state: {
    groups: Row[];
    components: Row[];
    datasources: Row[];
    entries: Row[];
    stories: Row[];
    languages: { code: string; name: string }[];
    /** Assets: signed, then uploaded (`file`), then finished. */
    assets: (Row & { filename: string; fields: Record<string, string>; file?: Buffer; finished?: boolean })[];
  };
  /** The next `times` requests answer 429 (with `Retry-After: retryAfter` seconds when given). */
  throttle(times: number, retryAfter?: number): void;
  /** The space's Content Delivery API: its base (`…/v2`) and public token. */
  delivery: { endpoint: string; token: string };
  /**
   * From now on the space quietly loses what a write holds of this (null: nothing): the content keys that
   * match `contentKey` (`/^title__i18n__de_lu$/`), the translated slugs into `slugLanguage`.
   */
  lose(loss: { contentKey?: RegExp; slugLanguage?: string } | null): void;
  close(): Promise<void>;
};

/** The story object's properties (the page named at the top); any other is refused. */
const STORY_PROPERTIES = new Set([
  'id',
  'uuid',
  'name',
  'slug',
  'full_slug',
  'path',
  'parent_id',
  'group_id',
  'alternates',
  'created_at',
  'updated_at',
  'published_at',
  'first_published_at',
  'sort_by_date',
  'tag_list',
  'is_folder',
  'is_startpage',
  'content',
  'published',
  'unpublished_changes',
  'position',
  'default_root',
  'disable_fe_editor',
  'meta_data',
  'pinned',
  'release_id',
  'publish_at',
  'expire_at',
  'translated_slugs',
  'translated_slugs_attributes',
  'localized_paths',
]);

function storyFaults(story: Record<string, unknown>): string[] {
  const faults = Object.keys(story)
    .filter((key) => !STORY_PROPERTIES.has(key))
    .map((key) => `${key}: the story object has no such property`);
  if (story.path !== undefined && story.path !== null && typeof story.path !== 'string') faults.push('path: must be a string');
  return faults;
}

const isPlain = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** A copy of `value` without the content keys `drop` matches. */
function withoutKeys(value: unknown, drop: RegExp): unknown {
  if (Array.isArray(value)) return value.map((v) => withoutKeys(v, drop));
  if (!isPlain(value)) return value;
  return Object.fromEntries(Object.entries(value).flatMap(([k, v]) => (drop.test(k) ? [] : [[k, withoutKeys(v, drop)]])));
}

/** A blok tree in one language: each translatable field's translation where there is one, no `__i18n__` key left. */
function localized(value: unknown, components: readonly Row[], code: string | null): unknown {
  if (Array.isArray(value)) return value.map((v) => localized(v, components, code));
  if (!isPlain(value)) return value;
  const definition = typeof value.component === 'string' ? components.find((c) => c.name === value.component) : undefined;
  const schema = (definition?.schema ?? {}) as Record<string, { translatable?: boolean }>;
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value)) {
    if (key.includes('__i18n__')) continue;
    const translation = code && schema[key]?.translatable ? value[`${key}__i18n__${code.replace(/-/g, '_')}`] : undefined;
    out[key] = localized(translation !== undefined ? translation : v, components, code);
  }
  return out;
}

/** Why a story's content would lose something in a real space (empty: nothing). */
function contentFaults(value: unknown, components: readonly Row[], languages: readonly { code: string }[], at: string): string[] {
  if (Array.isArray(value)) return value.flatMap((item, i) => contentFaults(item, components, languages, `${at}.${i}`));
  if (typeof value !== 'object' || value === null) return [];
  const blok = value as Record<string, unknown>;
  const definition = typeof blok.component === 'string' ? components.find((c) => c.name === blok.component) : undefined;
  const schema = (definition?.schema ?? null) as Record<string, { translatable?: boolean }> | null;
  const faults: string[] = [];
  for (const [key, child] of Object.entries(blok)) {
    if (schema && !['_uid', 'component', '_editable'].includes(key)) {
      const translation = /^(.+)__i18n__(.+)$/.exec(key);
      if (translation) {
        const [, field, code] = translation as unknown as [string, string, string];
        if (code.includes('-')) faults.push(`${at}.${key}: a translation is keyed ${field}__i18n__${code.replace(/-/g, '_')}`);
        else if (!languages.some((l) => l.code.replace(/-/g, '_') === code)) faults.push(`${at}.${key}: the space has no language ${code}`);
        else if (!schema[field]?.translatable) faults.push(`${at}.${key}: ${String(blok.component)}.${field} is not translatable`);
      } else if (!(key in schema)) faults.push(`${at}.${key}: ${String(blok.component)} has no such field`);
    }
    faults.push(...contentFaults(child, components, languages, `${at}.${key}`));
  }
  return faults;
}

export async function startMockMapi(
  options: { token?: string; spaceId?: string; rateLimit?: number; deliveryToken?: string } = {},
): Promise<MockMapi> {
  const token = options.token ?? 'personal-token';
  const deliveryToken = options.deliveryToken ?? `public-${randomUUID().slice(0, 8)}`;
  let cv = Math.floor(Date.now() / 1000);
  let loss: { contentKey?: RegExp; slugLanguage?: string } | null = null;
  const deliveryRecent = new Map<string, number[]>();
  const spaceId = options.spaceId ?? '123456';
  const state: MockMapi['state'] = { groups: [], components: [], datasources: [], entries: [], stories: [], languages: [], assets: [] };
  const signingKey = randomBytes(16);
  let origin = '';
  const requests: MapiRequest[] = [];
  let nextId = 1000;
  let throttled = 0;
  const recent: number[] = [];
  let retryAfter: number | undefined;

  const send = (res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) => {
    const text = JSON.stringify(body);
    res.writeHead(status, { 'content-type': 'application/json', ...headers });
    res.end(text);
  };

  /** A story's or folder's address in a language (null: the default's): each one's translated slug where it has one. */
  function fullSlug(story: Row, code: string | null = null): string {
    const parent = state.stories.find((s) => s.id === story.parent_id);
    const base = parent ? `${fullSlug(parent, code)}/` : '';
    if (story.is_startpage) return base;
    const translated = code
      ? ((story.translated_slugs_attributes ?? []) as { lang: string; slug: string }[]).find((t) => t.lang === code)?.slug
      : undefined;
    return `${base}${translated ?? String(story.slug)}`;
  }

  /** What a write keeps of a story: all of it, but what a test made the space lose. */
  function kept(story: Row): Row {
    if (!loss) return story;
    const out = { ...story };
    if (loss.contentKey && out.content !== undefined) out.content = withoutKeys(out.content, loss.contentKey);
    const slugs = out.translated_slugs_attributes;
    if (loss.slugLanguage && Array.isArray(slugs))
      out.translated_slugs_attributes = slugs.filter((t: { lang?: string }) => t.lang !== loss!.slugLanguage);
    return out;
  }

  /** A publish: the story as it is now is what the Delivery API serves, and the space gets a new version. */
  function publish(row: Row) {
    row.published = true;
    row.published_at = new Date().toISOString();
    row.first_published_at ??= row.published_at;
    row.publishedVersion = structuredClone({ ...row, publishedVersion: undefined });
    cv = Math.max(cv + 1, Math.floor(Date.now() / 1000));
  }

  /** A published story as the Delivery API sends it in a language (null: the default). */
  function delivered(row: Row, code: string | null): Record<string, unknown> {
    const story = row.publishedVersion as Row;
    const others = state.languages.map((l) => l.code);
    return {
      name: story.name,
      id: story.id,
      uuid: story.uuid,
      slug: fullSlug(story, code).split('/').filter(Boolean).at(-1) ?? '',
      full_slug: fullSlug(story, code),
      default_full_slug: fullSlug(story),
      translated_slugs: others.map((lang) => ({ path: fullSlug(story, lang), name: null, lang, published: true })),
      lang: code ?? 'default',
      path: story.path ?? null,
      content: localized(story.content, state.components, code),
      created_at: story.created_at ?? story.published_at,
      published_at: story.published_at,
      first_published_at: story.first_published_at,
      sort_by_date: story.sort_by_date ?? null,
      position: story.position ?? 0,
      tag_list: story.tag_list ?? [],
      is_startpage: story.is_startpage === true,
      parent_id: story.parent_id,
      group_id: story.group_id ?? story.uuid,
      alternates: [],
      meta_data: null,
      release_id: null,
    };
  }

  function deliver(path: string, query: Record<string, string>): { status: number; body: unknown; headers?: Record<string, string> } {
    if (query.token !== deliveryToken) return { status: 401, body: { error: 'Unauthorized' } };
    const { tier, limit } = rateTier(path, query.per_page ? Number(query.per_page) : undefined);
    const now = Date.now();
    const times = (deliveryRecent.get(tier) ?? []).filter((t) => now - t < 1000);
    deliveryRecent.set(tier, times);
    if (times.length >= limit) return { status: 429, body: { error: 'Too Many Requests' } };
    times.push(now);
    const code = query.language && query.language !== 'default' ? query.language : null;
    if (code && !state.languages.some((l) => l.code === code)) return { status: 404, body: ['This record could not be found'] };
    const published = state.stories.filter((s) => !s.is_folder && s.publishedVersion);
    if (path === '/v2/cdn/spaces/me')
      return {
        status: 200,
        body: { space: { id: Number(spaceId), name: 'New space', version: cv, language_codes: state.languages.map((l) => l.code) } },
      };
    if (path === '/v2/cdn/stories') {
      const excluded = (query.excluding_slugs ?? '')
        .split(',')
        .filter(Boolean)
        .map((p) => new RegExp(`^${p.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*')}$`));
      const uuids = query.by_uuids?.split(',');
      const rows = published.filter(
        (s) =>
          !excluded.some((re) => re.test(fullSlug(s))) &&
          (!uuids || uuids.includes(String(s.uuid))) &&
          (!query.content_type ||
            ((s.publishedVersion as Row).content as { component?: string } | undefined)?.component === query.content_type) &&
          (!query.starts_with || fullSlug(s).startsWith(query.starts_with)),
      );
      const per = Math.min(100, Number(query.per_page ?? 25));
      const page = Number(query.page ?? 1);
      return {
        status: 200,
        body: { stories: rows.slice((page - 1) * per, page * per).map((s) => delivered(s, code)), cv, rels: [], links: [] },
        headers: { total: String(rows.length), 'per-page': String(per) },
      };
    }
    if (path.startsWith('/v2/cdn/stories/')) {
      const key = decodeURIComponent(path.slice('/v2/cdn/stories/'.length));
      const row =
        query.find_by === 'uuid'
          ? published.find((s) => s.uuid === key)
          : published.find((s) => fullSlug(s) === key || (code !== null && fullSlug(s, code) === key));
      return row
        ? { status: 200, body: { story: delivered(row, code), cv, rels: [], links: [] } }
        : { status: 404, body: ['This record could not be found'] };
    }
    return { status: 404, body: ['This record could not be found'] };
  }

  function handle(method: string, path: string, query: Record<string, string>, body: Record<string, unknown> | null) {
    const base = `/v1/spaces/${spaceId}`;
    if (!path.startsWith(base)) return { status: 404, body: ['This record could not be found'] };
    const rest = path.slice(base.length).replace(/\/$/, '');
    const page = (rows: Row[], key: string) => {
      const per = Number(query.per_page ?? 25);
      const n = Number(query.page ?? 1);
      return {
        status: 200,
        body: { [key]: rows.slice((n - 1) * per, n * per) },
        headers: { total: String(rows.length), 'per-page': String(per) },
      };
    };
    if (rest === '' && method === 'GET')
      return { status: 200, body: { space: { id: Number(spaceId), name: 'New space', languages: state.languages } } };
    if (rest === '' && method === 'PUT') {
      const space = body?.space as { languages?: { code: string; name: string }[] } | undefined;
      if (space?.languages) state.languages = space.languages;
      return { status: 200, body: { space: { id: Number(spaceId), languages: state.languages } } };
    }
    if (rest === '/component_groups' && method === 'GET') return { status: 200, body: { component_groups: state.groups } };
    if (rest === '/component_groups' && method === 'POST') {
      const group = { id: nextId++, uuid: randomUUID(), name: String((body?.component_group as Row | undefined)?.name) };
      state.groups.push(group);
      return { status: 201, body: { component_group: group } };
    }
    if (rest === '/components' && method === 'GET') return { status: 200, body: { components: state.components } };
    if (rest === '/components' && method === 'POST') {
      const component = body?.component as Row | undefined;
      if (!component?.name) return { status: 422, body: { name: ["can't be blank"] } };
      if (state.components.some((c) => c.name === component.name)) return { status: 422, body: { name: ['has already been taken'] } };
      const row = { ...component, id: nextId++ };
      state.components.push(row);
      return { status: 201, body: { component: row } };
    }
    const componentId = /^\/components\/(\d+)$/.exec(rest);
    if (componentId && method === 'PUT') {
      const i = state.components.findIndex((c) => c.id === Number(componentId[1]));
      if (i < 0) return { status: 404, body: ['This record could not be found'] };
      state.components[i] = { ...(body?.component as Row), id: state.components[i]!.id };
      return { status: 200, body: { component: state.components[i] } };
    }
    if (rest === '/datasources' && method === 'GET') return { status: 200, body: { datasources: state.datasources } };
    if (rest === '/datasources' && method === 'POST') {
      const d = body?.datasource as Row | undefined;
      if (!d?.slug || state.datasources.some((x) => x.slug === d.slug)) return { status: 422, body: { slug: ['has already been taken'] } };
      const row = { id: nextId++, name: d.name, slug: d.slug };
      state.datasources.push(row);
      return { status: 201, body: { datasource: row } };
    }
    if (rest === '/datasource_entries' && method === 'GET') {
      return page(
        state.entries.filter((e) => String(e.datasource_id) === query.datasource_id),
        'datasource_entries',
      );
    }
    if (rest === '/datasource_entries' && method === 'POST') {
      const e = body?.datasource_entry as Row | undefined;
      if (!e || !state.datasources.some((d) => d.id === e.datasource_id)) return { status: 422, body: { datasource: ['must exist'] } };
      const row = { ...e, id: nextId++ };
      state.entries.push(row);
      return { status: 201, body: { datasource_entry: row } };
    }
    if (rest === '/assets' && method === 'POST') {
      const filename = typeof body?.filename === 'string' ? body.filename : '';
      if (!filename) return { status: 422, body: { filename: ["can't be blank"] } };
      const id = nextId++;
      const key = `f/${spaceId}/${randomBytes(5).toString('hex')}/${filename}`;
      const type = filename.endsWith('.svg') ? 'image/svg+xml' : filename.endsWith('.png') ? 'image/png' : 'image/jpeg';
      const policy = Buffer.from(JSON.stringify({ conditions: [{ key }, { 'Content-Type': type }] })).toString('base64');
      const fields: Record<string, string> = {
        key,
        acl: 'public-read',
        Expires: new Date(Date.now() + 3_600_000).toUTCString(),
        'Cache-Control': 'public; max-age=31536000',
        'Content-Type': type,
        policy,
        'x-amz-credential': 'STANDIN/s3/aws4_request',
        'x-amz-algorithm': 'AWS4-HMAC-SHA256',
        'x-amz-date': new Date().toISOString().replace(/[-:]/g, '').replace(/\.\d+/, ''),
        'x-amz-signature': createHmac('sha256', signingKey).update(policy).digest('hex'),
      };
      state.assets.push({ id, filename: `https://a.storyblok.com/${key}`, fields });
      return {
        status: 200,
        body: {
          id,
          pretty_url: `//a.storyblok.com/${key}`,
          public_url: `https://s3.amazonaws.com/a.storyblok.com/${key}`,
          fields,
          post_url: `${origin}/s3`,
        },
      };
    }
    const finish = /^\/assets\/(\d+)\/finish_upload$/.exec(rest);
    if (finish && method === 'GET') {
      const asset = state.assets.find((a) => a.id === Number(finish[1]));
      if (!asset) return { status: 404, body: ['This record could not be found'] };
      if (!asset.file) return { status: 422, body: { asset: ['the file was not uploaded'] } };
      asset.finished = true;
      return {
        status: 200,
        body: { asset: { id: asset.id, filename: asset.filename, alt: '', copyright: '', title: '', focus: '', is_private: false } },
      };
    }
    if (rest === '/stories' && method === 'GET') return page(state.stories, 'stories');
    if (rest === '/stories' && method === 'POST') {
      const s = body?.story as Row | undefined;
      if (!s?.slug && !s?.is_startpage) return { status: 422, body: { slug: ["can't be blank"] } };
      const faults = [...storyFaults(s), ...contentFaults(s.content, state.components, state.languages, 'content')];
      if (faults.length > 0) return { status: 422, body: { story: faults } };
      const parentId = Number(s.parent_id ?? 0);
      if (parentId !== 0 && !state.stories.some((x) => x.id === parentId && x.is_folder))
        return { status: 422, body: { parent_id: ['is not a folder'] } };
      if (state.stories.some((x) => Number(x.parent_id ?? 0) === parentId && x.slug === s.slug && !x.is_startpage && !s.is_startpage)) {
        return { status: 422, body: { slug: ['has already been taken'] } };
      }
      const row: Row = {
        ...kept(s),
        id: nextId++,
        uuid: randomUUID(),
        parent_id: parentId,
        published: false,
        created_at: new Date().toISOString(),
      };
      row.full_slug = fullSlug(row);
      state.stories.push(row);
      if (body?.publish === 1) publish(row);
      return { status: 201, body: { story: { ...row, publishedVersion: undefined } } };
    }
    const storyId = /^\/stories\/(\d+)$/.exec(rest);
    if (storyId && method === 'PUT') {
      const row = state.stories.find((s) => s.id === Number(storyId[1]));
      if (!row) return { status: 404, body: ['This record could not be found'] };
      const update = (body?.story ?? {}) as Row;
      const faults = [...storyFaults(update), ...contentFaults(update.content, state.components, state.languages, 'content')];
      if (faults.length > 0) return { status: 422, body: { story: faults } };
      Object.assign(row, kept(update), { id: row.id, uuid: row.uuid });
      row.full_slug = fullSlug(row);
      if (body?.publish === 1) publish(row);
      return { status: 200, body: { story: { ...row, publishedVersion: undefined } } };
    }
    return { status: 404, body: ['This record could not be found'] };
  }

  /** The signed upload's second step: S3's form POST, every signed field as signed, and the file. */
  async function s3Upload(req: IncomingMessage, raw: Buffer): Promise<{ status: number; body: unknown }> {
    let form: FormData;
    try {
      form = await new Request('http://127.0.0.1/s3', {
        method: 'POST',
        headers: { 'content-type': req.headers['content-type'] ?? '' },
        body: new Uint8Array(raw),
      }).formData();
    } catch {
      return { status: 400, body: { error: 'MalformedPOSTRequest' } };
    }
    const asset = state.assets.find((a) => a.fields.key === form.get('key'));
    const file = form.get('file');
    if (!asset || Object.entries(asset.fields).some(([k, v]) => form.get(k) !== v)) return { status: 403, body: { error: 'AccessDenied' } };
    if (!(file instanceof Blob)) return { status: 400, body: { error: 'the form holds no file' } };
    asset.file = Buffer.from(await file.arrayBuffer());
    return { status: 204, body: null };
  }

  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
      if (url.pathname === '/s3' && req.method === 'POST') {
        const record: MapiRequest = { method: 'POST', path: '/s3', query: {}, body: null, status: 0 };
        requests.push(record);
        void s3Upload(req, Buffer.concat(chunks)).then(({ status, body }) => {
          record.status = status;
          if (body === null) {
            res.writeHead(status);
            res.end();
          } else send(res, status, body);
        });
        return;
      }
      const text = Buffer.concat(chunks).toString('utf8');
      const record: MapiRequest = {
        method: req.method ?? 'GET',
        path: url.pathname,
        query: Object.fromEntries(url.searchParams),
        body: text ? (JSON.parse(text) as Record<string, unknown>) : null,
        status: 0,
      };
      requests.push(record);
      let answer: { status: number; body: unknown; headers?: Record<string, string> };
      // the Delivery API has its own tiers (in `deliver`), not the Management API's limit
      const delivery = record.path.startsWith('/v2/cdn/') && record.method === 'GET';
      const now = Date.now();
      while (recent.length > 0 && now - recent[0]! >= 1000) recent.shift();
      const overLimit = !delivery && options.rateLimit !== undefined && recent.length >= options.rateLimit;
      if (!overLimit && !delivery) recent.push(now);
      if (delivery) answer = deliver(record.path, record.query);
      else if (overLimit) answer = { status: 429, body: ['Rate limit exceeded'], headers: { 'retry-after': '1' } };
      else if (throttled > 0) {
        throttled--;
        answer = { status: 429, body: ['Rate limit exceeded'], headers: retryAfter ? { 'retry-after': String(retryAfter) } : {} };
      } else if (req.headers.authorization !== token) answer = { status: 401, body: { error: 'Unauthorized' } };
      else answer = handle(record.method, record.path, record.query, record.body);
      record.status = answer.status;
      send(res, answer.status, answer.body, answer.headers);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  origin = url;
  return {
    url,
    endpoint: `${url}/v1`,
    token,
    spaceId,
    requests,
    writes: (part = '') => requests.filter((r) => r.method !== 'GET' && r.path.includes(part)),
    state,
    throttle(times, after) {
      throttled = times;
      retryAfter = after;
    },
    delivery: { endpoint: `${url}/v2`, token: deliveryToken },
    lose(next) {
      loss = next;
    },
    close: () => new Promise<void>((resolve, reject) => server.close((err) => (err ? reject(err) : resolve()))),
  };
}
