import { getSettings } from '../content';
import { registerReadinessCheck } from '../health';
import { isDraining } from '../health/lifecycle';
import { checkLeadStoreWritable } from '../leads';
import { DEFAULT_LOCALE } from '../routing/locales';
import { checkStockEngine } from '../stock/search';

/**
 * The checks `/readyz` runs for the site: the search engine, the content source, the lead database
 * and the lifecycle. `src/health` is the registry and the endpoints, below every feature; which
 * features the site needs to serve is said here, in the HTTP layer above them, which registers them
 * when the server starts.
 */

/** The content source answers (the settings story every page needs). */
async function contentReady(): Promise<void> {
  try {
    await getSettings(DEFAULT_LOCALE);
  } catch (error) {
    throw new Error(`content source unavailable (${(error as Error).name})`);
  }
}

/** The lead database takes a write lock. */
async function leadsReady(): Promise<void> {
  try {
    await checkLeadStoreWritable();
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    throw new Error(`lead database not writable${typeof code === 'string' ? ` (${code})` : ''}`);
  }
}

/** The server is not stopping: on SIGTERM readiness turns 503 first, so a balancer stops sending before the listener closes. */
function serving(): void {
  if (isDraining()) throw new Error('the server is stopping');
}

let registered = false;

/** The checks `/readyz` runs for the site itself; other modules add theirs with `registerReadinessCheck`. */
export function registerSiteReadinessChecks(): void {
  if (registered) return;
  registered = true;
  registerReadinessCheck('search', checkStockEngine);
  registerReadinessCheck('content', contentReady);
  registerReadinessCheck('leads', leadsReady);
  registerReadinessCheck('lifecycle', serving);
}
