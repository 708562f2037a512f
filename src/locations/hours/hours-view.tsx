import { getFormatter, getTranslator } from '../../i18n/server';
import { LOCALE_TAG, type Locale } from '../../routing/locales';
import { localMoment, weekdayOf } from './hours';
import { OpenBadge } from './open-badge';
import { TodayMarker } from './today-marker';
import { departmentStatuses, upcomingClosings } from './schedule';
import { statusLabel } from './status-text';
import { statusTexts } from '../texts';
import { WEEKDAYS, type DayHours, type Department, type Location } from '../types';
// the hours' styles go with the tables and day cells, wherever they render (a dealership page, a form page)
import './hours.css';

/** The badge of each department ("Showroom: Open now · closes at 18:30"), refreshed in the browser. */
export function OpenBadges({ locale, location, now }: { locale: Locale; location: Location; now: Date }) {
  const t = getTranslator(locale, 'locations');
  const texts = statusTexts(locale);
  const today = localMoment(now).date;
  const statuses = departmentStatuses(location, now);
  if (statuses.length === 0) return null;
  return (
    <div className="open-badges">
      {statuses.map(({ department, schedule, status }) => (
        <OpenBadge
          key={department}
          schedule={schedule}
          texts={texts}
          localeTag={LOCALE_TAG[locale]}
          departmentLabel={statuses.length > 1 ? t('status.department', { department: t(`hours.${department}`) }) : undefined}
          initial={status ? statusLabel(status, texts, LOCALE_TAG[locale], today) : null}
        />
      ))}
    </div>
  );
}

/** One day of a schedule: its ranges, closed, or the CMS comment; unknown when the CMS says nothing readable. */
export function DayCell({ locale, day }: { locale: Locale; day: DayHours | undefined }) {
  const t = getTranslator(locale, 'locations');
  if (!day) return <span className="hours__unknown">{t('hours.unknown')}</span>;
  const comment = day.comment ? <span className="hours__comment">{day.comment}</span> : null;
  if (day.state === 'closed') {
    return (
      <>
        <span className="hours__closed">{t('hours.closed')}</span>
        {comment}
      </>
    );
  }
  if (day.state === 'comment') return comment ?? <span className="hours__unknown">{t('hours.unknown')}</span>;
  return (
    <>
      {day.ranges.map((r, i) => (
        <span key={i} className="hours__range">
          {t('hours.range', { from: r.from, to: r.to === '24:00' ? '24:00' : r.to })}
        </span>
      ))}
      {comment}
    </>
  );
}

/** The week of showroom and workshop side by side, today's row marked. */
export function HoursTable({ locale, location, now, titleId }: { locale: Locale; location: Location; now: Date; titleId: string }) {
  const t = getTranslator(locale, 'locations');
  const today = weekdayOf(localMoment(now).date);
  const departments = (['showroom', 'workshop'] as const).filter(
    (d): d is Department => !!location.hours[d] && Object.keys(location.hours[d]!).length > 0,
  );
  if (departments.length === 0) return null;
  const tableId = `${titleId}-table`;
  return (
    <>
      <TodayMarker tableId={tableId} />
      <table className="hours" id={tableId} aria-labelledby={titleId}>
        <thead>
          <tr>
            <th scope="col">{t('hours.day')}</th>
            {departments.map((d) => (
              <th scope="col" key={d}>
                {t(`hours.${d}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {WEEKDAYS.map((day) => (
            <tr
              key={day}
              className={day === today ? 'hours__today' : undefined}
              aria-current={day === today ? 'date' : undefined}
              data-day={day}
            >
              <th scope="row">
                {t(`hours.weekday.${day}`)}
                <span className="hours__today-tag" hidden={day !== today}>
                  {' · '}
                  {t('hours.today')}
                </span>
              </th>
              {departments.map((d) => (
                <td key={d}>
                  <DayCell locale={locale} day={location.hours[d]?.[day]} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}

/** Upcoming public holidays and closing days. */
export function Closings({ locale, location, now, headingLevel }: { locale: Locale; location: Location; now: Date; headingLevel: 3 | 4 }) {
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  const t = getTranslator(locale, 'locations');
  const format = getFormatter(locale);
  const closings = upcomingClosings(location, now);
  return (
    <div className="closings">
      {location.closedOnPublicHolidays ? <p className="closings__rule">{t('hours.publicHolidays')}</p> : null}
      {closings.length > 0 ? (
        <>
          <Heading className="closings__title">{t('hours.closingDays')}</Heading>
          <ul className="closings__list">
            {closings.map((c) => (
              <li key={c.date}>
                <time dateTime={c.date}>
                  {format.dateTime(new Date(`${c.date}T12:00:00Z`), { day: 'numeric', month: 'long', weekday: 'long', timeZone: 'UTC' })}
                </time>
                {' – '}
                {c.kind === 'publicHoliday' ? t(`holiday.${c.holiday}`) : c.label}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </div>
  );
}

/** Title, badges, week table and closures: the opening-hours block of every location view. */
export function HoursSection({
  locale,
  location,
  now,
  idPrefix,
  headingLevel = 2,
  badges = true,
  within,
}: {
  locale: Locale;
  location: Location;
  now: Date;
  idPrefix: string;
  /** the id of the enclosing section's title, read before the block's own (several locations' hours on one page get distinct names) */
  within?: string;
  headingLevel?: 2 | 3;
  /** false where the page shows the badges elsewhere */
  badges?: boolean;
}) {
  const t = getTranslator(locale, 'locations');
  const titleId = `${idPrefix}-hours`;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section className="location-hours" aria-labelledby={within ? `${within} ${titleId}` : titleId}>
      <Heading id={titleId}>{t('hours.title')}</Heading>
      {badges ? <OpenBadges locale={locale} location={location} now={now} /> : null}
      <HoursTable locale={locale} location={location} now={now} titleId={titleId} />
      {/* one level below the section's heading: a page's headings never skip a level */}
      <Closings locale={locale} location={location} now={now} headingLevel={headingLevel === 2 ? 3 : 4} />
    </section>
  );
}
