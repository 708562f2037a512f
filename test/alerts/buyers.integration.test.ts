/**
 * Issue 37, the alerts that convert, on SQLite and PostgreSQL against a real Meilisearch (the mock stock indexed
 * by the indexer's full reindex) and a real SMTP server (smtp-server), every e-mail read back with a mail parser
 * (mailparser's simpleParser), not by pattern: one subscription per address and search, RFC 8058's one-click POST
 * sent as a mail provider sends it (cross-site) through the site's own same-origin middleware, the tokens gone
 * after unsubscribing and erasing, the sold vehicle told with similar vehicles, and what an alert e-mail shows
 * (photo, key facts, a call to ask and to book a test drive).
 */
import { Hono } from 'hono';
import { simpleParser, type ParsedMail } from 'mailparser';
import type { SbStory } from '../../src/content/storyblok-schema';
import { beforeAll, describe, expect, it } from 'vitest';
import { mockVehicleStories } from '../indexing/stock-fixtures';
import { BACKENDS, useBackend } from '../leads/support/backends';
import { DAY, post, SITE, tokenIn, alertsStage } from './support/stage';

type SearchModule = typeof import('../../src/stock/search');
type SameOriginModule = typeof import('../../src/server/middleware/same-origin');

const stories = mockVehicleStories();

const stage = alertsStage();
const { reindex } = stage;
let stock: SearchModule;
let sameOrigin: SameOriginModule;

beforeAll(async () => {
  // after the stage's modules are loaded: the same search module the alerts use
  stock = await import('../../src/stock/search');
  sameOrigin = await import('../../src/server/middleware/same-origin');
});

/** The site's same-origin check in front of the alerts' endpoints, as the server composes them (src/server/adapter.ts). */
function siteApp(): Hono {
  const app = new Hono();
  app.use(sameOrigin.sameOrigin());
  app.post('/api/alerts/unsubscribe', (c) => stage.api.unsubscribeResponse(c.req.raw));
  app.post('/api/alerts/erase', (c) => stage.api.eraseResponse(c.req.raw));
  return app;
}

/** A header as sent, unfolded (mailparser structures the List-* headers; RFC 8058 is about their text). */
const header = (mail: ParsedMail, name: string) =>
  mail.headerLines
    .find((h) => h.key === name)
    ?.line.slice(name.length + 1)
    .replace(/\r?\n\s+/g, ' ')
    .trim();

/** The links of a parsed HTML part, by their text. */
function links(mail: ParsedMail): { text: string; href: string }[] {
  return [...String(mail.html).matchAll(/<a href="([^"]+)"[^>]*>([^<]*)<\/a>/g)].map((m) => ({
    href: m[1]!.replace(/&amp;/g, '&'),
    text: m[2]!,
  }));
}

describe.each(BACKENDS)('alerts that convert, on %s', (backend) => {
  let clock = Date.UTC(2026, 10, 27, 9, 0, 0);
  const db = useBackend(backend);
  const run = stage.alertsOn(db, { confirmPerAddress: 10, now: () => clock });
  const { start } = run;

  /** The e-mails received so far, parsed. */
  const received = async (n: number): Promise<ParsedMail[]> => Promise.all((await run.smtp.waitFor(n)).map((m) => simpleParser(m.raw)));

  async function subscribeAndConfirm(worker: { round(): Promise<void> }, fields: Record<string, string>, mailsBefore: number) {
    expect((await stage.api.subscribeResponse(post('/api/alerts/subscribe', { consent: 'on', ...fields }))).status).toBe(303);
    await worker.round();
    const confirmation = (await received(mailsBefore + 1))[mailsBefore]!;
    const confirmed = await stage.api.confirmResponse(
      post('/api/alerts/confirm', { token: tokenIn(confirmation, 'confirm')!, locale: fields.locale! }),
    );
    expect(confirmed.headers.get('location')).toMatch(/status=confirmed$/);
  }

  it('one subscription per address and search: a second identical subscribe stores no row and sends no e-mail', async () => {
    await reindex(stories);
    const { worker } = await start();
    const form = { email: 'twice@example.lu', consent: 'on', locale: 'fr-lu', search: 'brand=ford&fuel=diesel' };
    await stage.api.subscribeResponse(post('/api/alerts/subscribe', form));
    // the same search in another order, the address in capitals: the same subscription
    const again = await stage.api.subscribeResponse(
      post('/api/alerts/subscribe', { ...form, email: 'TWICE@example.lu', search: 'fuel=diesel&brand=ford&page=2' }),
    );
    expect(again.headers.get('location')).toBe('/alertes?status=pending');
    await stage.api.subscribeResponse(post('/api/alerts/subscribe', { ...form, vehicle: String(stories[0]!.id), search: '' }));
    await stage.api.subscribeResponse(post('/api/alerts/subscribe', { ...form, vehicle: String(stories[0]!.id), search: '' }));
    await worker.round();
    await worker.round();
    expect(await db.query('SELECT kind FROM alert_subscriptions ORDER BY id')).toEqual([{ kind: 'search' }, { kind: 'price' }]);
    const mails = await received(2);
    expect(run.smtp.mails).toHaveLength(2);
    expect(mails.map((m) => m.to && !Array.isArray(m.to) && m.to.value[0]!.address)).toEqual(['twice@example.lu', 'twice@example.lu']);
  });

  it('the one-click POST from a mail provider (Origin and Sec-Fetch-Site: cross-site) unsubscribes, and its tokens go', async () => {
    const fords = stories.filter((s) => (s.content as { brand?: string }).brand === 'ford');
    const newest = fords.at(-1)!;
    await reindex(stories.filter((s) => s !== newest));
    const { worker } = await start();
    await subscribeAndConfirm(worker, { email: 'gmail-user@example.lu', locale: 'en-gb', search: 'brand=ford' }, 0);
    await reindex(stories);
    await worker.round();
    const [, alert] = await received(2);
    expect(header(alert!, 'list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    const oneClick = new URL(/^<([^>]+)>$/.exec(header(alert!, 'list-unsubscribe') ?? '')![1]!);
    const app = siteApp();

    // another post of this site's from another origin is still refused: only the one-click route is exempt
    const forged = await app.request(
      post(
        '/api/alerts/erase',
        { token: tokenIn(alert!, 'erase')!, locale: 'en-gb' },
        { Origin: 'https://evil.example', 'Sec-Fetch-Site': 'cross-site' },
      ),
    );
    expect(forged.status).toBe(403);

    const answer = await app.request(
      new Request(`http://127.0.0.1${oneClick.pathname}${oneClick.search}`, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/x-www-form-urlencoded',
          Origin: 'https://mail.google.com',
          'Sec-Fetch-Site': 'cross-site',
        },
        body: 'List-Unsubscribe=One-Click',
      }),
    );
    expect(answer.status).toBe(200);
    expect(await db.query('SELECT id FROM alert_subscriptions')).toEqual([]);
    // no token is left: not the subscription's, not the address's erase links (it holds nothing any more)
    expect(await db.query('SELECT purpose FROM alert_tokens')).toEqual([]);
    expect(await db.query('SELECT id FROM alert_outbox')).toEqual([]);
  });

  it('a price alert whose vehicle sells tells the subscriber, with similar vehicles, once; erase leaves no token nor e-mail', async () => {
    await reindex(stories);
    // a vehicle with similar vehicles (its condition, ±25 % of its price) to show
    let sold: SbStory | undefined;
    let similarIds: number[] = [];
    for (const story of stories) {
      const v = (await stock.getVehicle(story.id))!;
      const similar = await stock.similarVehicles(v);
      if (similar.length >= 2) {
        sold = story;
        similarIds = similar.map((c) => c.id);
        break;
      }
    }
    expect(sold).toBeDefined();
    const vehicle = (await stock.getVehicle(sold!.id))!;
    const { worker } = await start();
    await subscribeAndConfirm(worker, { email: 'buyer@example.lu', locale: 'fr-lu', vehicle: String(sold!.id) }, 0);
    await subscribeAndConfirm(worker, { email: 'buyer@example.lu', locale: 'fr-lu', search: 'fuel=hydrogen' }, 1);

    await reindex(stories.filter((s) => s !== sold));
    await worker.round();
    const [, , told] = await received(3);
    expect(told!.subject).toBe(`Vendu : ${vehicle.title}`);
    expect(told!.text).toContain(vehicle.title);
    // the similar vehicles, each with its photo, its facts and the calls to ask and to book a test drive
    const similarCards = (await stock.getVehicles(similarIds)).sort((a, b) => similarIds.indexOf(a.id) - similarIds.indexOf(b.id));
    const found = links(told!);
    for (const v of similarCards) {
      expect(v.condition).toBe(vehicle.condition);
      expect(Math.abs(v.prices.purchase - vehicle.prices.purchase)).toBeLessThanOrEqual(Math.ceil(vehicle.prices.purchase * 0.25));
      expect(found).toContainEqual({ href: `${SITE}/stock/${v.param}`, text: v.title });
      expect(found).toContainEqual({ href: `${SITE}/stock/${v.param}/interessee`, text: 'Poser une question' });
      expect(found).toContainEqual({ href: `${SITE}/stock/${v.param}/essai-routier`, text: 'Réserver un essai' });
      if (v.images[0]) expect(String(told!.html)).toContain(`<img src="${new URL(v.images[0].src, SITE).href.replace(/&/g, '&amp;')}`);
    }
    expect(told!.text).toMatch(/\d{4} · [\d\s  .]+km · /u);
    // the alert ended: nothing more about it, even the next day
    clock += DAY + 60_000;
    await worker.round();
    await worker.round();
    expect(run.smtp.mails).toHaveLength(3);
    const [row] = await db.query<{ ended_at: unknown }>("SELECT ended_at FROM alert_subscriptions WHERE kind = 'price'");
    expect(row!.ended_at).not.toBeNull();

    const erased = await stage.api.eraseResponse(post('/api/alerts/erase', { token: tokenIn(told!, 'erase')!, locale: 'fr-lu' }));
    expect(erased.headers.get('location')).toBe('/alertes?status=erased');
    for (const table of ['alert_subscriptions', 'alert_tokens', 'alert_outbox'])
      expect(await db.query(`SELECT * FROM ${table}`)).toEqual([]);
  });

  it("a search alert shows each vehicle's photo, key facts, price, and the calls to ask and to book a test drive", async () => {
    const fords = stories.filter((s) => (s.content as { brand?: string }).brand === 'ford');
    const newest = fords.at(-1)!;
    await reindex(stories.filter((s) => s !== newest));
    const { worker } = await start();
    await subscribeAndConfirm(worker, { email: 'facts@example.lu', locale: 'de-lu', search: 'brand=ford' }, 0);
    await reindex(stories);
    await worker.round();
    const [, alert] = await received(2);
    const v = (await stock.getVehicle(newest.id))!;
    const found = links(alert!);
    expect(found).toContainEqual({ href: `${SITE}/de-lu/stock/${v.param}/interest`, text: 'Frage stellen' });
    expect(found).toContainEqual({ href: `${SITE}/de-lu/stock/${v.param}/test-drive`, text: 'Probefahrt buchen' });
    expect(alert!.text).toContain(`${SITE}/de-lu/stock/${v.param}/interest`);
    expect(alert!.text).toContain(String(v.year));
    if (v.images[0]) expect(String(alert!.html)).toMatch(/<img src="https?:\/\/[^"]+" alt="[^"]+" width="480" height="320"/);
    expect(alert!.html).toContain(v.title.replace(/&/g, '&amp;'));
  });
});
