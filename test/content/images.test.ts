import { describe, expect, it } from 'vitest';
import { assetDimensions, imageSrcSet, sizedImage } from '../../src/content/images';

const ASSET = 'https://a.storyblok.com/f/288776/1920x1280/5c1f2e9a0b/ford-puma.jpg';

describe('images', () => {
  it('cuts a Storyblok asset to the box through its image service, and leaves every other image as it is', () => {
    expect(sizedImage(ASSET, 480, 320)).toBe(`${ASSET}/m/480x320`);
    expect(sizedImage(ASSET, 720.4, 479.6)).toBe(`${ASSET}/m/720x480`);
    for (const other of [
      '/images/vehicles/suv-grey.svg',
      'https://cdn.example.com/f/1/2x3/a.jpg',
      'https://a.storyblok.com/f/288776/logo.svg',
    ]) {
      expect(sizedImage(other, 480, 320)).toBe(other);
      expect(imageSrcSet(other, 480, 320)).toBeUndefined();
    }
  });

  it('offers the same crop at several widths for srcset', () => {
    expect(imageSrcSet(ASSET, 480, 320)).toBe(
      [`${ASSET}/m/240x160 240w`, `${ASSET}/m/480x320 480w`, `${ASSET}/m/720x480 720w`, `${ASSET}/m/960x640 960w`].join(', '),
    );
    expect(imageSrcSet(ASSET, 160, 160, [0.5, 1])).toBe(`${ASSET}/m/80x80 80w, ${ASSET}/m/160x160 160w`);
  });

  it("resizes the assets of every region's host, and of no look-alike host (issue 36, point 9)", () => {
    for (const host of [
      'a.storyblok.com',
      'a2.storyblok.com',
      'a-us.storyblok.com',
      'a2-us.storyblok.com',
      'a-ap.storyblok.com',
      'a2-ap.storyblok.com',
      'a-ca.storyblok.com',
      'a.storyblokchina.cn',
    ]) {
      const asset = `https://${host}/f/288776/1920x1280/5c1f2e9a0b/ford-puma.jpg`;
      expect(sizedImage(asset, 480, 320), host).toBe(`${asset}/m/480x320`);
      expect(imageSrcSet(asset, 480, 320), host).toContain(`${asset}/m/960x640 960w`);
      expect(assetDimensions(asset), host).toEqual({ width: 1920, height: 1280 });
    }
    for (const host of ['a-eu.storyblok.com', 'a.storyblok.com.evil.example', 'xa.storyblok.com', 'a-ca2.storyblok.com']) {
      const other = `https://${host}/f/288776/1920x1280/5c1f2e9a0b/ford-puma.jpg`;
      expect(sizedImage(other, 480, 320), host).toBe(other);
    }
  });

  it('reads the dimensions Storyblok writes into an asset address', () => {
    expect(assetDimensions(ASSET)).toEqual({ width: 1920, height: 1280 });
    expect(assetDimensions('https://a.storyblok.com/f/288776/5c1f2e9a0b/ford-puma.jpg')).toBeNull();
    expect(assetDimensions('https://a.storyblok.com/f/288776/0x0/a.jpg')).toBeNull();
    expect(assetDimensions('/images/hero.jpg')).toBeNull();
  });
});
