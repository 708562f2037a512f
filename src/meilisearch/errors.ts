import { MeilisearchApiError, MeilisearchError, MeilisearchRequestTimeOutError } from 'meilisearch';

/** Why the engine could not be used. */
export type UnavailableReason = 'refused' | 'reset' | 'timeout' | 'network' | 'server-error' | 'bad-response';

/**
 * The search engine cannot answer right now: connection refused or reset, no answer within the
 * timeout, a 5xx, or an answer that is not what Meilisearch sends. A page should degrade (show
 * "search is temporarily unavailable") rather than fail.
 *
 * Note: the `meilisearch` client wraps whatever its transport throws in a `MeilisearchRequestError`,
 * so a call such as `index.search()` rejects with a `MeilisearchRequestError` whose `cause` is this
 * error. Use {@link isSearchUnavailable} / {@link findSearchError} rather than `instanceof` on the
 * rejection itself.
 */
export class SearchUnavailableError extends MeilisearchError {
  override name = 'SearchUnavailableError';
  readonly reason: UnavailableReason;
  /** HTTP status for `server-error`. */
  readonly status: number | undefined;
  /** System error code (`ECONNREFUSED`, …) or the Meilisearch error code of a 5xx answer. */
  readonly code: string | undefined;

  constructor(message: string, init: { reason: UnavailableReason; status?: number; code?: string; cause?: unknown }) {
    super(message, init.cause === undefined ? undefined : { cause: init.cause });
    this.reason = init.reason;
    this.status = init.status;
    this.code = init.code;
  }
}

/** The JSON body Meilisearch sends with an error answer. */
export type MeilisearchErrorBody = { message: string; code: string; type: string; link: string };

/**
 * A 4xx answer from Meilisearch (bad filter, missing index, invalid key, …). It is a
 * `MeilisearchApiError`, like the one the client's default transport throws, so code that looks
 * for that class in the `cause` chain works with either transport; `code` is Meilisearch's error
 * code (`index_not_found`, `invalid_api_key`, `invalid_search_filter`, …).
 */
export class SearchApiError extends MeilisearchApiError {
  override name = 'SearchApiError';
  readonly status: number;
  readonly code: string;
  readonly type: string;
  readonly link: string | undefined;

  constructor(status: number, statusText: string, body: MeilisearchErrorBody | undefined) {
    super(new Response(null, { status, statusText }), body);
    this.status = status;
    this.code = body?.code ?? `http_${status}`;
    this.type = body?.type ?? 'unknown';
    this.link = body?.link;
  }
}

function* causeChain(error: unknown): Generator<unknown> {
  let current = error;
  for (let depth = 0; depth < 10 && current != null; depth++) {
    yield current;
    current = typeof current === 'object' && 'cause' in current ? (current as { cause?: unknown }).cause : undefined;
  }
}

/** The first {@link SearchUnavailableError} or `MeilisearchApiError` in an error's `cause` chain. */
export function findSearchError(error: unknown): SearchUnavailableError | MeilisearchApiError | undefined {
  for (const e of causeChain(error)) {
    if (e instanceof SearchUnavailableError || e instanceof MeilisearchApiError) return e;
  }
  return undefined;
}

/**
 * True when the error means "the engine cannot answer" rather than "the request was wrong". Works
 * with our transport and with the client's default fetch transport (fetch failure, client timeout,
 * 5xx).
 */
export function isSearchUnavailable(error: unknown): boolean {
  for (const e of causeChain(error)) {
    if (e instanceof SearchUnavailableError || e instanceof MeilisearchRequestTimeOutError) return true;
    if (e instanceof MeilisearchApiError) return e.response.status >= 500;
    if (e instanceof TypeError && e.message === 'fetch failed') return true;
  }
  return false;
}

/** Meilisearch's error code (`index_not_found`, `invalid_api_key`, …) if the error carries one. */
export function searchErrorCode(error: unknown): string | undefined {
  const found = findSearchError(error);
  if (found instanceof SearchApiError || found instanceof SearchUnavailableError) return found.code;
  if (found instanceof MeilisearchApiError) return found.cause?.code;
  return undefined;
}
