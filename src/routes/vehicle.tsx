import { unstable_redirect } from 'waku/router/server';
import type { RouteModule } from '../app/route-module';
import { AppError } from '../errors/catalogue';
import type { RouteName } from '../routing/table';
import { loadVehiclePage, type VehiclePageResult } from '../stock/vehicle-page/data';
import { VehiclePage } from '../stock/vehicle-page/vehicle-page';

/**
 * Waku's redirect signal. Its type lists only 303/307/308, but the server answers with whatever
 * status it carries; an outdated vehicle URL must move permanently (301).
 */
const redirectPermanently: (location: string, status: number) => never = unstable_redirect as (location: string, status: number) => never;

/** The page, or a 301 to the canonical URL (keeping the query string). */
function vehiclePage(result: VehiclePageResult, query: URLSearchParams) {
  if (result.kind === 'redirect') {
    const search = query.toString();
    redirectPermanently(search ? `${result.location}?${search}` : result.location, 301);
  }
  return <VehiclePage page={result.page} />;
}

/** `/stock/{vehicle}`: the vehicle detail page. */
export const vehicle: RouteModule<'vehicle'> = async ({ locale, params, query }) =>
  vehiclePage(await loadVehiclePage(locale, params.vehicle), query);

/** `/{brand}/stock/{vehicle}`: the same page under its brand (another brand redirects to the right one). */
export const brandVehicle: RouteModule<'brandVehicle'> = async ({ locale, params, query }) =>
  vehiclePage(await loadVehiclePage(locale, params.vehicle, { brand: params.brand }), query);

/**
 * Interest and test-drive forms, with and without brand: their pages come with the forms feature.
 * Until then they answer the vehicle-form-not-found screen with 404.
 */
function vehicleFormRoute<R extends RouteName>(): RouteModule<R> {
  return async ({ path }) => {
    throw AppError.of('vehicle-form-not-found', { message: `No vehicle at ${path}`, data: { path } });
  };
}

export const vehicleInterest = vehicleFormRoute<'vehicleInterest'>();
export const brandVehicleInterest = vehicleFormRoute<'brandVehicleInterest'>();
export const vehicleTestDrive = vehicleFormRoute<'vehicleTestDrive'>();
export const brandVehicleTestDrive = vehicleFormRoute<'brandVehicleTestDrive'>();
