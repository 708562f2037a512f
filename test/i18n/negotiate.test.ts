import { describe, expect, it } from 'vitest';
import { localeCookie, negotiateLocale } from '../../src/i18n/negotiate';

describe('locale negotiation', () => {
  it('uses the cookie first', () => {
    expect(negotiateLocale({ cookie: 'en-gb', acceptLanguage: 'de-DE,de;q=0.9' })).toBe('en-gb');
    expect(negotiateLocale({ cookie: 'fr-lu', acceptLanguage: 'de' })).toBe('fr-lu');
  });

  it('then the browser languages with their quality', () => {
    expect(negotiateLocale({ acceptLanguage: 'de-DE,de;q=0.9,en;q=0.8' })).toBe('de-lu');
    expect(negotiateLocale({ acceptLanguage: 'en-US' })).toBe('en-gb');
    expect(negotiateLocale({ acceptLanguage: 'fr-FR;q=0.5, de-CH;q=0.9' })).toBe('de-lu');
    expect(negotiateLocale({ acceptLanguage: 'lb-LU, fr;q=0.8, de;q=0.7' })).toBe('fr-lu');
  });

  it('else the default locale', () => {
    expect(negotiateLocale({})).toBe('fr-lu');
    expect(negotiateLocale({ acceptLanguage: 'nl-NL,pt' })).toBe('fr-lu');
    expect(negotiateLocale({ cookie: 'xx-yy', acceptLanguage: '' })).toBe('fr-lu');
    expect(negotiateLocale({ acceptLanguage: ';;;,q=abc' })).toBe('fr-lu');
  });

  it('writes a one-year cookie for the whole site', () => {
    expect(localeCookie('de-lu')).toBe('locale=de-lu; Max-Age=31536000; Path=/; SameSite=Lax');
  });
});
