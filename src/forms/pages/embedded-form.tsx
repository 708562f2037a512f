import { privacyPolicyHref } from '../privacy';
import { PICKER_FORM, type FormSection as Section } from '../section-types';
import { MESSAGES } from '../../i18n/messages';
import { getTranslator } from '../../i18n/server';
import { domId, SectionFrame } from '../../ui/section-frame';
import { getLocations } from '../../locations/data';
import type { Locale } from '../../routing/locales';
import { buildForm, type LeadFormRow } from '../definitions';
import { LeadForm } from '../components/lead-form';
import { formConfig } from '../actions/context';
import { formAddress, initialState } from './initial-state';
import { TestDrivePicker } from './test-drive-picker';
import '../components/forms.css';
import { markPageUncacheable } from '../../request';
import { parseVehicleParam } from '../../routing/table';
import { getDepartedVehicle, getVehicle } from '../../stock/search';
import { CAME_FROM_PARAM } from '../../stock/trade-in-link';
import { VEHICLE_FIELD } from '../actions/state';

type EmbeddedSection = Extract<Section, { type: 'embeddedForm' }>;

/**
 * The seed's "embedded form" section: a lead form in a CMS page (`row`, the form the section names;
 * the business pages place the fleet quote's themselves). The section's
 * `location` preselects a site (the tyre appointment's Niederkorn, Esch and VMAL variants); an
 * unknown one is ignored with a warning and the visitor chooses. `?sent=` with a valid token of
 * this form shows its success screen.
 */
export async function EmbeddedFormSection({
  section,
  row,
  locale,
  path,
  query,
}: {
  section: EmbeddedSection;
  row: LeadFormRow | null;
  locale: Locale;
  path: string;
  query: URLSearchParams;
}) {
  markPageUncacheable('a lead form: its bookable days move with the date');
  const t = getTranslator(locale, 'forms');
  const titleId = domId(section.id, 'title');
  // every embeddable form has its title in `forms.embedded` (test/forms/definitions.test.ts)
  const title = section.title || t(`embedded.${section.form}` as 'embedded.contact');
  // the blok's schema lets through the embeddable forms and the picker only
  if (!row) {
    return (
      <SectionFrame
        kind="embedded-form"
        className="drive-picker"
        data={{ 'data-form': PICKER_FORM }}
        titleId={titleId}
        title={title}
        intro={section.intro || t('picker.intro')}
      >
        <TestDrivePicker locale={locale} query={query} path={path} idPrefix={domId(section.id, 'picker')} />
      </SectionFrame>
    );
  }
  const kind = row.id;
  const config = await formConfig(locale, row);
  const preselected = section.location ? await preselectedLocation(locale, section.location, config.locations ?? []) : undefined;
  if (section.location && !preselected)
    console.warn(`[forms] section ${section.id}: no location "${section.location}" for ${kind}; nothing preselected`);
  const initial = initialState(row.id, query);
  const from = row.vehicle ? null : await vehicleCameFrom(query);
  return (
    <SectionFrame kind="embedded-form" data={{ 'data-form': kind }} titleId={titleId} title={title} intro={section.intro}>
      <div className="form-section__inner">
        {from ? (
          <p className="form-section__came-from" data-came-from={from.param}>
            {t('cameFrom', { title: from.title })}
          </p>
        ) : null}
        <LeadForm
          {...(from ? { hidden: { [VEHICLE_FIELD]: from.param } } : {})}
          kind={kind}
          locale={locale}
          config={config}
          action={row.action}
          address={formAddress()}
          initial={initial}
          messages={buildForm(row, config).pickMessages(MESSAGES[locale])}
          idPrefix={domId(section.id, kind)}
          policyHref={await privacyPolicyHref(locale)}
          againHref={path || '/'}
          {...(preselected ? { defaults: { location: preselected } } : {})}
        />
      </div>
    </SectionFrame>
  );
}

/**
 * The vehicle the visitor came from (`?vehicle=` of the trade-in link of a vehicle's page, of a sold vehicle's
 * contact link), if the stock has it or had it lately:
 * the form names it and posts it, and the lead names it (src/forms/actions/context.ts).
 */
async function vehicleCameFrom(query: URLSearchParams): Promise<{ param: string; title: string } | null> {
  const ref = parseVehicleParam(query.get(CAME_FROM_PARAM) ?? '');
  if (!ref) return null;
  // a vehicle sold lately too (its 410 page links its contact here): the dealership still wants to know which
  const vehicle = (await getVehicle(ref.id).catch(() => null)) ?? (await getDepartedVehicle(ref.id).catch(() => null));
  return vehicle ? { param: vehicle.param, title: vehicle.title } : null;
}

/** The slug of the site a section names by story uuid or by slug, if the form offers it. */
async function preselectedLocation(locale: Locale, ref: string, offered: readonly { slug: string }[]): Promise<string | undefined> {
  const location = (await getLocations(locale)).find((l) => l.uuid === ref || l.slug === ref);
  return location && offered.some((o) => o.slug === location.slug) ? location.slug : undefined;
}
