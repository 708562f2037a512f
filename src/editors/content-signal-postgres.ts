import { createRequire } from 'node:module';
import type * as Pg from 'pg';
import { openPostgresPool } from '../leads/postgres-pool';

// Loaded at run time from node_modules, never bundled (as in src/leads/postgres-pool.ts).
const pg = createRequire(import.meta.url)('pg') as typeof Pg;

/**
 * "The content changed", told to every instance of the site that shares the PostgreSQL of
 * `DATABASE_URL`. Storyblok's webhook reaches one instance; that instance's worker invalidates its own
 * caches and publishes here, and every other instance invalidates its caches too (content answers,
 * sitemaps, and so the page cache, which is keyed by the content's generation). Without this, the
 * other instances would serve the old page until their content cache's time to live (5 minutes).
 *
 * - One row holds a version counter: a publish increments it and sends `NOTIFY` in the same
 *   transaction, so listeners hear of a version only once it is committed.
 * - Each instance listens on a connection of its own; a version it has not seen calls `onChange`.
 *   Its own publishes are not reported back to it (it has already invalidated).
 * - Notifications are not stored: one sent while a listener is reconnecting is lost. So the counter
 *   is read again after every reconnection and every `pollMs`; a version that differs from the last
 *   one seen is a change, which bounds the delay of a lost notification to `pollMs`.
 * - A database that does not answer never stops a page: the listener reconnects with backoff, and a
 *   failed publish is the caller's to log (the other instances then refresh by time to live).
 */

export const CONTENT_CHANNEL = 'autopolis_content';
/** pg_advisory_xact_lock key: instances starting together create the table once. */
const MIGRATION_LOCK = 7_361_426_203;

export type ContentSignal = {
  /** Tells the other instances the content changed; resolves with the new version. */
  publish(reason: string): Promise<number>;
  /** The last version this instance knows of. */
  version(): number;
  close(): Promise<void>;
};

export type ContentSignalOptions = {
  databaseUrl: string;
  /** Called when another instance changed the content, or when a change may have been missed. */
  onChange: (reason: string) => void;
  /** How often the counter is read as well, for a notification that was lost, ms (default 30 s). */
  pollMs?: number;
  /** First delay before reconnecting the listener, ms; doubles up to 30 s (default 500 ms). */
  reconnectMs?: number;
  log?: (line: string) => void;
};

const LISTENER_NAME = 'autopolis-content-listener';

export async function openContentSignal(options: ContentSignalOptions): Promise<ContentSignal> {
  const { databaseUrl, onChange } = options;
  const pollMs = options.pollMs ?? 30_000;
  const firstDelayMs = options.reconnectMs ?? 500;
  const log = options.log ?? ((line: string) => console.warn(line));

  // a connection the server dropped must not take the process down
  const pool = openPostgresPool({ connectionString: databaseUrl, max: 2, application_name: 'autopolis-content' }, (error) =>
    log(`[editors] the content signal's database connection failed: ${error.message}`),
  );
  await migrate(pool);

  let seen = await readVersion(pool);
  let closed = false;
  let listener: Pg.Client | undefined;
  let reconnectTimer: NodeJS.Timeout | undefined;
  let delayMs = firstDelayMs;

  /**
   * Versions this instance published: known before their commit, so its own notification (which may
   * arrive on the listening connection before the publish has returned) or a read of the counter
   * between commit and return is never taken for another instance's change.
   */
  const own = new Set<number>();

  /** A version read or heard: a change when it is not the one last seen (a recreated database counts too). */
  const observe = (version: number, reason: string) => {
    if (closed || version === seen) return;
    seen = version;
    if (!own.has(version)) onChange(reason);
  };

  const scheduleReconnect = () => {
    if (closed || reconnectTimer) return;
    reconnectTimer = setTimeout(() => {
      reconnectTimer = undefined;
      void listen();
    }, delayMs);
    reconnectTimer.unref();
    delayMs = Math.min(delayMs * 2, 30_000);
  };

  async function listen(): Promise<void> {
    const client = new pg.Client({ connectionString: databaseUrl, application_name: LISTENER_NAME });
    let dropped = false;
    const drop = (why: string) => {
      if (dropped) return;
      dropped = true;
      if (listener === client) listener = undefined;
      client.end().catch(() => {});
      if (closed) return;
      log(`[editors] the content signal's listener lost its database (${why}); reconnecting`);
      scheduleReconnect();
    };
    client.on('error', (error) => drop(error.message));
    client.on('end', () => drop('connection closed'));
    client.on('notification', (message) => {
      const version = Number(message.payload);
      // only forward: a late notification of an older version is not news
      if (message.channel === CONTENT_CHANNEL && Number.isSafeInteger(version) && version > seen)
        observe(version, `content version ${version} published by another instance`);
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${CONTENT_CHANNEL}`);
      if (closed) return void client.end().catch(() => {});
      listener = client;
      delayMs = firstDelayMs;
      // what was published while nobody listened
      observe(await readVersion(pool), 'content changed while the signal was not listening');
    } catch (error) {
      drop((error as Error).message);
    }
  }

  await listen();
  const poll = setInterval(() => {
    readVersion(pool).then(
      (version) => observe(version, `content version ${version} read from the database`),
      (error: Error) => log(`[editors] the content version could not be read: ${error.message}`),
    );
  }, pollMs);
  poll.unref();

  return {
    async publish(reason) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await client.query<{ version: string }>(
          `UPDATE content_changes SET version = version + 1, changed_at = now(), reason = $1 WHERE id = 1 RETURNING version`,
          [reason.slice(0, 500)],
        );
        const version = Number(result.rows[0]!.version);
        // this instance has invalidated already: its own version is not news to it
        own.add(version);
        if (own.size > 100) own.delete(own.values().next().value!);
        await client.query('SELECT pg_notify($1, $2)', [CONTENT_CHANNEL, String(version)]);
        await client.query('COMMIT');
        if (version > seen) seen = version;
        return version;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => {});
        throw error;
      } finally {
        client.release();
      }
    },
    version: () => seen,
    async close() {
      closed = true;
      clearInterval(poll);
      clearTimeout(reconnectTimer);
      await listener?.end().catch(() => {});
      await pool.end();
    },
  };
}

async function migrate(pool: Pg.Pool): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    await client.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    await client.query(`CREATE TABLE IF NOT EXISTS content_changes (
      id         int PRIMARY KEY CHECK (id = 1),
      version    bigint NOT NULL,
      changed_at timestamptz NOT NULL,
      reason     text NOT NULL
    )`);
    await client.query(
      `INSERT INTO content_changes (id, version, changed_at, reason) VALUES (1, 0, now(), 'created') ON CONFLICT (id) DO NOTHING`,
    );
    await client.query('COMMIT');
    client.release();
  } catch (error) {
    await client.query('ROLLBACK').catch(() => {});
    client.release();
    await pool.end();
    throw error;
  }
}

async function readVersion(pool: Pg.Pool): Promise<number> {
  const result = await pool.query<{ version: string }>('SELECT version FROM content_changes WHERE id = 1');
  return Number(result.rows[0]?.version ?? 0);
}
