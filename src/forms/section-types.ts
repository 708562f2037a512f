/*
 * The forms feature's CMS section in the site's own types: what cms-sections.tsx reshapes a blok into
 * and pages/embedded-form.tsx renders (apart, so that neither imports the other's module back).
 */

/** `test-drive` in a page is the picker: the visitor chooses the vehicle to book a test drive of. */
export const PICKER_FORM = 'test-drive';

/**
 * The seed's embedded form: a lead form in a page, any row of the lead-form table marked
 * `embeddable` (or the test-drive picker). `location` (a location story uuid or slug, or '')
 * preselects the site, e.g. the Esch variant of the tyre appointment.
 */
export type EmbeddedFormSectionData = {
  type: 'embeddedForm';
  id: string;
  title: string;
  intro: string;
  form: string;
  location: string;
};

/** The forms feature's sections, as one union (what `EmbeddedFormSection` is given). */
export type FormSection = EmbeddedFormSectionData;
