import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import deLu from '../../locales/de-lu.json' with { type: 'json' };
import { interestForm, startSite, type Site } from '../faults/support/site';

/**
 * Issue 28, point 8: a form post over the per-visitor limit, without JavaScript, answers 429 with
 * `Retry-After` (it answered 200) and the same page: the form with its friendly notice and every value.
 */
const FORM = '/de-lu/stock/100001-1-ford-ranger-xlt/interest';

describe('a rate-limited form post without JavaScript', () => {
  let site: Site;
  beforeAll(async () => {
    site = await startSite({ env: { LEADS_RATE_LIMIT_MAX: '1', LEADS_RATE_LIMIT_WINDOW_S: '600' } });
  });
  afterAll(() => site?.stop());

  const post = async (data: FormData) => {
    const res = await fetch(`${site.url}${FORM}`, { method: 'POST', body: data, redirect: 'manual' });
    return { status: res.status, retryAfter: res.headers.get('retry-after'), text: await res.text() };
  };

  it('answers 429 with Retry-After and the form page saying when to try again, values kept', async () => {
    const first = await post(await interestForm(`${site.url}${FORM}`, { name: 'Erste Anfrage', email: 'erste@example.com' }));
    expect(first.status).toBe(303);

    const second = await post(await interestForm(`${site.url}${FORM}`, { name: 'Zweite Anfrage', email: 'zweite@example.com' }));
    expect(second.status).toBe(429);
    expect(Number(second.retryAfter)).toBeGreaterThan(0);
    expect(Number(second.retryAfter)).toBeLessThanOrEqual(600);
    expect(second.text).toContain('data-error="rate_limited"');
    expect(second.text).toContain(deLu.forms.errors.title);
    expect(second.text).toContain('value="Zweite Anfrage"');
  });
});

/**
 * Issue 39: twelve spellings of one mailbox, posted without JavaScript from one address whose own limit is far
 * off: the mailbox's limit refuses past its count with 429, `Retry-After` and the notice naming the e-mail
 * address, values kept; what was acknowledged before stays acknowledged.
 */
describe('a form post past the limit of its mailbox', () => {
  let site: Site;
  beforeAll(async () => {
    site = await startSite({ env: { LEADS_RATE_LIMIT_MAX: '100', LEADS_RATE_LIMIT_PER_MAILBOX: '3' } });
  });
  afterAll(() => site?.stop());

  it('counts the spellings as one and says so in the page', async () => {
    const spellings = ['Jean.Weber@gmail.com', 'jeanweber+1@gmail.com', 'j.e.a.n.weber+2@googlemail.com', 'JEANWEBER+3@GMAIL.COM'];
    const answers = [];
    for (const email of spellings) {
      const res = await fetch(`${site.url}${FORM}`, {
        method: 'POST',
        body: await interestForm(`${site.url}${FORM}`, { name: 'Jean Weber', email }),
        redirect: 'manual',
      });
      answers.push({ status: res.status, retryAfter: res.headers.get('retry-after'), text: await res.text() });
    }
    expect(answers.map((a) => a.status)).toEqual([303, 303, 303, 429]);
    const refused = answers[3]!;
    expect(Number(refused.retryAfter)).toBeGreaterThan(0);
    expect(refused.text).toContain(deLu.forms.errors.mailbox_limited.split('{')[0]);
    expect(refused.text).toContain('value="JEANWEBER+3@GMAIL.COM"');
  });
});
