import { expect, test, type Page } from '@playwright/test';
import deLu from '../locales/de-lu.json' with { type: 'json' };
import enGb from '../locales/en-gb.json' with { type: 'json' };
import frLu from '../locales/fr-lu.json' with { type: 'json' };

/**
 * The consumer credit law on every page kind (docs/credit-law.md; Directive (EU) 2023/2225, art. 3, 7, 8;
 * issue 37), in the three locales, with and without JavaScript. The crawl takes a few pages of each kind
 * the sitemaps list (the first two addresses of each sitemap, in every locale) and the pages no sitemap
 * lists where credit figures show: the stock by monthly price, the comparison, the favourites, the
 * interest form carrying a financing, the financing service page. On each page it reads what a visitor
 * reads (the rendered text) and fails:
 * - on a monthly figure whose page lacks the warning, the APR or the total amount payable, or whose own
 *   block (card, table row, price box) has no APR beside it;
 * - on a monthly figure after "from" (an example's instalment is not the lowest one offered) or followed
 *   by VAT wording (a credit has no VAT);
 * - on a representative example whose total amount payable is not the credit plus the cost of credit,
 *   or which includes the deposit;
 * - on an APR drawn smaller or lighter than the instalment beside it.
 * A lease's monthly price is not a credit (a lease with no obligation to buy is outside the directive,
 * art. 2(2)(d)): figures inside the lease offers' own blocks are left out, and an offer's page must say
 * that it carries no obligation to buy.
 */

type Messages = typeof frLu;
const LOCALES = [
  { locale: 'fr-lu', prefix: '', m: frLu, words: { compare: 'comparer', favourites: 'favoris', interest: 'interessee' } },
  {
    locale: 'de-lu',
    prefix: '/de-lu',
    m: deLu as Messages,
    words: { compare: 'vergleich', favourites: 'favoriten', interest: 'interest' },
  },
  { locale: 'en-gb', prefix: '/en-gb', m: enGb as Messages, words: { compare: 'compare', favourites: 'favourites', interest: 'interest' } },
] as const;
type LocaleRow = (typeof LOCALES)[number];

/** Financed vehicles of the mock stock: the settings' terms (both price types, a balloon and fees for businesses), a feed's own terms with a balloon and fees. */
const FINANCED = ['100002-1-kia-ev6-earth', '100063-1-hyundai-tucson-shine', '100305-1-fiat-doblo-maxi', '100123-1-hyundai-ioniq-5-lounge'];
const IDS = FINANCED.map((p) => p.split('-')[0]).join(',');
const SERVICE = { 'fr-lu': '/services/financement', 'de-lu': '/de-lu/services/finanzierung', 'en-gb': '/en-gb/services/financing' };

const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ').replace(/’/g, "'");
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** An amount in euros as a locale writes it: `1.053,82 €`, `€1,053.82`. */
const MONEY = String.raw`(?:€\s?[\d.,]+\d|[\d.,]*\d,\d\d\s?€)`;
const euros = (text: string): number => {
  const digits = text.replace(/[^\d.,]/g, '');
  // the decimal separator is the last one, followed by two digits
  const normal = digits.replace(/[.,](?=\d{3}(?:[.,]|$))/g, '').replace(',', '.');
  return Number(normal);
};

/** The words a template puts right before a placeholder: `TAEG` before `{apr}` in `…, TAEG {apr}, …`. */
const wordsBefore = (template: string, name: string) => plain(template.split(`{${name}}`)[0]!.split(/[,:(]/).pop()!).trim();

/** What each locale calls the pieces the law asks for, from the site's own texts. */
function vocabulary(m: Messages) {
  const f = m.vehicle.financing;
  return {
    warning: plain(f.warning),
    /** the APR as the cards, the tables and the sentences name it */
    apr: [wordsBefore(f.aprShort, 'apr'), plain(f.apr), wordsBefore(f.exampleLine, 'apr')],
    total: [plain(f.total).split(' (')[0]!, wordsBefore(f.exampleLine, 'total')],
    /** a monthly figure as text: `335,57 €/mois`, `€335.57 / month`, `48 mensualités de 335,57 €` */
    monthly: new RegExp(
      `(${MONEY})\\s?(?:${escape(plain(f.perMonth.replace('{amount}', '')))}|${escape(plain(m.stock.card.perMonth))})|${escape(
        plain(f.instalments.split('{amount}')[0]!).replace('{count}', '\u0000'),
      ).replace('\u0000', '\\d+')}(${MONEY})`,
      'g',
    ),
    from: /(?:à partir de|\bab\b|\bfrom\b)\s*$/i,
    vat: /^\s*(?:TTC|HTVA|TVA|hors TVA|inkl\. MwSt|zzgl\. MwSt|MwSt|incl\. VAT|excl\. VAT|VAT)/i,
    /** the example sentence as a pattern: its placeholders are what it reports */
    example: exampleRegex(plain(f.exampleLine)),
  };
}
const has = (text: string, words: readonly string[]) => words.some((w) => text.toLowerCase().includes(w.toLowerCase()));

function exampleRegex(template: string): { regex: RegExp; names: string[] } {
  const names: string[] = [];
  const parts = template.split(/(\{\w+\})/);
  const source = parts
    .map((part) => {
      const name = /^\{(\w+)\}$/.exec(part)?.[1];
      if (!name) return escape(part);
      const seen = names.includes(name);
      names.push(name);
      return seen ? '.*?' : '(.*?)';
    })
    .join('');
  return { regex: new RegExp(source), names: [...new Set(names)] };
}

type Figure = { text: string; before: string; after: string; block: string; lease: boolean };
type PageRead = {
  text: string;
  figures: Figure[];
  examples: string[];
  /** the rows of each financing table (the vehicle page's calculator): credit, deposit, total, cost */
  tables: Record<string, string>[];
  apr: { instalment: string; apr: string }[];
  leaseNote: boolean;
};

/** What the page shows: its text, each monthly-looking figure with its surroundings and its block, the examples, the APR's drawing. */
async function read(page: Page, monthlySource: string): Promise<PageRead> {
  return page.evaluate((source) => {
    const monthly = new RegExp(source, 'g');
    const main = document.querySelector('main') ?? document.body;
    const text = (main as HTMLElement).innerText;
    const figures: Figure[] = [];
    const walker = document.createTreeWalker(main, NodeFilter.SHOW_ELEMENT);
    const seen = new Set<Element>();
    for (let el = walker.currentNode as Element | null; el; el = walker.nextNode() as Element | null) {
      // the smallest element whose own text holds a whole figure
      const own = el.textContent ?? '';
      monthly.lastIndex = 0;
      if (!monthly.test(own.replace(/[\u00a0\u202f]/g, ' '))) continue;
      const child = [...el.children].some((c) => {
        monthly.lastIndex = 0;
        return monthly.test((c.textContent ?? '').replace(/[\u00a0\u202f]/g, ' '));
      });
      if (child || seen.has(el)) continue;
      seen.add(el);
      const context = (el.parentElement as HTMLElement | null)?.innerText ?? own;
      monthly.lastIndex = 0;
      for (const match of context.replace(/[\u00a0\u202f]/g, ' ').matchAll(monthly)) {
        const i = match.index ?? 0;
        const block = el.closest('article, tr, dd, li, [data-financing-chosen], [data-quote], .vehicle-financing__row, p') ?? el;
        const lease = !!el.closest('[class^="lease"], [class*=" lease"], [data-offer]');
        figures.push({
          text: match[0],
          before: context.slice(Math.max(0, i - 40), i),
          after: context.slice(i + match[0].length, i + match[0].length + 20),
          block: ((block.closest('article, tr, [data-financing-chosen], [data-quote], .vehicle-financing__row') ?? block) as HTMLElement)
            .innerText,
          lease,
        });
      }
    }
    const examples = [...document.querySelectorAll('[data-credit-example]')].map((e) => (e as HTMLElement).innerText);
    const apr = [...document.querySelectorAll('[data-credit-apr]')].map((a) => {
      const instalment = a.parentElement?.querySelector('strong:not([data-credit-apr])') ?? a.parentElement!;
      const style = (e: Element) => {
        const s = getComputedStyle(e);
        return `${s.fontSize} ${s.fontWeight}`;
      };
      return { instalment: style(instalment), apr: style(a) };
    });
    const tables = [...document.querySelectorAll('[data-quote]')].map((quote) =>
      Object.fromEntries(
        [...quote.querySelectorAll('[data-row]')].map((r) => [
          r.getAttribute('data-row'),
          (r.querySelector('dd') as HTMLElement).innerText,
        ]),
      ),
    );
    return { text, figures, examples, tables, apr, leaseNote: !!document.querySelector('[data-lease-no-purchase]') };
  }, monthlySource) as Promise<PageRead>;
}

/** Every address to check in a locale: a few of each sitemap's kinds, and the pages with credit figures no sitemap lists. */
async function addresses(page: Page, { locale, prefix, words }: LocaleRow): Promise<string[]> {
  const request = page.context().request;
  const index = await (await request.get('/sitemap.xml')).text();
  const found = new Set<string>();
  for (const [, sitemap] of index.matchAll(/<loc>([^<]+)<\/loc>/g)) {
    const body = await (await request.get(new URL(sitemap!).pathname)).text();
    const urls = [...body.matchAll(/<url>([\s\S]*?)<\/url>/g)].slice(0, 2);
    for (const [, url] of urls) {
      const alternates = [...url!.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map(([, lang, href]) => [lang!, new URL(href!).pathname]);
      const own = alternates.find(([lang]) => lang!.toLowerCase() === locale)?.[1];
      const loc = new URL(/<loc>([^<]+)<\/loc>/.exec(url!)![1]!).pathname;
      const path = own ?? loc;
      if (prefix === '' ? !/^\/(?:de-lu|en-gb)(?:\/|$)/.test(path) : path.startsWith(prefix)) found.add(path);
    }
  }
  for (const vehicle of FINANCED) found.add(`${prefix}/stock/${vehicle}`);
  found.add(`${prefix}/stock?price_type=private`);
  found.add(`${prefix}/stock?price_type=business`);
  found.add(`${prefix}/stock?price_type=private&page=2`);
  found.add(`${prefix}/${words.compare}?ids=${IDS}`);
  found.add(`${prefix}/${words.favourites}?ids=${IDS}`);
  found.add(`${prefix}/stock/${FINANCED[0]}/${words.interest}?finance=private&months=60&deposit=5000`);
  found.add(`${prefix}/stock/${FINANCED[2]}/${words.interest}?finance=private`);
  found.add(SERVICE[locale]);
  return [...found];
}

function problemsOf(path: string, read: PageRead, v: ReturnType<typeof vocabulary>, m: Messages): string[] {
  const problems: string[] = [];
  const text = plain(read.text);
  const credit = read.figures.filter((f) => !f.lease);
  if (credit.length > 0) {
    if (!text.includes(v.warning)) problems.push(`${path}: a monthly figure (${credit[0]!.text}) without the warning`);
    if (!has(text, v.apr)) problems.push(`${path}: a monthly figure without the APR`);
    if (!has(text, v.total)) problems.push(`${path}: a monthly figure without the total amount payable`);
  }
  for (const f of credit) {
    if (!has(plain(f.block), v.apr)) problems.push(`${path}: ${f.text} has no APR beside it ("${plain(f.block).slice(0, 80)}")`);
    if (v.from.test(plain(f.before))) problems.push(`${path}: ${f.text} after "from"`);
    if (v.vat.test(plain(f.after))) problems.push(`${path}: ${f.text} followed by VAT wording ("${plain(f.after)}")`);
  }
  for (const example of read.examples) {
    const sentence = plain(example);
    const match = v.example.regex.exec(sentence);
    if (!match) {
      problems.push(`${path}: an example that is not whole: "${sentence.slice(0, 120)}"`);
      continue;
    }
    const get = (name: string) => match[v.example.names.indexOf(name) + 1]!;
    const [credit, total, cost, deposit] = ['credit', 'total', 'cost', 'deposit'].map((n) => euros(get(n)));
    if (Math.abs(credit! + cost! - total!) > 0.005)
      problems.push(`${path}: total ${total} is not credit ${credit} + cost ${cost} ("${sentence.slice(0, 80)}")`);
    if (deposit! > 0 && Math.abs(credit! + cost! + deposit! - total!) < 0.005)
      problems.push(`${path}: total ${total} includes the deposit`);
    for (const name of ['credit', 'total', 'cost', 'deposit', 'instalment']) {
      if (v.vat.test(sentence.slice(sentence.indexOf(get(name)) + get(name).length)))
        problems.push(`${path}: the ${name} of an example carries VAT wording`);
    }
    if (!get('lender').trim()) problems.push(`${path}: an example without its lender`);
  }
  // the vehicle page's table: its total is the credit plus its cost, never with the deposit
  for (const table of read.tables) {
    const [credit, total, cost, deposit] = ['credit', 'total', 'cost', 'deposit'].map((n) => euros(table[n] ?? ''));
    if (Math.abs(credit! + cost! - total!) > 0.005)
      problems.push(`${path}: the table's total ${total} is not credit ${credit} + cost ${cost}`);
    if (deposit! > 0 && Math.abs(credit! + cost! + deposit! - total!) < 0.005)
      problems.push(`${path}: the table's total includes the deposit`);
    for (const n of ['credit', 'total', 'cost', 'deposit'])
      if (/TTC|HTVA|TVA|MwSt|VAT/.test(table[n] ?? '')) problems.push(`${path}: the table's ${n} carries VAT wording`);
  }
  // the APR as prominent as the instalment: the same size and weight
  for (const { instalment, apr } of read.apr) {
    if (instalment !== apr) problems.push(`${path}: the APR is drawn ${apr}, the instalment ${instalment}`);
  }
  if (credit.length > 0 && read.examples.length === 0 && read.tables.length === 0)
    problems.push(`${path}: monthly figures without a representative example`);
  if (
    read.figures.some((f) => f.lease) &&
    /privatleasing|leasing-prive|private-lease|leasing/.test(path) &&
    path.split('/').length > 3 &&
    !read.leaseNote
  )
    problems.push(`${path}: a lease offer's page without its no-purchase-obligation statement (${m.leases.offer.noPurchase})`);
  return problems;
}

for (const javaScriptEnabled of [true, false]) {
  test.describe(javaScriptEnabled ? 'with JavaScript' : 'without JavaScript', () => {
    test.use({ javaScriptEnabled });
    for (const row of LOCALES) {
      test(`${row.locale}: every credit figure has its warning, APR, total payable without the deposit and its example`, async ({
        page,
      }) => {
        test.setTimeout(240_000);
        const v = vocabulary(row.m);
        const paths = await addresses(page, row);
        const problems: string[] = [];
        let withFigures = 0;
        let examples = 0;
        for (const path of paths) {
          const response = await page.goto(path);
          expect(response?.status(), path).toBeLessThan(400);
          const seen = await read(page, v.monthly.source);
          if (seen.figures.some((f) => !f.lease)) withFigures++;
          examples += seen.examples.length;
          problems.push(...problemsOf(path, seen, v, row.m));
        }
        expect(problems).toEqual([]);
        // the crawl did reach the pages it is about: cards, vehicle pages, the comparison and the form show figures
        expect(withFigures).toBeGreaterThanOrEqual(FINANCED.length + 5);
        expect(examples).toBeGreaterThan(20);
      });
    }

    test(`the financing service page carries the warning and the dealer's status in every locale`, async ({ page }) => {
      for (const { locale, m } of LOCALES) {
        await page.goto(SERVICE[locale]);
        await expect(page.locator('[data-credit-warning]')).toHaveText(m.vehicle.financing.warning);
        await expect(page.locator('[data-credit-intermediary]')).toContainText(m.vehicle.financing.subject);
      }
    });
  });
}
