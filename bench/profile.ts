/**
 * `npm run bench:profile -- <folder>`: a V8 CPU profile of the site serving only uncached stock pages
 * (every request a distinct filter combination, 4 at a time, after 200 to warm up), for finding where
 * an uncached page spends its CPU (issue 16, point 4). Open the `.cpuprofile` written into <folder>
 * in Chrome DevTools' Performance panel. BENCH_VEHICLES (10 000) and BENCH_PROFILE_PAGES (3 000).
 *
 * `BUILD_SOURCEMAP=1 npx waku build` builds with source maps, to see which sources a browser chunk holds.
 */
import path from 'node:path';
import { keepAliveAgent, timedGet } from './load';
import { distinctStockPaths } from './queries';
import { startBenchSearch, startBenchSite } from './stack';

const dir = path.resolve(process.argv[2] ?? 'bench-profile');
const pages = Number(process.env.BENCH_PROFILE_PAGES ?? 3_000);
const search = await startBenchSearch({ vehicles: Number(process.env.BENCH_VEHICLES ?? 10_000) });
const site = await startBenchSite(search, { nodeFlags: ['--cpu-prof', `--cpu-prof-dir=${dir}`] });
try {
  const agent = keepAliveAgent(4);
  const paths = distinctStockPaths(pages);
  for (const p of paths.slice(0, 200)) await timedGet(`${site.origin}${p}`, agent);
  const started = Date.now();
  let next = 200;
  await Promise.all(
    [0, 1, 2, 3].map(async () => {
      while (next < paths.length) {
        const p = paths[next++]!;
        const answer = await timedGet(`${site.origin}${p}`, agent);
        if (answer.status !== 200) console.log(`${answer.status} ${p}`);
      }
    }),
  );
  console.log(`${paths.length - 200} distinct stock pages in ${Date.now() - started} ms (profiling slows them)`);
} finally {
  await site.stop();
  await search.stop();
}
console.log(`CPU profile of the site in ${dir}`);
