import type { SbFieldDefinition } from './fields';
import type { SbComponentDefinition } from './model';

/**
 * Checks a story's content against component definitions the way Storyblok's editor constrains it:
 * every field has a definition, holds what its type stores, keeps to its choices and allowed bloks,
 * and a required field is filled. Used to prove the mocks fit the model, and by `seed` before it sends.
 */

export type ModelIssue = { path: string; message: string };

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const STORYBLOK_OWN = new Set(['_uid', 'component', '_editable']);
/**
 * A field-level translation's key: `field__i18n__{code}`, where a language code's hyphen is written `_`
 * (`title__i18n__de_lu` for the space's language `de-lu`): Storyblok keeps the dash in URLs and the
 * underscore in JSON keys (storyblok/storyblok#34, and its Management API's list of language codes). A key
 * with the dash is no translation to Storyblok: the German page would show the French text.
 */
const TRANSLATION = /^(.+)__i18n__[a-z]{2}(?:_[a-z]{2})?$/;

/** The suffix of a field's translation into the space's language `code` (`de-lu` → `__i18n__de_lu`). */
export const translationSuffix = (code: string): string => `__i18n__${code.toLowerCase().replace('-', '_')}`;
const DATE = /^\d{4}-\d{2}-\d{2}(?: \d{2}:\d{2})?$/;

const isEmpty = (v: unknown) => v === undefined || v === null || v === '' || (Array.isArray(v) && v.length === 0);
const isAsset = (v: unknown) => v === null || (isRecord(v) && typeof v.filename === 'string');

export function validateBlok(components: ReadonlyMap<string, SbComponentDefinition>, blok: unknown, path = ''): ModelIssue[] {
  if (!isRecord(blok) || typeof blok.component !== 'string') return [{ path, message: 'not a blok (no component)' }];
  const definition = components.get(blok.component);
  if (!definition) return [{ path, message: `no component "${blok.component}" in the model` }];
  const at = (key: string) => (path ? `${path}.${key}` : `${blok.component}.${key}`);
  const issues: ModelIssue[] = [];
  for (const [key, value] of Object.entries(blok)) {
    if (STORYBLOK_OWN.has(key)) continue;
    const translated = TRANSLATION.exec(key);
    const field = definition.schema[translated ? translated[1]! : key];
    if (!field) {
      issues.push({ path: at(key), message: `no field "${key}" in component "${blok.component}"` });
      continue;
    }
    if (translated && !field.translatable) issues.push({ path: at(key), message: 'a translation of a field that is not translatable' });
    issues.push(...validateField(components, field, value, at(key)));
  }
  for (const [key, field] of Object.entries(definition.schema)) {
    if (field.required && isEmpty(blok[key])) issues.push({ path: at(key), message: `required ${field.type} field is empty` });
  }
  return issues;
}

function validateField(
  components: ReadonlyMap<string, SbComponentDefinition>,
  field: SbFieldDefinition,
  value: unknown,
  path: string,
): ModelIssue[] {
  const bad = (expected: string): ModelIssue[] => [{ path, message: `expected ${expected}, got ${JSON.stringify(value)?.slice(0, 60)}` }];
  if (value === undefined || value === null || (value === '' && field.type !== 'bloks')) return [];
  const choices = field.source === 'self' || field.source === undefined ? field.options?.map((o) => o.value) : undefined;
  switch (field.type) {
    case 'text':
    case 'textarea':
      if (typeof value !== 'string') return bad('a text');
      if (field.max_length && value.length > field.max_length) return bad(`at most ${field.max_length} characters`);
      return [];
    case 'number':
      return typeof value === 'number' || (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value)))
        ? []
        : bad('a number');
    case 'boolean':
      return typeof value === 'boolean' ? [] : bad('true or false');
    case 'datetime':
      return typeof value === 'string' && DATE.test(value) ? [] : bad('a date (yyyy-mm-dd HH:mm)');
    case 'option':
      if (typeof value !== 'string') return bad('one choice');
      return choices && !choices.includes(value) ? bad(`one of ${choices.join(', ')}`) : [];
    case 'options':
      if (!Array.isArray(value) || value.some((v) => typeof v !== 'string')) return bad('a list of choices');
      return choices && value.some((v) => !choices.includes(v as string)) ? bad(`choices among ${choices.join(', ')}`) : [];
    case 'asset':
      return isAsset(value) ? [] : bad('an asset');
    case 'multiasset':
      return Array.isArray(value) && value.every(isAsset) ? [] : bad('a list of assets');
    case 'multilink':
      return value === null || (isRecord(value) && typeof value.linktype === 'string') ? [] : bad('a link');
    case 'richtext':
      return isRecord(value) && value.type === 'doc' ? [] : bad('rich text');
    case 'bloks': {
      if (!Array.isArray(value)) return bad('a list of bloks');
      return value.flatMap((item, i) => {
        const name = isRecord(item) ? item.component : undefined;
        if (field.component_whitelist && !field.component_whitelist.includes(String(name))) {
          return [
            { path: `${path}.${i}`, message: `"${String(name)}" is not allowed here (allowed: ${field.component_whitelist.join(', ')})` },
          ];
        }
        return validateBlok(components, item, `${path}.${i}`);
      });
    }
  }
}
