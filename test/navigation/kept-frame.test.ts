import { describe, expect, it } from 'vitest';
import { FRAME_VERSION, MAX_KEPT_VERSIONS, parseKeptVersions } from '../../src/navigation/kept-frame-protocol';
import { frameVersion, tabHoldsFrame } from '../../src/navigation/kept-frame-version';
import { currentness } from '../../src/app/site-nav-list';

/** The kept page frame (issue 29): the versions a tab names, and the server's version of a frame. */
describe('kept frame', () => {
  it('reads the versions a tab names, dropping malformed ones and an oversized header', () => {
    expect(parseKeptVersions('AAAAAAAAAAAAAAAA BBBBBBBBBBBBBBB_')).toEqual(['AAAAAAAAAAAAAAAA', 'BBBBBBBBBBBBBBB_']);
    expect(parseKeptVersions('AAAAAAAAAAAAAAAA short <script> CCCCCCCCCCCCCCCC')).toEqual(['AAAAAAAAAAAAAAAA', 'CCCCCCCCCCCCCCCC']);
    expect(parseKeptVersions(null)).toEqual([]);
    expect(parseKeptVersions('')).toEqual([]);
    expect(parseKeptVersions('AAAAAAAAAAAAAAAA '.repeat(40))).toEqual([]);
    expect(parseKeptVersions('AAAAAAAAAAAAAAAA '.repeat(MAX_KEPT_VERSIONS).trim())).toHaveLength(MAX_KEPT_VERSIONS);
  });

  it('gives the same model the same version, and any change in it another', () => {
    const model = { nav: [{ label: 'Stock', href: '/stock' }], footer: 'Autopolis', year: 2026 };
    const version = frameVersion(model);
    expect(version).toMatch(FRAME_VERSION);
    expect(frameVersion(structuredClone(model))).toBe(version);
    expect(frameVersion({ ...model, year: 2027 })).not.toBe(version);
    expect(frameVersion({ ...model, nav: [{ label: 'Fahrzeuge', href: '/de-lu/stock' }] })).not.toBe(version);
  });

  it('never takes a frame as held outside a page payload request', () => {
    expect(tabHoldsFrame(frameVersion({}))).toBe(false);
  });

  it('marks the menu link of the page shown, and of the section it belongs to; a home link only on the home page', () => {
    expect(currentness('/stock', '/stock')).toBe('page');
    expect(currentness('/stock', '/stock/100063-1-hyundai-tucson-shine')).toBe('true');
    expect(currentness('/de-lu/stock', '/de-lu/stock')).toBe('page');
    expect(currentness('/de-lu', '/de-lu/stock')).toBeUndefined();
    expect(currentness('/', '/news')).toBeUndefined();
    expect(currentness('/', '/')).toBe('page');
    expect(currentness('/stock', '/stockists')).toBeUndefined();
    expect(currentness('https://example.com/stock', '/stock')).toBeUndefined();
  });
});
