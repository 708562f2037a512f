import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Fields, Level } from '../../src/log';
import { LogLimiter } from '../../src/log/limiter';

/** A limiter on a clock the test moves, writing into an array. */
function limiter() {
  let now = 0;
  const lines: { level: Level; msg: string; fields: Fields }[] = [];
  const l = new LogLimiter({
    intervalMs: 60_000,
    perInterval: 3,
    now: () => now,
    write: (level, msg, fields) => lines.push({ level, msg, fields }),
  });
  return { l, lines, at: (ms: number) => (now = ms) };
}

describe('lines a visitor can trigger are limited (issue 39)', () => {
  afterEach(() => vi.useRealTimers());

  it('writes at most its lines per kind per interval, and then one line saying how many were held back', () => {
    const { l, lines, at } = limiter();
    for (let i = 0; i < 10; i++) l.write({ level: 'warn', kind: 'forms', msg: `refused ${i}` });
    // another kind has its own lines
    l.write({ level: 'warn', kind: 'leads', msg: 'honeypot' });
    expect(lines.map((x) => x.msg)).toEqual(['refused 0', 'refused 1', 'refused 2', 'honeypot']);
    at(60_000);
    l.write({ level: 'warn', kind: 'forms', msg: 'refused again' });
    expect(lines.slice(4)).toEqual([
      {
        level: 'warn',
        msg: '[log] 7 visitor-triggered lines suppressed in the last 60 s',
        fields: { module: 'log', suppressed: { forms: 7 } },
      },
      { level: 'warn', msg: 'refused again', fields: { kind: 'forms' } },
    ]);
  });

  it('writes a keyed line once per interval: the same broken link followed again is not news', () => {
    const { l, lines, at } = limiter();
    for (let i = 0; i < 5; i++) l.write({ level: 'warn', kind: 'content', msg: 'broken-link: /a links to /b', key: '/a /b' });
    l.write({ level: 'warn', kind: 'content', msg: 'broken-link: /a links to /c', key: '/a /c' });
    expect(lines.map((x) => x.msg)).toEqual(['broken-link: /a links to /b', 'broken-link: /a links to /c']);
    at(61_000);
    l.write({ level: 'warn', kind: 'content', msg: 'broken-link: /a links to /b', key: '/a /b' });
    // repeats are not counted as suppressed: nothing to summarise
    expect(lines.map((x) => x.msg)).toEqual(['broken-link: /a links to /b', 'broken-link: /a links to /c', 'broken-link: /a links to /b']);
  });

  it('says what it held back when the interval ends, even if no line comes after', () => {
    vi.useFakeTimers();
    const lines: string[] = [];
    const l = new LogLimiter({ intervalMs: 60_000, perInterval: 1, write: (_level, msg) => lines.push(msg) });
    l.write({ level: 'warn', kind: 'forms', msg: 'one' });
    l.write({ level: 'warn', kind: 'forms', msg: 'two' });
    l.write({ level: 'warn', kind: 'forms', msg: 'three' });
    expect(lines).toEqual(['one']);
    vi.advanceTimersByTime(60_000);
    expect(lines).toEqual(['one', '[log] 2 visitor-triggered lines suppressed in the last 60 s']);
  });
});
