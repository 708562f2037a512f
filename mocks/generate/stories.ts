/**
 * Builders of the stories whose data modules list many of the same kind: news articles and job ads.
 */
import { ARTICLE_CATEGORIES, HR, JOB_OFFER } from '../data/common.ts';
import { lines } from './bloks.ts';
import { RT, p, storyDef, type Blok, type Doc, type ImageRef, type Loc, type StoryDef, type Translated } from './content.ts';

export const jobLines = lines;
import { addDays } from './ids.ts';
import type { JobContact } from '../data/common.ts';

export type ArticleCategory = keyof typeof ARTICLE_CATEGORIES;

/** A news article at `news/{slug}`, dated `date` (yyyy-mm-dd). */
export function article(
  slug: string,
  date: string,
  category: ArticleCategory,
  tags: string[],
  title: Translated<string>,
  teaser: Loc<string>,
  img: ImageRef,
  body: Loc<Doc>,
): StoryDef {
  return storyDef(
    `news/${slug}`,
    title.fr,
    {
      component: 'article',
      title,
      teaser,
      image: img,
      date,
      category: ARTICLE_CATEGORIES[category],
      body,
    },
    { created: addDays(date, -3), published: date, articleDate: date, tags },
  );
}

export type JobDef = {
  title: Translated<string>;
  /** a location slug */
  location: string;
  department: string;
  contract: string;
  hours?: string;
  perWeek?: number;
  start?: string;
  /** yyyy-mm-dd */
  posted: string;
  /** yyyy-mm-dd */
  closes: string;
  intro: Loc<string>;
  description: Translated<string>;
  tasks: Loc<string>;
  profile: Loc<string>;
  offer?: Loc<string>;
  contact?: JobContact;
};

/** A job ad at `carrieres/{slug}` (HR is the contact and the usual offer applies unless the ad says otherwise). */
export function job(slug: string, def: JobDef): StoryDef {
  const content: Blok = {
    component: 'job',
    title: def.title,
    location: def.location,
    department: def.department,
    contract: def.contract,
    hours: def.hours ?? 'full-time',
    hours_per_week: String(def.perWeek ?? 40),
    start_date: def.start ?? '',
    date_posted: def.posted,
    valid_through: def.closes,
    intro: def.intro,
    description: RT([p(def.description.fr)], [p(def.description.de)], [p(def.description.en)]),
    tasks: def.tasks,
    profile: def.profile,
    offer: def.offer ?? JOB_OFFER,
    ...(def.contact ?? HR),
  };
  return storyDef(`carrieres/${slug}`, def.title.fr, content, { created: def.posted, published: def.posted });
}
