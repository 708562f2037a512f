import { contentHref } from '../content';
import type { Locale } from '../routing/locales';

/** The CMS page every lead form's consent links to, by its default-language address. */
export const PRIVACY_POLICY_SLUG = ['politique-de-traitement-des-donnees'] as const;

/** The privacy policy's address in a locale (its slug is translated: `/de-lu/datenschutzerklaerung`). */
export const privacyPolicyHref = (locale: Locale): Promise<string> => contentHref(locale, PRIVACY_POLICY_SLUG);
