import { imageSrcSet, sizedImage } from '../images';
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
  const set = imageSrcSet(image.src, width, height, [0.5, 1, 2]);
  return (
    <div className={`media media--${frame}${className ? ` ${className}` : ''}`}>
      <img
        src={sizedImage(image.src, width, height)}
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
