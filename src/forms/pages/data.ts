import { config } from '../../config/env';
import { AppError } from '../../errors/catalogue';
import { getLocation, getLocations } from '../../locations/data';
import { scheduleOf } from '../../locations/schedule';
import type { Location } from '../../locations/types';
import { href } from '../../routing';
import type { Locale } from '../../routing/locales';
import { parseVehicleParam } from '../../routing/table';
import { getVehicle, StockUnavailableError } from '../../stock/search';
import type { Vehicle } from '../../stock/types';
import { resolveVehiclePage, type VehiclePageLinks } from '../../stock/vehicle-page/data';
import type { LeadPayload } from '../../leads';
import { LEAD_FORMS, type FormConfig, type FormKind, type LocationChoice } from '../definitions';
import { SENT_PARAM, VEHICLE_FIELD, type SentSummary } from '../actions/state';
import { verifySentToken } from '../actions/success-token';
import type { SubmissionContext } from '../actions/process';

/**
 * Server data of the form pages and of their submissions: the vehicle a form is about, the
 * dealership's hours and the sites a visitor may choose. The page and the action read the same
 * functions, so the browser is given exactly what the server will check against.
 */

export type VehicleFormKind = Extract<FormKind, 'vehicle-interest' | 'test-drive'>;

/** The showroom schedule of a dealership (test drives), or null when it has none the site can read. */
export async function showroomSchedule(locale: Locale, slug: string): Promise<FormConfig['schedule']> {
  const location = await getLocation(locale, slug);
  return location ? scheduleOf(location, 'showroom') : null;
}

/** The sites a form offers: workshops with hours for tyre appointments, every site otherwise. */
export async function locationChoices(locale: Locale, kind: FormKind): Promise<LocationChoice[]> {
  const locations = await getLocations(locale);
  if (kind === 'tyre-appointment') {
    return locations.flatMap((l) => {
      const schedule = scheduleOf(l, 'workshop');
      return schedule ? [{ slug: l.slug, name: l.name, schedule }] : [];
    });
  }
  return locations.map((l) => ({ slug: l.slug, name: l.name, schedule: null }));
}

/** The configuration of a form that is not about a vehicle. */
export async function formConfig(locale: Locale, kind: FormKind): Promise<FormConfig> {
  if (kind === 'vehicle-interest' || kind === 'test-drive') return {};
  return { locations: await locationChoices(locale, kind) };
}

/** The vehicle as the lead keeps it: what was offered when the visitor asked. */
function vehicleSnapshot(v: Vehicle): LeadPayload {
  return { vehicle: { id: v.id, param: v.param, title: v.title, price: v.prices.purchase, condition: v.condition, location: v.location } };
}

/**
 * What a submission is checked against, from the server's data only. A vehicle form names its
 * vehicle in a hidden field: the stock says which it is and where it stands. A vehicle sold in the
 * meantime, or a stock search engine that is down, does not lose the lead: it is stored with the
 * vehicle id it was sent for, and a test drive is then checked without the showroom's hours (the
 * dealership confirms the slot).
 */
export async function submissionContext(kind: FormKind, locale: Locale, formData: FormData): Promise<SubmissionContext> {
  if (kind !== 'vehicle-interest' && kind !== 'test-drive') return { config: await formConfig(locale, kind) };
  const param = String(formData.get(VEHICLE_FIELD) ?? '');
  const ref = parseVehicleParam(param);
  if (!ref) throw new Error(`the submission names no vehicle (${JSON.stringify(param.slice(0, 80))})`);
  let vehicle: Vehicle | null = null;
  try {
    vehicle = await getVehicle(ref.id);
  } catch (error) {
    if (!(error instanceof StockUnavailableError)) throw error;
    console.warn(`[forms] ${kind}: the stock is unavailable, vehicle ${param} taken as sent: ${error.message}`);
  }
  if (!vehicle) {
    return { config: { schedule: null }, vehicleId: param, extraPayload: { vehicle: { param, available: false } } };
  }
  const schedule = kind === 'test-drive' ? await showroomSchedule(locale, vehicle.location) : null;
  return { config: { schedule }, vehicleId: vehicle.param, locationSlug: vehicle.location, extraPayload: vehicleSnapshot(vehicle) };
}

export type VehicleFormPageData = {
  locale: Locale;
  kind: VehicleFormKind;
  vehicle: Vehicle;
  /** The vehicle page's links (canonical vehicle page, stock, home, dealership). */
  links: VehiclePageLinks;
  /** This form's canonical path, and the other vehicle form's. */
  formPath: string;
  otherFormPath: string;
  canonicalUrl: string;
  dealership: Location | null;
  config: FormConfig;
};

export type VehicleFormPageResult =
  | { kind: 'page'; page: VehicleFormPageData }
  | { kind: 'redirect'; location: string }
  /** The lead was stored (a valid `?sent=` token) but the vehicle can no longer be shown: sold, or the stock is down. */
  | { kind: 'sent'; summary: SentSummary };

function formNotFound(param: string, path: string): AppError {
  return AppError.of('vehicle-form-not-found', {
    message: `No vehicle ${JSON.stringify(param)} for the form at ${path}`,
    data: { path, vehicle: param },
  });
}

/** The success of a stored lead named by a valid `?sent=` token, or null. */
function storedLead(kind: VehicleFormKind, query: URLSearchParams | undefined): VehicleFormPageResult | null {
  const summary = verifySentToken(query?.get(SENT_PARAM), LEAD_FORMS[kind].id);
  return summary ? { kind: 'sent', summary } : null;
}

/**
 * The data of an interest or test-drive page, `/stock/{vehicle}/…` (no brand) or
 * `/{brand}/stock/{vehicle}/…`. The canonical check is the vehicle page's: an outdated slug or
 * another brand answers a redirect to this form under the canonical vehicle path; an unknown
 * vehicle throws `vehicle-form-not-found` (404); the search engine down throws (503).
 */
export async function loadVehicleFormPage(
  locale: Locale,
  kind: VehicleFormKind,
  param: string,
  path: string,
  options: { brand?: string; query?: URLSearchParams } = {},
): Promise<VehicleFormPageResult> {
  const ref = parseVehicleParam(param);
  if (!ref) throw formNotFound(param, path);
  let vehicle: Vehicle | null;
  try {
    vehicle = await getVehicle(ref.id);
  } catch (error) {
    const sent = storedLead(kind, options.query);
    if (sent && error instanceof StockUnavailableError) return sent;
    throw error;
  }
  if (!vehicle) {
    // the action stores a lead about a vehicle sold meanwhile: its "sent" answer must not become a 404
    const sent = storedLead(kind, options.query);
    if (sent) return sent;
    throw formNotFound(param, path);
  }
  const resolved = resolveVehiclePage(locale, vehicle, { param, brand: options.brand }, config().siteUrl);
  const withBrand = options.brand !== undefined;
  const ids = { vehicle: vehicle.param };
  const formPaths = {
    'vehicle-interest': withBrand
      ? href(locale, 'brandVehicleInterest', { brand: vehicle.brand, ...ids })
      : href(locale, 'vehicleInterest', ids),
    'test-drive': withBrand
      ? href(locale, 'brandVehicleTestDrive', { brand: vehicle.brand, ...ids })
      : href(locale, 'vehicleTestDrive', ids),
  };
  if (resolved.kind === 'redirect') return { kind: 'redirect', location: formPaths[kind] };
  const dealership = await getLocation(locale, vehicle.location);
  const schedule = kind === 'test-drive' && dealership ? scheduleOf(dealership, 'showroom') : null;
  return {
    kind: 'page',
    page: {
      locale,
      kind,
      vehicle,
      links: resolved.page.links,
      formPath: formPaths[kind],
      otherFormPath: formPaths[kind === 'test-drive' ? 'vehicle-interest' : 'test-drive'],
      canonicalUrl: `${resolved.page.siteUrl}${formPaths[kind]}`,
      dealership,
      config: kind === 'test-drive' ? { schedule } : {},
    },
  };
}
