import { afterAll, beforeAll, beforeEach } from 'vitest';
import { startPostgres, type TestPostgres } from './postgres';

/**
 * For a vitest file: one PostgreSQL server for the file (started before its tests, stopped after)
 * and a new empty database for each test; `url()` is the current test's. (Not in postgres.ts, which
 * the Playwright tests import too.)
 */
export function postgresPerTest(): { url(): string } {
  let server: TestPostgres | undefined;
  let current: string | undefined;
  beforeAll(async () => {
    server = await startPostgres();
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
  });
  beforeEach(async () => {
    current = await server!.createDatabase();
  });
  return {
    url() {
      if (!current) throw new Error('postgresPerTest: url() is for inside a test');
      return current;
    },
  };
}
