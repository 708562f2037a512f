import type { Image } from '../types';

/**
 * Image frames of the sections. Every image sits in a wrapper whose CSS `aspect-ratio` reserves its
 * box before the file loads, and carries explicit `width`/`height` of that ratio, so nothing shifts.
 */
export const FRAMES = {
  hero: { width: 1600, height: 700, fit: 'cover' },
  card: { width: 800, height: 500, fit: 'cover' },
  article: { width: 1200, height: 675, fit: 'cover' },
  logo: { width: 240, height: 120, fit: 'contain' },
} as const;
export type Frame = keyof typeof FRAMES;

const STORYBLOK_ASSET = /^https:\/\/a\.storyblok\.com\/f\/\d+\/(\d+)x(\d+)\/[^?#]+\.(?:jpe?g|png|webp|gif)$/i;

/** Width and height Storyblok writes into an asset URL (`/f/123/1920x1080/…`), if any. */
export function assetDimensions(src: string): { width: number; height: number } | null {
  const m = STORYBLOK_ASSET.exec(src);
  if (!m) return null;
  const width = Number(m[1]);
  const height = Number(m[2]);
  return width > 0 && height > 0 ? { width, height } : null;
}

/** A Storyblok raster asset cut to size by its image service; any other file as it is. */
function sized(src: string, width: number, height: number): string {
  return STORYBLOK_ASSET.test(src) ? `${src}/m/${width}x${height}` : src;
}

function srcSet(src: string, width: number, height: number): string | undefined {
  if (!STORYBLOK_ASSET.test(src)) return undefined;
  return [0.5, 1, 2].map((f) => `${sized(src, Math.round(width * f), Math.round(height * f))} ${Math.round(width * f)}w`).join(', ');
}

export function Media({
  image,
  frame,
  className,
  priority = false,
  sizes,
  alt,
}: {
  image: Image;
  frame: Frame;
  className?: string;
  /** The largest image above the fold: loaded eagerly with high priority; every other image is lazy. */
  priority?: boolean;
  sizes?: string;
  /** Overrides the CMS alt text (e.g. '' for a decorative image, the brand name for a logo). */
  alt?: string;
}) {
  const { width, height } = FRAMES[frame];
  const set = srcSet(image.src, width, height);
  return (
    <div className={`media media--${frame}${className ? ` ${className}` : ''}`}>
      <img
        src={sized(image.src, width, height)}
        srcSet={set}
        sizes={set ? sizes : undefined}
        alt={alt ?? image.alt}
        width={width}
        height={height}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : undefined}
        decoding={priority ? 'auto' : 'async'}
      />
    </div>
  );
}
