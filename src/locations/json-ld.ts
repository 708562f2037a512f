import type { AutoDealer, AutoRepair, DayOfWeek, OpeningHoursSpecification, PostalAddress, WithContext } from 'schema-dts';
import { publicHolidays } from './hours/holidays';
import { localMoment } from './hours/hours';
import type { Location, WeekHours, Weekday } from './types';
import { WEEKDAYS } from './types';

/**
 * schema.org `AutoDealer` (or `AutoRepair` for a workshop-only site) with its opening hours. A range
 * that ends after midnight keeps a `closes` earlier than `opens`, which schema.org reads as the next
 * day; 24:00 is written 23:59. Public holidays and closing days of the next twelve months are
 * `specialOpeningHoursSpecification` entries with opens = closes = 00:00 (closed all day).
 */

const DAY_URL = (day: Weekday) => `https://schema.org/${day[0]!.toUpperCase()}${day.slice(1)}` as Extract<DayOfWeek, `https://${string}`>;
const clock = (t: string) => (t === '24:00' ? '23:59' : t);

function hoursSpec(week: WeekHours | undefined): OpeningHoursSpecification[] {
  if (!week) return [];
  const out: OpeningHoursSpecification[] = [];
  for (const day of WEEKDAYS) {
    const d = week[day];
    if (d?.state !== 'open') continue;
    for (const r of d.ranges)
      out.push({ '@type': 'OpeningHoursSpecification', dayOfWeek: DAY_URL(day), opens: r.from, closes: clock(r.to) });
  }
  return out;
}

function closedDays(location: Location, now: Date): OpeningHoursSpecification[] {
  const today = localMoment(now).date;
  const year = Number(today.slice(0, 4));
  const dates = new Set<string>(location.closingDays.map((d) => d.date).filter((d) => d >= today));
  if (location.closedOnPublicHolidays)
    for (const y of [year, year + 1]) for (const h of publicHolidays(y)) if (h.date >= today) dates.add(h.date);
  const limit = `${year + 1}${today.slice(4)}`;
  return [...dates]
    .filter((d) => d <= limit)
    .sort()
    .map((d): OpeningHoursSpecification => ({
      '@type': 'OpeningHoursSpecification',
      validFrom: d,
      validThrough: d,
      opens: '00:00',
      closes: '00:00',
    }));
}

export function locationJsonLd(
  location: Location,
  opts: { url: string; brandName: (slug: string) => string; now: Date; workshopName: string },
): WithContext<Exclude<AutoDealer | AutoRepair, string>> {
  const workshopOnly = location.kind === 'workshop' || !location.hours.showroom;
  const special = closedDays(location, opts.now);
  const address: PostalAddress = {
    '@type': 'PostalAddress',
    streetAddress: location.address.street,
    postalCode: location.address.postalCode,
    addressLocality: location.address.town,
    addressCountry: location.address.country || 'LU',
  };
  const base: WithContext<Exclude<AutoDealer | AutoRepair, string>> = {
    '@context': 'https://schema.org',
    ...(workshopOnly ? { '@type': 'AutoRepair' as const } : { '@type': 'AutoDealer' as const }),
    '@id': `${opts.url}#location`,
    name: location.name,
    url: opts.url,
    address,
    geo: { '@type': 'GeoCoordinates', latitude: location.coordinates.lat, longitude: location.coordinates.lng },
    ...(location.phone ? { telephone: location.phone } : {}),
    ...(location.email ? { email: location.email } : {}),
    ...(location.vatNumber ? { vatID: location.vatNumber } : {}),
    ...(location.brands.length ? { brand: location.brands.map((b) => ({ '@type': 'Brand', name: opts.brandName(b) })) } : {}),
    openingHoursSpecification: hoursSpec(workshopOnly ? location.hours.workshop : location.hours.showroom),
    ...(special.length ? { specialOpeningHoursSpecification: special } : {}),
    ...(location.employees.length
      ? { employee: location.employees.map((e) => ({ '@type': 'Person', name: e.name, ...(e.role ? { jobTitle: e.role } : {}) })) }
      : {}),
  };
  if (!workshopOnly && location.hours.workshop) {
    base.department = [
      {
        '@type': 'AutoRepair',
        name: opts.workshopName,
        address,
        ...(location.phone ? { telephone: location.phone } : {}),
        openingHoursSpecification: hoursSpec(location.hours.workshop),
        ...(special.length ? { specialOpeningHoursSpecification: special } : {}),
      },
    ];
  }
  return base;
}
