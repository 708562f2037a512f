'use client';

import { use } from 'react';
import { UntilReached } from '../../ui/until-reached';
import type { FinancingCalculatorProps } from './calculator-view';

/**
 * The calculator's code (its view, the quote, the rows and their formats: 2.5 KB compressed) is a chunk
 * of its own that loads when the visitor reaches the calculator (issue 29, `UntilReached`), not with the
 * vehicle page: the page's HTML holds the calculator whole (without JavaScript, a GET form quoted by the
 * server), the browser hydrates it near the viewport or on interaction, and a client navigation to a
 * vehicle page renders it once the visitor scrolls near it.
 */
type View = typeof import('./calculator-view');
let view: Promise<View> | undefined;
let loadedView: View | undefined;
const loadView = () => (view ??= import('./calculator-view').then((module) => (loadedView = module)));

export function FinancingCalculator(props: FinancingCalculatorProps) {
  return (
    <UntilReached
      className="financing-calc-slot"
      ready={() => [loadView()]}
      isLoaded={() => loadedView !== undefined}
      onClientRender="defer"
    >
      <Loaded {...props} />
    </UntilReached>
  );
}

function Loaded(props: FinancingCalculatorProps) {
  const { FinancingCalculator: View } = use(loadView());
  return <View {...props} />;
}
