import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { checkLocaleFiles, LOCALES_DIR, messageProblems } from '../../src/i18n/locale-files';

/**
 * Issue 28, point 12: an invalid locale file stops `npm start` with an error naming the file and the
 * key (scripts/start.ts runs checkLocaleFiles before it builds or serves), not a page failing later.
 */
const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A copy of the real locale files, with one of them changed. */
function localesWith(locale: string, change: (text: string) => string): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'locales-'));
  dirs.push(dir);
  cpSync(LOCALES_DIR, dir, { recursive: true });
  const file = path.join(dir, `${locale}.json`);
  writeFileSync(file, change(readFileSync(file, 'utf8')));
  return dir;
}

const edit = (mutate: (m: Record<string, Record<string, Record<string, string>>>) => void) => (text: string) => {
  const messages = JSON.parse(text) as Record<string, Record<string, Record<string, string>>>;
  mutate(messages);
  return JSON.stringify(messages, null, 2);
};

describe('the locale files checked at start', () => {
  it('pass as they are committed', () => {
    expect(() => checkLocaleFiles()).not.toThrow();
  });

  it('name the file and the place of broken JSON', () => {
    const dir = localesWith('de-lu', (text) => text.replace('"errors": {', '"errors": {,'));
    expect(() => checkLocaleFiles(dir)).toThrow(/de-lu\.json: .*JSON/);
  });

  it('name the file and the key that is missing, empty, unknown or takes other placeholders', () => {
    const dir = localesWith(
      'en-gb',
      edit((m) => {
        delete m.errors!.pageNotFound!.title;
        m.errors!.pageNotFound!.text = '  ';
        m.errors!.pageNotFound!.extra = 'Not in French';
        (m.errors as Record<string, unknown>).statusCode = 'Error {status}';
      }),
    );
    let message = '';
    try {
      checkLocaleFiles(dir);
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toContain('en-gb.json: missing key "errors.pageNotFound.title"');
    expect(message).toContain('en-gb.json: key "errors.pageNotFound.text" is empty');
    expect(message).toContain('en-gb.json: unknown key "errors.pageNotFound.extra" (not in fr-lu.json)');
    expect(message).toContain('en-gb.json: key "errors.statusCode" takes {status} where fr-lu takes {code}');
    expect(message).not.toContain('de-lu.json');
  });

  it('compare a locale with the reference key by key', () => {
    expect(messageProblems({ a: { b: 'x' } }, { a: { b: 'y', c: 'z' } })).toEqual(['missing key "a.c"']);
    expect(messageProblems({ a: { b: { c: 'x' } } }, { a: { b: 'y' } })).toEqual([
      'missing key "a.b"',
      'unknown key "a.b.c" (not in fr-lu.json)',
    ]);
    expect(
      messageProblems(
        { n: '{count, plural, =0 {No cars} other {# cars}}' },
        { n: '{count, plural, =0 {Pas de voiture} other {# voitures}}' },
      ),
    ).toEqual([]);
    expect(messageProblems({ n: '{count} cars' }, { n: '{total} voitures' })).toEqual(['key "n" takes {count} where fr-lu takes {total}']);
  });
});
