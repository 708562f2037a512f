import type { Image } from '../../content/types';
import { CameraIcon } from './icons';
import { imageSrcSet, sizedImage } from '../../content/images';

export type GalleryTexts = { label: string; thumbnails: string; noPhoto: string; photo: (index: number, count: number) => string };

/** Image boxes are 16:10 (the attributes reserve the space before the file arrives). */
const WIDTH = 1600;
const HEIGHT = 1000;
const SIZES = '(min-width: 64rem) 60vw, 100vw';
/** 640, 960, 1280 and 1600 pixels wide */
const SCALES = [0.4, 0.6, 0.8, 1];

export const photoId = (index: number) => `vehicle-photo-${index + 1}`;

/**
 * The photos of a vehicle: a horizontal strip with CSS scroll snapping (swipe, scroll or use the
 * arrow keys once it has focus) and, with several photos, thumbnails that are plain links to each
 * photo. Works without JavaScript. The first photo loads eagerly, the others lazily.
 */
export function VehicleGallery({ images, texts }: { images: Image[]; texts: GalleryTexts }) {
  if (images.length === 0) {
    return (
      <div className="vehicle-gallery vehicle-gallery--empty">
        <div className="vehicle-gallery__placeholder">
          <CameraIcon />
          <p>{texts.noPhoto}</p>
        </div>
      </div>
    );
  }
  const count = images.length;
  return (
    <section className="vehicle-gallery" aria-label={texts.label}>
      {/* a scrolling strip must take the focus so keyboard users can scroll it (WCAG 2.1.1) */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
      <ul className="vehicle-gallery__strip" tabIndex={0}>
        {images.map((img, i) => {
          const srcSet = imageSrcSet(img.src, WIDTH, HEIGHT, SCALES);
          return (
            <li key={`${i}-${img.src}`} id={photoId(i)} className="vehicle-gallery__slide">
              <img
                src={sizedImage(img.src, WIDTH, HEIGHT)}
                srcSet={srcSet}
                sizes={srcSet ? SIZES : undefined}
                width={WIDTH}
                height={HEIGHT}
                alt={img.alt}
                loading={i === 0 ? 'eager' : 'lazy'}
                fetchPriority={i === 0 ? 'high' : undefined}
                decoding={i === 0 ? undefined : 'async'}
              />
              {count > 1 ? (
                <span className="vehicle-gallery__counter" aria-hidden="true">
                  {i + 1} / {count}
                </span>
              ) : null}
            </li>
          );
        })}
      </ul>
      {count > 1 ? (
        // introduced by a hidden text, not named: HTML's ARIA rules leave aria-label(ledby) to landmarks, controls and roles
        <>
          <p className="visually-hidden">{texts.thumbnails}</p>
          <ul className="vehicle-gallery__thumbs">
            {images.map((img, i) => (
              <li key={`${i}-${img.src}`}>
                <a className="vehicle-gallery__thumb" href={`#${photoId(i)}`} aria-label={texts.photo(i + 1, count)}>
                  <img src={sizedImage(img.src, 320, 200)} width={160} height={100} alt="" loading="lazy" decoding="async" />
                </a>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
