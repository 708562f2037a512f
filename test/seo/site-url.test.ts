import { describe, expect, it } from 'vitest';
import { ConfigError, DEFAULT_SITE_URL, parseConfig } from '../../src/config/env';

/** `PUBLIC_SITE_URL`: every absolute URL of the site (canonical, hreflang, sitemap, Open Graph) starts with it. */
describe('PUBLIC_SITE_URL', () => {
  const realCms = { PUBLIC_USE_MOCKS: 'false', STORYBLOK_TOKEN: 'token' };

  it('is required with the real CMS in production, with a message that says what to set', () => {
    for (const env of [realCms, { ...realCms, NODE_ENV: 'production' }, { STORYBLOK_TOKEN: 'token', NODE_ENV: 'production' }]) {
      expect(() => parseConfig(env)).toThrow(ConfigError);
      expect(() => parseConfig(env)).toThrow(/PUBLIC_SITE_URL is not set.*Set PUBLIC_SITE_URL to the public origin/s);
    }
  });

  it('counts an empty variable (compose `${VAR:-}`) as unset', () => {
    expect(() => parseConfig({ ...realCms, NODE_ENV: 'production', PUBLIC_SITE_URL: ' ' })).toThrow(/PUBLIC_SITE_URL is not set/);
  });

  it('is taken without its trailing slash when set', () => {
    expect(parseConfig({ ...realCms, NODE_ENV: 'production', PUBLIC_SITE_URL: 'https://www.autopolis.lu/' }).siteUrl).toBe(
      'https://www.autopolis.lu',
    );
  });

  it('keeps the local default in mock mode, also in production, and in development and tests', () => {
    expect(parseConfig({ NODE_ENV: 'production' }).siteUrl).toBe(DEFAULT_SITE_URL);
    expect(parseConfig({ PUBLIC_USE_MOCKS: 'true', STORYBLOK_TOKEN: 'token', NODE_ENV: 'production' }).siteUrl).toBe(DEFAULT_SITE_URL);
    expect(parseConfig({ ...realCms, NODE_ENV: 'development' }).siteUrl).toBe(DEFAULT_SITE_URL);
    expect(parseConfig({ ...realCms, NODE_ENV: 'test' }).siteUrl).toBe(DEFAULT_SITE_URL);
  });

  it('refuses what is not an http(s) origin', () => {
    expect(() => parseConfig({ PUBLIC_SITE_URL: 'www.autopolis.lu' })).toThrow(/PUBLIC_SITE_URL/);
    expect(() => parseConfig({ PUBLIC_SITE_URL: 'ftp://www.autopolis.lu' })).toThrow(/PUBLIC_SITE_URL/);
  });
});
