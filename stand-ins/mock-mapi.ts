import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

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
  };
  /** The next `times` requests answer 429 (with `Retry-After: retryAfter` seconds when given). */
  throttle(times: number, retryAfter?: number): void;
  close(): Promise<void>;
};

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

export async function startMockMapi(options: { token?: string; spaceId?: string; rateLimit?: number } = {}): Promise<MockMapi> {
  const token = options.token ?? 'personal-token';
  const spaceId = options.spaceId ?? '123456';
  const state: MockMapi['state'] = { groups: [], components: [], datasources: [], entries: [], stories: [], languages: [] };
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

  function fullSlug(story: Row): string {
    const parent = state.stories.find((s) => s.id === story.parent_id);
    return parent ? `${fullSlug(parent)}/${String(story.slug)}` : String(story.slug);
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
    if (rest === '/stories' && method === 'GET') return page(state.stories, 'stories');
    if (rest === '/stories' && method === 'POST') {
      const s = body?.story as Row | undefined;
      if (!s?.slug && !s?.is_startpage) return { status: 422, body: { slug: ["can't be blank"] } };
      const faults = contentFaults(s.content, state.components, state.languages, 'content');
      if (faults.length > 0) return { status: 422, body: { content: faults } };
      const parentId = Number(s.parent_id ?? 0);
      if (parentId !== 0 && !state.stories.some((x) => x.id === parentId && x.is_folder))
        return { status: 422, body: { parent_id: ['is not a folder'] } };
      if (state.stories.some((x) => Number(x.parent_id ?? 0) === parentId && x.slug === s.slug && !x.is_startpage && !s.is_startpage)) {
        return { status: 422, body: { slug: ['has already been taken'] } };
      }
      const row: Row = { ...s, id: nextId++, uuid: randomUUID(), parent_id: parentId, published: body?.publish === 1 };
      row.full_slug = fullSlug(row);
      state.stories.push(row);
      return { status: 201, body: { story: row } };
    }
    const storyId = /^\/stories\/(\d+)$/.exec(rest);
    if (storyId && method === 'PUT') {
      const row = state.stories.find((s) => s.id === Number(storyId[1]));
      if (!row) return { status: 404, body: ['This record could not be found'] };
      const faults = contentFaults((body?.story as Row | undefined)?.content, state.components, state.languages, 'content');
      if (faults.length > 0) return { status: 422, body: { content: faults } };
      Object.assign(row, body?.story as Row, { id: row.id, uuid: row.uuid });
      if (body?.publish === 1) row.published = true;
      return { status: 200, body: { story: row } };
    }
    return { status: 404, body: ['This record could not be found'] };
  }

  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
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
      const now = Date.now();
      while (recent.length > 0 && now - recent[0]! >= 1000) recent.shift();
      const overLimit = options.rateLimit !== undefined && recent.length >= options.rateLimit;
      if (!overLimit) recent.push(now);
      if (overLimit) answer = { status: 429, body: ['Rate limit exceeded'], headers: { 'retry-after': '1' } };
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
    close: () => new Promise<void>((resolve, reject) => server.close((err) => (err ? reject(err) : resolve()))),
  };
}
