import type { SbAsset } from '../storyblok-schema';
import type { Image } from '../types';
import { str } from './common';

/** An image address the site may show: a path from the site root or an http(s) URL. */
export function safeImageSrc(raw: unknown): string | null {
  const value = str(raw).trim();
  if (value === '') return null;
  if (value.startsWith('//')) return safeImageSrc(`https:${value}`);
  if (value.startsWith('/') && !value.startsWith('/\\')) return value;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

export function toImage(asset: SbAsset | null | undefined): Image | null {
  if (!asset) return null;
  const src = safeImageSrc(asset.filename);
  return src ? { src, alt: (asset.alt ?? '').trim() } : null;
}
