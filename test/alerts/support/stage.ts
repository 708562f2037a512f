import { afterAll, afterEach, beforeAll } from 'vitest';
import type { AlertsConfig } from '../../../src/config/env';
import type { SbStory } from '../../../src/content/storyblok-schema';
import { reindexAll } from '../../../src/indexing/reindex';
import { MemorySource } from '../../indexing/stock-fixtures';
import type { Backend } from '../../leads/support/backends';
import { pointSiteAt, withMeilisearch, type TestMeilisearch } from '../../meilisearch/support';
import { startSmtp } from './smtp';

type AlertsModule = typeof import('../../../src/alerts/index');
type ApiModule = typeof import('../../../src/alerts/api');
type AlertsSmtp = Awaited<ReturnType<typeof startSmtp>>;

export const DAY = 24 * 3_600_000;
/** The public origin the alerts' e-mails link to. */
export const SITE = 'https://www.autopolis.test';

/**
 * What the alerts' integration tests stand on, set up once per file: a real Meilisearch that the site's search
 * reads (its MEILI_* variables set, then the modules loaded afresh so they read them), the alerts' modules, and a
 * reindex of a list of mock stories by the indexer's own full reindex. `alertsOn()` adds, in a `describe.each`
 * block on one lead store (SQLite or PostgreSQL, test/leads/support/backends.ts), `start()`: a real SMTP
 * server and the alerts opened on that store, without their timer (a test runs the worker's rounds itself), with
 * the test's clock; both closed after each test. A test file that needs more of the site's modules imports them in its own `beforeAll`, after this
 * one's, so they share the modules this one loaded.
 */
export function alertsStage() {
  let meili: TestMeilisearch | undefined;
  let alerts: AlertsModule | undefined;
  let api: ApiModule | undefined;
  const savedEnv = { ...process.env };

  beforeAll(async () => {
    meili = await withMeilisearch();
    pointSiteAt(meili);
    process.env.PUBLIC_SITE_URL = SITE;
    alerts = await import('../../../src/alerts/index');
    api = await import('../../../src/alerts/api');
  });

  afterAll(async () => {
    process.env = savedEnv;
    await meili?.stop();
  });

  return {
    get api(): ApiModule {
      return api!;
    },

    async reindex(list: SbStory[]): Promise<void> {
      await reindexAll({ host: meili!.host, adminKey: meili!.adminKey, source: new MemorySource(list), log: () => {} });
    },

    /** In a describe block, the alerts on one lead store (`useBackend`'s): `start()` them, closed after each test. */
    alertsOn(db: Backend, options: { confirmPerAddress: number; now: () => number }) {
      let smtp: AlertsSmtp | undefined;

      afterEach(async () => {
        await alerts!.closeAlerts();
        await smtp?.close();
        smtp = undefined;
      });

      return {
        /** The SMTP server of the test under way (after `start()`). */
        get smtp(): AlertsSmtp {
          if (!smtp) throw new Error('start() the alerts first');
          return smtp;
        },
        async start() {
          smtp = await startSmtp();
          const settings: AlertsConfig = {
            email: { smtpUrl: smtp.url, from: 'Autopolis <alertes@autopolis.test>', timeoutMs: 5_000 },
            pollMs: 60_000,
            minIntervalMs: DAY,
            confirmPerAddress: options.confirmPerAddress,
            confirmPerClient: 10,
          };
          return alerts!.initAlerts({
            settings,
            databaseUrl: db.databaseUrl(),
            dataDir: db.dir(),
            site: SITE,
            start: false,
            now: options.now,
          });
        },
      };
    },
  };
}

/** A form's POST to one of the alerts' endpoints, as the browser sends it. */
export function post(path: string, fields: Record<string, string>, headers: Record<string, string> = {}): Request {
  return new Request(`http://127.0.0.1${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams(fields).toString(),
  });
}

/** The token an e-mail's text carries in a link's query parameter (43 characters of base64url). */
export const tokenIn = (mail: { text?: string }, param: string) =>
  new RegExp(`[?&]${param}=([A-Za-z0-9_-]{43})`).exec(mail.text ?? '')?.[1];
