import { format } from 'node:util';
import { log, type Fields, type Level } from './index';
import { processSlot } from '../process/shared';

/** The restore of the bridge installed in this process: the console is one per process, whichever copy of this module installs it. */
const installed = () => processSlot<() => void>('log.console-bridge');

const METHODS: Record<'debug' | 'log' | 'info' | 'warn' | 'error', Level> = {
  debug: 'debug',
  log: 'info',
  info: 'info',
  warn: 'warn',
  error: 'error',
};

/**
 * Waku's redirect signal (a route module's `unstable_redirect`: a canonical address, an offer moved
 * to its own list) is an Error carrying its status in a `digest`; Waku logs it as "Error during
 * rendering" although the visitor gets the redirect. It is no error: logged at debug level.
 */
const isRedirectSignal = (error: Error | undefined): boolean =>
  error?.message === 'Redirect' && typeof (error as Error & { digest?: unknown }).digest === 'string';

/**
 * Routes `console.*` through the JSON logger, so every line the server writes is one JSON object:
 * a leading `[module]` tag also becomes the `module` field, and an Error argument becomes `err`
 * with its stack. Installed by `npm start` (scripts/start.ts), not by the build. Idempotent;
 * returns a function that restores the console (tests).
 */
export function installConsoleBridge(): () => void {
  const bridge = installed();
  if (bridge.value) return bridge.value;
  const target = console;
  const originals = Object.fromEntries(Object.keys(METHODS).map((m) => [m, target[m as keyof typeof METHODS]]));
  for (const [method, level] of Object.entries(METHODS)) {
    target[method as keyof typeof METHODS] = (...args: unknown[]) => {
      const error = args.find((a): a is Error => a instanceof Error);
      const rest = args.filter((a) => a !== error);
      const msg = rest.length ? format(...rest) : (error?.message ?? '');
      const fields: Fields = {};
      const tag = /^\[([\w.-]+)\]/.exec(msg);
      if (tag) fields.module = tag[1];
      if (error) fields.err = error;
      log(isRedirectSignal(error) ? 'debug' : level, msg, fields);
    };
  }
  const restore = () => {
    Object.assign(target, originals);
    bridge.value = undefined;
  };
  bridge.value = restore;
  return restore;
}
