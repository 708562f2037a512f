/**
 * Writes a brotli (`.br`, quality 11) and a gzip (`.gz`, level 9) twin next to every compressible
 * file of the build's public folder, so the server sends static files compressed without
 * compressing them per request (src/server/middleware/static-files.ts picks the twin). Runs at the
 * end of `waku build` (the Vite plugin in waku.config.ts); by hand: `tsx framework/build/precompress.ts [dir]`.
 * A twin that is not smaller than its file is not kept.
 */
import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { MIN_COMPRESSED_BYTES } from '../../src/server/middleware/compression';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

export const PRECOMPRESSIBLE = /\.(?:js|mjs|css|svg|html|json|xml|txt|map|webmanifest|ico)$/i;
/**
 * The server compresses what it sends from this size (src/server/middleware/compression.ts): a smaller threshold
 * here left the files between it and 1 KB (the favicon, the vehicle photos of the mock content) to be compressed
 * again on every request, at brotli quality 5 and sent in chunks, rather than once at quality 11 with their length.
 */
const MIN_BYTES = MIN_COMPRESSED_BYTES;

async function* files(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else if (entry.isFile()) yield full;
  }
}

export type PrecompressResult = { files: number; bytes: number; brotliBytes: number; gzipBytes: number };

export async function precompressDir(dir: string): Promise<PrecompressResult> {
  const result: PrecompressResult = { files: 0, bytes: 0, brotliBytes: 0, gzipBytes: 0 };
  for await (const file of files(dir)) {
    if (!PRECOMPRESSIBLE.test(file)) continue;
    const data = await readFile(file);
    if (data.byteLength < MIN_BYTES) continue;
    const [br, gz] = await Promise.all([
      brotli(data, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.byteLength,
        },
      }),
      gzip(data, { level: 9 }),
    ]);
    for (const [twin, bytes] of [
      [`${file}.br`, br],
      [`${file}.gz`, gz],
    ] as const) {
      if (bytes.byteLength < data.byteLength) await writeFile(twin, bytes);
      else await rm(twin, { force: true });
    }
    result.files += 1;
    result.bytes += data.byteLength;
    result.brotliBytes += Math.min(br.byteLength, data.byteLength);
    result.gzipBytes += Math.min(gz.byteLength, data.byteLength);
  }
  return result;
}

/** The Vite plugin: after the client build has written `dist/public`, precompress it. */
export function precompressPlugin() {
  return {
    name: 'autopolis:precompress',
    apply: 'build' as const,
    applyToEnvironment: (environment: { name: string }) => environment.name === 'client',
    async closeBundle(this: { environment?: { config: { build: { outDir: string } } } }) {
      const outDir = this.environment?.config.build.outDir;
      if (!outDir) return;
      const r = await precompressDir(outDir);
      console.log(
        `precompressed ${r.files} files: ${(r.bytes / 1024).toFixed(0)} KB → brotli ${(r.brotliBytes / 1024).toFixed(0)} KB, gzip ${(r.gzipBytes / 1024).toFixed(0)} KB`,
      );
    },
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const dir = path.resolve(process.argv[2] ?? 'dist/public');
  console.log(await precompressDir(dir));
}
