'use client';

import { use } from 'react';
import { loadable, UntilReached } from '../../ui/until-reached';
import type { FinancingCalculatorProps } from './calculator-view';

/**
 * The calculator's code (its view, the quote, the rows and their formats: 2.5 KB compressed) is a chunk
 * of its own that loads when the visitor reaches the calculator (issue 29, `UntilReached`), not with the
 * vehicle page: the page's HTML holds the calculator whole (without JavaScript, a GET form quoted by the
 * server), the browser hydrates it near the viewport or on interaction, and a client navigation to a
 * vehicle page renders it once the visitor scrolls near it.
 */
const view = loadable(() => import('./calculator-view'));

export function FinancingCalculator(props: FinancingCalculatorProps) {
  return (
    <UntilReached className="financing-calc-slot" code={[view]} onClientRender="defer">
      <Loaded {...props} />
    </UntilReached>
  );
}

function Loaded(props: FinancingCalculatorProps) {
  const { FinancingCalculator: View } = use(view.load());
  return <View {...props} />;
}
