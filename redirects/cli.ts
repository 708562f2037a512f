import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { rawContentSource } from '../src/content/select-source';
import { routes } from '../src/routing';
import { importExport } from './import';
import { loadSiteFacts } from './resolve';

const USAGE = 'usage: npm run redirects -- import <export.csv> [--replace] [--dry-run] [--table redirects/table.json]';

type Io = { out: (text: string) => void; err: (text: string) => void };

/**
 * `npm run redirects -- import <csv>`: loads the old site's export into the table (redirects/import.ts), every
 * target checked against the route table and the configured content (the mock content unless a Storyblok token
 * is set), and prints each refused row with its line and reason. Exit codes: 0 every row taken, 2 some refused
 * (the others are written), 1 the file or the content could not be read, 64 a usage error.
 */
export async function runRedirectsCli(argv: string[], io: Io): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        replace: { type: 'boolean', default: false },
        'dry-run': { type: 'boolean', default: false },
        table: { type: 'string', default: path.join(import.meta.dirname, 'table.json') },
      },
    });
  } catch (error) {
    io.err(`${(error as Error).message}\n${USAGE}\n`);
    return 64;
  }
  const [command, file, ...extra] = parsed.positionals;
  if (command !== 'import' || !file || extra.length > 0) {
    io.err(`${USAGE}\n`);
    return 64;
  }
  let text: string;
  let current: Record<string, unknown>;
  let facts;
  try {
    text = await readFile(file, 'utf8');
    current = JSON.parse(await readFile(parsed.values.table, 'utf8')) as Record<string, unknown>;
    facts = await loadSiteFacts(rawContentSource());
  } catch (error) {
    io.err(`[redirects] ${(error as Error).message}\n`);
    return 1;
  }
  const result = importExport(current, text, {
    router: routes(),
    facts,
    // the vehicle lookups serve the rules at request time; an import checks fixed targets only
    vehicleByLegacySlug: async () => null,
    vehicleByLegacyId: async () => null,
    replace: parsed.values.replace,
  });
  for (const r of result.refused) io.out(`refused line ${r.line}: ${r.source} -> ${r.target || '(none)'}: ${r.reason}\n`);
  for (const f of result.tableFaults) io.out(`warning: the table's own ${f.source} -> ${f.target ?? ''}: ${f.reason}\n`);
  io.out(
    `${result.accepted.length} rows taken, ${result.refused.length} refused; the table holds ${Object.keys(result.table).length} entries\n`,
  );
  if (!parsed.values['dry-run']) {
    await writeFile(parsed.values.table, `${JSON.stringify(result.table, null, 2)}\n`);
    io.out(`written to ${parsed.values.table}\n`);
  }
  return result.refused.length > 0 ? 2 : 0;
}
