/**
 * The properties each schema.org type the site emits must have. schema.org itself makes nothing
 * required; this table follows what search engines require for the type to be understood (Google's
 * structured-data documentation for breadcrumbs, articles, organisations, carousels/item lists,
 * FAQs, products with offers, job postings and local businesses). A path `a.b` looks inside a nested object, and
 * into every element when `a` is an array; `a|b` is satisfied by either.
 */
export const REQUIRED: Record<string, readonly string[]> = {
  BreadcrumbList: ['itemListElement', 'itemListElement.@type', 'itemListElement.position', 'itemListElement.name', 'itemListElement.item'],
  NewsArticle: ['headline', 'image', 'datePublished', 'author', 'author.name', 'publisher', 'publisher.name'],
  Organization: ['name', 'url', 'logo', 'subOrganization', 'subOrganization.name', 'subOrganization.address', 'subOrganization.url'],
  ItemList: ['itemListElement', 'itemListElement.@type', 'itemListElement.position', 'itemListElement.url'],
  FAQPage: ['mainEntity', 'mainEntity.@type', 'mainEntity.name', 'mainEntity.acceptedAnswer', 'mainEntity.acceptedAnswer.text'],
  Offer: [
    'name',
    'url',
    'price',
    'priceCurrency',
    'priceSpecification',
    'priceSpecification.price',
    'priceSpecification.priceCurrency',
    'priceSpecification.unitCode',
    'itemOffered',
    'itemOffered.name',
    'seller.name',
  ],
  Car: ['name', 'image', 'offers', 'offers.@type', 'offers.price', 'offers.priceCurrency', 'offers.availability', 'offers.url'],
  AutoDealer: [
    'name',
    'address',
    'address.streetAddress',
    'address.addressLocality',
    'address.postalCode',
    'address.addressCountry',
    'url',
  ],
  /** Google's job postings: required title, description, datePosted, hiringOrganization, jobLocation; validThrough and employmentType recommended */
  JobPosting: [
    'title',
    'description',
    'datePosted',
    'validThrough',
    'employmentType',
    'hiringOrganization.name',
    'jobLocation.address.addressLocality',
    'jobLocation.address.addressCountry',
  ],
  AutoRepair: [
    'name',
    'address',
    'address.streetAddress',
    'address.addressLocality',
    'address.postalCode',
    'address.addressCountry',
    'url',
  ],
};

/** ISO 8601 dates where the type has them. */
const DATES: Record<string, readonly string[]> = {
  NewsArticle: ['datePublished', 'dateModified'],
  JobPosting: ['datePosted', 'validThrough'],
};

const present = (v: unknown) => v !== undefined && v !== null && v !== '' && !(Array.isArray(v) && v.length === 0);

function valuesAt(node: unknown, path: readonly string[]): unknown[] {
  if (path.length === 0) return [node];
  if (Array.isArray(node)) return node.flatMap((n) => valuesAt(n, path));
  if (node === null || typeof node !== 'object') return [undefined];
  const [head, ...rest] = path;
  return valuesAt((node as Record<string, unknown>)[head!], rest);
}

/** What is missing or wrong in one JSON-LD object (an empty list when it is valid). */
export function schemaProblems(object: object): string[] {
  const data = object as Record<string, unknown>;
  const type = data['@type'];
  if (data['@context'] !== 'https://schema.org') return [`${String(type)}: @context is ${JSON.stringify(data['@context'])}`];
  if (typeof type !== 'string' || !(type in REQUIRED)) return [`unknown @type ${JSON.stringify(type)} (add it to the table)`];
  const problems: string[] = [];
  for (const spec of REQUIRED[type]!) {
    const ok = spec.split('|').some((alt) => valuesAt(data, alt.split('.')).every(present));
    if (!ok) problems.push(`${type}: ${spec} missing`);
  }
  for (const key of DATES[type] ?? []) {
    const v = data[key];
    if (v !== undefined && (typeof v !== 'string' || Number.isNaN(Date.parse(v)))) problems.push(`${type}: ${key} is not a date`);
  }
  if (type === 'BreadcrumbList' || type === 'ItemList') {
    const positions = (data.itemListElement as { position: number }[]).map((i) => i.position);
    if (positions.some((p, i) => i > 0 && p !== positions[i - 1]! + 1)) problems.push(`${type}: positions are not consecutive`);
  }
  return problems;
}
