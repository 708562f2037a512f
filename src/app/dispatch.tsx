import type { ReactNode } from 'react';
import { LeadFormTable } from '../composition/lead-form-loader';
import { NotFoundSuggestions } from '../composition/not-found';
import { PreviewBridge } from '../content/preview-bridge';
import { AppError, toAppError } from '../errors/catalogue';
import { ErrorScreen } from '../errors/error-screen';
import { isApiRoute, routes } from '../routing';
import type { PageRouteName, RouteMatch } from '../routing/table';
import { setResponseHeader, setResponseStatus } from '../request';
import type { RouteModule } from '../manifest/route-module';
import { formsOf, pageModuleOf, switcherOf } from '../routes';
import { PageShell } from './shell';

/** Waku's redirect and not-found signals carry a digest; they must travel on untouched. */
function isFrameworkSignal(error: unknown): boolean {
  return typeof (error as { digest?: unknown } | null)?.digest === 'string';
}

async function renderMatch(match: RouteMatch, query: URLSearchParams, path: string): Promise<ReactNode> {
  if (isApiRoute(match.route)) throw AppError.pageNotFound(path);
  const module = pageModuleOf(match.route as PageRouteName) as RouteModule<PageRouteName>;
  return module({ locale: match.locale, params: match.params, query, match, path } as never);
}

/**
 * The one page component registered for every route of the table. It parses the path with the
 * route table, runs the route's module and wraps the page in the shell. A failure becomes the
 * error screen, fully rendered on the server, with the error's HTTP status.
 */
export async function RoutePage({ path, query }: { path: string; query?: string }) {
  const router = routes();
  const match = router.parse(path);
  const locale = match?.locale ?? router.localeOf(path);
  let content: ReactNode;
  try {
    if (!match) throw AppError.pageNotFound(path);
    content = await renderMatch(match, new URLSearchParams(query ?? ''), path);
  } catch (error) {
    if (isFrameworkSignal(error)) throw error;
    const appError = toAppError(error);
    if (appError.statusCode === 503) console.warn(`[page] ${path}: ${appError.message}`);
    else if (appError.statusCode >= 500) console.error(`[page] ${path}:`, error);
    setResponseStatus(appError.statusCode);
    if (appError.statusCode === 503) setResponseHeader('Retry-After', '30');
    content = (
      <ErrorScreen locale={locale} error={appError} path={path + (query ? `?${query}` : '')}>
        {/* an unknown address is no dead end: the site searched for its words (src/composition/not-found.tsx) */}
        {appError.statusMessage === 'page-not-found' ? <NotFoundSuggestions locale={locale} path={path} /> : null}
      </ErrorScreen>
    );
  }
  // the lead-form table's loader around the pages that hold forms only: no other page loads it
  return (
    <PageShell
      locale={locale}
      match={match}
      query={new URLSearchParams(query ?? '')}
      switcher={match && !isApiRoute(match.route) ? switcherOf(match.route as PageRouteName) : undefined}
    >
      <PreviewBridge />
      {match && formsOf(match.route) ? <LeadFormTable>{content}</LeadFormTable> : content}
    </PageShell>
  );
}
