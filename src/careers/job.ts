import { cache } from 'react';
import { z } from 'zod';
import { issuesText, warn } from '../content/reshape/common';
import { toRichText } from '../content/reshape/rich-text';
import { contentSource } from '../content/select-source';
import { luxembourgDay } from '../form-engine/validation/dates';
import { SbRichText, type SbStory } from '../content/storyblok-schema';
import type { RichText } from '../content/types';
import type { Locale } from '../routing/locales';
import { SLUG_PATTERN } from '../routing/segments';

/**
 * Job ads: `job` stories in the careers folder (`carrieres/{job}`), validated here once. A story that
 * fails is skipped with a warning (its address answers page-not-found, as an unknown job does). An ad
 * is open from the day it is posted to its closing day included, Luxembourg time; a closed ad keeps
 * its page (answered 410, without the application form) for the visitor who follows an old link.
 */

export const CAREERS_FOLDER = 'carrieres';

export const CONTRACTS = ['permanent', 'fixed-term', 'apprenticeship', 'internship', 'student'] as const;
export type Contract = (typeof CONTRACTS)[number];

export const WORKING_HOURS = ['full-time', 'part-time'] as const;
export type WorkingHours = (typeof WORKING_HOURS)[number];

export const DEPARTMENTS = ['sales', 'workshop', 'bodywork', 'after-sales', 'parts', 'administration'] as const;
export type Department = (typeof DEPARTMENTS)[number];

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const day = z.string().trim().regex(ISO_DAY);
const optionalDay = z
  .union([z.literal(''), day])
  .optional()
  .default('');
/** A list an editor types one item per line (a textarea), or a list of strings. */
const lines = z
  .union([z.array(z.string()), z.string()])
  .optional()
  .default([])
  .transform((v) => (typeof v === 'string' ? v.split('\n') : v).map((s) => s.trim()).filter((s) => s !== ''));

export const SbJobContent = z.object({
  _uid: z.string(),
  component: z.literal('job'),
  title: z.string().trim().min(2).max(140),
  /** the dealership's slug (a location story of `concessions/`) */
  location: z.string().regex(SLUG_PATTERN).max(80),
  department: z.enum(DEPARTMENTS),
  contract: z.enum(CONTRACTS),
  hours: z.enum(WORKING_HOURS),
  hours_per_week: z.coerce.number().min(1).max(48),
  /** '' means as soon as possible */
  start_date: optionalDay,
  date_posted: day,
  valid_through: day,
  intro: z.string().trim().max(500).optional().default(''),
  description: SbRichText.nullable().optional(),
  tasks: lines,
  profile: lines,
  offer: lines,
  contact_name: z.string().trim().min(2).max(100),
  contact_role: z.string().trim().max(100).optional().default(''),
  contact_email: z.string().trim().email().max(200),
  contact_phone: z.string().trim().max(30).optional().default(''),
});

export type Job = {
  /** the ad's own slug in the default language (`mecatronicien-automobile-niederkorn`): its identity, whatever the locale */
  slug: string;
  /** the ad's address in its locale (`['karriere', 'kfz-mechatroniker-niederkorn']`: translated slugs) */
  path: string[];
  uuid: string;
  title: string;
  location: string;
  department: Department;
  contract: Contract;
  hours: WorkingHours;
  hoursPerWeek: number;
  /** ISO day, or null: as soon as possible */
  startDate: string | null;
  datePosted: string;
  validThrough: string;
  intro: string;
  description: RichText;
  tasks: string[];
  profile: string[];
  offer: string[];
  contact: { name: string; role: string; email: string; phone: string };
  /** when the CMS last published it (ms), for the sitemap */
  publishedAt: number;
};

/** A `job` story as a {@link Job}, or null (with a warning) when it is not a valid one. */
export function reshapeJob(story: SbStory): Job | null {
  const where = `story ${story.full_slug}`;
  // the ad is named by its default-language address (`carrieres/{job}`) in every locale; its own
  // address in the locale (translated slugs) is where its page is
  const parts = (story.default_full_slug ?? story.full_slug).split('/');
  const path = story.full_slug.split('/');
  if (parts.length !== 2 || parts[0] !== CAREERS_FOLDER || !SLUG_PATTERN.test(parts[1] ?? '')) {
    warn(where, `a job ad lives at ${CAREERS_FOLDER}/{job}; skipped`);
    return null;
  }
  const parsed = SbJobContent.safeParse(story.content);
  if (!parsed.success) {
    warn(where, `skipped invalid job ad: ${issuesText(parsed.error)}`);
    return null;
  }
  const c = parsed.data;
  if (c.valid_through < c.date_posted) {
    warn(where, `closes (${c.valid_through}) before it is posted (${c.date_posted}); skipped`);
    return null;
  }
  return {
    slug: parts[1]!,
    path: path.length === 2 && path.every((p) => SLUG_PATTERN.test(p)) ? path : parts,
    uuid: story.uuid,
    title: c.title,
    location: c.location,
    department: c.department,
    contract: c.contract,
    hours: c.hours,
    hoursPerWeek: c.hours_per_week,
    startDate: c.start_date || null,
    datePosted: c.date_posted,
    validThrough: c.valid_through,
    intro: c.intro,
    description: toRichText(c.description),
    tasks: c.tasks,
    profile: c.profile,
    offer: c.offer,
    contact: { name: c.contact_name, role: c.contact_role, email: c.contact_email, phone: c.contact_phone },
    publishedAt: Date.parse(story.published_at ?? story.first_published_at ?? story.created_at ?? '') || 0,
  };
}

export type JobState = 'open' | 'closed' | 'upcoming';

/** Whether an ad takes applications on a day (`YYYY-MM-DD`, Luxembourg): posted and closing days included. */
export function jobState(job: Pick<Job, 'datePosted' | 'validThrough'>, today: string): JobState {
  if (today < job.datePosted) return 'upcoming';
  return today > job.validThrough ? 'closed' : 'open';
}

/** Today in Luxembourg (`YYYY-MM-DD`), the day an ad's dates are read against. */
export function luxembourgToday(now: Date = new Date()): string {
  return luxembourgDay(now.getTime());
}

/** Every valid job ad, per locale, newest first (one listing, shared by a request's pages and sections). */
export const getJobs = cache(async (locale: Locale): Promise<Job[]> => {
  const stories = await contentSource().getAllStories({ startsWith: `${CAREERS_FOLDER}/`, contentType: 'job' }, locale);
  return stories
    .map(reshapeJob)
    .filter((j): j is Job => j !== null)
    .sort((a, b) => b.datePosted.localeCompare(a.datePosted) || a.title.localeCompare(b.title));
});

/** One job ad by its default-language slug, or null. */
export async function getJob(locale: Locale, slug: string): Promise<Job | null> {
  return (await getJobs(locale)).find((j) => j.slug === slug) ?? null;
}
