import { afterEach, describe, expect, it } from 'vitest';
import deLu from '../../locales/de-lu.json';
import enGb from '../../locales/en-gb.json';
import frLu from '../../locales/fr-lu.json';
import { describeLead } from '../../src/composition/lead-mail';
import { parseRecipientRules } from '../../src/config/recipients';
import { registerLeadMailContent } from '../../src/leads/email';
import { closeLeads, initLeads, storeLead } from '../../src/leads/index';
import type { LeadRecord } from '../../src/leads/types';
import { mailHtml, mailText } from '../../src/mail/document';
import { href } from '../../src/routing';
import { useBackend } from '../leads/support/backends';
import { lead, PNG } from '../leads/support/fixtures';
import { leafParts, parseMime, startSmtp } from '../leads/support/smtp';

const quiet = { info() {}, warn() {}, error() {} };
const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const fn of cleanups.splice(0).reverse()) await fn();
  await closeLeads();
  registerLeadMailContent(undefined);
});

function record(overrides: Partial<LeadRecord>): LeadRecord {
  return {
    id: 12,
    key: 'a-submission-key-of-the-test',
    form: 'contact',
    locale: 'fr-lu',
    payload: {},
    vehicleId: null,
    locationSlug: null,
    receivedAt: '2026-11-26T09:30:00.000Z',
    storedAt: '2026-11-26T09:30:00.010Z',
    status: 'pending',
    attempts: 0,
    failedAttempts: 0,
    lastAttemptAt: null,
    lastError: null,
    deliveredAt: null,
    nextAttemptAt: 0,
    deliveredTo: [],
    files: [],
    ...overrides,
  };
}

/** Field ids of the forms below, which a reader must never see as a label. */
const FIELD_IDS = /^(tyreSize|season|quantity|rims|photos|location|contact|consent|name|email|phone|message|lease|job|vehicle|offer)\s*:/m;

describe('the lead e-mail (issue 28, point 8)', () => {
  const db = useBackend('sqlite');

  it('reaches the SMTP server as text and HTML in the visitor’s language, with the form’s labels, escaped, the photo attached', async () => {
    const smtp = await startSmtp();
    cleanups.push(() => smtp.close());
    registerLeadMailContent(describeLead);
    const email = {
      smtpUrl: `smtp://127.0.0.1:${smtp.port}`,
      from: 'leads@autopolis.lu',
      recipients: parseRecipientRules('*=leads@autopolis.lu'),
      timeoutMs: 5_000,
    };
    await initLeads(db.settings({ email }), { log: quiet });
    await storeLead(
      lead({
        form: 'tyre-offer',
        locale: 'de-lu',
        vehicleId: undefined,
        locationSlug: 'esch-sur-alzette',
        payload: {
          vehicle: 'Ford Ranger',
          tyreSize: '205/55 R16',
          season: 'winter',
          quantity: '4',
          rims: true,
          location: 'esch-sur-alzette',
          name: 'Jean <Müller>',
          email: 'jean@example.lu',
          phone: '',
          contact: 'email',
          message: 'Hallo <b>Team</b> & "Grüße"\nzweite Zeile',
          consent: true,
        },
        files: [{ field: 'photos', name: 'reifen.png', type: 'image/png', data: PNG }],
      }),
    );
    const [mail] = await smtp.waitFor(1);
    const message = parseMime(mail!.raw);
    const alternative = [message, ...message.parts].find((p) => p.type === 'multipart/alternative');
    expect(alternative?.parts.map((p) => p.type)).toEqual(['text/plain', 'text/html']);
    const [text, html] = alternative!.parts.map((p) => p.body);
    const f = deLu.forms.fields;

    // German labels and option names of the form's rows, not ids, in the form's own sections
    for (const line of [
      `${f.tyreSize}: 205/55 R16`,
      `${f.season}: ${deLu.forms.options.season.winter}`,
      `${f.quantity}: 4`,
      `${f.rims}: ja`,
      `${deLu.leadMail.fields.contact}: ${deLu.forms.options.contact.email}`,
      `${deLu.leadMail.dealership}: `,
    ])
      expect(text).toContain(line);
    expect(text).toContain(deLu.forms.sections.tyres);
    expect(text).toContain('Neue Anfrage: Reifenangebot');
    expect(text).toContain(`${f.message}:\n  Hallo <b>Team</b> & "Grüße"\n  zweite Zeile`);
    expect(text).toContain('reifen.png: PNG');
    expect(text).not.toMatch(FIELD_IDS);
    expect(text).not.toMatch(/[{}]/);

    // the same in HTML, every text escaped
    expect(html).toContain('<html lang="de-LU">');
    expect(html).toContain(`>${f.tyreSize}</th>`);
    expect(html).toContain('Hallo &lt;b&gt;Team&lt;/b&gt; &amp; &quot;Grüße&quot;<br>zweite Zeile');
    expect(html).toContain('Jean &lt;Müller&gt;');
    expect(html).not.toContain('<b>Team</b>');
    expect(html).not.toContain('<Müller>');

    // the photo is still attached, the subject says what it is about
    const attachment = leafParts(message).find((p) => p.type === 'image/png');
    expect(attachment?.headers['content-disposition']).toMatch(/attachment; filename=reifen\.png/);
    expect(mail!.raw).toMatch(/^Subject: .*Neue_Anfrage/m);
  });
});

describe('the lead e-mail’s snapshots as readable lines', () => {
  it('a vehicle: its title, its page, its price and dealership, in German', async () => {
    const content = await describeLead(
      record({
        form: 'test-drive',
        locale: 'de-lu',
        vehicleId: '100123-1-ford-puma-titanium',
        locationSlug: 'mersch',
        payload: {
          name: 'Anne Muller',
          email: 'anne@example.lu',
          date: '2026-12-05',
          vehicle: {
            id: '100123',
            param: '100123-1-ford-puma-titanium',
            title: 'Ford Puma Titanium',
            price: 24_990,
            condition: 'used',
            location: 'mersch',
          },
        },
      }),
      [],
    );
    const text = mailText(content.document);
    const page = `http://localhost:3000${href('de-lu', 'vehicle', { vehicle: '100123-1-ford-puma-titanium' })}`;
    expect(text).toContain(`${deLu.leadMail.vehicle.title}: Ford Puma Titanium`);
    expect(text).toContain(`${deLu.leadMail.vehicle.page}: ${page}`);
    expect(text).toContain(`${deLu.leadMail.vehicle.condition}: ${deLu.vehicle.condition.used}`);
    expect(text).toMatch(/Preis: 24\.990(,00)?\s€/);
    expect(text).toContain(`${deLu.forms.fields.testDriveDate}: Samstag, 5. Dezember 2026`);
    expect(mailHtml(content.document)).toContain(`<a href="${page}"`);
    expect(content.subject).toBe('Neue Anfrage: Probefahrt · Ford Puma Titanium · Anne Muller');
    expect(text).not.toMatch(/[{}]/);
  });

  it('a lease offer and its chosen terms, in French', async () => {
    const content = await describeLead(
      record({
        form: 'lease-enquiry',
        locale: 'fr-lu',
        locationSlug: 'bertrange',
        payload: {
          name: 'Paul Weber',
          lease: {
            offer: 'kia-ev3',
            title: 'Kia EV3 Air',
            customer: 'private',
            dealership: 'bertrange',
            offerMonthly: 319,
            offerBasis: 'x',
            duration: 36,
            annualMileage: 15_000,
            deposit: 2_500,
            isOfferTerms: false,
            monthlyInclVat: 329.9,
            monthlyExclVat: 281.97,
            totalInclVat: 14_376.4,
            totalExclVat: 12_287.5,
          },
        },
      }),
      [],
    );
    const text = mailText(content.document);
    const c = frLu.leases.calculator;
    expect(text).toContain(`${frLu.leadMail.lease.offer}: Kia EV3 Air`);
    expect(text).toContain(`${c.duration}: 36 mois`);
    expect(text).toMatch(new RegExp(`${c.mileage}: 15[.\\s]000\\skm`));
    expect(text).toContain(`${frLu.leadMail.dealership}: Autopolis Bertrange`);
    expect(text).toMatch(new RegExp(`${c.monthly} \\(${c.inclVat}\\): 329,90\\s€`));
    expect(text).toContain(`${frLu.leadMail.lease.terms}: ${frLu.leadMail.lease.ownTerms}`);
    expect(text).not.toMatch(/[{}]|isOfferTerms|monthlyInclVat/);
  });

  it('a job ad, in English, and a field no row names as words, not as its id', async () => {
    const content = await describeLead(
      record({
        form: 'job-application',
        locale: 'en-gb',
        locationSlug: 'esch-sur-alzette',
        payload: {
          name: 'Lena Schmit',
          job: {
            slug: 'mecanicien',
            path: ['careers', 'car-mechanic'],
            title: 'Car mechanic',
            location: 'esch-sur-alzette',
            contract: 'permanent',
            hours: 'full-time',
            contact: 'jobs@autopolis.lu',
          },
          campaignSource: { channel: 'radio', week: 47 },
        },
        files: [],
      }),
      [{ id: 1, field: 'cv', name: 'cv.pdf', type: 'application/pdf', size: 120_000, sha256: 'x' }],
    );
    const text = mailText(content.document);
    expect(text).toContain(`${enGb.leadMail.job.title}: Car mechanic`);
    expect(text).toMatch(new RegExp(`${enGb.leadMail.job.page}: \\S*/en-gb/careers/car-mechanic\\b`));
    expect(text).toContain(`${enGb.leadMail.job.contract}: ${enGb.careers.contract.permanent}`);
    expect(text).toContain(`${enGb.leadMail.job.hours}: ${enGb.careers.hours['full-time']}`);
    expect(text).toContain('Campaign source:\n  Channel: radio\n  Week: 47');
    expect(text).toContain('cv.pdf: PDF, 117 KB');
    expect(text).not.toMatch(/[{}]/);
  });
});
