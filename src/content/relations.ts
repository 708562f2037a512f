/**
 * Storyblok relations (`resolve_relations`): the relation fields of a content tree, the uuids they
 * hold, and their replacement by the related stories. Used by the Storyblok source and by the mock
 * store, which answers the way the Content Delivery API does.
 */

/** The relation paths of a `resolve_relations` parameter. */
export function relationPaths(value: string | readonly string[] | undefined): string[] {
  if (value === undefined) return [];
  const list = typeof value === 'string' ? value.split(',') : value;
  return list.map((s) => s.trim()).filter(Boolean);
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isBlok = (v: Record<string, unknown>): boolean => typeof v.component === 'string' && typeof v._uid === 'string';

/**
 * Calls `visit` for every relation field of a content tree: a field of a blok whose
 * `component.field` is one of `fields`. Resolved relation values (story objects) are not descended.
 */
function eachRelationField(
  content: unknown,
  fields: readonly string[],
  visit: (blok: Record<string, unknown>, field: string) => void,
): void {
  if (fields.length === 0) return;
  const walk = (node: unknown): void => {
    if (Array.isArray(node)) {
      node.forEach(walk);
      return;
    }
    if (!isRecord(node)) return;
    const blok = isBlok(node);
    for (const key of Object.keys(node)) {
      if (blok && fields.includes(`${String(node.component)}.${key}`)) {
        visit(node, key);
        continue;
      }
      walk(node[key]);
    }
  };
  walk(content);
}

/** The story uuids (strings) held by the relation fields of a content tree, in order, without repeats. */
export function collectRelationUuids(content: unknown, fields: readonly string[], into: string[] = []): string[] {
  const seen = new Set(into);
  eachRelationField(content, fields, (blok, field) => {
    const value = blok[field];
    const uuids = typeof value === 'string' ? [value] : Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
    for (const uuid of uuids) {
      if (uuid && !seen.has(uuid)) {
        seen.add(uuid);
        into.push(uuid);
      }
    }
  });
  return into;
}

/**
 * Replaces the uuids in the relation fields of a content tree (in place) with a copy of the related
 * story (each place gets its own copy: a story related twice is not one object edited twice). A uuid
 * `related` does not hold is dropped (a single-value field becomes null) and reported to `onMissing`.
 * Values that are already objects are kept, without the client's `_stopResolving` marker.
 */
export function replaceRelations(
  content: unknown,
  fields: readonly string[],
  related: ReadonlyMap<string, unknown>,
  onMissing: (uuid: string, relation: string) => void,
): void {
  const resolveOne = (value: unknown, relation: string): unknown => {
    if (typeof value === 'string') {
      if (value === '') return undefined;
      const found = related.get(value);
      if (found === undefined) onMissing(value, relation);
      return found === undefined ? undefined : structuredClone(found);
    }
    if (isRecord(value) && '_stopResolving' in value) {
      const { _stopResolving: _, ...rest } = value;
      return rest;
    }
    return value;
  };
  eachRelationField(content, fields, (blok, field) => {
    const relation = `${String(blok.component)}.${field}`;
    const value = blok[field];
    if (Array.isArray(value)) {
      blok[field] = value.map((v) => resolveOne(v, relation)).filter((v) => v !== undefined && v !== null);
    } else if (value !== undefined && value !== null) {
      blok[field] = resolveOne(value, relation) ?? null;
    }
  });
}
