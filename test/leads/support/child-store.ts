/**
 * A separate process that stores one lead through the public API, for the tests that need real
 * processes: concurrent double submits and a process killed right after it answered "sent".
 *
 *   node --import tsx child-store.ts <dataDir> <key> [hang]
 *
 * It writes `ready` once its store is open, then waits for a line on stdin before it stores: the parent
 * lets every child go at once when all are ready, so their writes really race however slowly each started.
 *
 * With DATABASE_URL in the environment the lead goes to that PostgreSQL database instead.
 */
import { once } from 'node:events';
import { initLeads, storeLead } from '../../../src/leads/index';

const [dataDir, key, mode] = process.argv.slice(2);
await initLeads({
  dataDir: dataDir!,
  databaseUrl: process.env.DATABASE_URL,
  webhook: undefined,
  retry: { baseMs: 1000, maxMs: 1000, maxAttempts: 1 },
  concurrency: 1,
  rateLimit: { max: 10, windowSeconds: 60, perMailbox: 50 },
  trustedProxies: [],
  limits: { maxPayloadBytes: 65_536, maxFiles: 5, maxFileBytes: 1_048_576 },
  retention: { days: 90, byForm: {} },
});
process.stdout.write('ready\n');
await once(process.stdin, 'data');
const result = await storeLead({
  key: key!,
  form: 'vehicle-interest',
  locale: 'de-lu',
  payload: { name: `process ${process.pid}`, email: 'race@example.lu' },
  vehicleId: '100123-1-ford-puma-titanium',
  receivedAt: new Date(),
});
// What a server action does next: answer the visitor. The parent reads this line as the answer.
process.stdout.write(`${JSON.stringify({ pid: process.pid, ...result })}\n`);
if (mode === 'hang') {
  // Stay up, database open, until the parent kills the process (SIGKILL: no clean-up at all).
  setInterval(() => {}, 60_000);
}
