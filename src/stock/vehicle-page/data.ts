import { config } from '../../config/env';
import { directoryOf, getDirectory, type Directory } from '../../directory/directory';
import { AppError } from '../../errors/catalogue';
import { href } from '../../routing';
import type { Locale } from '../../routing/locales';
import { parseVehicleParam } from '../../routing/table';
import { cardView } from '../list/card-view';
import { cardRow, type CardRow } from '../list/model';
import { getDepartedVehicle, getVehicle, similarVehicles } from '../search';
import { formPageHref, tradeInFrom, tradeInHref } from '../trade-in-link';
import type { Vehicle, VehicleCard } from '../types';

/** The paths a vehicle page shows and links to, for the route it is shown under (with or without brand). */
export type VehiclePageLinks = {
  /** this page's own canonical path */
  canonical: string;
  interest: string;
  testDrive: string;
  stock: string;
  home: string;
  /** the dealership the vehicle stands at */
  location: string;
  /** the trade-in request's page (src/stock/trade-in-link.ts), or null when no page embeds it */
  tradeIn: string | null;
};

/** Everything the vehicle page renders: the vehicle and its links, nothing to fetch any more. */
export type VehiclePageData = {
  locale: Locale;
  vehicle: Vehicle;
  links: VehiclePageLinks;
  /**
   * absolute URL of the one canonical page of the vehicle, `/stock/{vehicle}` (for `<link rel="canonical">`
   * and the JSON-LD offer): the page under its brand, `/{brand}/stock/{vehicle}`, is the same page
   */
  canonicalUrl: string;
  /** origin of the public site, without trailing slash (absolute image URLs) */
  siteUrl: string;
  /** the dealership the vehicle stands at, as the directory names it, and its number ('' when the CMS gives none) */
  dealership: { name: string; place: string; phone: string };
  /** a few vehicles like it (same model, else same body and fuel near its price), as card rows */
  similar: CardRow[];
};

/** A vehicle that left the stock a short while ago: what it was, vehicles like it, and where to look on. */
export type DepartedPageData = {
  locale: Locale;
  vehicle: Vehicle;
  similar: CardRow[];
  /** the stock search of its model: the saved search its alert form offers (issue 37) */
  modelSearch: string;
  /** the dealership it stood at, whom the page offers to contact */
  dealership: string;
  links: {
    home: string;
    stock: string;
    modelStock: string;
    /** the dealership's page */
    location: string;
    /** the contact form's page, carrying the vehicle (the lead names it), or null when no page embeds it */
    contact: string | null;
  };
};

/** A vehicle page to render, the canonical path to send the visitor to (301), or a departed vehicle's page (410). */
export type VehiclePageResult = ResolvedVehiclePage | { kind: 'departed'; page: DepartedPageData };

/** A vehicle found in the stock: its page, or the canonical path to send the visitor to (301). */
export type ResolvedVehiclePage = { kind: 'page'; page: VehiclePageData } | { kind: 'redirect'; location: string };

/** What the visitor asked for: the vehicle parameter and, on `/{brand}/stock/{vehicle}`, the brand. */
export type VehiclePageRequest = { param: string; brand?: string | undefined };

function vehicleNotFound(param: string): AppError {
  return AppError.of('vehicle-not-found', { message: `No vehicle ${JSON.stringify(param)} in the stock`, data: { vehicle: param } });
}

/**
 * The data of `/stock/{vehicle}` (no brand) or `/{brand}/stock/{vehicle}` (brand given).
 *
 * - unknown id, or a parameter that is no vehicle parameter → throws AppError `vehicle-not-found` (404);
 * - a vehicle that left the stock less than DEPARTED_DAYS ago → `{ kind: 'departed' }` (the route answers 410);
 * - known id with an outdated slug or another brand → `{ kind: 'redirect', location }` (the route answers 301);
 * - the search engine down → throws StockUnavailableError (the dispatcher answers 503).
 */
export async function loadVehiclePage(locale: Locale, param: string, options: { brand?: string } = {}): Promise<VehiclePageResult> {
  const ref = parseVehicleParam(param);
  if (!ref) throw vehicleNotFound(param);
  const [vehicle, directory, tradeIn] = await Promise.all([getVehicle(ref.id), getDirectory(locale), tradeInHref(locale)]);
  if (!vehicle) {
    const departed = await getDepartedVehicle(ref.id);
    if (!departed) throw vehicleNotFound(param);
    const [similar, contact] = await Promise.all([similarVehicles(departed), formPageHref(locale, 'contact')]);
    return {
      kind: 'departed',
      page: departedPage(locale, departed, similarRows(locale, similar), { dealership: directory.name(departed.location), contact }),
    };
  }
  const result = resolveVehiclePage(locale, vehicle, { param, brand: options.brand }, config().siteUrl, directory, tradeIn);
  if (result.kind === 'page') result.page.similar = similarRows(locale, await similarVehicles(vehicle));
  return result;
}

/** The departed page's data: the vehicle as it was, its similar vehicles, its model's stock, and whom to contact. */
export function departedPage(
  locale: Locale,
  vehicle: Vehicle,
  similar: CardRow[],
  contact: { dealership: string; contact: string | null },
): DepartedPageData {
  const stock = href(locale, 'stockList');
  const model = new URLSearchParams({ brand: vehicle.brand, model: vehicle.modelKey }).toString();
  return {
    locale,
    vehicle,
    similar,
    modelSearch: model,
    dealership: contact.dealership,
    links: {
      home: href(locale, 'home'),
      stock,
      modelStock: `${stock}?${model}`,
      location: href(locale, 'location', { location: vehicle.location }),
      contact: tradeInFrom(contact.contact, vehicle.param),
    },
  };
}

/** Cards of similar vehicles as a vehicle page shows them: their purchase price. */
export function similarRows(locale: Locale, cards: readonly VehicleCard[]): CardRow[] {
  return cards.map((c) => cardRow(cardView(locale, c, 'purchase')));
}

/** The canonical path of a vehicle, with or without its brand prefix. */
export function canonicalVehiclePath(locale: Locale, vehicle: Pick<Vehicle, 'brand' | 'param'>, withBrand: boolean): string {
  return withBrand
    ? href(locale, 'brandVehicle', { brand: vehicle.brand, vehicle: vehicle.param })
    : href(locale, 'vehicle', { vehicle: vehicle.param });
}

/**
 * The pure part of `loadVehiclePage`: canonical check, links and the dealership's names, for a vehicle
 * already found. Without a directory the names are the directory's fallback (read from the slug).
 */
export function resolveVehiclePage(
  locale: Locale,
  vehicle: Vehicle,
  request: VehiclePageRequest,
  siteUrl: string,
  directory: Directory = directoryOf(locale),
  tradeIn: string | null = null,
): ResolvedVehiclePage {
  const withBrand = request.brand !== undefined;
  const canonical = canonicalVehiclePath(locale, vehicle, withBrand);
  if (request.param !== vehicle.param || (withBrand && request.brand !== vehicle.brand)) {
    return { kind: 'redirect', location: canonical };
  }
  const ids = { vehicle: vehicle.param };
  const links: VehiclePageLinks = {
    canonical,
    interest: withBrand ? href(locale, 'brandVehicleInterest', { brand: vehicle.brand, ...ids }) : href(locale, 'vehicleInterest', ids),
    testDrive: withBrand ? href(locale, 'brandVehicleTestDrive', { brand: vehicle.brand, ...ids }) : href(locale, 'vehicleTestDrive', ids),
    stock: href(locale, 'stockList'),
    home: href(locale, 'home'),
    location: href(locale, 'location', { location: vehicle.location }),
    tradeIn: tradeInFrom(tradeIn, vehicle.param),
  };
  const origin = siteUrl.replace(/\/+$/, '');
  const canonicalUrl = `${origin}${canonicalVehiclePath(locale, vehicle, false)}`;
  const dealership = {
    name: directory.name(vehicle.location),
    place: directory.place(vehicle.location),
    phone: directory.site(vehicle.location)?.phone ?? '',
  };
  return { kind: 'page', page: { locale, vehicle, links, canonicalUrl, siteUrl: origin, dealership, similar: [] } };
}
