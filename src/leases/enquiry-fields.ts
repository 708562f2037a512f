/**
 * The hidden fields of the lease enquiry: the offer and the calculator's choice. A module of its own,
 * importing nothing: the enquiry's browser island reads these names, and importing them from the form
 * definition would ship the validation engine and zod to every page (the lead form loads those lazily).
 */
export const LEASE_FIELDS = {
  offer: '_lease_offer',
  duration: '_lease_duration',
  mileage: '_lease_mileage',
  deposit: '_lease_deposit',
} as const;
