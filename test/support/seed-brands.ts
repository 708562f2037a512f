/** The 15 brands the seed names, written here from the specification (not from the mock data the tests check). */
export const SEED_BRANDS: readonly string[] = [
  'ford',
  'kia',
  'hyundai',
  'opel',
  'fiat',
  'abarth',
  'alfa-romeo',
  'jeep',
  'lancia',
  'mg',
  'suzuki',
  'corvette',
  'cadillac',
  'isuzu',
  'maxus',
];
