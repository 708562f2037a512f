/**
 * Images at the size they are shown. Storyblok's image service cuts a raster asset of its CDN to
 * any size (`…/m/{width}x{height}`, a height of 0 keeps the ratio); every other image (the mock
 * content's local SVGs, external URLs) is used as it is, without `srcset`.
 *
 * Image addresses reach this module already checked and absolute (`toImage` in ./reshape).
 */

/**
 * Storyblok's asset hosts, one or two per region ("Images are served on different domains depending on
 * the space's region", https://storyblok.com/docs/concepts/assets): a and a2 in the EU, a-us and a2-us,
 * a-ap and a2-ap, a-ca, and a.storyblokchina.cn; each has the image service's `/m/`.
 */
const ASSET_HOST = String.raw`(?:a2?(?:-us|-ap)?\.storyblok\.com|a-ca\.storyblok\.com|a\.storyblokchina\.cn)`;
const STORYBLOK_ASSET = new RegExp(
  String.raw`^https:\/\/${ASSET_HOST}\/f\/\d+\/(?:(\d+)x(\d+)\/)?[^?#]+\.(?:jpe?g|png|webp|gif|avif)$`,
  'i',
);

/** Width and height Storyblok writes into an asset URL (`/f/123/1920x1080/…`), if any. */
export function assetDimensions(src: string): { width: number; height: number } | null {
  const m = STORYBLOK_ASSET.exec(src);
  if (!m?.[1] || !m[2]) return null;
  const width = Number(m[1]);
  const height = Number(m[2]);
  return width > 0 && height > 0 ? { width, height } : null;
}

/** The image cut to `width`×`height` pixels when its host can do it; otherwise the file as it is. */
export function sizedImage(src: string, width: number, height: number): string {
  return STORYBLOK_ASSET.test(src) ? `${src}/m/${Math.round(width)}x${Math.round(height)}` : src;
}

/**
 * `srcset` for an image shown in a `width`×`height` box: the same crop at each of `scales` (for
 * small screens and high-density displays), or undefined when the image cannot be resized.
 */
export function imageSrcSet(src: string, width: number, height: number, scales: readonly number[] = [0.5, 1, 1.5, 2]): string | undefined {
  if (!STORYBLOK_ASSET.test(src)) return undefined;
  return scales.map((s) => `${sizedImage(src, width * s, height * s)} ${Math.round(width * s)}w`).join(', ');
}
