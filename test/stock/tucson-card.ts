import type { VehicleCard } from '../../src/stock/types';

/**
 * One vehicle card as the stock search returns it, with its private credit example: the mock Tucson Shine,
 * for unit tests that draw cards or need the stock engine to answer something (mocked).
 */
export const tucsonCard: VehicleCard = {
  id: 100063,
  param: '100063-1-hyundai-tucson-shine',
  brand: 'hyundai',
  brandName: 'Hyundai',
  model: 'Tucson',
  trim: 'Shine',
  title: 'Hyundai Tucson Shine',
  condition: 'used',
  prices: { purchase: 18_200, private: 335.57, business: null },
  // the mock Tucson Shine's private example (the settings' default terms): 18 200 € cash, 3 600 € deposit,
  // 14 600 € of credit at 4,90 % fixed over 48 months, APR 5,01 %; total payable 16 107,36 € (credit + cost)
  credit: {
    private: {
      lender: 'Autopolis Finance S.A. (prêteur fictif)',
      lenderNames: { 'de-lu': 'Autopolis Finance S.A. (fiktiver Kreditgeber)', 'en-gb': 'Autopolis Finance S.A. (fictional lender)' },
      rateType: 'fixed',
      rateBp: 490,
      aprBp: 501,
      months: 48,
      priceCents: 1_820_000,
      depositCents: 360_000,
      creditCents: 1_460_000,
      balloonCents: 0,
      feesCents: 0,
      instalmentCents: 33_557,
      totalPayableCents: 1_610_736,
      costCents: 150_736,
    },
    business: null,
  },
  mileage: 89_600,
  year: 2021,
  fuel: 'gasoline-hybrid',
  transmission: 'automatic',
  location: 'bertrange',
  powerHp: 230,
  co2: 159,
  image: { src: '/images/vehicles/suv-grey.svg', alt: '' },
};
