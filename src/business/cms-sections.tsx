import { z } from 'zod';
import { defineSection, type SectionProps } from '../content/section-row';
import { UtilityModelList } from './utility-list';
import { UTILITY_BODIES, type UtilityBody } from './utility-models';

/** The business feature's CMS sections: the utility vehicle models (vans and pick-ups) with their stock. */

/** Cards of the utility models, optionally of one body style, each with its figures and how many are in stock. */
export type UtilityModelsSection = { type: 'utilityModels'; id: string; title: string; intro: string; body: UtilityBody | null };

export const SbUtilityModels = z.object({
  _uid: z.string(),
  component: z.literal('utility_models'),
  title: z.string().optional().default(''),
  intro: z.string().optional().default(''),
  /** '' for every model, or one body style */
  body_style: z
    .union([z.literal(''), z.enum(UTILITY_BODIES)])
    .optional()
    .default(''),
});

function UtilityModelsView({ section, locale, index }: SectionProps<UtilityModelsSection>) {
  return (
    <UtilityModelList
      locale={locale}
      id={section.id}
      title={section.title}
      intro={section.intro}
      body={section.body}
      headingLevel={index === 0 ? 1 : 2}
    />
  );
}

export const BUSINESS_SECTIONS = [
  defineSection({
    blok: 'utility_models',
    type: 'utilityModels',
    schema: SbUtilityModels,
    reshape: (b): UtilityModelsSection => ({
      type: 'utilityModels',
      id: b._uid,
      title: b.title,
      intro: b.intro,
      body: b.body_style || null,
    }),
    Component: UtilityModelsView,
    headsPage: true,
  }),
] as const;
