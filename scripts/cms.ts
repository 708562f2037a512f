import path from 'node:path';
import { parseArgs } from 'node:util';
import { withSecretFiles } from '../src/config/env';
import { contentErrorLine } from '../src/content/content-errors';
import { rawContentSource } from '../src/content/select-source';
import { redirectsOf } from '../redirects';
import { contentErrors } from '../src/cms-model/check';
// the redirects' targets include the features' routes, which the feature list registers with the route table
import '../src/composition/features';
import { routes } from '../src/routing';
import { vehicleParamByLegacyId, vehicleParamByLegacySlug } from '../src/stock/search';
import { managementClient } from '../src/cms-model/management';
import { contentModel } from '../src/cms-model/model';
import { pushComponents } from '../src/cms-model/push';
import { isFixture, readMockStories, seedSpace, type StoryFamily } from '../src/cms-model/seed';
import { readBack, readBackLine } from '../src/cms-model/read-back';
import { config } from '../src/config/env';
import { createStoryblokSource } from '../src/content/storyblok-source';
import { LOCALES } from '../src/routing/locales';

/**
 * `npm run cms -- <command>`: the Storyblok space's side of the site.
 *
 *   push-components  create or update the content model (components, groups, datasources)
 *   seed             import the mock stories (translations, translated slugs, real paths) into an empty space,
 *                    then read every story back through the Delivery API in each language; exit 1 when a
 *                    translation or a translated slug did not land, naming the story, language and field
 *   verify           the same read-back of an existing space against the mocks and the content model
 *   check            list the content errors of the site's content source (what published pages leave
 *                    out) and the refused redirects (code and `redirects` datasource): the configured
 *                    source, Storyblok (STORYBLOK_TOKEN) or the mocks; exit 1 when any
 *
 * Options (or environment): --token (STORYBLOK_MANAGEMENT_TOKEN, a personal access token),
 * --space (STORYBLOK_SPACE_ID), --region (STORYBLOK_REGION: eu, us, ap, ca, cn),
 * --endpoint (STORYBLOK_MANAGEMENT_ENDPOINT, another API base), --rate (requests per second, 3),
 * --mocks (the story folder, mocks/stories). The read-back of seed and verify asks the Delivery API with
 * STORYBLOK_TOKEN (a public token of the space), STORYBLOK_REGION and STORYBLOK_ENDPOINT, as the site does.
 */

const USAGE =
  'usage: npm run cms -- push-components|seed|verify|check [--token T] [--space ID] [--region eu] [--endpoint URL] [--rate 3] [--mocks DIR]';

async function main(): Promise<number> {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: {
      token: { type: 'string' },
      space: { type: 'string' },
      region: { type: 'string' },
      endpoint: { type: 'string' },
      rate: { type: 'string' },
      mocks: { type: 'string' },
    },
  });
  const command = positionals[0];
  const mocks = path.resolve(values.mocks ?? 'mocks/stories');
  if (command === 'check') return check();
  if (command === 'verify') return verify(await readMockStories(mocks));
  if (command !== 'push-components' && command !== 'seed') {
    console.error(USAGE);
    return 2;
  }
  // the token may be a mounted file (STORYBLOK_MANAGEMENT_TOKEN_FILE), as every secret (src/config/env.ts)
  const token = values.token ?? withSecretFiles(process.env, ['STORYBLOK_MANAGEMENT_TOKEN']).STORYBLOK_MANAGEMENT_TOKEN;
  const spaceId = values.space ?? process.env.STORYBLOK_SPACE_ID;
  if (!token || !spaceId) {
    console.error(
      'A personal access token (--token or STORYBLOK_MANAGEMENT_TOKEN) and a space id (--space or STORYBLOK_SPACE_ID) are needed.',
    );
    return 2;
  }
  const endpoint = values.endpoint ?? process.env.STORYBLOK_MANAGEMENT_ENDPOINT;
  const client = managementClient({
    token,
    spaceId,
    region: values.region ?? process.env.STORYBLOK_REGION ?? 'eu',
    ...(endpoint ? { endpoint } : {}),
    requestsPerSecond: values.rate === undefined ? 3 : Number(values.rate),
    log: (line) => console.log(line),
  });
  const model = contentModel();
  if (command === 'push-components') {
    const result = await pushComponents(client, model);
    console.log(
      `components: ${result.created.length} created, ${result.updated.length} updated, ${result.unchanged.length} unchanged (${client.stats.requests} requests, ${client.stats.retries} retried)`,
    );
    for (const name of result.created) console.log(`  created ${name}`);
    for (const name of result.updated) console.log(`  updated ${name}`);
    return 0;
  }
  const families = await readMockStories(mocks);
  // the read-back needs the Delivery API's token: asked before anything is written
  const delivery = deliverySource();
  const result = await seedSpace(client, model, families, (line) => console.log(line));
  console.log(
    `seeded: ${result.folders} folders, ${result.stories} stories (${result.relinked} relinked, ${result.paths} with a real path), ${result.assets} images uploaded as assets, ${result.entries} datasource entries, ${result.issues.length} warnings (${client.stats.requests} requests, ${client.stats.retries} retried)`,
  );
  return readBackReport(delivery, families, result.uuids);
}

/** The space's published content as the site reads it: the Delivery API with STORYBLOK_TOKEN, the space's version asked before each read. */
function deliverySource() {
  return createStoryblokSource({ ...config().storyblok, version: 'published' }, { cvCheckIntervalMs: 0 });
}

/** Reads the space back in every language; one line per fault, exit 1 when any. */
async function readBackReport(
  source: ReturnType<typeof deliverySource>,
  families: readonly StoryFamily[],
  uuids?: ReadonlyMap<string, string>,
): Promise<number> {
  const { stories, languages, faults } = await readBack(source, contentModel(), families, uuids);
  for (const fault of faults) console.log(readBackLine(fault));
  console.log(`read back: ${stories} stories in ${languages} languages, ${faults.length} not as written`);
  return faults.length > 0 ? 1 : 0;
}

/** `verify`: an existing space read back against the mocks and the content model. */
async function verify(families: readonly StoryFamily[]): Promise<number> {
  return readBackReport(deliverySource(), families);
}

/** The content errors of the configured source, one line each. */
async function check(): Promise<number> {
  const source = rawContentSource();
  // the mocks' test fixtures are broken on purpose (the e2e tests open them): not content errors
  const errors = await contentErrors(source, contentModel().schemas, LOCALES, source.name === 'mocks' ? isFixture : undefined);
  for (const error of errors) console.log(`${contentErrorLine(error)} [${error.locales.join(', ')}]`);
  console.log(`${errors.length} content error${errors.length === 1 ? '' : 's'} in ${source.name}`);
  // the redirects (the code's table and rules, and the editors' datasource), by the validator the site uses
  const redirects = await redirectsOf(source, {
    router: routes(),
    vehicleByLegacySlug: vehicleParamByLegacySlug,
    vehicleByLegacyId: vehicleParamByLegacyId,
  });
  for (const f of redirects.faults)
    console.log(`redirect refused: ${f.source}${f.target !== undefined ? ` → ${f.target}` : ''}: ${f.reason}`);
  console.log(`${redirects.faults.length} redirect${redirects.faults.length === 1 ? '' : 's'} refused, ${redirects.entries} served`);
  return errors.length > 0 || redirects.faults.length > 0 ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(err instanceof Error ? err.message : String(err));
    process.exit(1);
  },
);
