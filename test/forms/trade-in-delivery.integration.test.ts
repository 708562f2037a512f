import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LEAD_FORMS, type FormKind } from '../../src/composition/lead-forms';
import { processLeadSubmission, type SubmissionDeps } from '../../src/forms/actions/process';
import { JS_FIELD, KEY_FIELD, LOCALE_FIELD } from '../../src/forms/actions/state';
import { closeLeads, HONEYPOT_FIELD, initLeads, newSubmissionKey } from '../../src/leads';
import type { LeadWebhookBody } from '../../src/leads/delivery';
import { leadMessage } from '../../src/leads/email';
import { SqliteLeadStore } from '../../src/leads/store-sqlite';
import type { Schedule } from '../../src/locations/hours/hours';
import { settings, tempDir } from '../leads/support/fixtures';
import { startReceiver, type Receiver } from '../leads/support/receiver';

/**
 * The trade-in part of a vehicle form travels with the lead (issue 27, point 4): submitted through the
 * form's own action, stored, and delivered to the dealership's webhook (and in its e-mail) by the
 * real delivery worker, to a receiver on a free port.
 */

const SECRET = 'a-test-secret-of-some-length';
const everyDay: Schedule = {
  week: Object.fromEntries(
    ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].map((d) => [
      d,
      { state: 'open', ranges: [{ from: '08:00', to: '20:00' }], comment: '' },
    ]),
  ) as Schedule['week'],
  closedOnPublicHolidays: false,
  closingDays: [],
};
/** Monday 23 November 2026, 10:00 in Luxembourg. */
const NOW = new Date('2026-11-23T09:00:00Z');

const contact = { name: 'Anne Muller', email: 'anne@example.lu', phone: '', contact: 'email', consent: 'on' };
const car = {
  tradeIn: 'on',
  tradeInPlateOrVin: 'AB 1234',
  tradeInMake: 'Peugeot',
  tradeInModel: '208',
  tradeInYear: '2019',
  tradeInMileage: '61000',
  tradeInCondition: 'fair',
};

let tmp: ReturnType<typeof tempDir>;
let receiver: Receiver;

const deps: SubmissionDeps = {
  context: async () => ({ config: { schedule: everyDay }, vehicleId: '100001-1-ford-ranger-xlt', locationSlug: 'niederkorn' }),
  clientIp: () => '198.51.100.7',
  now: () => NOW,
  redirect: () => {},
};

function submission(values: Record<string, string>): FormData {
  const data = new FormData();
  data.set(KEY_FIELD, newSubmissionKey());
  data.set(LOCALE_FIELD, 'de-lu');
  data.set(JS_FIELD, '1');
  data.set(HONEYPOT_FIELD, '');
  for (const [k, v] of Object.entries(values)) data.set(k, v);
  return data;
}

beforeEach(async () => {
  tmp = tempDir();
  receiver = await startReceiver();
  await initLeads(
    settings(tmp.dir, {
      webhook: { url: receiver.url, secret: SECRET, timeoutMs: 5_000 },
      rateLimit: { max: 50, windowSeconds: 60, perMailbox: 50 },
    }),
    { log: { info() {}, warn() {}, error() {} } },
  );
});
afterEach(async () => {
  await closeLeads();
  await receiver.close();
  tmp.remove();
});

describe('the trade-in part, delivered with the lead', () => {
  it.each<[FormKind, Record<string, string>]>([
    ['vehicle-interest', {}],
    ['test-drive', { date: '2026-11-24', slot: '10:00', licence: 'on' }],
  ])('%s: the webhook and the e-mail carry the car the visitor hands over', async (kind, own) => {
    const state = await processLeadSubmission(LEAD_FORMS[kind], submission({ ...contact, ...own, ...car }), deps);
    expect(state.status).toBe('sent');
    const [request] = await receiver.waitFor(1);
    const body = JSON.parse(request!.rawBody) as LeadWebhookBody;
    expect(body.lead).toMatchObject({
      form: kind,
      vehicleId: '100001-1-ford-ranger-xlt',
      payload: {
        tradeIn: true,
        tradeInPlateOrVin: 'AB 1234',
        tradeInMake: 'Peugeot',
        tradeInModel: '208',
        tradeInYear: 2019,
        tradeInMileage: 61000,
        tradeInCondition: 'fair',
      },
    });
    await closeLeads();
    const store = SqliteLeadStore.open(tmp.dir);
    try {
      const [lead] = await store.list();
      const mail = leadMessage(
        lead!,
        [],
        { from: 'site@example.lu', recipients: [{ location: '*', form: '*', to: ['sales@example.lu'] }] },
        () => {
          throw new Error('a lead without files opens none');
        },
      );
      for (const value of ['AB 1234', 'Peugeot', '208', '2019', '61000', 'fair']) expect(mail.text).toContain(value);
    } finally {
      await store.close();
    }
  });

  it('an unticked box delivers no car, whatever the hidden fields held', async () => {
    const { tradeIn: _ticked, ...halfFilled } = car;
    const state = await processLeadSubmission(
      LEAD_FORMS['vehicle-interest'],
      submission({ ...contact, ...halfFilled, tradeInYear: '1200' }),
      deps,
    );
    expect(state.status).toBe('sent');
    const [request] = await receiver.waitFor(1);
    const payload = (JSON.parse(request!.rawBody) as LeadWebhookBody).lead.payload;
    expect(payload.tradeIn).toBe(false);
    expect(Object.keys(payload).filter((k) => k.startsWith('tradeIn') && k !== 'tradeIn')).toEqual([]);
  });
});
