import type { RouteModule } from '../app/route-module';
import { AppError } from '../errors/catalogue';
import type { RouteName } from '../routing/table';

/**
 * Vehicle detail and its interest and test-drive forms, with and without brand.
 * The stock index does not exist yet (stock feature), so no vehicle can be found: every vehicle
 * route answers the vehicle-not-found screens with 404.
 */
function vehicleRoute<R extends RouteName>(kind: 'vehicle-not-found' | 'vehicle-form-not-found'): RouteModule<R> {
  return async ({ path }) => {
    throw AppError.of(kind, { message: `No vehicle at ${path}`, data: { path } });
  };
}

export const vehicle = vehicleRoute<'vehicle'>('vehicle-not-found');
export const brandVehicle = vehicleRoute<'brandVehicle'>('vehicle-not-found');
export const vehicleInterest = vehicleRoute<'vehicleInterest'>('vehicle-form-not-found');
export const brandVehicleInterest = vehicleRoute<'brandVehicleInterest'>('vehicle-form-not-found');
export const vehicleTestDrive = vehicleRoute<'vehicleTestDrive'>('vehicle-form-not-found');
export const brandVehicleTestDrive = vehicleRoute<'brandVehicleTestDrive'>('vehicle-form-not-found');
