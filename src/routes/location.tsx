import type { RouteModule } from '../app/route-module';
import { AppError } from '../errors/catalogue';

/**
 * Dealership pages, with and without brand. Locations are not in the CMS yet (locations feature),
 * so every location answers the location-not-found screen with 404.
 */
export const location: RouteModule<'location'> = async ({ path }) => {
  throw AppError.of('location-not-found', { message: `No location at ${path}`, data: { path } });
};
export const brandLocation: RouteModule<'brandLocation'> = async ({ path }) => {
  throw AppError.of('location-not-found', { message: `No location at ${path}`, data: { path } });
};
