/*
 * The forms feature's CMS section in the site's own types: what cms-sections.tsx reshapes a blok into
 * and pages/embedded-form.tsx renders (apart, so that neither imports the other's module back).
 */

/** The forms an editor may embed in a page. */
export const EMBEDDED_FORM_KINDS = ['tyre-appointment', 'tyre-offer', 'contact', 'test-drive', 'fleet-quote'] as const;
export type EmbeddedFormKind = (typeof EMBEDDED_FORM_KINDS)[number];

/**
 * The seed's embedded form: a lead form of `src/forms` in a page. `location` (a location story
 * uuid or slug, or '') preselects the site, e.g. the Esch variant of the tyre appointment;
 * `test-drive` lets the visitor choose the vehicle to book a test drive of.
 */
export type EmbeddedFormSectionData = {
  type: 'embeddedForm';
  id: string;
  title: string;
  intro: string;
  form: EmbeddedFormKind;
  location: string;
};

/** The forms feature's sections, as one union (what `EmbeddedFormSection` is given). */
export type FormSection = EmbeddedFormSectionData;
