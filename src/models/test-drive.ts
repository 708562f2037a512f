import { BadSubmissionError, type SubmissionContext } from '../forms/actions/process';
import type { LocationChoice } from '../forms/definitions';
import { getLocations } from '../locations/data';
import { scheduleOf } from '../locations/hours/schedule';
import type { Locale } from '../routing/locales';
import { SLUG_PATTERN } from '../routing/segments';
import { getModel } from './model';
import { MODEL_FIELD } from './test-drive-form';

/**
 * What a model's test-drive request is checked against, from the server's own data: the model
 * named by the hidden field, and the dealerships that sell its brand with their showroom hours
 * (every dealership with showroom hours when none lists the brand). The model page offers exactly
 * these. A model withdrawn meanwhile does not lose the request: it is stored with the model's key,
 * marked unavailable, and checked against every showroom. Server only.
 */

/** The dealerships a test drive of a brand's model may be booked at. */
export async function modelTestDriveLocations(locale: Locale, brand: string): Promise<LocationChoice[]> {
  const showrooms = (await getLocations(locale)).flatMap((l) => {
    const schedule = scheduleOf(l, 'showroom');
    return schedule ? [{ location: l, choice: { slug: l.slug, name: l.name, schedule } }] : [];
  });
  const selling = showrooms.filter((s) => s.location.brands.includes(brand));
  return (selling.length ? selling : showrooms).map((s) => s.choice);
}

export async function modelTestDriveContext(locale: Locale, formData: FormData): Promise<SubmissionContext> {
  const key = String(formData.get(MODEL_FIELD) ?? '');
  const [brand, slug, ...rest] = key.split('/');
  if (!brand || !slug || rest.length || !SLUG_PATTERN.test(brand) || !SLUG_PATTERN.test(slug) || key.length > 160) {
    throw new BadSubmissionError(`the request names no model (${JSON.stringify(key.slice(0, 80))})`);
  }
  const model = await getModel(locale, brand, slug);
  const locations = await modelTestDriveLocations(locale, brand);
  if (!model) return { config: { locations }, extraPayload: { model: { key, available: false } } };
  return {
    config: { locations },
    extraPayload: { model: { key, brand: model.brand, name: `${model.brandName} ${model.name}`, stockKey: model.stockKey } },
  };
}
