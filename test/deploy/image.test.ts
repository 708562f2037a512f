import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseConfig } from '../../src/config/env';

/**
 * What the app and the indexer write in their containers must be writable by the user the image runs
 * them as: a folder the Dockerfile creates and hands to that user (a named volume mounted on it takes its
 * owner when first created). Before, the editors' queue defaulted to `/app/.data/editors`, under root's
 * /app, and the indexer died at `mkdir` (EACCES) on a clean machine, so the app never started (issue 24).
 */

const ROOT = path.resolve(import.meta.dirname, '../..');
const { load } = createRequire(import.meta.url)('js-yaml') as { load(text: string): unknown };

type Service = { build?: string; entrypoint?: string[]; environment?: Record<string, string>; volumes?: string[] };

/** The runtime stage of the Dockerfile: its working folder, environment, user and the folders it gives that user. */
export function runtimeStage(dockerfile: string) {
  const lines = dockerfile.replace(/\\\n/g, ' ').split('\n');
  const stage = lines.slice(lines.findLastIndex((l) => /^FROM\s/i.test(l)));
  const env: Record<string, string> = {};
  let workdir = '/';
  let user = 'root';
  const owned = new Map<string, string>();
  for (const line of stage) {
    const [instruction, ...rest] = line.trim().split(/\s+/);
    const args = rest.join(' ');
    if (instruction === 'WORKDIR') workdir = path.posix.resolve(workdir, args);
    if (instruction === 'USER') user = args.split(':')[0]!;
    if (instruction === 'ENV') for (const [, key, value] of args.matchAll(/(\w+)=(\S+)/g)) env[key!] = value!;
    if (instruction === 'RUN')
      for (const command of args.split(/&&|;/)) {
        const chown = command.trim().match(/^chown\s+(?:-R\s+)?([\w-]+)(?::[\w-]+)?\s+(.+)$/);
        if (chown) for (const folder of chown[2]!.trim().split(/\s+/)) owned.set(path.posix.resolve(workdir, folder), chown[1]!);
      }
  }
  return { env, workdir, user, owned };
}

/** Compose's `${VAR:-default}` / `${VAR:?message}` with every variable unset except the required ones. */
const interpolate = (value: string) =>
  String(value).replace(/\$\{(\w+)(?::([-?])([^}]*))?\}/g, (_, _name: string, kind?: string, arg?: string) =>
    kind === '-' ? (arg ?? '') : kind === '?' ? 'set-by-the-operator' : '',
  );

const stage = runtimeStage(readFileSync(path.join(ROOT, 'Dockerfile'), 'utf8'));

describe.each(['docker-compose.yml', 'deploy/compose.scale.yml'])('%s, the services built from the Dockerfile', (file) => {
  const compose = load(readFileSync(path.join(ROOT, file), 'utf8')) as { services: Record<string, Service> };
  const built = Object.entries(compose.services).filter(([, s]) => s.build);

  it('write only folders the image gives its user', () => {
    expect(built.length).toBeGreaterThan(1);
    expect(stage.user).toBe('node');
    for (const [name, service] of built) {
      if (service.entrypoint) {
        // the backup service (deploy/backup.sh) runs the image as its user: it writes the backups' folder alone
        const folder = service.volumes?.find((v) => v.startsWith('backups:'))?.split(':')[1];
        expect(folder, `${name} keeps its backups in a named volume`).toBe('/var/lib/autopolis/backups');
        expect(stage.owned.get(folder!), `${name} writes ${folder}`).toBe(stage.user);
        continue;
      }
      const environment = Object.fromEntries(Object.entries(service.environment ?? {}).map(([k, v]) => [k, interpolate(v)]));
      const config = parseConfig({
        ...stage.env,
        ...environment,
        // the key files exist once the indexer ran; their folder is checked below
        MEILI_SEARCH_KEY_FILE: undefined,
        MEILI_ADMIN_KEY_FILE: undefined,
      });
      const written = [config.editors.dataDir, ...(config.leads.databaseUrl ? [] : [config.leads.dataDir])];
      for (const key of ['MEILI_SEARCH_KEY_FILE', 'MEILI_ADMIN_KEY_FILE'])
        if (environment[key] && !(service.volumes ?? []).some((v) => v.endsWith(':ro'))) written.push(path.posix.dirname(environment[key]));
      for (const folder of written) {
        const absolute = path.posix.resolve(stage.workdir, folder);
        expect(stage.owned.get(absolute), `${name} writes ${absolute}`).toBe(stage.user);
      }
    }
  });
});

describe('docker-compose.yml', () => {
  const compose = load(readFileSync(path.join(ROOT, 'docker-compose.yml'), 'utf8')) as { services: Record<string, Service> };

  it('lets the indexer and the app share the editors folder, whose queue file holds the reindex lock', () => {
    const { app, indexer } = compose.services;
    const mount = (s: Service) => s.volumes?.find((v) => v.split(':')[1] === s.environment?.EDITORS_DATA_DIR);
    expect(mount(app!)).toBeDefined();
    expect(mount(indexer!)).toBe(mount(app!));
  });
});
