import { z } from 'zod';
import { defineSection } from '../content/section-row';
import { EmbeddedFormSection } from './pages/embedded-form';

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

/** A lead form in a page (see `EMBEDDED_FORM_KINDS`); `location` preselects a site (story uuid or slug). */
export const SbEmbeddedForm = z.object({
  _uid: z.string(),
  component: z.literal('embedded_form'),
  title: z.string().optional().default(''),
  intro: z.string().optional().default(''),
  form: z.enum(EMBEDDED_FORM_KINDS),
  location: z.string().max(200).optional().default(''),
});

export const FORM_SECTIONS = [
  defineSection({
    blok: 'embedded_form',
    type: 'embeddedForm',
    schema: SbEmbeddedForm,
    reshape: (b): EmbeddedFormSectionData => ({
      type: 'embeddedForm',
      id: b._uid,
      title: b.title,
      intro: b.intro,
      form: b.form,
      location: b.location,
    }),
    Component: ({ section, locale, path, query }) => <EmbeddedFormSection section={section} locale={locale} path={path} query={query} />,
  }),
] as const;
