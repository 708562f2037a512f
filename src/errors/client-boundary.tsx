'use client';

import type { ReactNode } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { ErrorScreenView, type ErrorScreenTexts } from './error-screen-view';

/**
 * Shows the generic error screen when rendering fails in the browser after hydration (or when the
 * server could not render the page at all and the browser takes over). The texts come from the
 * server, already localized.
 */
export function ClientErrorBoundary({ texts, homeHref, children }: { texts: ErrorScreenTexts; homeHref: string; children: ReactNode }) {
  return (
    <ErrorBoundary
      fallback={<ErrorScreenView variant="generic" texts={texts} actionHref={homeHref} />}
      onError={(error) => console.error('[page] render error', error)}
    >
      {children}
    </ErrorBoundary>
  );
}
