import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { interestForm, multipartBody, startSite, type Site } from './support/site';

/**
 * Issue 17 §5 and issue 13 §8: a malformed or hostile post never answers 500. Each answers 400 with
 * the site's localized error page, and the site keeps serving.
 */
const FORM = '/stock/100001-1-ford-ranger-xlt/interessee';

describe('malformed posts', () => {
  let site: Site;
  beforeAll(async () => {
    site = await startSite();
  });
  afterAll(() => site?.stop());

  const post = async (path: string, body: BodyInit, contentType: string | undefined) => {
    const res = await fetch(`${site.url}${path}`, {
      method: 'POST',
      body,
      redirect: 'manual',
      headers: contentType ? { 'Content-Type': contentType } : {},
    });
    return { status: res.status, type: res.headers.get('content-type') ?? '', text: await res.text() };
  };

  it('answers 400 with the localized error page to each malformed body, never 500', async () => {
    const valid = await multipartBody(await interestForm(`${site.url}${FORM}`, { name: 'Malformed Test', email: 'malformed@example.com' }));
    const boundary = /boundary=(.*)$/.exec(valid.contentType)![1]!;
    const unknownAction = await interestForm(`${site.url}${FORM}`, { name: 'Unknown Action', email: 'unknown@example.com' });
    for (const key of [...unknownAction.keys()]) if (key.startsWith('$ACTION_ID_')) unknownAction.delete(key);
    unknownAction.set('$ACTION_ID_0123456789abcdef#doesNotExist', '');
    const unknown = await multipartBody(unknownAction);
    const noAction = new FormData();
    noAction.set('name', 'no action here');
    const plain = await multipartBody(noAction);

    const cases: [string, string, BodyInit, string | undefined][] = [
      ['a boundary that does not match', FORM, valid.body, 'multipart/form-data; boundary=----not-the-boundary-of-this-body'],
      ['a body cut in half', FORM, valid.body.slice(0, Math.floor(valid.body.length / 2)), valid.contentType],
      ['multipart/form-data without a boundary', FORM, valid.body, 'multipart/form-data'],
      ['random bytes as multipart', FORM, randomBytes(4096), `multipart/form-data; boundary=${boundary}`],
      ['random bytes with no type', FORM, randomBytes(4096), 'application/octet-stream'],
      ['an unknown server action id', FORM, unknown.body, unknown.contentType],
      ['a multipart post to a page that names no server action', '/', plain.body, plain.contentType],
      ['a multipart post to a content page that names no server action', '/en-gb/stock', plain.body, plain.contentType],
      ['random bytes to a server function path', '/RSC/F/0123abcd/doesNotExist.txt', randomBytes(2048), 'text/plain'],
    ];
    const answers: string[] = [];
    for (const [what, path, body, type] of cases) {
      const answer = await post(path, body, type);
      answers.push(`${what}: ${answer.status}`);
      expect.soft(answer.status, what).toBe(400);
      expect.soft(answer.type, what).toMatch(/^text\/html/);
    }
    console.log(`[faults] malformed posts: ${answers.join('; ')}`);
    // the page says what happened, in the page's language
    const en = await post('/en-gb/stock/100001-1-ford-ranger-xlt/interest', valid.body, 'multipart/form-data');
    expect(en.status).toBe(400);
    expect(en.text).toContain('lang="en-GB"');
    // and the site is fine: the same form, well formed, is stored and answered with the success redirect
    const ok = await post(FORM, valid.body, valid.contentType);
    expect(ok.status).toBe(303);
    expect((await fetch(`${site.url}/hello`)).status).toBe(200);
  });

  it('a forged vehicle field is bad input: 400 and a warning, not an error with a stack that says "try again" (issue 25 §8)', async () => {
    const logged = site.logs().length;
    const forged = await interestForm(`${site.url}${FORM}`, { name: 'Forged Vehicle', email: 'forged@example.com' });
    forged.set('_vehicle', '../../../etc/passwd');
    const { body, contentType } = await multipartBody(forged);
    const answer = await post(FORM, body, contentType);
    expect(answer.status).toBe(400);
    expect(answer.type).toMatch(/^text\/html/);
    const lines = site
      .logs()
      .slice(logged)
      .map((l) => JSON.parse(l) as { level: string; msg: string; err?: unknown });
    const refusal = lines.find((l) => l.msg.includes('names no vehicle'));
    expect(refusal?.level).toBe('warn');
    expect(lines.filter((l) => l.level === 'error')).toEqual([]);
    expect(lines.some((l) => l.err !== undefined)).toBe(false);
  });
});
