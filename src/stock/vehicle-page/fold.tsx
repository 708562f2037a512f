import type { ReactNode } from 'react';

/**
 * A long part of the vehicle page folded on a phone: its content opens with the button (a `<details>`, so it
 * works without JavaScript, its text stays in the HTML for search engines, and the browser's find in page opens
 * it too). On a wide screen the content always shows and the button is gone (vehicle-page.css). On Back the page
 * comes back with it open or closed as the visitor left it (`data-keep-view`, src/navigation/view-keeper.ts).
 * `open`: the server renders it open (the financing calculator after its no-JavaScript form was sent).
 *
 * At 360 px the key facts and the equipment folded took 1 200 px off the vehicle page; then the price alert's
 * form (410 px) and the financing calculator with its full example (1 200 px) folded, and a flatter list of
 * benefits, took a financed vehicle's page from 6 347–7 163 px to 4 468–4 811 px, under half the 9 974 px the
 * issue measured (issue 41; e2e/vehicle-phone.spec.ts asserts it in three locales and prints the figures).
 */
export function Fold({ name, summary, open, children }: { name: string; summary: string; open?: boolean; children: ReactNode }) {
  return (
    <details className="vehicle-fold" data-keep-view={name} open={open}>
      <summary className="vehicle-fold__toggle">{summary}</summary>
      {children}
    </details>
  );
}
