/**
 * The markup of every page kind, in the three locales, checked by an HTML validator (html-validate,
 * its recommended rules) on the server's HTML, as a browser without JavaScript gets it (issue 28,
 * point 6: stylesheet preloads with `as="stylesheet"`, forms with `action=""`, a `fieldset` without
 * `legend`, `aria-label` on plain lists). Any message fails, with its page, rule and element.
 *
 * Switched off are only the rules about how valid markup is written, each with its reason; the rules
 * about what the markup means stay on.
 */
import { expect, test, type APIRequestContext } from '@playwright/test';
import { HtmlValidate, type RuleConfig } from 'html-validate';

const STYLE_ONLY: RuleConfig = {
  // React writes React's attribute names (charSet, fetchPriority, noValidate, encType): HTML's
  // attribute names are case-insensitive, so the spelling is style
  'attr-case': 'off',
  // React writes void elements as `<meta/>`: the slash is allowed on void elements and means nothing
  'void-style': 'off',
  // React writes `crossorigin=""` and `selected=""`: the empty value and the bare attribute are the same
  'attribute-empty-style': 'off',
  'attribute-boolean-style': 'off',
  // react-aria's VisuallyHidden draws hidden labels with an inline style: where a style sits is style
  'no-inline-style': 'off',
  // a phone number's link text with plain spaces: typography (where the number may wrap), not markup
  'tel-non-breaking': 'off',
  // `role="list"` on lists drawn without bullets, on purpose: Safari's VoiceOver drops their list
  // semantics otherwise; the role only repeats the element's own, which is harmless
  'no-redundant-role': 'off',
  // React's generated ids (`_R_…`) are valid HTML ids (any text without spaces); the strict form of the
  // rule asks for ids that read well in a CSS selector
  'valid-id': ['error', { relaxed: true }],
  // a title longer than 70 characters is search-engine advice on how much of it a result shows, not
  // markup: a filtered stock's title names its filters (src/seo decides titles)
  'long-title': 'off',
  // the stock filters' check boxes share their name (`brand=ford&brand=kia`), as radio buttons do
  'form-dup-name': ['error', { shared: ['radio', 'checkbox', 'button', 'reset', 'submit'] }],
};

const validator = new HtmlValidate({ extends: ['html-validate:recommended'], rules: STYLE_ONLY });

const LOCALES = [
  {
    prefix: '',
    locations: 'concessions',
    interest: 'interessee',
    testDrive: 'essai-routier',
    allModels: 'tous-les-modeles',
    privateLease: 'private-lease',
    enterprise: 'entreprise',
    utility: 'entreprise/vehicules-utilitaires',
    favourites: 'favoris',
    compare: 'comparer',
    legal: 'mentions-legales',
    article: 'news/saison-des-pneus-hiver',
    service: 'services/pneus-et-gardiennage',
    tyreForm: 'formulaires/prise-de-rendez-vous-pneus-roues',
    portraits: 'carrieres/portraits-de-collaborateurs',
    careers: 'carrieres',
    openJob: 'carrieres/mecatronicien-automobile-niederkorn',
  },
  {
    prefix: '/de-lu',
    locations: 'locations',
    interest: 'interest',
    testDrive: 'test-drive',
    allModels: 'all-models',
    privateLease: 'privatleasing',
    enterprise: 'business',
    utility: 'business/commercial-vehicles',
    favourites: 'favoriten',
    compare: 'vergleich',
    legal: 'impressum',
    article: 'news/winterreifen-saison',
    service: 'services/reifen-und-einlagerung',
    tyreForm: 'formulare/reifentermin',
    portraits: 'karriere/mitarbeiterportraets',
    careers: 'karriere',
    openJob: 'karriere/kfz-mechatroniker-niederkorn',
  },
  {
    prefix: '/en-gb',
    locations: 'locations',
    interest: 'interest',
    testDrive: 'test-drive',
    allModels: 'all-models',
    privateLease: 'private-lease',
    enterprise: 'business',
    utility: 'business/commercial-vehicles',
    favourites: 'favourites',
    compare: 'compare',
    legal: 'legal-notice',
    article: 'news/winter-tyre-season',
    service: 'services/tyres-and-storage',
    tyreForm: 'forms/tyre-appointment',
    portraits: 'careers/meet-our-people',
    careers: 'careers',
    openJob: 'careers/automotive-mechatronics-technician-niederkorn',
  },
] as const;

async function html(request: APIRequestContext, path: string): Promise<string> {
  const response = await request.get(path);
  expect(response.headers()['content-type'], path).toContain('text/html');
  return response.text();
}

/** The first link of a list page whose address starts with `start` (a vehicle, a lease offer). */
async function firstLink(request: APIRequestContext, listPath: string, start: string): Promise<string> {
  const page = await html(request, listPath);
  const found = [...page.matchAll(/href="([^"#?]+)"/g)].map((m) => m[1]!).find((h) => h.startsWith(start) && h !== start);
  expect(found, `a link under ${start} on ${listPath}`).toBeTruthy();
  return found!;
}

async function messages(request: APIRequestContext, path: string): Promise<string[]> {
  const report = await validator.validateString(await html(request, path), path);
  return report.results.flatMap((r) => r.messages.map((m) => `${path} ${m.ruleId}: ${m.message} (${m.selector ?? ''})`));
}

for (const l of LOCALES) {
  const { prefix } = l;
  test(`every page kind is valid HTML (${prefix || '/fr-lu'})`, async ({ request }) => {
    test.setTimeout(90_000);
    const vehicle = await firstLink(request, `${prefix}/stock?sort=year-desc`, `${prefix}/stock/1`);
    const lease = await firstLink(request, `${prefix}/${l.privateLease}`, `${prefix}/${l.privateLease}/`);
    const ids = [...(await html(request, `${prefix}/stock`)).matchAll(/href="[^"]*\/stock\/(\d+)-1-/g)].slice(0, 2).map((m) => m[1]);
    const pages = [
      prefix || '/',
      `${prefix}/stock?brand=ford&q=ranger`,
      `${prefix}/stock?page=999`,
      `${prefix}/stock/${l.allModels}`,
      vehicle,
      `${vehicle}/${l.interest}`,
      `${vehicle}/${l.testDrive}`,
      `${prefix}/ford`,
      `${prefix}/ford/${l.allModels}`,
      `${prefix}/ford/puma`,
      `${prefix}/${l.locations}`,
      `${prefix}/${l.locations}/bertrange`,
      `${prefix}/news`,
      `${prefix}/${l.article}`,
      `${prefix}/${l.service}`,
      `${prefix}/contact`,
      `${prefix}/faq`,
      `${prefix}/${l.legal}`,
      `${prefix}/${l.tyreForm}`,
      `${prefix}/${l.privateLease}`,
      lease,
      `${prefix}/${l.enterprise}`,
      `${prefix}/${l.utility}`,
      `${prefix}/${l.careers}`,
      `${prefix}/${l.openJob}`,
      `${prefix}/${l.portraits}`,
      `${prefix}/${l.favourites}?ids=${ids.join(',')}`,
      `${prefix}/${l.compare}?ids=${ids.join(',')}`,
      `${prefix}/no-such-page`,
    ];
    const found: string[] = [];
    for (const path of pages) found.push(...(await messages(request, path)));
    expect(found).toEqual([]);
  });
}
