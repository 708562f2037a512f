import type { PageRouteName } from '../routing/table';
import type { RouteModule } from '../routes/route-module';
import brandModels from '../routes/brand-models';
import brandStockList from '../routes/brand-stock-list';
import content from '../routes/content';
import { enterprise, enterprisePage, utilityVehicles } from '../routes/enterprise';
import { compare, favourites } from '../routes/favourites';
import hello from '../routes/hello';
import home from '../routes/home';
import locationList from '../routes/location-list';
import { businessLease, privateLease } from '../routes/lease';
import { businessLeaseList, privateLeaseList } from '../routes/lease-list';
import { brandLocation, location } from '../routes/location';
import stockList from '../routes/stock-list';
import stockModels from '../routes/stock-models';
import utilityModel from '../routes/utility-model';
import { brandVehicle, brandVehicleInterest, brandVehicleTestDrive, vehicle, vehicleInterest, vehicleTestDrive } from '../routes/vehicle';

/** The page module of every page route of the table (API routes have handlers, see server-entry.tsx). */
export const ROUTE_MODULES: { [R in PageRouteName]: RouteModule<R> } = {
  home,
  hello,
  stockList,
  stockModels,
  favourites,
  compare,
  locationList,
  utilityVehicles,
  enterprisePage,
  enterprise,
  utilityModel,
  brandVehicleInterest,
  brandVehicleTestDrive,
  vehicleInterest,
  vehicleTestDrive,
  brandVehicle,
  brandStockList,
  brandModels,
  vehicle,
  brandLocation,
  location,
  privateLeaseList,
  privateLease,
  businessLeaseList,
  businessLease,
  content,
};
