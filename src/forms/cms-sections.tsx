import { z } from 'zod';
import { defineSection } from '../content/section-row';
import type { LeadFormRow } from './definitions';
import { EmbeddedFormSection } from './pages/embedded-form';
import { PICKER_FORM, type EmbeddedFormSectionData } from './section-types';

/** A lead form in a page: one of `forms` (by id) or the test-drive picker; `location` preselects a site (story uuid or slug). */
const embeddedFormBlok = (forms: readonly string[]) =>
  z.object({
    _uid: z.string(),
    component: z.literal('embedded_form'),
    title: z.string().optional().default(''),
    intro: z.string().optional().default(''),
    form: z.enum([PICKER_FORM, ...forms]),
    location: z.string().max(200).optional().default(''),
  });

/**
 * The forms feature's sections, given the lead-form table (it joins the features' rows, above this
 * folder: src/composition/sections.tsx passes it): an editor may embed every row marked `embeddable`.
 */
export function formSections(rows: readonly LeadFormRow[]) {
  const embeddable = new Map(rows.filter((r) => r.embeddable).map((r) => [r.id, r]));
  return [
    defineSection({
      blok: 'embedded_form',
      type: 'embeddedForm',
      schema: embeddedFormBlok([...embeddable.keys()]),
      reshape: (b): EmbeddedFormSectionData => ({
        type: 'embeddedForm',
        id: b._uid,
        title: b.title,
        intro: b.intro,
        form: b.form,
        location: b.location,
      }),
      Component: ({ section, locale, path, query }) => (
        <EmbeddedFormSection section={section} row={embeddable.get(section.form) ?? null} locale={locale} path={path} query={query} />
      ),
    }),
  ] as const;
}
