import { log, type Fields, type Level } from './index';
import { processShared } from '../process/shared';

/**
 * Log lines a visitor can trigger (a refused form post, a broken link followed, a server error) are
 * limited, so no stranger can flood the log or drown a real signal in it (issue 39): per kind, at most
 * LINES_PER_INTERVAL lines per INTERVAL_MS, and a line with a `key` (what it is about: a referer and a
 * target) at most once per interval. What is held back is counted, and one line per interval says how
 * many of each kind were suppressed: an operator still sees that something happened, and how much.
 *
 * 30 lines a minute per kind is more than a healthy site writes of any of them (a refused post or a
 * broken link is an event an operator reads, not a stream), and at most 1 800 lines an hour per kind
 * from any number of visitors.
 */
export const INTERVAL_MS = 60_000;
export const LINES_PER_INTERVAL = 30;
/** Keys remembered per interval: beyond, a keyed line counts as suppressed (memory stays bounded). */
const MAX_KEYS = 1_000;

export type LimitedLine = { level: Level; kind: string; msg: string; fields?: Fields; key?: string };

export class LogLimiter {
  #start: number;
  readonly #written = new Map<string, number>();
  readonly #suppressed = new Map<string, number>();
  readonly #keys = new Set<string>();
  #timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly options: {
      intervalMs: number;
      perInterval: number;
      now?: () => number;
      write?: (level: Level, msg: string, fields: Fields) => void;
    },
  ) {
    this.#start = this.#now();
  }

  /** Writes the line unless its kind spent its lines this interval or its key was written in it; true when written. */
  write(line: LimitedLine): boolean {
    this.#roll();
    const keyed = line.key === undefined ? undefined : `${line.kind}\n${line.key}`;
    if (keyed !== undefined && this.#keys.has(keyed)) return false; // the same line again: not news, not counted
    const written = this.#written.get(line.kind) ?? 0;
    if (written >= this.options.perInterval || (keyed !== undefined && this.#keys.size >= MAX_KEYS)) {
      this.#suppressed.set(line.kind, (this.#suppressed.get(line.kind) ?? 0) + 1);
      // the summary is written when the interval ends, even if no line comes after it
      this.#timer ??= setTimeout(() => this.#roll(), this.#start + this.options.intervalMs - this.#now()).unref();
      return false;
    }
    this.#written.set(line.kind, written + 1);
    if (keyed !== undefined) this.#keys.add(keyed);
    this.#emit(line.level, line.msg, { kind: line.kind, ...line.fields });
    return true;
  }

  /** Closes the interval once it is over: one line for what it held back, and a fresh count. */
  #roll(): void {
    const now = this.#now();
    if (now - this.#start < this.options.intervalMs) return;
    clearTimeout(this.#timer);
    this.#timer = undefined;
    if (this.#suppressed.size) {
      const suppressed = Object.fromEntries(this.#suppressed);
      const total = [...this.#suppressed.values()].reduce((a, b) => a + b, 0);
      this.#emit('warn', `[log] ${total} visitor-triggered lines suppressed in the last ${Math.round((now - this.#start) / 1000)} s`, {
        module: 'log',
        suppressed,
      });
    }
    this.#start = now;
    this.#written.clear();
    this.#suppressed.clear();
    this.#keys.clear();
  }

  #now(): number {
    return (this.options.now ?? Date.now)();
  }

  #emit(level: Level, msg: string, fields: Fields): void {
    (this.options.write ?? log)(level, msg, fields);
  }
}

/** The site's one limiter of visitor-triggered lines, shared by every bundle that loads this module, as the logger's state. */
export function visitorLines(): LogLimiter {
  return processShared('log.visitor-limiter', () => new LogLimiter({ intervalMs: INTERVAL_MS, perInterval: LINES_PER_INTERVAL }));
}

/** A line a visitor can trigger, through the site's limiter: `[module]` leads the message, as the console bridge writes it. */
export function visitorLog(level: Level, module: string, msg: string, options: { key?: string; fields?: Fields } = {}): boolean {
  return visitorLines().write({ level, kind: module, msg: `[${module}] ${msg}`, fields: { module, ...options.fields }, key: options.key });
}
