import { describe, expect, it } from 'vitest';
import { parseConfig } from '../../src/config/env';
import { checkNavigation, refusalMessage } from '../../src/navigation/guard';
import en from '../../locales/en-gb.json' with { type: 'json' };
import fr from '../../locales/fr-lu.json' with { type: 'json' };

const ORIGIN = 'https://www.autopolis.lu';
const texts = { external: en.navigation.externalRefused, protocol: en.navigation.unsafeProtocol };

describe('navigation guard', () => {
  it('allows the site itself, mail and phone links', () => {
    expect(checkNavigation('/stock?brand=ford', ORIGIN, []).allowed).toBe(true);
    expect(checkNavigation('https://www.autopolis.lu/concessions', ORIGIN, []).allowed).toBe(true);
    expect(checkNavigation('mailto:info@autopolis.lu', ORIGIN, []).allowed).toBe(true);
    expect(checkNavigation('tel:+35212345', ORIGIN, []).allowed).toBe(true);
  });

  it('refuses an external host unless it is on the allow-list', () => {
    const refused = checkNavigation('https://evil.example/x', ORIGIN, ['maps.google.com']);
    expect(refused).toMatchObject({ allowed: false, reason: 'external' });
    expect(refusalMessage(refused as Extract<typeof refused, { allowed: false }>, texts)).toBe(
      'Navigation to an external URL is not allowed by default... (evil.example)',
    );
    expect(checkNavigation('https://MAPS.google.com/?q=1', ORIGIN, ['maps.google.com']).allowed).toBe(true);
    // a look-alike host is another host
    expect(checkNavigation('https://maps.google.com.evil.example/', ORIGIN, ['maps.google.com']).allowed).toBe(false);
  });

  it('refuses unsafe protocols, however they are written, even for allowed hosts', () => {
    for (const url of [
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      ' java\tscript:alert(1)',
      'data:text/html,<script>',
      'vbscript:msgbox',
      'file:///etc/passwd',
    ]) {
      const verdict = checkNavigation(url, ORIGIN, ['alert(1)']);
      expect(verdict, url).toMatchObject({ allowed: false, reason: 'protocol' });
    }
    const verdict = checkNavigation('javascript:void(0)', ORIGIN, []) as Extract<ReturnType<typeof checkNavigation>, { allowed: false }>;
    expect(refusalMessage(verdict, texts)).toBe('Cannot navigate to a URL with javascript: protocol');
    expect(refusalMessage(verdict, { external: fr.navigation.externalRefused, protocol: fr.navigation.unsafeProtocol })).toBe(
      'Impossible de naviguer vers une URL avec le protocole javascript:',
    );
  });

  it('reads the allow-list from the configuration', () => {
    expect(parseConfig({ PUBLIC_NAVIGATION_ALLOWED_HOSTS: 'maps.google.com, WWW.Example.lu' }).navigation.allowedHosts).toEqual([
      'maps.google.com',
      'www.example.lu',
    ]);
    expect(parseConfig({}).navigation.allowedHosts).toEqual([]);
    expect(() => parseConfig({ PUBLIC_NAVIGATION_ALLOWED_HOSTS: 'https://x.lu/' })).toThrow(/host names/);
  });
});
