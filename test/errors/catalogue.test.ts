import { describe, expect, it } from 'vitest';
import { AppError, ERROR_KINDS, screenFor, toAppError } from '../../src/errors/catalogue';
import { StockUnavailableError } from '../../src/stock/search';
import { staticErrorHtml } from '../../src/errors/fallback-page';
import { ContentUnavailableError } from '../../src/content/source';

describe('error catalogue', () => {
  it('has every error kind of the seed, plus search-unavailable and content-unavailable', () => {
    expect(
      Object.keys(ERROR_KINDS)
        .filter((k) => k !== 'search-unavailable' && k !== 'content-unavailable')
        .sort(),
    ).toEqual(
      [
        'something-went-wrong',
        'page-not-found',
        'vehicle-not-found',
        'location-not-found',
        'vehicle-form-not-found',
        'brand-not-found',
        'news-article-not-found',
        'lease-vehicle-not-found',
        'broken-link',
      ].sort(),
    );
  });

  it('turns a stock outage into a 503', () => {
    const outage = new StockUnavailableError('engine down');
    expect(toAppError(outage)).toMatchObject({ statusCode: 503, statusMessage: 'search-unavailable' });
    expect(screenFor(toAppError(outage))).toBe('unavailable');
  });

  it('recognises an error by the kind it declares, not by its class name', () => {
    const declared = Object.assign(new Error('gone'), { errorKind: 'search-unavailable' });
    expect(toAppError(declared)).toMatchObject({ statusCode: 503, statusMessage: 'search-unavailable', message: 'gone' });
    const namedOnly = Object.assign(new Error('engine down'), { name: 'StockUnavailableError' });
    expect(toAppError(namedOnly)).toMatchObject({ statusCode: 500, statusMessage: 'something-went-wrong' });
  });

  it('turns a CMS outage into a 503 with its own screen', () => {
    const outage = new ContentUnavailableError('Storyblok request for story "home" failed: no answer');
    expect(toAppError(outage)).toMatchObject({ statusCode: 503, statusMessage: 'content-unavailable' });
    expect(screenFor(toAppError(outage))).toBe('contentUnavailable');
  });

  it('chooses the screen by status message, generic by default', () => {
    expect(screenFor(AppError.of('vehicle-not-found'))).toBe('vehicle');
    expect(screenFor(AppError.pageNotFound('/x'))).toBe('page');
    expect(screenFor(AppError.of('news-article-not-found'))).toBe('article');
    expect(screenFor(AppError.of('broken-link'))).toBe('link');
    expect(screenFor({ statusMessage: 'Internal Server Error' })).toBe('generic');
    expect(screenFor(null)).toBe('generic');
  });

  it("leads a broken link back to the page that holds it and on to the home page, in the visitor's language (issue 28)", async () => {
    const { errorScreenContent } = await import('../../src/errors/error-screen');
    const error = AppError.of('broken-link', { data: { path: '/de-lu/aktion', from: '/de-lu/services?x=1' } });
    expect(errorScreenContent('de-lu', error)).toMatchObject({
      variant: 'link',
      texts: { title: 'Dieser Link führt nirgendwo mehr hin', action: 'Zurück zur vorherigen Seite', code: 'Fehler 404' },
      actionHref: '/de-lu/services?x=1',
      more: { href: '/de-lu', label: 'Zur Startseite' },
    });
    // without a page of this site to go back to (or another site's address), the home page
    for (const from of [undefined, '//elsewhere.example/x'])
      expect(errorScreenContent('en-gb', AppError.of('broken-link', { data: { from } }))).toMatchObject({
        actionHref: '/en-gb',
        texts: { action: 'Go to the home page' },
      });
  });

  it('raises route validation failures as the seed says', () => {
    const e = AppError.pageNotFound('/de-lu/nope?x=1');
    expect(e.statusCode).toBe(404);
    expect(e.message).toBe('Page Not Found: /de-lu/nope?x=1');
    expect(e.data).toEqual({ path: '/de-lu/nope?x=1' });
  });

  it('defaults to a fatal 500 for unknown errors', () => {
    const e = toAppError(new TypeError('boom'));
    expect(e.statusCode).toBe(500);
    expect(e.statusMessage).toBe('something-went-wrong');
    expect(e.fatal).toBe(true);
    expect(new AppError({}).statusCode).toBe(500);
  });

  it('renders a localized last-resort page', () => {
    expect(staticErrorHtml('de-lu')).toContain('lang="de-LU"');
    expect(staticErrorHtml('de-lu')).toContain('Hoppla, etwas ist schiefgelaufen');
    expect(staticErrorHtml('en-gb')).toContain('href="/en-gb"');
    expect(staticErrorHtml('fr-lu', 'page')).toContain("Oups, cette page n'existe pas".replace("'", '&#39;'));
  });
});
