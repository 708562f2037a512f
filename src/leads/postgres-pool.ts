import { createRequire } from 'node:module';
import type * as Pg from 'pg';

// Loaded at run time from node_modules, never bundled (like better-sqlite3 in db.ts): pg's optional native binding is
// a `require` the production build cannot resolve.
const pg = createRequire(import.meta.url)('pg') as typeof Pg;

/**
 * A PostgreSQL pool whose connections may be lost at any moment (a restart, a failover, `pg_terminate_backend`)
 * without taking the process down: the one way the site opens one (leads, alerts, the editors' lock and content signal).
 *
 * pg-pool listens for errors on idle connections only: it removes its listener while a connection is checked out. A
 * server's "terminating connection" that arrives between two queries of a transaction is then an 'error' event
 * node-postgres emits with no listener, an uncaught exception, and the site stopped (`npm run faults`, the
 * postgres-restart row, 1 run of 2 on 28 November 2026: every request refused until the end). Here every connection
 * has `onLost` as its listener for its whole life; the transaction's next query fails as with any lost connection,
 * and pg-pool drops the broken connection when it is released. The pool's own 'error' event (an idle connection's,
 * already told to `onLost` by that listener) is taken so that it cannot throw either.
 */
export function openPostgresPool(options: Pg.PoolConfig, onLost: (error: Error) => void): Pg.Pool {
  const pool = new pg.Pool(options);
  pool.on('connect', (client) => client.on('error', onLost));
  pool.on('error', () => undefined);
  return pool;
}
