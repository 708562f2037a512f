import type { z } from 'zod';

/**
 * What a zod schema of the site says about one Storyblok field: the schema is read (its zod 4
 * definition, never a copy of it) and mapped to the field type an editor fills in, so the content
 * model pushed to Storyblok and the parse of what Storyblok sends cannot drift. Where a schema does
 * not say enough (a relation's content type, a list of slugs, a list of bloks parsed later element
 * by element) the model gives a hint (`FieldHint`); a schema that cannot be mapped without one throws,
 * naming the field.
 */

/** One field of a Storyblok component definition (the Management API's `schema` entries). */
export type SbFieldDefinition = {
  type:
    | 'text'
    | 'textarea'
    | 'number'
    | 'boolean'
    | 'option'
    | 'options'
    | 'asset'
    | 'multiasset'
    | 'multilink'
    | 'bloks'
    | 'richtext'
    | 'datetime';
  pos: number;
  display_name?: string;
  description?: string;
  required?: boolean;
  translatable?: boolean;
  default_value?: string;
  /** option(s): the choices of a `self` source, the stories of one content type, or a datasource */
  source?: 'self' | 'internal_stories' | 'internal';
  options?: { name: string; value: string }[];
  filter_content_type?: string[];
  datasource_slug?: string;
  /** bloks: the components it may hold */
  restrict_components?: boolean;
  component_whitelist?: string[];
  maximum?: number;
  /** asset, multiasset */
  filetypes?: string[];
  /** datetime */
  disable_time?: boolean;
  /** number */
  min_value?: number;
  max_value?: number;
  /** text, textarea */
  max_length?: number;
  regex?: string;
};

/** What the model adds where the schema cannot say it. */
export type FieldHint = {
  /** A relation (a story uuid, or the story once resolved): the content type of the stories it names. */
  stories?: string;
  /** A list of slugs chosen from a datasource (`brands`: value = a brand story's slug). */
  datasource?: string;
  /** A list of short codes chosen from these values. */
  choices?: readonly string[];
  /** A list parsed element by element later (`z.array(z.unknown())`): the bloks it holds. */
  bloks?: readonly string[];
  /** A list of images. */
  images?: boolean;
  /** Overrides the rule (free texts are translatable; codes, slugs, e-mails and numbers are not). */
  translatable?: boolean;
};

type Def = z.core.$ZodTypeDef & Record<string, unknown>;
type Schema = z.ZodType;

const defOf = (schema: unknown): Def => (schema as { _zod: { def: Def } })._zod.def;

/** The schema under optional/default/nullable/catch/pipes, and whether the field may be left empty. */
export function unwrap(schema: Schema): { inner: Schema; optional: boolean } {
  let inner = schema;
  let optional = false;
  for (;;) {
    const def = defOf(inner);
    if (def.type === 'optional' || def.type === 'default' || def.type === 'prefault' || def.type === 'catch' || def.type === 'nullable') {
      if (def.type !== 'nullable') optional = true;
      inner = def.innerType as Schema;
    } else if (def.type === 'pipe') {
      // z.preprocess(fn, s) is pipe(transform, s): the field is s; s.transform(fn) is pipe(s, transform): the field is s
      const from = def.in as Schema;
      inner = (defOf(from).type === 'transform' ? def.out : from) as Schema;
    } else if (def.type === 'lazy') {
      inner = (def.getter as () => Schema)();
    } else return { inner, optional };
  }
}

function shapeOf(schema: Schema): Record<string, Schema> | null {
  const def = defOf(schema);
  return def.type === 'object' ? (def.shape as Record<string, Schema>) : null;
}

const literalOf = (schema: Schema | undefined): unknown => {
  if (!schema) return undefined;
  const def = defOf(unwrap(schema).inner);
  return def.type === 'literal' ? (def.values as unknown[])[0] : undefined;
};

/** The blok name an object schema is for (`component: z.literal('hero')`), or null. */
export function blokName(schema: Schema): string | null {
  const shape = shapeOf(unwrap(schema).inner);
  const name = literalOf(shape?.component);
  return typeof name === 'string' ? name : null;
}

/** The fields of an object schema, in order (`_uid` and `component` are Storyblok's own). */
export function fieldsOf(schema: Schema): [string, Schema][] {
  const shape = shapeOf(unwrap(schema).inner);
  if (!shape) throw new Error('not an object schema');
  return Object.entries(shape).filter(([key]) => key !== '_uid' && key !== 'component');
}

const isEmptyValue = (schema: Schema): boolean => {
  const def = defOf(unwrap(schema).inner);
  if (def.type === 'union') return (def.options as Schema[]).every(isEmptyValue);
  return def.type === 'null' || (def.type === 'literal' && (def.values as unknown[]).every((v) => v === '' || v === null));
};

/** The members of a union that say something (not '' nor null). */
function members(schema: Schema): Schema[] {
  const def = defOf(schema);
  if (def.type !== 'union') return [schema];
  return (def.options as Schema[]).filter((o) => !isEmptyValue(o)).map((o) => unwrap(o).inner);
}

type Kind =
  | { kind: 'string'; schema: Schema }
  | { kind: 'number'; schema: Schema }
  | { kind: 'boolean' }
  | { kind: 'enum'; values: string[] }
  | { kind: 'asset' }
  | { kind: 'link' }
  | { kind: 'richtext' }
  | { kind: 'blok'; schemas: Schema[] }
  | { kind: 'anyBlok' }
  | { kind: 'storyRef' }
  | { kind: 'unknown' }
  | { kind: 'array'; of: Kind }
  | { kind: 'mixed'; of: Kind[] };

function kindOf(schema: Schema): Kind {
  const options = members(unwrap(schema).inner);
  if (options.length > 1) {
    const kinds = options.map(kindOf);
    if (kinds.every((k) => k.kind === 'blok')) return { kind: 'blok', schemas: kinds.flatMap((k) => (k.kind === 'blok' ? k.schemas : [])) };
    if (kinds.every((k) => k.kind === 'enum')) return { kind: 'enum', values: kinds.flatMap((k) => (k.kind === 'enum' ? k.values : [])) };
    return { kind: 'mixed', of: kinds };
  }
  const inner = options[0]!;
  const def = defOf(inner);
  switch (def.type) {
    case 'string':
      return { kind: 'string', schema: inner };
    case 'number':
    case 'int':
      return { kind: 'number', schema: inner };
    case 'boolean':
      return { kind: 'boolean' };
    case 'enum':
      return { kind: 'enum', values: Object.values(def.entries as Record<string, string>).map(String) };
    case 'literal':
      return { kind: 'enum', values: (def.values as unknown[]).map(String) };
    case 'unknown':
    case 'any':
      return { kind: 'unknown' };
    case 'array':
      return { kind: 'array', of: kindOf(def.element as Schema) };
    case 'object': {
      const shape = def.shape as Record<string, Schema>;
      if ('filename' in shape) return { kind: 'asset' };
      if ('linktype' in shape) return { kind: 'link' };
      if (literalOf(shape.type) === 'doc') return { kind: 'richtext' };
      if ('uuid' in shape) return { kind: 'storyRef' };
      if (typeof literalOf(shape.component) === 'string') return { kind: 'blok', schemas: [inner] };
      if ('component' in shape) return { kind: 'anyBlok' };
      break;
    }
  }
  throw new Error(`a ${def.type} schema has no Storyblok field`);
}

type StringCheck = { format?: string; pattern?: RegExp; maxLength?: number };

function stringChecks(schema: Schema): StringCheck {
  const out: StringCheck = {};
  for (const check of (defOf(schema).checks as { _zod: { def: Record<string, unknown> } }[] | undefined) ?? []) {
    const c = check._zod.def;
    if (c.check === 'string_format') {
      out.format = String(c.format);
      if (c.pattern instanceof RegExp) out.pattern = c.pattern;
    }
    if (c.check === 'max_length') out.maxLength = Number(c.maximum);
  }
  return out;
}

function numberBounds(schema: Schema): { min_value?: number; max_value?: number } {
  const out: { min_value?: number; max_value?: number } = {};
  for (const check of (defOf(schema).checks as { _zod: { def: Record<string, unknown> } }[] | undefined) ?? []) {
    const c = check._zod.def;
    if (c.check === 'greater_than' && typeof c.value === 'number') out.min_value = c.value;
    if (c.check === 'less_than' && typeof c.value === 'number') out.max_value = c.value;
  }
  return out;
}

/** Free texts an editor writes at length (a textarea rather than a line). */
const LONG_TEXTS = new Set(['text', 'intro', 'description', 'quote', 'teaser', 'legal_note', 'address', 'spontaneous', 'comment']);
/** What Storyblok's date field stores, and what a date field of ours must accept. */
const STORYBLOK_DATE = '2026-03-04 00:00';

const options = (values: readonly string[]) => values.map((value) => ({ name: value, value }));

/**
 * The Storyblok field of one schema field. `nested` collects the bloks a `bloks` field allows (their
 * object schemas), so their components are generated too.
 */
export function fieldDefinition(
  where: string,
  key: string,
  schema: Schema,
  pos: number,
  hint: FieldHint = {},
  sectionBloks: readonly string[] = [],
): { field: SbFieldDefinition; nested: Schema[] } {
  const accepts = (value: unknown) => schema.safeParse(value).success;
  // a field is required when a story without it fails the parse
  const required = !accepts(undefined);
  const base = { pos, display_name: displayName(key), ...(required ? { required: true } : {}) };
  const kind = kindOf(schema);
  const fail = (why: string): never => {
    throw new Error(`${where}.${key}: ${why}`);
  };
  const translatable = (free: boolean) => ({ translatable: hint.translatable ?? free });

  if (hint.stories) {
    const many = kind.kind === 'array';
    return {
      field: { ...base, type: many ? 'options' : 'option', source: 'internal_stories', filter_content_type: [hint.stories] },
      nested: [],
    };
  }
  switch (kind.kind) {
    case 'string': {
      const checks = stringChecks(kind.schema);
      const coded = checks.format !== undefined;
      if (coded && checks.pattern && accepts(STORYBLOK_DATE) && !accepts('x')) {
        return { field: { ...base, type: 'datetime', disable_time: true }, nested: [] };
      }
      const long = LONG_TEXTS.has(key) || (checks.maxLength ?? 0) > 255;
      return {
        field: {
          ...base,
          type: long ? 'textarea' : 'text',
          ...(checks.maxLength ? { max_length: checks.maxLength } : {}),
          ...(checks.pattern ? { regex: checks.pattern.source } : {}),
          ...translatable(!coded),
        },
        nested: [],
      };
    }
    case 'number':
      return { field: { ...base, type: 'number', ...numberBounds(kind.schema) }, nested: [] };
    case 'boolean': {
      const value = schema.safeParse(undefined);
      return {
        field: { ...base, type: 'boolean', ...(value.success && value.data === true ? { default_value: 'true' } : {}) },
        nested: [],
      };
    }
    case 'enum': {
      const value = schema.safeParse(undefined);
      const fallback = value.success && typeof value.data === 'string' && value.data !== '' ? { default_value: value.data } : {};
      return { field: { ...base, type: 'option', source: 'self', options: options(kind.values), ...fallback }, nested: [] };
    }
    case 'asset':
      return { field: { ...base, type: 'asset', filetypes: ['images'], ...translatable(true) }, nested: [] };
    case 'link':
      return { field: { ...base, type: 'multilink' }, nested: [] };
    case 'richtext':
      return { field: { ...base, type: 'richtext', ...translatable(true) }, nested: [] };
    case 'mixed': {
      // a list an editor types one per line, or a list of strings: a textarea
      const lines = kind.of.some((k) => k.kind === 'string') && kind.of.some((k) => k.kind === 'array' && k.of.kind === 'string');
      if (lines) return { field: { ...base, type: 'textarea', description: 'One item per line.', ...translatable(true) }, nested: [] };
      return fail('a union the model cannot map (give it a hint)');
    }
    case 'array': {
      const of = kind.of;
      if (of.kind === 'enum') return { field: { ...base, type: 'options', source: 'self', options: options(of.values) }, nested: [] };
      if (of.kind === 'asset' || (of.kind === 'unknown' && hint.images)) {
        return { field: { ...base, type: 'multiasset', filetypes: ['images'], ...translatable(true) }, nested: [] };
      }
      if (of.kind === 'blok') {
        return {
          field: { ...base, type: 'bloks', restrict_components: true, component_whitelist: of.schemas.map((s) => blokName(s)!) },
          nested: of.schemas,
        };
      }
      if ((of.kind === 'unknown' || of.kind === 'anyBlok') && hint.bloks) {
        return { field: { ...base, type: 'bloks', restrict_components: true, component_whitelist: [...hint.bloks] }, nested: [] };
      }
      if (of.kind === 'anyBlok' && sectionBloks.length > 0) {
        return { field: { ...base, type: 'bloks', restrict_components: true, component_whitelist: [...sectionBloks] }, nested: [] };
      }
      if (of.kind === 'string' && hint.datasource) {
        return { field: { ...base, type: 'options', source: 'internal', datasource_slug: hint.datasource }, nested: [] };
      }
      if ((of.kind === 'string' || of.kind === 'number') && hint.choices) {
        return { field: { ...base, type: 'options', source: 'self', options: options(hint.choices) }, nested: [] };
      }
      return fail(`a list of ${of.kind} the model cannot map (give it a hint)`);
    }
  }
  return fail(`a ${kind.kind} the model cannot map (give it a hint)`);
}

function displayName(key: string): string {
  const words = key.replaceAll('_', ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}
