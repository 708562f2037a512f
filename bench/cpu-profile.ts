/**
 * What a thread of the site did over a stretch of time, from the V8 CPU profile `--cpu-prof` writes at exit
 * (`BENCH_CPU_PROFILE=<folder>` in bench/uploads.ts): its busy time by function (self time), by source file, the
 * garbage collector's share, and its longest busy stretches with what they ran, the stretches that make a visitor's
 * request wait. The profile's clock is V8's monotonic clock, which on Linux is `process.hrtime`'s (CLOCK_MONOTONIC)
 * in any process: a bench marks its stretch with `monotonicMicros()` and reads the site's profile over it.
 */
import fs from 'node:fs';
import path from 'node:path';

type CallFrame = { functionName: string; url: string; lineNumber: number; columnNumber: number };
type Profile = {
  nodes: { id: number; callFrame: CallFrame; parent?: number; children?: number[] }[];
  startTime: number;
  endTime: number;
  samples: number[];
  timeDeltas: number[];
};

/** Microseconds on the clock of V8's CPU profiles (CLOCK_MONOTONIC on Linux). */
export const monotonicMicros = (): number => Number(process.hrtime.bigint() / 1000n);

export type ProfileWindow = {
  /** Sampled time in the window, busy or not. */
  sampledMs: number;
  busyMs: number;
  gcMs: number;
  /** Self time by `function file:line`, most first. */
  functions: [string, number][];
  /** Self time by source file (node: internals by their module), most first. */
  files: [string, number][];
  /** The longest stretches of samples without idle, with the three functions most of each ran. */
  stretches: { atMs: number; ms: number; top: string }[];
};

const fileOf = (url: string) => {
  if (!url) return '(native)';
  const at = url.lastIndexOf('/node_modules/');
  if (at >= 0) return url.slice(at + '/node_modules/'.length);
  return url.startsWith('node:') ? url : path.basename(url);
};

/** The main thread's profile among those `--cpu-prof` wrote into `dir` for process `pid` (Node names it `CPU.<date>.<time>.<pid>.0.<n>.cpuprofile`). */
export function mainThreadProfile(dir: string, pid: number | undefined): string | undefined {
  const names = fs.readdirSync(dir).filter((n) => n.endsWith('.cpuprofile') && (pid === undefined || n.includes(`.${pid}.0.`)));
  return names.length ? path.join(dir, names.sort().at(-1)!) : undefined;
}

/** The thread's work between `fromUs` and `toUs` (monotonic microseconds). */
export function profileWindow(file: string, fromUs: number, toUs: number): ProfileWindow {
  const profile = JSON.parse(fs.readFileSync(file, 'utf8')) as Profile;
  const frames = new Map(profile.nodes.map((n) => [n.id, n.callFrame]));
  const functions = new Map<string, number>();
  const files = new Map<string, number>();
  const stretches: ProfileWindow['stretches'] = [];
  let stretch: { at: number; us: number; by: Map<string, number> } | undefined;
  const endStretch = () => {
    if (!stretch) return;
    const top = [...stretch.by.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 3)
      .map(([name, us]) => `${name} ${(us / 1000).toFixed(1)}`)
      .join(', ');
    stretches.push({ atMs: (stretch.at - fromUs) / 1000, ms: stretch.us / 1000, top });
    stretch = undefined;
  };
  let sampledUs = 0;
  let busyUs = 0;
  let gcUs = 0;
  let t = profile.startTime;
  for (let i = 0; i < profile.samples.length; i++) {
    t += profile.timeDeltas[i] ?? 0;
    // a sample stands for the time until the next one
    const us = profile.timeDeltas[i + 1] ?? 0;
    if (t < fromUs || t > toUs || us <= 0) continue;
    sampledUs += us;
    const frame = frames.get(profile.samples[i]!)!;
    if (frame.functionName === '(idle)') {
      endStretch();
      continue;
    }
    busyUs += us;
    if (frame.functionName === '(garbage collector)') gcUs += us;
    const name = frame.url
      ? `${frame.functionName || '(anonymous)'} ${fileOf(frame.url)}:${frame.lineNumber + 1}`
      : frame.functionName || '(anonymous)';
    functions.set(name, (functions.get(name) ?? 0) + us);
    const source = frame.url ? fileOf(frame.url) : frame.functionName;
    files.set(source, (files.get(source) ?? 0) + us);
    stretch ??= { at: t, us: 0, by: new Map() };
    stretch.us += us;
    stretch.by.set(name, (stretch.by.get(name) ?? 0) + us);
  }
  endStretch();
  const ranked = (m: Map<string, number>) =>
    [...m.entries()].sort((a, b) => b[1] - a[1]).map(([k, us]): [string, number] => [k, us / 1000]);
  return {
    sampledMs: sampledUs / 1000,
    busyMs: busyUs / 1000,
    gcMs: gcUs / 1000,
    functions: ranked(functions),
    files: ranked(files),
    stretches: stretches.sort((a, b) => b.ms - a.ms),
  };
}

/** Prints a window's summary: busy time, GC, the top functions and files, the longest stretches. */
export function printProfileWindow(label: string, w: ProfileWindow, top = 12): void {
  const f = (ms: number) => `${ms.toFixed(1)} ms`;
  console.log(
    `  CPU profile of the site's main thread, ${label}: busy ${f(w.busyMs)} of ${f(w.sampledMs)} sampled, garbage collector ${f(w.gcMs)}`,
  );
  console.log(
    `    self time by function: ${w.functions
      .slice(0, top)
      .map(([n, ms]) => `${n} ${f(ms)}`)
      .join('; ')}`,
  );
  console.log(
    `    by file: ${w.files
      .slice(0, top)
      .map(([n, ms]) => `${n} ${f(ms)}`)
      .join('; ')}`,
  );
  console.log(
    `    longest busy stretches: ${w.stretches
      .slice(0, 5)
      .map((s) => `${f(s.ms)} at +${(s.atMs / 1000).toFixed(2)} s (${s.top})`)
      .join('; ')}`,
  );
}

/**
 * What a thread did more in one window than in another of the same length (the deliveries against as long without
 * them, the same probe running in both): functions and files by the difference of their self time, most first.
 */
export function printProfileDifference(label: string, more: ProfileWindow, than: ProfileWindow, top = 15): void {
  const f = (ms: number) => `${ms >= 0 ? '+' : ''}${ms.toFixed(1)} ms`;
  const difference = (a: [string, number][], b: [string, number][]) => {
    const base = new Map(b);
    const names = new Set([...a.map(([n]) => n), ...b.map(([n]) => n)]);
    const all = [...names].map((n): [string, number] => [n, (a.find(([m]) => m === n)?.[1] ?? 0) - (base.get(n) ?? 0)]);
    return all.sort((x, y) => y[1] - x[1]).slice(0, top);
  };
  console.log(
    `  the main thread's self time ${label}: busy ${f(more.busyMs - than.busyMs)}, garbage collector ${f(more.gcMs - than.gcMs)}`,
  );
  console.log(
    `    by function: ${difference(more.functions, than.functions)
      .map(([n, ms]) => `${n} ${f(ms)}`)
      .join('; ')}`,
  );
  console.log(
    `    by file: ${difference(more.files, than.files)
      .map(([n, ms]) => `${n} ${f(ms)}`)
      .join('; ')}`,
  );
}
