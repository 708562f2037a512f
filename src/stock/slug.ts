/** A URL-safe, accent-free, lower-case slug of a name ("Alloy wheels 18\"" → "alloy-wheels-18"). */
export const slugify = (s: string) =>
  s
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
