/**
 * The closed vocabularies of the stock: every filter value the site knows, in display order. The
 * dealerships are not one of them: they are the directory's (src/directory), read from the CMS.
 */
export const FUELS = ['gasoline', 'diesel', 'electric', 'gasoline-hybrid', 'diesel-hybrid'] as const;
export const TRANSMISSIONS = ['manual', 'automatic'] as const;
export const BODY_STYLES = ['hatchback', 'sedan', 'estate', 'suv', 'coupe', 'convertible', 'mpv', 'van', 'pickup'] as const;
export const CONDITIONS = ['new', 'used'] as const;
/** Quick stock entry categories of the seed. */
export const QUICK_CATEGORIES = ['electric', 'hybrid', 'compact', 'high_entry', 'family', 'company_car'] as const;
/** Purchase price, private financing (monthly, VAT incl.), commercial financing (monthly, VAT excl.). */
export const PRICE_TYPES = ['purchase', 'private', 'business'] as const;
export const SORTS = ['default', 'price-asc', 'price-desc', 'mileage-asc', 'mileage-desc', 'year-asc', 'year-desc'] as const;

export type Fuel = (typeof FUELS)[number];
export type Transmission = (typeof TRANSMISSIONS)[number];
export type BodyStyle = (typeof BODY_STYLES)[number];
export type Condition = (typeof CONDITIONS)[number];
export type QuickCategory = (typeof QUICK_CATEGORIES)[number];
export type PriceType = (typeof PRICE_TYPES)[number];
export type Sort = (typeof SORTS)[number];
