import { defineFeature } from '../manifest/feature-manifest';
import { SITE_LEAD_FORMS } from './lead-forms';

/**
 * The site's own lead forms (vehicle interest, test drive, tyre forms, contact). Its CMS section, the
 * embedded form, is made from every feature's embeddable rows, so the feature list adds it (src/composition).
 */
export const FORMS = defineFeature({ name: 'forms', leadForms: SITE_LEAD_FORMS });
