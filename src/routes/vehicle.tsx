import { AlertForm } from '../alerts/form';
import { redirectPermanently, type RouteModule } from '../manifest/route-module';
import { DataLayerPush } from '../consent/data-layer-push';
import { loadVehicleFormPage, VEHICLE_FORMS, type VehicleFormKind } from '../forms/pages/data';
import { VehicleFormPage, VehicleFormSent } from '../forms/pages/vehicle-form-page';
import { loadVehiclePage, type VehiclePageResult } from '../stock/vehicle-page/data';
import { VehiclePage } from '../stock/vehicle-page/vehicle-page';
import { DepartedVehiclePage } from '../stock/vehicle-page/departed-page';
import { setResponseStatus } from '../request';
import { defineRoutes } from '../manifest/route-row';
import { pathOnly } from '../page-cache/plan';

/** The page, a 301 to the canonical URL (keeping the query string), or a sold vehicle's page (410). */
function vehiclePage(result: VehiclePageResult, query: URLSearchParams) {
  if (result.kind === 'redirect') redirectPermanently(result.location, query);
  if (result.kind === 'departed') {
    setResponseStatus(410);
    // a visitor who wanted this car: an alert of its model's arrivals (issue 37)
    return (
      <DepartedVehiclePage
        page={result.page}
        alertForm={
          <AlertForm locale={result.page.locale} kind="search" search={result.page.modelSearch} back={result.page.links.modelStock} />
        }
      />
    );
  }
  return (
    <>
      <VehiclePage
        page={result.page}
        query={query}
        alertForm={
          <AlertForm locale={result.page.locale} kind="price" vehicleId={result.page.vehicle.id} back={result.page.links.canonical} />
        }
      />
      <DataLayerPush event={{ event: 'vehicle_viewed', vehicle_id: String(result.page.vehicle.id) }} />
    </>
  );
}

/** `/stock/{vehicle}`: the vehicle detail page. */
export const vehicle: RouteModule<'vehicle'> = async ({ locale, params, query }) =>
  vehiclePage(await loadVehiclePage(locale, params.vehicle), query);

/** `/{brand}/stock/{vehicle}`: the same page under its brand (another brand redirects to the right one). */
export const brandVehicle: RouteModule<'brandVehicle'> = async ({ locale, params, query }) =>
  vehiclePage(await loadVehiclePage(locale, params.vehicle, { brand: params.brand }), query);

/** The interest and test-drive pages: the forms feature's page, or a 301 to its canonical URL. */
function vehicleFormRoute<R extends 'vehicleInterest' | 'brandVehicleInterest' | 'vehicleTestDrive' | 'brandVehicleTestDrive'>(
  kind: VehicleFormKind,
): RouteModule<R> {
  return async ({ locale, params, query, path }) => {
    const { vehicle, brand } = params as unknown as { vehicle: string; brand?: string };
    const result = await loadVehicleFormPage(locale, kind, vehicle, path, brand === undefined ? { query } : { brand, query });
    if (result.kind === 'redirect') redirectPermanently(result.location, query);
    if (result.kind === 'sent') return <VehicleFormSent locale={locale} kind={kind} summary={result.summary} />;
    return <VehicleFormPage page={result.page} query={query} />;
  };
}

export const vehicleInterest = vehicleFormRoute<'vehicleInterest'>('vehicle-interest');
export const brandVehicleInterest = vehicleFormRoute<'brandVehicleInterest'>('vehicle-interest');
export const vehicleTestDrive = vehicleFormRoute<'vehicleTestDrive'>('test-drive');
export const brandVehicleTestDrive = vehicleFormRoute<'brandVehicleTestDrive'>('test-drive');

/** A vehicle's page (kept by the page cache) and its two form pages (never kept: what a visitor typed). */
export const VEHICLE_ROUTES = defineRoutes({
  vehicle: { page: vehicle, cache: pathOnly },
  brandVehicle: { page: brandVehicle, cache: pathOnly },
  vehicleInterest: { page: vehicleInterest, forms: VEHICLE_FORMS['vehicle-interest'].id },
  brandVehicleInterest: { page: brandVehicleInterest, forms: VEHICLE_FORMS['vehicle-interest'].id },
  vehicleTestDrive: { page: vehicleTestDrive, forms: VEHICLE_FORMS['test-drive'].id },
  brandVehicleTestDrive: { page: brandVehicleTestDrive, forms: VEHICLE_FORMS['test-drive'].id },
});
