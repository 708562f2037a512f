import { imageSrcSet, sizedImage } from '../../content/images';
import type { LeaseOffer } from '../types';

/** The offer's first photo, the others as thumbnails, and its description. */
export function OfferMedia({ offer, galleryLabel }: { offer: LeaseOffer; galleryLabel: string }) {
  const image = offer.images[0];
  return (
    <div className="lease-offer__media">
      {image ? (
        <figure className="lease-offer__figure">
          <img
            className="lease-offer__image"
            src={sizedImage(image.src, 960, 600)}
            srcSet={imageSrcSet(image.src, 960, 600)}
            sizes="(min-width: 64rem) 40rem, 92vw"
            alt={image.alt}
            width={960}
            height={600}
          />
        </figure>
      ) : null}
      {offer.images.length > 1 ? (
        <ul className="lease-offer__thumbs" role="list" aria-label={galleryLabel}>
          {offer.images.slice(1).map((img) => (
            <li key={img.src}>
              <img src={sizedImage(img.src, 240, 150)} alt={img.alt} width={240} height={150} loading="lazy" />
            </li>
          ))}
        </ul>
      ) : null}
      {offer.description ? <p className="lease-offer__description">{offer.description}</p> : null}
    </div>
  );
}
