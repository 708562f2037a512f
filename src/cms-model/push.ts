import type { ManagementClient } from './management';
import type { ContentModel, SbComponentDefinition } from './model';

/**
 * `npm run cms -- push-components`: the content model into a space. Component groups, components and
 * datasources are created when missing and updated when they differ; a second run sends no change.
 */

type Group = { id: number; uuid: string; name: string };
type Component = { id: number; name: string } & Record<string, unknown>;
type Datasource = { id: number; slug: string; name: string };

export type PushResult = { created: string[]; updated: string[]; unchanged: string[] };

/** The component as the API stores it (what is compared and sent). */
function payload(component: SbComponentDefinition, groups: ReadonlyMap<string, string>) {
  return {
    name: component.name,
    display_name: component.display_name,
    is_root: component.is_root,
    is_nestable: component.is_nestable,
    component_group_uuid: groups.get(component.group) ?? null,
    preview_field: component.preview_field ?? null,
    schema: component.schema,
  };
}

/** Deep equality of JSON values, keys in any order. */
export function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const ka = Object.keys(a).filter((k) => (a as Record<string, unknown>)[k] !== undefined);
  const kb = Object.keys(b).filter((k) => (b as Record<string, unknown>)[k] !== undefined);
  if (ka.length !== kb.length) return false;
  return ka.every((k) => sameJson((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]));
}

export async function ensureDatasources(client: ManagementClient, model: Pick<ContentModel, 'datasources'>, result: PushResult) {
  const { datasources } = await client.request<{ datasources: Datasource[] }>('GET', `${client.space}/datasources`);
  const bySlug = new Map(datasources.map((d) => [d.slug, d]));
  for (const wanted of model.datasources) {
    const known = bySlug.get(wanted.slug);
    if (!known) {
      const { datasource } = await client.request<{ datasource: Datasource }>('POST', `${client.space}/datasources`, {
        datasource: { name: wanted.name, slug: wanted.slug },
      });
      bySlug.set(wanted.slug, datasource);
      result.created.push(`datasource ${wanted.slug}`);
    } else result.unchanged.push(`datasource ${wanted.slug}`);
  }
  return bySlug;
}

export async function pushComponents(client: ManagementClient, model: ContentModel): Promise<PushResult> {
  const result: PushResult = { created: [], updated: [], unchanged: [] };
  const { component_groups: known } = await client.request<{ component_groups: Group[] }>('GET', `${client.space}/component_groups`);
  const groups = new Map(known.map((g) => [g.name, g.uuid]));
  for (const name of model.groups) {
    if (groups.has(name)) continue;
    const { component_group } = await client.request<{ component_group: Group }>('POST', `${client.space}/component_groups`, {
      component_group: { name },
    });
    groups.set(name, component_group.uuid);
    result.created.push(`group ${name}`);
  }

  const { components } = await client.request<{ components: Component[] }>('GET', `${client.space}/components`);
  const byName = new Map(components.map((c) => [c.name, c]));
  for (const component of model.components) {
    const body = payload(component, groups);
    const existing = byName.get(component.name);
    if (!existing) {
      await client.request('POST', `${client.space}/components`, { component: body });
      result.created.push(component.name);
    } else if (Object.entries(body).every(([key, value]) => sameJson(value, existing[key] ?? null))) {
      result.unchanged.push(component.name);
    } else {
      await client.request('PUT', `${client.space}/components/${existing.id}`, { component: { ...body, id: existing.id } });
      result.updated.push(component.name);
    }
  }
  await ensureDatasources(client, model, result);
  return result;
}
