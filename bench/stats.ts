/** Small numeric helpers shared by the benchmarks. */
import { readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';

/** Nearest-rank percentile of an ascending list (NaN for an empty one). */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return NaN;
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index]!;
}

export type Summary = { n: number; median: number; p95: number; max: number; mean: number };

export function summarize(values: readonly number[]): Summary {
  const sorted = [...values].sort((a, b) => a - b);
  const mean = sorted.reduce((s, v) => s + v, 0) / (sorted.length || 1);
  return { n: sorted.length, median: percentile(sorted, 50), p95: percentile(sorted, 95), max: sorted[sorted.length - 1] ?? NaN, mean };
}

export const ms = (n: number, digits = 1) => `${n.toFixed(digits)} ms`;
export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** `load 3.12 2.80 1.95 (2 cores)` */
export function loadAverage(): string {
  return `load average ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')} (${os.cpus().length} cores)`;
}

/** USER_HZ: 100 on every Linux this runs on (getconf CLK_TCK). */
const CLOCK_TICKS = 100;

/**
 * CPU time (user + system) a process has used so far, in ms, from /proc (Linux); null elsewhere or
 * when the process is gone. The resolution is one clock tick (10 ms): use it over many requests.
 */
export function processCpuMs(pid: number | undefined): number | null {
  if (pid === undefined) return null;
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) * (1000 / CLOCK_TICKS);
  } catch {
    return null;
  }
}

/** One thread of a process: its name, nice value, CPU time and time spent runnable but waiting for a core, in ms. */
export type ThreadTime = { tid: number; name: string; nice: number; cpuMs: number; waitMs: number };

/**
 * Every thread of a process from /proc/<pid>/task (Linux; [] elsewhere or when the process is gone): CPU time and
 * run-queue wait from `schedstat` (nanoseconds), the name and nice value from `stat`. Two snapshots taken around a
 * stretch of time (`threadTimesBetween`) say which thread used the cores then, and how long the main thread (its
 * tid is the pid) was ready to run but had no core: the part of a latency that is the machine, not the code.
 */
export function threadTimes(pid: number | undefined): ThreadTime[] {
  if (pid === undefined) return [];
  let tids: string[];
  try {
    tids = readdirSync(`/proc/${pid}/task`);
  } catch {
    return [];
  }
  const threads: ThreadTime[] = [];
  for (const tid of tids) {
    try {
      const stat = readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8');
      const [run, wait] = readFileSync(`/proc/${pid}/task/${tid}/schedstat`, 'utf8').split(' ').map(Number);
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const name = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
      threads.push({ tid: Number(tid), name, nice: Number(fields[16]), cpuMs: run! / 1e6, waitMs: wait! / 1e6 });
    } catch {
      // the thread ended between the listing and the read
    }
  }
  return threads;
}

/** What each thread used between two snapshots of `threadTimes` (threads started in between count from zero). */
export function threadTimesBetween(before: readonly ThreadTime[], after: readonly ThreadTime[]): ThreadTime[] {
  return after.map((t) => {
    const b = before.find((x) => x.tid === t.tid);
    return { ...t, cpuMs: t.cpuMs - (b?.cpuMs ?? 0), waitMs: t.waitMs - (b?.waitMs ?? 0) };
  });
}
