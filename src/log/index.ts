/**
 * The site's logger: one JSON object per line on stdout (info and below) or stderr (warn and above),
 * `{"time","level","msg",...fields}`, filtered by `LOG_LEVEL` (debug, info, warn, error; default info).
 * Errors are written with their stack. Messages and string fields pass through `redact`, which masks
 * e-mail addresses and phone numbers, so a lead's contact details cannot reach the logs by accident.
 *
 * Existing `console.*` calls reach it through `installConsoleBridge` (./console-bridge.ts).
 */

import { AsyncLocalStorage } from 'node:async_hooks';
import { processShared } from '../process/shared';

export const LEVELS = ['debug', 'info', 'warn', 'error'] as const;
export type Level = (typeof LEVELS)[number];
export type Fields = Record<string, unknown>;

const RANK: Record<Level, number> = { debug: 10, info: 20, warn: 30, error: 40 };

export function parseLevel(value: string | undefined): Level {
  const v = value?.trim().toLowerCase();
  return (LEVELS as readonly string[]).includes(v ?? '') ? (v as Level) : 'info';
}

const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/g;
// + and digits, spaces, dots, dashes, slashes or brackets: 8 digits or more (dates and ids stay, they are shorter or have no separators)
const PHONE = /(?:\+|\b00)\d[\d\s./()-]{6,}\d\b|\b\d{2,4}(?:[\s./-]\d{2,4}){3,}\b/g;

/** Masks e-mail addresses and phone numbers in a text. */
export function redact(text: string): string {
  return text.replace(EMAIL, '[email]').replace(PHONE, '[phone]');
}

export type Sink = (line: string, level: Level) => void;

const defaultSink: Sink = (line, level) => {
  (RANK[level] >= RANK.warn ? process.stderr : process.stdout).write(`${line}\n`);
};

type LoggerState = { level: Level; sink: Sink; context: AsyncLocalStorage<Fields> };
// Shared by the process: `npm start` (scripts/) and the built server bundle each load this module; they share one state.
const state = (): LoggerState =>
  processShared('log.state', () => ({
    level: parseLevel(process.env.LOG_LEVEL),
    sink: defaultSink,
    context: new AsyncLocalStorage<Fields>(),
  }));

/** Replaces where lines go and the level (tests); returns a function that restores the previous ones. */
export function configureLogger(options: { level?: Level; sink?: Sink }): () => void {
  const previous = { ...state() };
  Object.assign(state(), options);
  return () => Object.assign(state(), previous);
}

/** Runs `fn` with fields (e.g. the request id) added to every line logged inside it. */
export function withLogContext<T>(fields: Fields, fn: () => T): T {
  return state().context.run(fields, fn);
}

export function levelEnabled(level: Level): boolean {
  return RANK[level] >= RANK[state().level];
}

function serializeError(error: Error): Fields {
  const out: Fields = { name: error.name, message: redact(error.message) };
  if (error.stack) out.stack = redact(error.stack);
  const code = (error as { code?: unknown }).code;
  if (code !== undefined) out.code = code;
  if (error.cause instanceof Error) out.cause = serializeError(error.cause);
  return out;
}

/** Fields the site itself writes, never free text: not redacted (a request id could look like a number). */
const VERBATIM = new Set(['requestId', 'module', 'method', 'status', 'ms']);

function clean(key: string, value: unknown): unknown {
  if (value instanceof Error) return serializeError(value);
  if (typeof value === 'string' && !VERBATIM.has(key)) return redact(value);
  return value;
}

export function log(level: Level, msg: string, fields: Fields = {}): void {
  if (!levelEnabled(level)) return;
  const entry: Fields = { time: new Date().toISOString(), level, msg: redact(msg) };
  for (const [key, value] of Object.entries({ ...state().context.getStore(), ...fields })) {
    if (value !== undefined) entry[key] = clean(key, value);
  }
  let line: string;
  try {
    line = JSON.stringify(entry);
  } catch {
    line = JSON.stringify({ time: entry.time, level, msg: entry.msg, note: 'fields could not be serialized' });
  }
  state().sink(line, level);
}

export type Logger = {
  debug(msg: string, fields?: Fields): void;
  info(msg: string, fields?: Fields): void;
  warn(msg: string, fields?: Fields): void;
  error(msg: string, fields?: Fields): void;
};

/** A logger whose lines carry `module` (e.g. 'leads', 'http'). */
export function logger(module: string): Logger {
  const at = (level: Level) => (msg: string, fields?: Fields) => log(level, msg, { module, ...fields });
  return { debug: at('debug'), info: at('info'), warn: at('warn'), error: at('error') };
}
