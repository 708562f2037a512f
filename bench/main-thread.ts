/**
 * `npx tsx bench/main-thread.ts`: where a page's main-thread work goes on Lighthouse's phone (issue 41: total
 * blocking time above the 25 November build's; issue 40: ≤ 200 ms on every page kind), by attribution rather
 * than by scores. It serves the production build as scripts/lighthouse.ts does (bench/stack.ts: a Meilisearch of
 * its own with LIGHTHOUSE_VEHICLES generated vehicles, free 127.0.0.1 ports), and `MAIN_THREAD_BEFORE=<folder>[,<folder>…]`
 * (builds prepared as bench/ab.ts says) beside it, interleaved run by run. Each run is Lighthouse's mobile
 * navigation with the settings of `npm run lighthouse` (simulated throttling: the trace is recorded unthrottled
 * and its CPU time counted 4×), plus V8's sampling profiler in the trace. From that trace, with Lighthouse's own
 * task tree (core/lib/tracehouse), it prints per page kind and build:
 *
 *   - Lighthouse's total blocking time (median of the runs), and the same sum from the main thread's CPU time of the
 *     long tasks that end after the observed first paint (each task's `tdur` × 4 beyond 50 ms): on a busy machine a
 *     task's wall time counts the time other processes held the core, its CPU time does not;
 *   - the long tasks' work at 4×: every top-level task of the page's main thread that takes over 50 ms at 4× (12.5 ms
 *     observed; those before the first paint too, since the simulated paint is not where the observed one was), its time split by what it did (compile or run of which script,
 *     the HTML's inline scripts (the page's payload), HTML parse, style, layout, GC), summed over the tasks, median
 *     of the runs; the blocking share of a task (its time over 50 ms) is spread over its parts in proportion;
 *   - for the run with the median TBT: Lighthouse's simulated first paint and long tasks (what its TBT sums: the part
 *     of each task after the first paint beyond 50 ms), each observed long task (start after navigation, length at 4×, its three largest parts),
 *     and the functions V8's profiler sampled most inside long tasks (minified names: `BUILD_SOURCEMAP=1 npx waku
 *     build` and the file's map say which source they are).
 *
 *   npx tsx bench/main-thread.ts                                   # model range, article, stock; this build only
 *   MAIN_THREAD_BEFORE=/tmp/before MAIN_THREAD_PAGES='model range,stock,vehicle' MAIN_THREAD_RUNS=5 npx tsx bench/main-thread.ts
 *
 * The page kinds are scripts/lighthouse.ts's (bench/page-kinds.ts), in fr-lu. Not a test: the numbers move with the
 * machine's load (printed at start and end); compare two builds in one run.
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { MainThreadTasks } from 'lighthouse/core/lib/tracehouse/main-thread-tasks.js';
import { TraceProcessor } from 'lighthouse/core/lib/tracehouse/trace-processor.js';
import path from 'node:path';
import { pagesOf } from './page-kinds';
import { startBenchSearch, startBenchSite, type BenchSearch, type BenchSite } from './stack';
import { loadAverage } from './stats';

const RUNS = Number(process.env.MAIN_THREAD_RUNS ?? 3);
const VEHICLES = Number(process.env.LIGHTHOUSE_VEHICLES ?? 400);
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** other builds' folders, comma-separated, each measured beside this one */
const BEFORE = (process.env.MAIN_THREAD_BEFORE ?? '')
  .split(',')
  .filter(Boolean)
  .map((folder) => path.resolve(folder));
const PAGES = (process.env.MAIN_THREAD_PAGES ?? 'model range,article,stock').split(',').map((p) => p.trim());
/** Lighthouse's simulated phone counts the observed CPU time this many times (its default cpuSlowdownMultiplier). */
const SLOWDOWN = 4;
const LONG_MS = 50;

type TraceEvent = {
  name: string;
  ts: number;
  dur?: number;
  tdur?: number;
  pid: number;
  tid: number;
  args?: { data?: Record<string, unknown> };
};
type TaskNode = {
  event: TraceEvent;
  startTime: number;
  endTime: number;
  duration: number;
  selfTime: number;
  children: TaskNode[];
  parent?: TaskNode;
  group: { id: string };
};
/** One run's long tasks: each with its parts (label → ms at 4×), and the profiler's functions. */
type Run = {
  tbt: number;
  /** Lighthouse's simulated first contentful paint and long tasks (start, length, script), the figures its TBT sums */
  fcp: number;
  simulated: { url: string; start: number; duration: number }[];
  /** observed first contentful paint, ms after navigation */
  observedFcp: number;
  /** each long task: start, wall time at 4× and the main thread's CPU time at 4× (what a busy machine's wall time hides) */
  tasks: { start: number; duration: number; cpu: number; parts: Map<string, number> }[];
  /** Σ max(0, CPU time at 4× − 50 ms) over the tasks that end after the observed first paint: a TBT that the machine's load moves less */
  cpuBlocking: number;
  functions: Map<string, number>;
};

const fileOf = (url: unknown) => (typeof url === 'string' && url ? (url.split('?')[0]!.split('/').pop() ?? url) : '');

/** What a node of the task tree did, in words: the script it compiled or ran, or its kind of work. */
function labelOf(node: TaskNode, documentUrl: string): string {
  const data = node.event.args?.data ?? {};
  const url = (data.url ?? data.fileName ?? data.scriptName) as string | undefined;
  const group = node.group.id;
  if (group === 'scriptParseCompile' || group === 'scriptEvaluation') {
    // a script's own URL, or the one of the script it runs in (microtasks and callbacks carry none)
    let at: TaskNode | undefined = node;
    let scriptUrl = url;
    while (!scriptUrl && at?.parent) {
      at = at.parent;
      const d = at.event.args?.data ?? {};
      scriptUrl = (d.url ?? d.fileName) as string | undefined;
    }
    const inline = scriptUrl !== undefined && scriptUrl.split('#')[0] === documentUrl;
    const verb = group === 'scriptParseCompile' ? 'compile' : 'run';
    return inline ? `${verb} inline scripts` : `${verb} ${fileOf(scriptUrl) || '(no url)'}`;
  }
  if (node.event.name === 'ParseAuthorStyleSheet') return 'parse CSS';
  if (group === 'parseHTML') return 'parse HTML';
  if (group === 'styleLayout') return node.event.name === 'Layout' ? 'layout' : 'style';
  if (group === 'garbageCollection') return 'GC';
  if (group === 'paintCompositeRender') return 'paint';
  return `other (${node.event.name})`;
}

function addParts(node: TaskNode, documentUrl: string, into: Map<string, number>) {
  const label = labelOf(node, documentUrl);
  into.set(label, (into.get(label) ?? 0) + node.selfTime * SLOWDOWN);
  for (const child of node.children) addParts(child, documentUrl, into);
}

/**
 * Self time per function (name@file:line:col) that V8's sampling profiler saw in the page's renderer inside `windows`
 * (µs; its chunks are written from the profiler's own thread, so they are matched by process, not by thread).
 */
function sampledFunctions(events: TraceEvent[], pid: number, windows: [number, number][]): Map<string, number> {
  const nodes = new Map<number, string>();
  const out = new Map<string, number>();
  let ts: number | undefined;
  for (const e of events) {
    if (e.pid !== pid) continue;
    if (e.name === 'Profile') ts = (e.args?.data as { startTime?: number } | undefined)?.startTime;
    if (e.name !== 'ProfileChunk' || ts === undefined) continue;
    const data = e.args!.data as {
      cpuProfile?: {
        nodes?: { id: number; callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number } }[];
        samples?: number[];
      };
      timeDeltas?: number[];
    };
    for (const n of data.cpuProfile?.nodes ?? []) {
      const { functionName, url, lineNumber, columnNumber } = n.callFrame;
      nodes.set(n.id, `${functionName || '(anonymous)'}@${fileOf(url) || '(native)'}:${lineNumber + 1}:${columnNumber + 1}`);
    }
    const samples = data.cpuProfile?.samples ?? [];
    const deltas = data.timeDeltas ?? [];
    for (let i = 0; i < samples.length; i++) {
      const delta = deltas[i] ?? 0;
      ts += delta;
      const next = deltas[i + 1] ?? 0;
      if (!windows.some(([a, b]) => ts! >= a && ts! <= b)) continue;
      const name = nodes.get(samples[i]!) ?? '?';
      if (/^\((idle|program|garbage collector|root)\)/.test(name)) continue;
      out.set(name, (out.get(name) ?? 0) + (next > 0 ? next : delta) * SLOWDOWN);
    }
  }
  return out;
}

async function measure(url: string, port: number, documentUrl: string): Promise<Run> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    additionalTraceCategories: 'disabled-by-default-v8.cpu_profiler',
    extraHeaders: { 'Accept-Language': 'fr-LU,fr;q=0.9' },
  });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const trace = (result.artifacts as unknown as { Trace: { traceEvents: TraceEvent[] } }).Trace;
  const processed = TraceProcessor.processTrace(trace as never) as unknown as {
    mainThreadEvents: TraceEvent[];
    frames: { id: string; url: string }[];
    timestamps: { timeOrigin: number; traceEnd: number };
  };
  const navigation = TraceProcessor.processNavigation(processed as never) as unknown as { timestamps: { firstContentfulPaint: number } };
  const tasks = MainThreadTasks.getMainThreadTasks(
    processed.mainThreadEvents as never,
    processed.frames,
    processed.timestamps.traceEnd,
    processed.timestamps.timeOrigin,
  ) as unknown as TaskNode[];
  const fcp = (navigation.timestamps.firstContentfulPaint - processed.timestamps.timeOrigin) / 1000;
  // every long task, those before the first paint too: the simulation's paint does not fall where the observed one did
  const long = tasks.filter((t) => !t.parent && t.duration * SLOWDOWN > LONG_MS);
  const audits = result.lhr.audits;
  const items =
    (audits['long-tasks']?.details as { items?: { url: string; startTime: number; duration: number }[] } | undefined)?.items ?? [];
  const run: Run = {
    tbt: audits['total-blocking-time']?.numericValue ?? NaN,
    fcp: audits['first-contentful-paint']?.numericValue ?? NaN,
    simulated: items.map((i) => ({ url: fileOf(i.url), start: i.startTime, duration: i.duration })),
    observedFcp: fcp,
    tasks: [],
    cpuBlocking: 0,
    functions: new Map(),
  };
  for (const task of long) {
    const parts = new Map<string, number>();
    addParts(task, documentUrl, parts);
    const cpu = ((task.event.tdur ?? task.event.dur ?? 0) / 1000) * SLOWDOWN;
    run.tasks.push({ start: task.startTime, duration: task.duration * SLOWDOWN, cpu, parts });
    if (task.endTime > fcp) run.cpuBlocking += Math.max(0, cpu - LONG_MS);
  }
  const main = processed.mainThreadEvents[0];
  if (main) {
    const origin = processed.timestamps.timeOrigin;
    const windows = long.map((t): [number, number] => [origin + t.startTime * 1000, origin + t.endTime * 1000]);
    run.functions = sampledFunctions(trace.traceEvents, main.pid, windows);
  }
  return run;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;
const top = (m: Map<string, number>, n: number) => [...m].sort((a, b) => b[1] - a[1]).slice(0, n);

/** The long tasks' work per part, median of the runs (at 4×), and their blocking time (over 50 ms) spread in proportion. */
function summarise(runs: Run[]) {
  const labels = new Set(runs.flatMap((r) => r.tasks.flatMap((t) => [...t.parts.keys()])));
  const rows = [...labels].map((label) => {
    const work = median(runs.map((r) => r.tasks.reduce((sum, t) => sum + (t.parts.get(label) ?? 0), 0)));
    const blocking = median(
      runs.map((r) => r.tasks.reduce((sum, t) => sum + ((t.parts.get(label) ?? 0) / t.duration) * Math.max(0, t.duration - LONG_MS), 0)),
    );
    return { label, work, blocking };
  });
  return rows.sort((a, b) => b.work - a.work);
}

async function main() {
  console.log(
    `Main-thread work of long tasks at ${SLOWDOWN}× (Lighthouse mobile, simulated), ${new Date().toISOString()}, ${RUNS} runs per page and build, ${loadAverage()} at start${
      BEFORE.length ? `; this build and ${BEFORE.join(', ')} interleaved` : ''
    }`,
  );
  let search: BenchSearch | undefined;
  const builds: { label: string; site: BenchSite }[] = [];
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-dev-shm-usage'],
  });
  try {
    search = await startBenchSearch({ vehicles: VEHICLES });
    builds.push({ label: 'this', site: await startBenchSite(search) });
    for (const root of BEFORE) builds.push({ label: root, site: await startBenchSite(search, { root }) });
    const pages = (await pagesOf(builds[0]!.site.origin, 'fr-lu')).filter(([label]) => PAGES.includes(label));
    for (const [label, pagePath] of pages) {
      const runs = builds.map((): Run[] => []);
      for (let i = 0; i < RUNS; i++) {
        for (const [b, build] of builds.entries()) {
          const url = `${build.site.origin}${pagePath}`;
          runs[b]!.push(await measure(url, chrome.port, url));
        }
      }
      for (const [b, build] of builds.entries()) {
        const these = runs[b]!;
        const tbt = median(these.map((r) => r.tbt));
        console.log(
          `\n== ${label} (${pagePath}), ${build.label}: TBT ${Math.round(tbt)} ms (runs ${these
            .map((r) => Math.round(r.tbt))
            .join(', ')}); from CPU time ${Math.round(median(these.map((r) => r.cpuBlocking)))} ms (runs ${these
            .map((r) => Math.round(r.cpuBlocking))
            .join(', ')})`,
        );
        console.log(`   long tasks' work at ${SLOWDOWN}× (ms, median of runs): work / blocking share`);
        for (const row of summarise(these).filter((r) => r.work >= 5))
          console.log(
            `   ${row.label.padEnd(42)} ${String(Math.round(row.work)).padStart(6)} / ${String(Math.round(row.blocking)).padStart(5)}`,
          );
        const typical = [...these].sort((x, y) => x.tbt - y.tbt)[Math.floor(these.length / 2)]!;
        console.log(
          `   the median run: Lighthouse's simulated FCP ${Math.round(typical.fcp)} ms and long tasks ${typical.simulated
            .map((t) => `@${Math.round(t.start)} ${Math.round(t.duration)} ms ${t.url}`)
            .join(', ')}`,
        );
        console.log(
          `   its observed long tasks (start ms after navigation, first paint at ${Math.round(typical.observedFcp)}; length at ${SLOWDOWN}×, largest parts):`,
        );
        for (const t of typical.tasks)
          console.log(
            `   @${String(Math.round(t.start)).padStart(5)} ${String(Math.round(t.duration)).padStart(5)} ms (CPU ${String(Math.round(t.cpu)).padStart(4)})  ${top(
              t.parts,
              3,
            )
              .map(([l, ms]) => `${l} ${Math.round(ms)}`)
              .join(', ')}`,
          );
        console.log(`   functions sampled most in them (self ms at ${SLOWDOWN}×):`);
        for (const [name, us] of top(typical.functions, 8)) console.log(`     ${String(Math.round(us / 1000)).padStart(5)}  ${name}`);
      }
    }
  } finally {
    for (const { site } of builds) await site.stop();
    await search?.stop();
    await chrome.kill();
    console.log(`\n${loadAverage()} at end`);
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
