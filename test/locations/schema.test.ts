import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SbStory } from '../../src/content/storyblok-schema';
import { reshapeLocation } from '../../src/locations/schema';

const MOCKS = path.resolve(__dirname, '..', '..', 'mocks', 'stories');
const story = (locale: string, slug: string) =>
  SbStory.parse(JSON.parse(readFileSync(path.join(MOCKS, locale, 'concessions', `${slug}.json`), 'utf8')));
const withContent = (base: SbStory, patch: Record<string, unknown>): SbStory => ({ ...base, content: { ...base.content, ...patch } });

afterEach(() => vi.restoreAllMocks());

describe('location stories', () => {
  it('reshape into our Location type', () => {
    const l = reshapeLocation(story('fr-lu', 'bertrange'))!;
    expect(l).toMatchObject({
      slug: 'bertrange',
      name: 'Autopolis Bertrange',
      kind: 'dealership',
      fictional: true,
      closedOnPublicHolidays: true,
    });
    expect(l.coordinates.lat).toBeCloseTo(49.6072);
    expect(l.brands).toContain('ford');
    expect(l.hours.showroom?.monday).toEqual({
      state: 'open',
      ranges: [
        { from: '08:30', to: '12:00' },
        { from: '13:00', to: '18:30' },
      ],
      comment: '',
    });
    expect(l.hours.showroom?.sunday).toEqual({ state: 'closed', comment: '' });
    expect(l.closingDays).toContainEqual({ date: '2026-12-24', label: 'Veille de Noël' });
    expect(l.employees.length).toBeGreaterThanOrEqual(3);
    expect(l.employees[0]).toMatchObject({ name: 'Sophie Weber', languages: ['lb', 'fr', 'de', 'en'] });
    expect(l.employees[0]!.photo?.src).toMatch(/^\/images\/portraits\/.+\.svg$/);
  });

  it('exist for the three dealerships and the workshop-only site, in every locale', () => {
    for (const locale of ['fr-lu', 'de-lu', 'en-gb']) {
      for (const slug of ['bertrange', 'niederkorn', 'esch-sur-alzette', 'mersch'])
        expect(reshapeLocation(story(locale, slug)), `${locale} ${slug}`).not.toBeNull();
    }
    const mersch = reshapeLocation(story('en-gb', 'mersch'))!;
    expect(mersch.kind).toBe('workshop');
    expect(mersch.hours.showroom).toBeUndefined();
    expect(mersch.hours.workshop?.sunday).toEqual({ state: 'comment', comment: 'Breakdown service on call' });
  });

  it('skip a location without usable coordinates or name, with a warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const base = story('fr-lu', 'bertrange');
    expect(reshapeLocation(withContent(base, { latitude: '' }))).toBeNull();
    expect(reshapeLocation(withContent(base, { longitude: 'east' }))).toBeNull();
    expect(reshapeLocation(withContent(base, { latitude: '123' }))).toBeNull();
    expect(reshapeLocation(withContent(base, { name: '' }))).toBeNull();
    expect(reshapeLocation({ ...base, slug: 'Not A Slug' })).toBeNull();
    expect(warn).toHaveBeenCalledTimes(5);
    expect(String(warn.mock.calls[0]![0])).toMatch(/\[locations\] concessions\/bertrange: skipped invalid location/);
  });

  it('drop a broken day, closing day or employee and keep the rest', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const base = story('fr-lu', 'bertrange');
    const c = base.content as Record<string, unknown>;
    const days = c.showroom_hours as Record<string, unknown>[];
    const brokenDays = days.map((d) =>
      d.day === 'monday' ? { ...d, ranges: [{ _uid: 'x', component: 'time_range', from: '25:00', to: '12:00' }] } : d,
    );
    const employees = [...(c.employees as unknown[]), { _uid: 'e', component: 'employee', name: '', email: 'not-an-email' }];
    const closing = [...(c.closing_days as unknown[]), { _uid: 'c', component: 'closing_day', date: 'someday' }];
    const l = reshapeLocation(withContent(base, { showroom_hours: brokenDays, employees, closing_days: closing }))!;
    expect(l).not.toBeNull();
    expect(l.hours.showroom?.monday).toBeUndefined(); // unknown, never assumed closed
    expect(l.hours.showroom?.tuesday?.state).toBe('open');
    expect(l.employees).toHaveLength((c.employees as unknown[]).length);
    expect(l.closingDays).toHaveLength((c.closing_days as unknown[]).length);
    expect(warn).toHaveBeenCalledTimes(3);
  });

  it('ignore stories of other content types', () => {
    const base = story('fr-lu', 'bertrange');
    expect(reshapeLocation({ ...base, content: { _uid: 'p', component: 'page' } })).toBeNull();
  });
});
