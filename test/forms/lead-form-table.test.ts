import { describe, expect, it } from 'vitest';
import { FORM_KINDS, LEAD_FORM_ROWS, LEAD_FORMS } from '../../src/composition/lead-forms';
import { defineLeadForm, joinLeadForms } from '../../src/forms/definitions';
import { CONTACT } from '../../src/forms/definitions/contact';
import { MESSAGES } from '../../src/i18n/messages';
import { LOCALES } from '../../src/routing/locales';

/**
 * Lead forms are rows (issue 23, point 1): the site's own in src/forms/lead-forms.ts and each
 * feature's in its `lead-forms.ts`, joined in src/composition/lead-forms.ts. The table is keyed by
 * each row's id (what a lead is stored under), and every row carries its server action.
 */
describe('the lead-form table', () => {
  it("joins the site's rows and every feature's", () => {
    expect([...FORM_KINDS].sort()).toEqual(
      [
        'contact',
        'fleet-quote',
        'job-application',
        'lease-enquiry',
        'model-test-drive',
        'shortlist',
        'test-drive',
        'trade-in',
        'tyre-appointment',
        'tyre-offer',
        'vehicle-interest',
      ].sort(),
    );
    for (const kind of FORM_KINDS) {
      expect(LEAD_FORMS[kind].id).toBe(kind);
      expect(typeof LEAD_FORMS[kind].action, kind).toBe('function');
      expect(LEAD_FORMS[kind].build({}).id, kind).toBe(kind);
    }
    expect(new Set(LEAD_FORM_ROWS.map((r) => r.action)).size).toBe(LEAD_FORM_ROWS.length);
  });

  it("names every form in the lead e-mail in the three locales, by its row's mail name", () => {
    for (const kind of FORM_KINDS) {
      for (const locale of LOCALES) {
        expect(MESSAGES[locale].leadMail.forms[LEAD_FORMS[kind].mail.name], `${kind} ${locale}`).toMatch(/\S/);
      }
    }
  });

  it('refuses two rows of one id', () => {
    const action = async () => ({ status: 'idle' as const, key: 'k' });
    expect(() =>
      joinLeadForms([defineLeadForm(CONTACT, action, { name: 'contact' }), defineLeadForm(CONTACT, action, { name: 'contact' })]),
    ).toThrow(/two lead forms are called "contact"/);
  });

  it('lets editors embed the forms marked embeddable, and no form about a vehicle, an offer, an ad or a model', () => {
    expect(FORM_KINDS.filter((k) => LEAD_FORMS[k].embeddable).sort()).toEqual([
      'contact',
      'fleet-quote',
      'trade-in',
      'tyre-appointment',
      'tyre-offer',
    ]);
  });
});
