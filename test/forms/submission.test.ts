import path from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { processLeadSubmission, type SubmissionContext, type SubmissionDeps } from '../../src/forms/actions/process';
import { JS_FIELD, KEY_FIELD, LOCALE_FIELD, type LeadFormState } from '../../src/forms/actions/state';
import { verifySentToken } from '../../src/forms/actions/success-token';
import { LEAD_FORMS, type FormKind } from '../../src/composition/lead-forms';
import type { LeadFormSpec } from '../../src/forms/definitions';
import { closeLeads, HONEYPOT_FIELD, initLeads, newSubmissionKey } from '../../src/leads';
import { DB_FILE } from '../../src/leads/db';
import { SqliteLeadStore } from '../../src/leads/store-sqlite';
import type { Schedule } from '../../src/locations/hours/hours';
import type { DayHours } from '../../src/locations/types';
import { JPEG, settings, tempDir } from '../leads/support/fixtures';

/**
 * The server side of a lead form, end to end below the HTTP layer: the action's pipeline with the
 * real lead store on a real SQLite file in a temporary folder. Only what the pipeline reads from
 * the outside world is given here (the vehicle's dealership hours, the visitor's address, the clock).
 */

const open = (range: string): DayHours => ({
  state: 'open',
  ranges: [{ from: range.split('-')[0]!, to: range.split('-')[1]! }],
  comment: '',
});
const showroom: Schedule = {
  week: {
    monday: open('09:00-18:00'),
    tuesday: open('09:00-18:00'),
    wednesday: open('09:00-18:00'),
    thursday: open('09:00-18:00'),
    friday: open('09:00-18:00'),
  },
  closedOnPublicHolidays: true,
  closingDays: [],
};
/** Monday 23 November 2026, 10:00 in Luxembourg. */
const NOW = new Date('2026-11-23T09:00:00Z');

let tmp: ReturnType<typeof tempDir>;
let redirects: string[];
let storedWhenRedirected: number[];

function countLeads(): number {
  const db = new Database(path.join(tmp.dir, DB_FILE), { readonly: true, fileMustExist: true });
  try {
    return (db.prepare('SELECT count(*) AS n FROM leads').get() as { n: number }).n;
  } finally {
    db.close();
  }
}

/** The leads as the operator command reads them (a second connection: only what was committed). */
async function storedLeads() {
  const store = SqliteLeadStore.open(tmp.dir);
  try {
    return await store.list();
  } finally {
    await store.close();
  }
}

function deps(overrides: Partial<SubmissionDeps> = {}, context: Partial<SubmissionContext> = {}): SubmissionDeps {
  return {
    context: async (spec: LeadFormSpec) => ({
      config: spec.id === 'test-drive' ? { schedule: showroom } : {},
      vehicleId: '100001-1-ford-ranger-xlt',
      locationSlug: 'niederkorn',
      extraPayload: { vehicle: { id: 100001, title: 'Ford Ranger XLT' } },
      ...context,
    }),
    clientIp: () => '198.51.100.7',
    now: () => NOW,
    redirect: (token) => {
      storedWhenRedirected.push(countLeads());
      redirects.push(token);
      // Waku's redirect throws; the action's caller (Waku) answers 303 with it
      throw Object.assign(new Error('Redirect'), { digest: 'redirect' });
    },
    ...overrides,
  };
}

function formData(values: Record<string, string>, options: { key?: string; js?: boolean; locale?: string } = {}): FormData {
  const data = new FormData();
  data.set(KEY_FIELD, options.key ?? newSubmissionKey());
  data.set(LOCALE_FIELD, options.locale ?? 'en-gb');
  if (options.js !== false) data.set(JS_FIELD, '1');
  data.set(HONEYPOT_FIELD, '');
  for (const [k, v] of Object.entries(values)) data.set(k, v);
  return data;
}

const interest = {
  name: 'Anne Muller',
  email: 'anne@example.lu',
  phone: '',
  contact: 'email',
  message: 'Is it <b>still</b> available?',
  consent: 'on',
};
const submit = (kind: FormKind, data: FormData, d: SubmissionDeps = deps()) => processLeadSubmission(LEAD_FORMS[kind], data, d);

beforeEach(async () => {
  tmp = tempDir();
  redirects = [];
  storedWhenRedirected = [];
  await initLeads(
    settings(tmp.dir, {
      rateLimit: { max: 50, windowSeconds: 60, perMailbox: 50 },
      limits: { maxPayloadBytes: 65_536, maxFiles: 5, maxFileBytes: 8_388_608 },
    }),
  );
});
afterEach(async () => {
  await closeLeads();
  tmp.remove();
  vi.restoreAllMocks();
});

describe('a valid submission', () => {
  it('is stored before the visitor is told it was sent, with what the server knows of the vehicle', async () => {
    const key = newSubmissionKey();
    const state = await submit('vehicle-interest', formData(interest, { key }));
    expect(state).toMatchObject({ status: 'sent', key, summary: { form: 'vehicle-interest', contact: 'email' } });
    const [lead, ...others] = await storedLeads();
    expect(others).toEqual([]);
    expect(lead).toMatchObject({
      key,
      form: 'vehicle-interest',
      locale: 'en-gb',
      vehicleId: '100001-1-ford-ranger-xlt',
      locationSlug: 'niederkorn',
      status: 'pending',
      payload: {
        name: 'Anne Muller',
        email: 'anne@example.lu',
        contact: 'email',
        tradeIn: false,
        consent: true,
        message: 'Is it <b>still</b> available?',
        vehicle: { id: 100001, title: 'Ford Ranger XLT' },
      },
    });
    // the success token of the answer is this form's, and verifies
    expect(state.status === 'sent' && verifySentToken(state.token, 'vehicle-interest', NOW)).toEqual({
      form: 'vehicle-interest',
      contact: 'email',
    });
  });

  it('without JavaScript answers with the redirect to the success URL, only once the lead is committed', async () => {
    await expect(submit('vehicle-interest', formData(interest, { js: false }))).rejects.toThrow('Redirect');
    expect(storedWhenRedirected).toEqual([1]);
    expect(verifySentToken(redirects[0], 'vehicle-interest', NOW)).toEqual({ form: 'vehicle-interest', contact: 'email' });
  });

  it('sent twice with the same key (a double click, a retried request) stores one lead', async () => {
    const key = newSubmissionKey();
    const first = await submit('vehicle-interest', formData(interest, { key }));
    const again = await submit('vehicle-interest', formData(interest, { key }));
    expect(first.status).toBe('sent');
    expect(again.status).toBe('sent');
    expect(countLeads()).toBe(1);
  });

  it('sent twice at the same moment with the same key stores one lead', async () => {
    const key = newSubmissionKey();
    const answers = await Promise.all([
      submit('vehicle-interest', formData(interest, { key })),
      submit('vehicle-interest', formData(interest, { key })),
      submit('vehicle-interest', formData(interest, { key })),
    ]);
    expect(answers.map((a) => a.status)).toEqual(['sent', 'sent', 'sent']);
    expect(countLeads()).toBe(1);
    // another rendering of the form is another lead
    await submit('vehicle-interest', formData(interest));
    expect(countLeads()).toBe(2);
  });

  it('keeps the photos of a tyre offer with the lead, by the type their bytes say', async () => {
    const data = formData({ ...interest, vehicle: 'Ford Puma', tyreSize: '205/55 R16', season: 'winter', quantity: '4', location: '' });
    const bytes = new Uint8Array(2048);
    bytes.set(JPEG);
    data.append('photos', new File([bytes], 'sidewall.jpg', { type: 'image/jpeg' }));
    const state = await submit(
      'tyre-offer',
      data,
      deps(
        {},
        {
          config: { locations: [{ slug: 'bertrange', name: 'Autopolis Bertrange', schedule: null }] },
          vehicleId: undefined,
          locationSlug: undefined,
          extraPayload: undefined,
        },
      ),
    );
    expect(state.status).toBe('sent');
    const [lead] = await storedLeads();
    expect(lead?.form).toBe('tyre-offer');
    expect(lead?.files).toEqual([expect.objectContaining({ field: 'photos', name: 'sidewall.jpg', type: 'image/jpeg', size: 2048 })]);
    expect(lead?.payload.photos).toBeUndefined();
  });
});

describe('a refused submission', () => {
  it('answers the same messages as the browser, keeps every value and the key, and stores nothing', async () => {
    const key = newSubmissionKey();
    const state = await submit('vehicle-interest', formData({ ...interest, name: ' ', email: 'anne@', consent: '' }, { key }));
    expect(state.status).toBe('invalid');
    if (state.status !== 'invalid') return;
    expect(state.key).toBe(key);
    expect(state.rejected.values).toMatchObject({ name: ' ', email: 'anne@', message: 'Is it <b>still</b> available?', consent: false });
    expect(state.rejected.summary.map((s) => s.message)).toEqual([
      'Full name is required.',
      'Please enter a valid email address.',
      'Please accept the data protection policy so that we can answer you.',
    ]);
    expect(countLeads()).toBe(0);
    // corrected and sent again with the same key: stored once
    expect((await submit('vehicle-interest', formData(interest, { key }))).status).toBe('sent');
    expect(countLeads()).toBe(1);
  });

  it('without JavaScript leaves its refusal for the page Waku renders next in the request; with JavaScript only answers it', async () => {
    const remembered: [string, LeadFormState][] = [];
    const d = deps({ remember: (formId, state) => remembered.push([formId, state]) });
    const refusedWithoutJs = await submit('vehicle-interest', formData({ ...interest, email: 'x' }, { js: false }), d);
    expect(remembered).toEqual([['vehicle-interest', refusedWithoutJs]]);
    await submit('vehicle-interest', formData({ ...interest, email: 'x' }), d);
    expect(remembered).toHaveLength(1);
  });

  it('refuses a test-drive slot outside the showroom hours, on the server', async () => {
    const state = await submit('test-drive', formData({ ...interest, licence: 'on', date: '2026-11-24', slot: '19:00' }));
    expect(state.status).toBe('invalid');
    if (state.status === 'invalid')
      expect(state.rejected.messages.slot?.[0]?.value).toBe(
        'The site is not open for an appointment at 19:00 on that day. Times available that day: 09:00, 09:30, 10:00, 10:30, 11:00, 11:30, 12:00, 12:30, 13:00, 13:30, 14:00, 14:30, 15:00, 15:30, 16:00, 16:30, 17:00, 17:30.',
      );
    expect((await submit('test-drive', formData({ ...interest, licence: 'on', date: '2026-11-24', slot: '10:00' }))).status).toBe('sent');
    expect((await storedLeads())[0]?.payload).toMatchObject({ date: '2026-11-24', slot: '10:00', licence: true });
  });

  it('refuses a photo whose bytes are no image, naming the file', async () => {
    const data = formData({ ...interest, vehicle: 'Ford Puma', season: 'winter', quantity: '4' });
    data.append('photos', new File(['<script>alert(1)</script>'], 'tyre.jpg', { type: 'image/jpeg' }));
    const state = await submit('tyre-offer', data, deps({}, { config: { locations: [] } }));
    expect(state).toMatchObject({ status: 'invalid', filesDropped: 1 });
    if (state.status === 'invalid') expect(state.rejected.messages.photos?.[0]?.value).toContain('tyre.jpg');
    expect(countLeads()).toBe(0);
  });

  it('answers a filled honeypot exactly like a success and stores nothing', async () => {
    const data = formData(interest);
    data.set(HONEYPOT_FIELD, 'https://spam.example');
    const bot = await submit('vehicle-interest', data);
    expect(bot).toMatchObject({ status: 'sent' });
    expect(countLeads()).toBe(0);
    // indistinguishable from a real success: the same summary and token (only the submission key differs)
    const real = await submit('vehicle-interest', formData(interest));
    expect(countLeads()).toBe(1);
    expect({ ...bot, key: '' }).toEqual({ ...real, key: '' });
    // and a filled honeypot on an invalid form is refused like any invalid form, not "sent"
    const invalid = formData({ ...interest, email: 'not-an-email' });
    invalid.set(HONEYPOT_FIELD, 'https://spam.example');
    const botInvalid = await submit('vehicle-interest', invalid);
    expect(botInvalid.status).toBe('invalid');
    // without JavaScript, the same redirect
    redirects = [];
    const noJs = formData(interest, { js: false });
    noJs.set(HONEYPOT_FIELD, 'https://spam.example');
    await expect(submit('vehicle-interest', noJs)).rejects.toThrow('Redirect');
    await expect(submit('vehicle-interest', formData(interest, { js: false }))).rejects.toThrow('Redirect');
    expect(redirects).toHaveLength(2);
    expect(redirects[0]).toBe(redirects[1]);
  });

  it('refuses a visitor over the rate limit with the time to wait, values kept', async () => {
    await closeLeads();
    await initLeads(settings(tmp.dir, { rateLimit: { max: 2, windowSeconds: 600, perMailbox: 50 } }));
    await submit('vehicle-interest', formData(interest));
    await submit('vehicle-interest', formData(interest));
    const state = await submit('vehicle-interest', formData(interest));
    expect(state).toMatchObject({
      status: 'error',
      error: { code: 'rate_limited' },
      values: { name: 'Anne Muller', email: 'anne@example.lu' },
    });
    if (state.status === 'error' && state.error.code === 'rate_limited') expect(state.error.retryAfterSeconds).toBeGreaterThan(500);
    expect(countLeads()).toBe(2);
    // another visitor is not affected
    expect((await submit('vehicle-interest', formData(interest), deps({ clientIp: () => '203.0.113.9' }))).status).toBe('sent');
  });

  it('counts the spellings of one mailbox as one (issue 39), says so, keeps the values and what was already taken', async () => {
    await closeLeads();
    await initLeads(settings(tmp.dir, { rateLimit: { max: 50, windowSeconds: 600, perMailbox: 3 } }));
    const spellings = ['Anne.Muller@gmail.com', 'annemuller+1@gmail.com', 'a.n.n.e.muller+cars@googlemail.com', 'ANNEMULLER+4@GMAIL.COM'];
    const keys = spellings.map(() => newSubmissionKey());
    const states = [];
    // each from its own address: the visitor's limit is not what refuses the fourth
    for (const [i, email] of spellings.entries())
      states.push(
        await submit('vehicle-interest', formData({ ...interest, email }, { key: keys[i] }), deps({ clientIp: () => `203.0.113.${i}` })),
      );
    expect(states.map((s) => s.status)).toEqual(['sent', 'sent', 'sent', 'error']);
    expect(states[3]).toMatchObject({
      error: { code: 'rate_limited', by: 'mailbox' },
      values: { name: 'Anne Muller', email: 'ANNEMULLER+4@GMAIL.COM' },
    });
    expect(countLeads()).toBe(3);
    // a retry of a lead already taken (its key) is answered as taken, not refused, and stores nothing more
    expect((await submit('vehicle-interest', formData({ ...interest, email: spellings[0]! }, { key: keys[0] }))).status).toBe('sent');
    expect(countLeads()).toBe(3);
    // another mailbox is not affected; dots count where the provider does not ignore them
    expect((await submit('vehicle-interest', formData({ ...interest, email: 'anne.muller@pt.lu' }))).status).toBe('sent');
  });

  it('says "not sent" when the database cannot write, keeps every value, and the retry with the same key stores it', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const insert = vi.spyOn(SqliteLeadStore.prototype, 'insert').mockImplementationOnce(() => {
      throw Object.assign(new Error('database or disk is full'), { code: 'SQLITE_FULL' });
    });
    const key = newSubmissionKey();
    const state = await submit('vehicle-interest', formData(interest, { key, js: false }));
    expect(state).toMatchObject({
      status: 'error',
      key,
      error: { code: 'not_stored' },
      values: { name: 'Anne Muller', message: 'Is it <b>still</b> available?', consent: true },
    });
    expect(redirects).toEqual([]); // nothing was promised
    expect(countLeads()).toBe(0);
    expect(error).toHaveBeenCalled();
    insert.mockRestore();
    expect((await submit('vehicle-interest', formData(interest, { key }))).status).toBe('sent');
    expect(countLeads()).toBe(1);
  });

  it('says "not sent" when what the form is about cannot be loaded', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const state = await submit(
      'tyre-appointment',
      formData(interest),
      deps({ context: async () => Promise.reject(new Error('CMS down')) }),
    );
    expect(state).toMatchObject({ status: 'error', error: { code: 'not_stored' }, values: { name: 'Anne Muller' } });
  });

  it('gives a forged post without a key a fresh one (and a malformed locale the default)', async () => {
    const data = formData(interest, { locale: 'xx' });
    data.delete(KEY_FIELD);
    const state = await submit('vehicle-interest', data);
    expect(state.status).toBe('sent');
    expect((await storedLeads())[0]?.locale).toBe('fr-lu');
  });
});
