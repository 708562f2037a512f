/**
 * The error kinds of the site (seed section 8) and the screen each one shows. The screen variant is
 * chosen by the error's status message, which is its kind.
 */
export const ERROR_KINDS = {
  'something-went-wrong': { status: 500, screen: 'generic' },
  'page-not-found': { status: 404, screen: 'page' },
  'vehicle-not-found': { status: 404, screen: 'vehicle' },
  'location-not-found': { status: 404, screen: 'page' },
  'vehicle-form-not-found': { status: 404, screen: 'vehicle' },
  'brand-not-found': { status: 404, screen: 'page' },
  'news-article-not-found': { status: 404, screen: 'article' },
  'lease-vehicle-not-found': { status: 404, screen: 'lease' },
  /** a link of this site followed to a page that is gone (src/composition/content-page.tsx) */
  'broken-link': { status: 404, screen: 'link' },
  /** not in the seed: the stock search engine is down or too slow; the rest of the site keeps working */
  'search-unavailable': { status: 503, screen: 'unavailable' },
  /** not in the seed: the CMS does not answer and the page was never cached (served stale otherwise) */
  'content-unavailable': { status: 503, screen: 'contentUnavailable' },
} as const satisfies Record<string, { status: number; screen: ErrorScreenVariant }>;

export type ErrorKind = keyof typeof ERROR_KINDS;
export type ErrorScreenVariant = 'generic' | 'page' | 'link' | 'vehicle' | 'article' | 'lease' | 'unavailable' | 'contentUnavailable';

export function isErrorKind(value: unknown): value is ErrorKind {
  return typeof value === 'string' && Object.hasOwn(ERROR_KINDS, value);
}

/**
 * An error a feature throws for a known kind without building an AppError (a down dependency, say):
 * it carries the kind, and toAppError turns it into that kind's AppError. The catalogue recognises
 * the kind it declares, not a class name.
 */
export interface KindedError extends Error {
  readonly errorKind: ErrorKind;
}

export function isKindedError(error: unknown): error is KindedError {
  return error instanceof Error && isErrorKind((error as Partial<KindedError>).errorKind);
}

/** The seed's error object: statusCode (default 500), statusMessage, data, fatal. */
export class AppError extends Error {
  override name = 'AppError';
  readonly statusCode: number;
  readonly statusMessage: string;
  readonly data: unknown;
  readonly fatal: boolean;

  constructor(init: { statusCode?: number; statusMessage?: string; message?: string; data?: unknown; fatal?: boolean }) {
    super(init.message ?? init.statusMessage ?? 'something-went-wrong');
    this.statusCode = init.statusCode ?? 500;
    this.statusMessage = init.statusMessage ?? 'something-went-wrong';
    this.data = init.data;
    this.fatal = init.fatal ?? false;
  }

  /** The error of a known kind, with its status code. */
  static of(kind: ErrorKind, init: { message?: string; data?: unknown } = {}): AppError {
    return new AppError({ statusCode: ERROR_KINDS[kind].status, statusMessage: kind, ...init });
  }

  /** Route validation failure: 404 with the message `Page Not Found: {full path}` and the path as data. */
  static pageNotFound(fullPath: string, statusCode = 404): AppError {
    return new AppError({ statusCode, statusMessage: 'page-not-found', message: `Page Not Found: ${fullPath}`, data: { path: fullPath } });
  }
}

/** Which screen an error shows, chosen by its status message; anything unknown is 'generic'. */
export function screenFor(error: { statusMessage?: string } | null | undefined): ErrorScreenVariant {
  const kind = error?.statusMessage;
  return isErrorKind(kind) ? ERROR_KINDS[kind].screen : 'generic';
}

/** Any thrown value as an AppError (unknown errors become a 500 something-went-wrong). */
export function toAppError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  if (isKindedError(error)) return AppError.of(error.errorKind, { message: error.message });
  return new AppError({
    statusCode: 500,
    statusMessage: 'something-went-wrong',
    message: error instanceof Error ? error.message : String(error),
    fatal: true,
  });
}
