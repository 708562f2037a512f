import { existsSync } from 'node:fs';
import path from 'node:path';
import type { LeadsConfig } from '../config/env';
import { DB_FILE } from '../leads/db';
import type { PersonalDataHolder } from '../leads/cli';
import { openAlertSql } from './sql';
import { AlertStore, type AddressData } from './store';

/**
 * The alerts as `npm run leads -- subject | erase` answers for them (GDPR articles 15 and 17): an address's
 * subscriptions, the tokens of their links (purpose and times; the database holds only their hashes, and the
 * report not even those) and its e-mails in the outbox; erased together. Issue 37: an address with only an
 * alert got `[]` while the database held it.
 */
export const alertsPersonalData: PersonalDataHolder = {
  name: 'alerts',
  subject: (settings, address) =>
    withAlerts(settings, async (store) => {
      const data = await store.subjectOf(address);
      return { data, counts: counts(data.subscriptions.length, data.tokens.length, data.outbox.length) };
    }),
  erase: (settings, address) =>
    withAlerts(settings, async (store) => {
      const erased = await store.eraseAddress(address);
      return counts(erased.subscriptions, erased.tokens, erased.outbox);
    }),
  empty: { data: { subscriptions: [], tokens: [], outbox: [] } satisfies AddressData, counts: counts(0, 0, 0) },
};

function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}

function counts(subscriptions: number, tokens: number, outbox: number): string {
  return `${plural(subscriptions, 'alert subscription')}, ${plural(tokens, 'alert token')} and ${plural(outbox, 'alert e-mail')}`;
}

/** The alerts' store in the lead database, or undefined when no SQLite file is there yet (nothing was ever stored). */
async function withAlerts<T>(settings: LeadsConfig, fn: (store: AlertStore) => Promise<T>): Promise<T | undefined> {
  if (!settings.databaseUrl && !existsSync(path.resolve(settings.dataDir, DB_FILE))) return undefined;
  const store = new AlertStore(await openAlertSql({ databaseUrl: settings.databaseUrl, dataDir: settings.dataDir }));
  try {
    return await fn(store);
  } finally {
    await store.close();
  }
}
