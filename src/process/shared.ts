/**
 * One value per Node process, whichever copy of a module asks for it. The built site's two server bundles (RSC and
 * SSR), `scripts/start.ts` and a dev server's module reloads each load their own copy of a module, so a table or a
 * runtime kept in a module's own variable would exist once per copy: the readiness checks registered by one would be
 * missing from the other's `/readyz`, the logger's level set by `npm start` lost in the site. Kept on `globalThis`
 * under `Symbol.for(name)`, the registry every copy shares; in the browser, once per page.
 */
export function processShared<T>(name: string, make: () => T): T {
  const key = Symbol.for(`autopolis.${name}`);
  const scope = globalThis as typeof globalThis & Record<symbol, T | undefined>;
  return (scope[key] ??= make());
}

/** A value a module sets and clears (a runtime opened and closed), shared as `processShared` says. */
export type Slot<T> = { value: T | undefined };

/** The process's slot of this name, empty at first. */
export const processSlot = <T>(name: string): Slot<T> => processShared<Slot<T>>(name, () => ({ value: undefined }));
