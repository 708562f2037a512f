import { describe, expect, it, vi } from 'vitest';
import { jobApplicationForm } from '../../src/careers/application-form';
import { jobState, reshapeJob, SbJobContent, type Job } from '../../src/careers/job';
import { jobPostingJsonLd, plainParagraphs } from '../../src/careers/json-ld';
import { filterJobs, jobFilterQuery, parseJobFilter } from '../../src/careers/list';
import type { SbStory } from '../../src/content/storyblok-schema';
import type { Location } from '../../src/locations/types';

/** Job ads (issue 11, point 7): the story's validation, the open window, the list's filters and the posting. */

const content = {
  _uid: 'u1',
  component: 'job',
  title: 'Mécatronicien automobile (m/f/x)',
  location: 'niederkorn',
  department: 'workshop',
  contract: 'permanent',
  hours: 'full-time',
  hours_per_week: '40',
  start_date: '',
  date_posted: '2026-10-19',
  valid_through: '2027-10-31',
  intro: 'Vous entretenez des véhicules.',
  description: { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Un atelier <rénové> & moderne.' }] }] },
  tasks: 'Entretiens\n\nDiagnostics\n',
  profile: ['DAP', ' '],
  offer: [],
  contact_name: 'Claire Muller',
  contact_role: 'RH',
  contact_email: 'jobs@autopolis.example',
  contact_phone: '+352 00 00 10 90',
};

const story = (c: Record<string, unknown>, fullSlug = 'carrieres/mecatronicien-automobile-niederkorn') =>
  ({
    uuid: 'uuid-1',
    full_slug: fullSlug,
    slug: fullSlug.split('/').pop(),
    name: 'x',
    content: c,
    published_at: '2026-11-02T10:00:00.000Z',
  }) as unknown as SbStory;

describe('a job story', () => {
  it('becomes a job ad: lines of a textarea become a list, an empty start is "as soon as possible"', () => {
    const job = reshapeJob(story(content))!;
    expect(job).toMatchObject({
      slug: 'mecatronicien-automobile-niederkorn',
      location: 'niederkorn',
      contract: 'permanent',
      hoursPerWeek: 40,
      startDate: null,
      tasks: ['Entretiens', 'Diagnostics'],
      profile: ['DAP'],
      contact: { name: 'Claire Muller', email: 'jobs@autopolis.example' },
    });
    expect(plainParagraphs(job.description)).toEqual(['Un atelier <rénové> & moderne.']);
  });

  it('is skipped with a warning when broken, outside the careers folder, or closing before it is posted', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(reshapeJob(story({ ...content, contract: 'forever' }))).toBeNull();
    expect(reshapeJob(story({ ...content, contact_email: 'not an address' }))).toBeNull();
    expect(reshapeJob(story({ ...content, valid_through: '2026-01-01' }))).toBeNull();
    expect(reshapeJob(story(content, 'news/mecatronicien'))).toBeNull();
    expect(reshapeJob(story(content, 'carrieres/a/b'))).toBeNull();
    expect(warn).toHaveBeenCalledTimes(5);
    warn.mockRestore();
    expect(SbJobContent.safeParse({ ...content, hours_per_week: '90' }).success).toBe(false);
  });

  it('is open from the day it is posted to its closing day, both included', () => {
    const job = { datePosted: '2026-10-19', validThrough: '2027-10-31' };
    expect(jobState(job, '2026-10-18')).toBe('upcoming');
    expect(jobState(job, '2026-10-19')).toBe('open');
    expect(jobState(job, '2027-10-31')).toBe('open');
    expect(jobState(job, '2027-11-01')).toBe('closed');
  });
});

describe('the job list', () => {
  const base = reshapeJob(story(content))!;
  const jobs: Job[] = [
    base,
    { ...base, slug: 'apprenti', contract: 'apprenticeship' },
    { ...base, slug: 'vendeur', location: 'bertrange' },
    { ...base, slug: 'ete', location: 'bertrange', contract: 'student', validThrough: '2026-06-30' },
  ];
  const locations = ['bertrange', 'niederkorn'];

  it('reads its filters from the URL, ignoring what is not a choice', () => {
    expect(parseJobFilter(new URLSearchParams('location=niederkorn&contract=apprenticeship'), locations)).toEqual({
      location: 'niederkorn',
      contract: 'apprenticeship',
    });
    for (const hostile of [
      'location=<script>&contract=1%27%20OR%201=1',
      'location=../../etc&contract=',
      'location=NIEDERKORN',
      'contract=constructor',
    ]) {
      expect(parseJobFilter(new URLSearchParams(hostile), locations)).toEqual({ location: null, contract: null });
    }
  });

  it('shows the open ads that pass every filter, and writes the filter back as a query', () => {
    const today = '2026-11-24';
    const slugs = (filter: Parameters<typeof filterJobs>[1]) => filterJobs(jobs, filter, today).map((j) => j.slug);
    expect(slugs({ location: null, contract: null })).toEqual(['mecatronicien-automobile-niederkorn', 'apprenti', 'vendeur']);
    expect(slugs({ location: 'niederkorn', contract: null })).toEqual(['mecatronicien-automobile-niederkorn', 'apprenti']);
    expect(slugs({ location: 'niederkorn', contract: 'apprenticeship' })).toEqual(['apprenti']);
    expect(slugs({ location: 'bertrange', contract: 'student' })).toEqual([]);
    expect(jobFilterQuery({ location: 'niederkorn', contract: 'apprenticeship' })).toBe('?location=niederkorn&contract=apprenticeship');
    expect(jobFilterQuery({ location: null, contract: null })).toBe('');
  });
});

describe('the JobPosting', () => {
  const job = reshapeJob(story({ ...content, hours: 'part-time', contract: 'fixed-term', start_date: '2027-01-04' }))!;
  const location = {
    slug: 'niederkorn',
    name: 'Autopolis Niederkorn',
    address: { street: '1, rue Exemple', postalCode: 'L-0000', town: 'Niederkorn', country: 'LU' },
  } as Location;
  const posting = jobPostingJsonLd({
    job,
    paragraphs: [job.intro, ...plainParagraphs(job.description)],
    headings: { tasks: 'Vos missions', profile: 'Votre profil', offer: 'Ce que nous offrons' },
    location,
    organisation: { name: 'Autopolis', url: 'https://autopolis.example/', logo: 'https://autopolis.example/favicon.svg' },
    url: 'https://autopolis.example/carrieres/mecatronicien-automobile-niederkorn',
  });

  it('carries what search engines require, with the dates and the employment type of the ad', () => {
    expect(posting).toMatchObject({
      '@type': 'JobPosting',
      title: job.title,
      datePosted: '2026-10-19',
      validThrough: '2027-10-31T23:59:59+01:00',
      jobStartDate: '2027-01-04',
      employmentType: ['PART_TIME', 'TEMPORARY'],
      hiringOrganization: { name: 'Autopolis' },
      jobLocation: { address: { streetAddress: '1, rue Exemple', addressLocality: 'Niederkorn', addressCountry: 'LU' } },
    });
  });

  it('has an HTML description in which the editor’s text is text, never markup', () => {
    const description = String(posting.description);
    expect(description).toContain('<p>Un atelier &lt;rénové&gt; &amp; moderne.</p>');
    expect(description).toContain('<p><strong>Vos missions</strong></p><ul><li>Entretiens</li><li>Diagnostics</li></ul>');
    expect(description).not.toContain('Ce que nous offrons'); // an empty list has no heading
  });
});

describe('the application form', () => {
  it('requires a CV; the CV and the letter are one PDF or Word file of 5 MiB at most each', () => {
    const { cv, letter } = jobApplicationForm.fields;
    expect(cv).toMatchObject({ type: 'file', rules: 'required', maxFiles: 1, maxFileSize: 5 * 1024 * 1024 });
    expect(letter).not.toHaveProperty('rules');
    expect(cv.accept).toEqual(expect.arrayContaining(['application/pdf', '.docx', '.doc']));
  });
});
