import { setStartHold } from '../health';
import { SchemaMigrationError } from './postgres-migrate';
import { processShared } from '../process/shared';

/**
 * The start-up gate of one schema of the lead database (the leads', ./index.ts; the alerts', src/alerts/sql.ts).
 * Until its migrations have run once in this process, the schema may not be the one this code was written for: the
 * instance is held out of service (src/health's start holds: `/livez` answers `starting` whatever its grace period,
 * `/readyz` 503 with the reason under `holds`) while they run under their lock (postgres-migrate.ts; SQLite's write
 * lock), and for as long as they fail, with one log line per distinct failure. The health checks try again
 * (`retry`), so the hold ends by itself once the database is mended. A database that cannot be reached holds
 * nothing: whether it is migrated is not known, and the grace period decides as for any shared dependency. Once the
 * schema has been migrated in this process, a later open (PostgreSQL back after an outage) holds nothing either.
 */
export type SchemaGate = {
  /** The hold's name under `/readyz`'s `holds`. */
  hold: string;
  /** The log line's prefix: the module that owns the schema. */
  module: string;
  /** The schema, as the log says it ("the lead database"). */
  what: string;
};

type GateState = { migrated: boolean; failure: string | undefined; attempt: Promise<unknown> | undefined };

// Shared by the process: scripts/start.ts and the built site load their own copies of this module, and share one gate.
const states = () => processShared('leads.migration-gates', () => new Map<string, GateState>());
const stateOf = (gate: SchemaGate): GateState => {
  let state = states().get(gate.hold);
  if (!state) states().set(gate.hold, (state = { migrated: false, failure: undefined, attempt: undefined }));
  return state;
};

/**
 * Holds the start until `opened` (an open of the store, which migrates its schema) resolves. `retry` opens it
 * again; the health checks call it while the hold lasts, never beside an attempt still under way (a migration
 * waiting for another instance's lock is not started twice).
 */
export function holdStartUntilMigrated(gate: SchemaGate, opened: Promise<unknown>, retry: () => Promise<unknown>): void {
  const state = stateOf(gate);
  if (state.migrated) return;
  const attempt = opened.then(
    () => {
      state.migrated = true;
      setStartHold(gate.hold, undefined);
      if (state.failure) console.error(`[${gate.module}] ${gate.what} is migrated now: this instance is back in service`);
      state.failure = undefined;
    },
    (error: Error) => {
      if (state.migrated) return;
      if (!(error instanceof SchemaMigrationError)) {
        setStartHold(gate.hold, undefined);
        return;
      }
      setStartHold(gate.hold, `migration failed: ${error.message}`, retryOnce);
      if (state.failure === error.message) return;
      state.failure = error.message;
      console.error(
        `[${gate.module}] MIGRATION FAILED: ${error.message}. This instance stays out of service (/readyz 503, /livez starting) and ` +
          'tries again at each health check; mend the database or run the release that matches it (docs/releases.md)',
      );
    },
  );
  state.attempt = attempt;
  const retryOnce = () => state.attempt ?? retry();
  void attempt.finally(() => {
    if (state.attempt === attempt) state.attempt = undefined;
  });
  setStartHold(gate.hold, state.failure ? `migration failed: ${state.failure}` : `${gate.what} is being opened and migrated`, retryOnce);
}
