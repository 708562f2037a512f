import { getLocation, getLocations } from '../../locations/data';
import { scheduleOf } from '../../locations/hours/schedule';
import type { Locale } from '../../routing/locales';
import { parseVehicleParam } from '../../routing/table';
import { getVehicle, getVehicles, StockUnavailableError } from '../../stock/search';
import { cleanIds, MAX_FAVOURITES } from '../../stock/favourites/ids';
import { SHORTLIST } from '../definitions/shortlist';
import { financingOfLead } from '../../stock/financing/chosen';
import type { Vehicle } from '../../stock/types';
import type { LeadPayload } from '../../leads';
import type { FormConfig, LeadFormSpec, LocationChoice } from '../definitions';
import { BadSubmissionError, type SubmissionContext } from './process';
import { SHORTLIST_FIELD, VEHICLE_FIELD } from './state';

/**
 * What a submission is checked against, from the server's own data: the vehicle a form is about,
 * the dealership's hours and the sites a visitor may choose. The pages read the same functions
 * (`formConfig` for the CMS forms), so the browser is given exactly what the server will check
 * against. Which hours apply is each form's booking, part of its row.
 */

/** A dealership's schedule of the given hours (the showroom's for test drives), or null when it has none the site can read. */
export async function dealershipSchedule(locale: Locale, slug: string, hours: 'showroom' | 'workshop'): Promise<FormConfig['schedule']> {
  const location = await getLocation(locale, slug);
  return location ? scheduleOf(location, hours) : null;
}

/**
 * The sites a form offers: for a form booked at a chosen site, the sites with such hours (workshops
 * for tyre appointments), each with its schedule; every site otherwise.
 */
export async function locationChoices(locale: Locale, spec: LeadFormSpec): Promise<LocationChoice[]> {
  const locations = await getLocations(locale);
  const booking = spec.booking;
  if (booking?.at === 'chosen-location') {
    return locations.flatMap((l) => {
      const schedule = scheduleOf(l, booking.hours);
      return schedule ? [{ slug: l.slug, name: l.name, schedule }] : [];
    });
  }
  return locations.map((l) => ({ slug: l.slug, name: l.name, schedule: null }));
}

/** The configuration of a form that is not about a vehicle. */
export async function formConfig(locale: Locale, spec: LeadFormSpec): Promise<FormConfig> {
  if (spec.vehicle) return {};
  return { locations: await locationChoices(locale, spec) };
}

/**
 * The vehicle as the lead keeps it: what was offered when the visitor asked, and the financing they
 * chose in the vehicle page's calculator (quoted again with the vehicle's own terms).
 */
function vehicleSnapshot(v: Vehicle, formData: FormData): LeadPayload {
  const financing = financingOfLead(v, formData);
  return {
    vehicle: { id: v.id, param: v.param, title: v.title, price: v.prices.purchase, condition: v.condition, location: v.location },
    ...(financing ? { financing } : {}),
  };
}

/**
 * A shortlist's vehicles (its hidden field: ids, at most a favourites list's 50), found in the stock and stored
 * as the lead's `shortlist`, each as a vehicle form stores its vehicle; those sold meanwhile by their id. A
 * shortlist with no vehicle is no submission of the rendered form.
 */
async function shortlistContext(spec: LeadFormSpec, locale: Locale, formData: FormData): Promise<SubmissionContext> {
  const ids = cleanIds(
    String(formData.get(SHORTLIST_FIELD) ?? '')
      .slice(0, 1_000)
      .split(','),
    MAX_FAVOURITES,
  );
  if (ids.length === 0) throw new BadSubmissionError('the shortlist names no vehicle');
  const config = await formConfig(locale, spec);
  let vehicles: Vehicle[] = [];
  try {
    vehicles = await getVehicles(ids);
  } catch (error) {
    if (!(error instanceof StockUnavailableError)) throw error;
    console.warn(`[forms] ${spec.id}: the stock is unavailable, the shortlist taken as its ids: ${error.message}`);
  }
  const byId = new Map(vehicles.map((v) => [v.id, v]));
  const shortlist = ids.map((id): LeadPayload => {
    const v = byId.get(id);
    return v
      ? { id: v.id, param: v.param, title: v.title, price: v.prices.purchase, condition: v.condition, location: v.location }
      : { id, available: false };
  });
  return { config, extraPayload: { shortlist } };
}

/**
 * The vehicle a visitor came from, for a form not about one (the trade-in request opened from a vehicle's page
 * carries it: src/stock/trade-in-link.ts): the lead names it as the vehicle forms do, and goes to its dealership
 * unless the form has its own choice. No such field, or one that names no vehicle: nothing (the form stands alone).
 */
async function cameFrom(spec: LeadFormSpec, formData: FormData): Promise<Omit<SubmissionContext, 'config'>> {
  const param = formData.get(VEHICLE_FIELD);
  const ref = typeof param === 'string' ? parseVehicleParam(param) : null;
  if (!ref) return {};
  let vehicle: Vehicle | null = null;
  try {
    vehicle = await getVehicle(ref.id);
  } catch (error) {
    if (!(error instanceof StockUnavailableError)) throw error;
    console.warn(`[forms] ${spec.id}: the stock is unavailable, vehicle ${String(param)} taken as sent: ${error.message}`);
  }
  if (!vehicle) return { vehicleId: String(param), extraPayload: { vehicle: { param: String(param), available: false } } };
  return { vehicleId: vehicle.param, locationSlug: vehicle.location, extraPayload: vehicleSnapshot(vehicle, new FormData()) };
}

/**
 * What a submission is checked against, from the server's data only. A vehicle form names its
 * vehicle in a hidden field: the stock says which it is and where it stands. A vehicle sold in the
 * meantime, or a stock search engine that is down, does not lose the lead: it is stored with the
 * vehicle id it was sent for, and a test drive is then checked without the showroom's hours (the
 * dealership confirms the slot). Forms about something of a feature (a lease offer, a job ad, a
 * model) are checked against what that feature finds: their actions pass its context instead
 * (src/leases/enquiry.ts, src/careers/application.ts, src/models/test-drive.ts).
 */
export async function submissionContext(spec: LeadFormSpec, locale: Locale, formData: FormData): Promise<SubmissionContext> {
  if (spec.id === SHORTLIST.id) return shortlistContext(spec, locale, formData);
  if (!spec.vehicle) {
    const config = await formConfig(locale, spec);
    return { config, ...(await cameFrom(spec, formData)) };
  }
  const param = String(formData.get(VEHICLE_FIELD) ?? '');
  const ref = parseVehicleParam(param);
  if (!ref) throw new BadSubmissionError(`the submission names no vehicle (${JSON.stringify(param.slice(0, 80))})`);
  let vehicle: Vehicle | null = null;
  try {
    vehicle = await getVehicle(ref.id);
  } catch (error) {
    if (!(error instanceof StockUnavailableError)) throw error;
    console.warn(`[forms] ${spec.id}: the stock is unavailable, vehicle ${param} taken as sent: ${error.message}`);
  }
  if (!vehicle) {
    return { config: { schedule: null }, vehicleId: param, extraPayload: { vehicle: { param, available: false } } };
  }
  const booking = spec.booking;
  const schedule = booking?.at === 'vehicle' ? await dealershipSchedule(locale, vehicle.location, booking.hours) : null;
  return {
    config: { schedule },
    vehicleId: vehicle.param,
    locationSlug: vehicle.location,
    extraPayload: vehicleSnapshot(vehicle, formData),
  };
}
