/**
 * The id and time of the build this code belongs to, written into every bundle (server and
 * browser) by `waku.config.ts` (Vite `define`). Outside a build (unit tests) they read "development".
 */
declare const __BUILD_ID__: string | undefined;
declare const __BUILD_TIME__: string | undefined;

export const BUILD_ID: string = typeof __BUILD_ID__ === 'string' ? __BUILD_ID__ : 'development';
export const BUILD_TIME: string = typeof __BUILD_TIME__ === 'string' ? __BUILD_TIME__ : new Date(0).toISOString();

/** Where the latest-build manifest is served (never cached). */
export const LATEST_BUILD_PATH = '/build-manifest.json';
