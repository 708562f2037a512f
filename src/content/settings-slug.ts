/** The settings story's slug: header, footer, company facts and the financing defaults per price type. */
export const SETTINGS_SLUG = 'settings';
