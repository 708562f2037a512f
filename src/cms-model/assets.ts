import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { ManagementClient } from './management';

/**
 * The mocks' images as assets of the space: `seed` uploads each file a story names (`/images/…`, the site's own
 * files under public/) and the stories then name the asset's URL, so the editor shows their thumbnails and the
 * site resizes them through Storyblok's image service. Storyblok's upload is three steps
 * (https://www.storyblok.com/docs/api/management/assets/upload-and-replace-assets): a signed response from
 * `POST /spaces/:id/assets` (its `post_url` and `fields`), a multipart POST of every field and the file to
 * `post_url`, then `GET /spaces/:id/assets/:asset_id/finish_upload`. Two Management API requests an image.
 */

/** A story in every language, as `seed` reads the mocks (src/cms-model/seed.ts: StoryFamily). */
type Family = { story: { content: unknown }; translations: Partial<Record<string, { content: unknown }>> };
type SignedResponse = { id: number; pretty_url: string; post_url: string; fields: Record<string, string> };
export type UploadedAsset = { id: number; filename: string };

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Every asset file a story names that is the site's own (`/images/…`, an asset field's or a multi-asset's item), once each. */
export function localAssetFiles(families: readonly Family[]): string[] {
  const files = new Set<string>();
  const walk = (value: unknown) => {
    if (Array.isArray(value)) value.forEach(walk);
    else if (isRecord(value)) {
      if (typeof value.filename === 'string' && value.filename.startsWith('/images/')) files.add(value.filename);
      Object.values(value).forEach(walk);
    }
  };
  for (const family of families) [family.story, ...Object.values(family.translations)].forEach((s) => walk(s?.content));
  return [...files].sort();
}

/** Uploads each file (a path under `publicDir`) as an asset of the space; its path → the asset. */
export async function uploadAssets(
  client: ManagementClient,
  files: readonly string[],
  publicDir: string,
  log: (line: string) => void = () => {},
): Promise<Map<string, UploadedAsset>> {
  const out = new Map<string, UploadedAsset>();
  for (const file of files) {
    const name = path.basename(file);
    const signed = await client.request<SignedResponse>('POST', `${client.space}/assets`, { filename: name });
    const form = new FormData();
    for (const [key, value] of Object.entries(signed.fields)) form.append(key, value);
    const bytes = await readFile(path.join(publicDir, file));
    form.append('file', new Blob([bytes], { type: signed.fields['Content-Type'] ?? 'application/octet-stream' }), name);
    const res = await fetch(signed.post_url, { method: 'POST', body: form });
    if (!res.ok)
      throw new Error(`upload of ${file} to ${new URL(signed.post_url).host}: ${res.status} ${(await res.text()).slice(0, 200)}`);
    await res.body?.cancel();
    const { asset } = await client.request<{ asset: { id: number; filename: string } }>(
      'GET',
      `${client.space}/assets/${signed.id}/finish_upload`,
    );
    out.set(file, { id: asset.id, filename: asset.filename });
  }
  if (files.length > 0) log(`assets uploaded: ${files.length}`);
  return out;
}

/** A story's content with each uploaded file named by its asset (id and URL). */
export function withAssets(value: unknown, assets: ReadonlyMap<string, UploadedAsset>): unknown {
  if (Array.isArray(value)) return value.map((v) => withAssets(v, assets));
  if (!isRecord(value)) return value;
  const out = Object.fromEntries(Object.entries(value).map(([k, v]) => [k, withAssets(v, assets)]));
  const asset = typeof value.filename === 'string' ? assets.get(value.filename) : undefined;
  return asset ? { ...out, id: asset.id, filename: asset.filename } : out;
}
