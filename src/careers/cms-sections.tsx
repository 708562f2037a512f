import { z } from 'zod';
import { toImage } from '../content/reshape/images';
import { defineSection } from '../content/section-row';
import { SbAsset } from '../content/storyblok-schema';
import type { EmployeePortraitsSection, JobOverviewSection } from './section-types';
import { EmployeePortraits, JobOverview } from './sections-view';

/**
 * The careers feature's CMS sections. `job_overview` lists the open job ads with filters by
 * dealership and contract (a GET form of the page it sits on: `?location=&contract=`, working without
 * JavaScript; a value that is not a choice is ignored); `employee_portraits` shows the people behind
 * the site, each with a photo, their job, their dealership and a quote.
 */

export const SbJobOverview = z.object({
  _uid: z.string(),
  component: z.literal('job_overview'),
  title: z.string().optional().default(''),
  intro: z.string().optional().default(''),
  /** what to say when no ad fits: e.g. an invitation to apply spontaneously */
  spontaneous: z.string().optional().default(''),
});

export const SbPortrait = z.object({
  _uid: z.string(),
  component: z.literal('employee_portrait'),
  name: z.string().trim().min(1).max(100),
  role: z.string().trim().max(120).optional().default(''),
  location: z.string().trim().max(120).optional().default(''),
  quote: z.string().trim().max(600).optional().default(''),
  text: z.string().trim().max(2000).optional().default(''),
  photo: SbAsset.nullable().optional(),
});

export const SbEmployeePortraits = z.object({
  _uid: z.string(),
  component: z.literal('employee_portraits'),
  title: z.string().optional().default(''),
  intro: z.string().optional().default(''),
  portraits: z.array(z.unknown()).max(48).optional().default([]),
});

export const CAREER_SECTIONS = [
  defineSection({
    blok: 'job_overview',
    type: 'jobOverview',
    schema: SbJobOverview,
    headsPage: true,
    reshape: (b): JobOverviewSection => ({ type: 'jobOverview', id: b._uid, title: b.title, intro: b.intro, spontaneous: b.spontaneous }),
    Component: JobOverview,
  }),
  defineSection({
    blok: 'employee_portraits',
    type: 'employeePortraits',
    schema: SbEmployeePortraits,
    reshape: (b, where): EmployeePortraitsSection => ({
      type: 'employeePortraits',
      id: b._uid,
      title: b.title,
      intro: b.intro,
      portraits: b.portraits.flatMap((raw, i) => {
        const p = SbPortrait.safeParse(raw);
        if (!p.success) {
          console.warn(`[careers] ${where}: portrait ${i} left out (${p.error.issues[0]?.message ?? 'invalid'})`);
          return [];
        }
        return [
          {
            id: p.data._uid,
            name: p.data.name,
            role: p.data.role,
            location: p.data.location,
            quote: p.data.quote,
            text: p.data.text,
            photo: toImage(p.data.photo),
          },
        ];
      }),
    }),
    Component: EmployeePortraits,
  }),
] as const;
