import type { ContentSource } from '../content/source';
import { isPlaceholderLender } from '../stock/financing/example';
import type { VehicleDocument } from '../stock/document';
import { IndexerError } from './meili';

/**
 * The lenders the stock would advertise, checked before they reach the index: every monthly figure
 * names its creditor (Directive (EU) 2023/2225, art. 8; docs/credit-law.md), and the mock content's
 * lender is a placeholder (`isPlaceholderLender`). In production (NODE_ENV=production) from the real
 * CMS a placeholder is refused: the index is not written, the live one stays, and the error names the
 * vehicles and the story to fix (the settings' `financing_defaults` or a vehicle's `financing` blok,
 * seeded from the mocks). The mock content served in production (a demonstration) is let through with
 * a loud error line at every index run. Development and tests (the Storyblok stand-in serves the
 * mocks) are left alone.
 */
export function checkLenders(
  documents: readonly Pick<VehicleDocument, 'id' | 'vehicle'>[],
  source: Pick<ContentSource, 'name'>,
  log: (line: string) => void,
  nodeEnv: string | undefined = process.env.NODE_ENV,
): void {
  const placeholders = new Map<string, number[]>();
  for (const d of documents) {
    for (const terms of [d.vehicle.financing.private, d.vehicle.financing.business]) {
      const names = terms ? [terms.lender, ...Object.values(terms.lenderNames ?? {})] : [];
      const name = names.find(isPlaceholderLender);
      if (!name) continue;
      const ids = placeholders.get(name) ?? [];
      if (!ids.includes(d.id)) ids.push(d.id);
      placeholders.set(name, ids);
    }
  }
  if (placeholders.size === 0 || nodeEnv !== 'production') return;
  const what = [...placeholders].map(([name, ids]) => `"${name}" (${ids.length} vehicles, e.g. ${ids.slice(0, 3).join(', ')})`).join('; ');
  if (source.name === 'storyblok') {
    throw new IndexerError(
      `refusing to index: the financing of the stock names the mock content's placeholder lender ${what}. ` +
        "An advertised credit must name its real creditor: set the lender in the settings story's financing_defaults " +
        "and in the vehicles' financing bloks.",
    );
  }
  const line = `[index] !!! PLACEHOLDER LENDER IN PRODUCTION: the mock content's financing names ${what}; a real site must name its real creditor (docs/credit-law.md) !!!`;
  console.error(line);
  log(line);
}
