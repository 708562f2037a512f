import type { LeadLimits } from './limits';
import type { LeadStore } from './store';

/**
 * Which lead store a process opens: PostgreSQL with `DATABASE_URL`, else SQLite. Apart from the
 * contract (store.ts), so that the two implementations, which build on that contract, are loaded
 * only here, on demand, and no module of the store imports back the one that opens it.
 */
export type LeadStoreSettings = {
  /** `postgres://…`: PostgreSQL; otherwise SQLite in `dataDir`. */
  databaseUrl?: string | undefined;
  dataDir: string;
  limits?: Partial<LeadLimits> | undefined;
};

/** Opens (creating and migrating if needed) the store the settings name. */
export async function openLeadStore(settings: LeadStoreSettings): Promise<LeadStore> {
  if (settings.databaseUrl) {
    const { PostgresLeadStore } = await import('./store-postgres');
    return PostgresLeadStore.open(settings.databaseUrl, settings.limits);
  }
  const { SqliteLeadStore } = await import('./store-sqlite');
  return SqliteLeadStore.open(settings.dataDir, settings.limits);
}
