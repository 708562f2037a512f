import { config } from '../../config/env';
import { getDirectory } from '../../directory/directory';
import { AppError } from '../../errors/catalogue';
import { getLocation } from '../../locations/data';
import { scheduleOf } from '../../locations/hours/schedule';
import type { Location } from '../../locations/types';
import { href } from '../../routing';
import type { Locale } from '../../routing/locales';
import { parseVehicleParam } from '../../routing/table';
import { getVehicle, StockUnavailableError } from '../../stock/search';
import type { Vehicle } from '../../stock/types';
import { resolveVehiclePage, type VehiclePageLinks } from '../../stock/vehicle-page/data';
import type { FormConfig } from '../definitions';
import { VEHICLE_INTEREST_FORM, VEHICLE_TEST_DRIVE_FORM } from '../lead-forms';
import { SENT_PARAM, type SentSummary } from '../actions/state';
import { verifySentToken } from '../actions/success-token';

/**
 * The data of the vehicle form pages (interest, test drive). What a submission is checked against
 * is `actions/context.ts`; both read the same functions for the dealership's hours.
 */

/** The forms of a vehicle of the stock, by id: each has its page under the vehicle's address. */
export const VEHICLE_FORMS = { 'vehicle-interest': VEHICLE_INTEREST_FORM, 'test-drive': VEHICLE_TEST_DRIVE_FORM } as const;
export type VehicleFormKind = keyof typeof VEHICLE_FORMS;

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
  /** the dealership's name as the directory gives it (its CMS name, or one read from the slug) */
  dealershipName: string;
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
  const summary = verifySentToken(query?.get(SENT_PARAM), VEHICLE_FORMS[kind].id);
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
  const resolved = resolveVehiclePage(locale, vehicle, { param, brand: options.brand }, config().siteUrl, await getDirectory(locale));
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
  const booking = VEHICLE_FORMS[kind].booking;
  const schedule = booking && dealership ? scheduleOf(dealership, booking.hours) : null;
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
      dealershipName: resolved.page.dealership.name,
      config: booking ? { schedule } : {},
    },
  };
}
