import { defineFeature } from '../manifest/feature-manifest';
import { CAREER_SECTIONS } from './cms-sections';
import { SbJobContent } from './job';
import { CAREER_LEAD_FORMS } from './lead-forms';

/** Careers: the application form and the careers CMS sections (a job ad is a CMS story, read by the content route). */
export const CAREERS = defineFeature({
  name: 'careers',
  leadForms: CAREER_LEAD_FORMS,
  sections: CAREER_SECTIONS,
  cms: { storyTypes: [{ schema: SbJobContent, preview: 'title' }] },
});
