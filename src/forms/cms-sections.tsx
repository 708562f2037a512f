import { z } from 'zod';
import { defineSection } from '../content/section-row';
import { EmbeddedFormSection } from './pages/embedded-form';
import { EMBEDDED_FORM_KINDS, type EmbeddedFormSectionData } from './section-types';

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
