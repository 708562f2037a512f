import type { BusinessEntityType, BusinessFunction, Offer, QuantitativeValue, WithContext } from 'schema-dts';
import { SCHEMA_FUEL, SCHEMA_TRANSMISSION } from '../stock/vehicle-page/json-ld';
import type { LeaseOffer } from './types';

/**
 * schema.org `Offer` of a lease for search engines: a lease-out offer of the car whose price is a
 * `UnitPriceSpecification` per month (`unitCode` MON), with or without VAT as the offer is priced,
 * for the offer's term; the car with its WLTP consumption and CO2. Machine values are English.
 */

/**
 * GoodRelations' URLs, which schema.org names as the values of `businessFunction` and `eligibleCustomerType`:
 * `schema-dts` types those only as enumeration members, so the URL is given its type here.
 */
const goodRelations = <T>(term: string) => `http://purl.org/goodrelations/v1#${term}` as unknown as T;

const month = (value: number): QuantitativeValue => ({ '@type': 'QuantitativeValue', value, unitCode: 'MON', unitText: 'month' });

export function leaseOfferJsonLd(
  offer: LeaseOffer,
  { url, siteUrl, dealershipName, dealershipUrl }: { url: string; siteUrl: string; dealershipName: string; dealershipUrl: string | null },
): WithContext<Offer> {
  const price = offer.monthly.toFixed(2);
  const inclVat = offer.basis === 'incl_vat';
  return {
    '@context': 'https://schema.org',
    '@type': 'Offer',
    name: offer.title,
    url,
    category: offer.customer === 'business' ? 'Business lease' : 'Private lease',
    businessFunction: goodRelations<BusinessFunction>('LeaseOut'),
    eligibleCustomerType: goodRelations<BusinessEntityType>(offer.customer === 'business' ? 'Business' : 'Enduser'),
    price,
    priceCurrency: 'EUR',
    validFrom: offer.validFrom,
    priceValidUntil: offer.validUntil,
    availability: 'https://schema.org/InStock',
    priceSpecification: {
      '@type': 'UnitPriceSpecification',
      price,
      priceCurrency: 'EUR',
      valueAddedTaxIncluded: inclVat,
      unitCode: 'MON',
      unitText: 'month',
      referenceQuantity: month(1),
      billingDuration: month(offer.duration),
      validFrom: offer.validFrom,
      validThrough: offer.validUntil,
    },
    itemOffered: {
      '@type': 'Car',
      name: offer.title,
      brand: { '@type': 'Brand', name: offer.brandName },
      model: offer.model,
      ...(offer.trim ? { vehicleConfiguration: offer.trim } : {}),
      color: offer.color,
      fuelType: SCHEMA_FUEL[offer.fuel],
      vehicleTransmission: SCHEMA_TRANSMISSION[offer.gearbox],
      ...(offer.powerHp
        ? {
            vehicleEngine: {
              '@type': 'EngineSpecification',
              enginePower: { '@type': 'QuantitativeValue', value: offer.powerHp, unitCode: 'BHP' },
            },
          }
        : {}),
      fuelConsumption: {
        '@type': 'QuantitativeValue',
        value: offer.consumption,
        unitText: offer.consumptionUnit === 'kwh_100km' ? 'kWh/100 km' : 'l/100 km',
      },
      emissionsCO2: offer.co2,
      ...(offer.images[0] ? { image: new URL(offer.images[0].src, siteUrl).href } : {}),
    },
    seller: { '@type': 'AutoDealer', name: dealershipName, ...(dealershipUrl ? { url: dealershipUrl } : {}) },
  };
}
