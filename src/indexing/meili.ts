/**
 * The indexer's side of Meilisearch: an admin client with deadlines fit for uploads, and task
 * waiting that turns a failed task into an {@link IndexerError} saying what failed and why.
 */
import { Meilisearch, type EnqueuedTaskPromise, type Task } from 'meilisearch';
import { isSearchUnavailable, searchErrorCode } from '../meilisearch/client';
import { createHttpClient } from '../meilisearch/http';

export type MeiliTarget = {
  /** e.g. `http://127.0.0.1:7700` */
  host: string;
  /** An admin key (documents, settings, tasks, swaps) or the master key. */
  adminKey: string;
};

/** Per request: a batch of 5 000 vehicles is about 20 MB of JSON. */
const REQUEST_TIMEOUT_MS = 60_000;
/** Per task: indexing a batch on one thread takes seconds; settings on a full index longer. */
export const TASK_TIMEOUT_MS = 10 * 60_000;

/** Something the indexer could not do; `message` says what and why, for an operator. */
export class IndexerError extends Error {
  override name = 'IndexerError';
}

export function adminClient(target: MeiliTarget, options: { requestTimeoutMs?: number } = {}): Meilisearch {
  return new Meilisearch({
    host: target.host,
    apiKey: target.adminKey,
    httpClient: createHttpClient({ timeoutMs: options.requestTimeoutMs ?? REQUEST_TIMEOUT_MS }),
    defaultWaitOptions: { timeout: TASK_TIMEOUT_MS, interval: 50 },
  });
}

/** Waits for an enqueued task; a failed or canceled task throws an IndexerError naming `what`. */
export async function settle(what: string, enqueued: EnqueuedTaskPromise): Promise<Task> {
  const task = await enqueued.waitTask();
  if (task.status !== 'succeeded') {
    const why = task.error ? `${task.error.message} (${task.error.code})` : task.status;
    throw new IndexerError(`${what} failed: ${why}`);
  }
  return task;
}

/** Meilisearch's error code when the error is an answer of Meilisearch (`index_not_found`, …). */
export const meiliCode = searchErrorCode;

/**
 * Turns what the client throws into an operator's sentence: unreachable, key rejected, or the
 * error itself. Errors that are already IndexerErrors are returned unchanged.
 */
export function describeMeiliError(error: unknown, host: string): IndexerError {
  if (error instanceof IndexerError) return error;
  if (isSearchUnavailable(error)) {
    const cause = (error as { cause?: unknown }).cause;
    const detail = cause instanceof Error ? cause.message : (error as Error).message;
    return new MeiliUnreachableError(`Meilisearch is unreachable at ${host}: ${detail}`);
  }
  const code = meiliCode(error);
  if (code === 'invalid_api_key' || code === 'missing_authorization_header') {
    return new IndexerError(
      `Meilisearch at ${host} rejected the key (${code}): give an admin key (MEILI_ADMIN_KEY) or the master key (MEILI_MASTER_KEY)`,
    );
  }
  return new IndexerError(`Meilisearch at ${host}: ${(error as Error)?.message ?? String(error)}${code ? ` (${code})` : ''}`);
}

export class MeiliUnreachableError extends IndexerError {
  override name = 'MeiliUnreachableError';
}
