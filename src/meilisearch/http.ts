/**
 * A transport for the `meilisearch` client built on `node:http` with a keep-alive agent.
 *
 * Why: Node 20's built-in fetch on a kept-alive connection measured a ~44 ms floor per search
 * whose answer is more than a few KB; `node:http` with a keep-alive agent answers the same search
 * in about a millisecond (see bench/transport.ts).
 *
 * Contract of the client's `httpClient` option (meilisearch 0.62, src/http-requests.ts): it is
 * called as `httpClient(url: URL, init: RequestInit)` where `init.method` is set, `init.headers`
 * is a `Headers` (Authorization, Content-Type, X-Meilisearch-Client), `init.body` a string or
 * undefined, and `init.signal` may be set (task waiting and the client's own `timeout` abort it,
 * and expect the rejection to be `signal.reason`). It must resolve with the parsed answer, or
 * undefined for an empty one; anything it throws is wrapped by the client in a
 * `MeilisearchRequestError` (with our error as `cause`). Streaming calls (chat) expect a
 * `ReadableStream`.
 */
import http from 'node:http';
import https from 'node:https';
import { Readable } from 'node:stream';
import zlib from 'node:zlib';
import { SearchApiError, SearchUnavailableError, type MeilisearchErrorBody, type UnavailableReason } from './errors';

export { SearchApiError, SearchUnavailableError } from './errors';

export const DEFAULT_TIMEOUT_MS = 5_000;

/** Same shape as `fetch`, which is what the client's `httpClient` option expects. */
export type HttpClientFn = (input: string | URL | Request, init?: RequestInit) => Promise<unknown>;

export type KeepAliveAgents = { http: http.Agent; https: https.Agent };

export type HttpClientOptions = {
  /** Deadline for a whole request (connect, send, complete answer), in ms. Default 5000. */
  timeoutMs?: number;
  /** Keep-alive agents to use; default: agents shared by the whole process. */
  agents?: KeepAliveAgents;
};

/**
 * Keep-alive agents. Idle sockets are closed after `idleTimeoutMs` (Meilisearch itself keeps idle
 * connections open), and a request that fails because a reused socket was closed by the server is
 * retried once when it is safe (GET, HEAD, search endpoints).
 */
export function createKeepAliveAgents(options: { maxSockets?: number; idleTimeoutMs?: number } = {}): KeepAliveAgents {
  const maxSockets = options.maxSockets ?? 32;
  const agentOptions = {
    keepAlive: true,
    maxSockets,
    maxFreeSockets: maxSockets,
    timeout: options.idleTimeoutMs ?? 30_000,
    scheduling: 'lifo' as const,
    noDelay: true,
  };
  return { http: new http.Agent(agentOptions), https: new https.Agent(agentOptions) };
}

let shared: KeepAliveAgents | undefined;
/** The process-wide agents used when none are given (one connection pool per Meilisearch host). */
export function sharedAgents(): KeepAliveAgents {
  shared ??= createKeepAliveAgents();
  return shared;
}

/** Creates a fetch-shaped function for the `meilisearch` client's `httpClient` option. */
export function createHttpClient(options: HttpClientOptions = {}): HttpClientFn {
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const agents = options.agents ?? sharedAgents();

  return async function nodeHttpClient(input, init = {}) {
    const url = toUrl(input);
    const method = (init.method ?? 'GET').toUpperCase();
    const headers = headersToObject(init.headers);
    const body = toBody(init.body);
    if (body !== undefined) headers['content-length'] = String(body.byteLength);
    const signal = init.signal ?? undefined;
    const deadline = Date.now() + timeoutMs;

    for (let attempt = 0; ; attempt++) {
      try {
        return await sendOnce({ url, method, headers, body, signal, deadline, timeoutMs, agents });
      } catch (error) {
        if (error instanceof StaleSocket) {
          if (attempt === 0 && isRetryable(method, url) && Date.now() < deadline) continue;
          throw error.error;
        }
        throw error;
      }
    }
  };
}

/** A reused keep-alive socket turned out to be closed before any answer: safe to retry once. */
class StaleSocket {
  constructor(readonly error: SearchUnavailableError) {}
}

type SendArgs = {
  url: URL;
  method: string;
  headers: Record<string, string>;
  body: Buffer | undefined;
  signal: AbortSignal | undefined;
  deadline: number;
  timeoutMs: number;
  agents: KeepAliveAgents;
};

function sendOnce({ url, method, headers, body, signal, deadline, timeoutMs, agents }: SendArgs): Promise<unknown> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(abortReason(signal));
      return;
    }
    const isHttps = url.protocol === 'https:';
    const req = (isHttps ? https : http).request(url, { method, headers, agent: isHttps ? agents.https : agents.http });

    let settled = false;
    let answered = false;
    const finish = (fn: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
      fn();
    };
    const fail = (error: unknown) => {
      finish(() => reject(error));
      req.destroy();
    };

    const timer = setTimeout(
      () => fail(new SearchUnavailableError(`Meilisearch at ${url.origin} did not answer within ${timeoutMs} ms`, { reason: 'timeout' })),
      Math.max(0, deadline - Date.now()),
    );
    const onAbort = () => fail(abortReason(signal!));
    signal?.addEventListener('abort', onAbort, { once: true });

    req.on('error', (error: NodeJS.ErrnoException) => {
      const mapped = networkError(url, error);
      const stale = req.reusedSocket && !answered && (error.code === 'ECONNRESET' || error.code === 'EPIPE');
      fail(stale ? new StaleSocket(mapped) : mapped);
    });

    req.on('response', (res) => {
      answered = true;
      const status = res.statusCode ?? 0;
      const contentType = String(res.headers['content-type'] ?? '');
      // Meilisearch refuses a request (e.g. 403 for a key without the right) before reading a large
      // body, and keeps the connection open with the unread rest of the body in it: a request sent
      // next on that connection never gets an answer. Close it instead of returning it to the pool.
      if (body !== undefined && status >= 400) req.shouldKeepAlive = false;

      if (status >= 200 && status < 300 && contentType.startsWith('text/event-stream')) {
        // Streaming answer (chat completions): the deadline covered the wait for headers only.
        finish(() => resolve(Readable.toWeb(res)));
        return;
      }

      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('error', (error) => fail(networkError(url, error)));
      res.on('aborted', () =>
        fail(new SearchUnavailableError(`Meilisearch at ${url.origin} closed the connection mid-answer`, { reason: 'reset' })),
      );
      res.on('end', () => {
        try {
          const raw = decode(Buffer.concat(chunks), res.headers['content-encoding']);
          const result = interpret(url, status, res.statusMessage ?? '', contentType, raw);
          finish(() => resolve(result));
        } catch (error) {
          const wrapped =
            error instanceof SearchApiError || error instanceof SearchUnavailableError
              ? error
              : new SearchUnavailableError(`Meilisearch at ${url.origin} sent an unreadable answer`, {
                  reason: 'bad-response',
                  status,
                  cause: error,
                });
          finish(() => reject(wrapped));
        }
      });
    });

    if (body !== undefined) req.end(body);
    else req.end();
  });
}

function interpret(url: URL, status: number, statusText: string, contentType: string, text: string): unknown {
  if (status >= 200 && status < 300) {
    if (text === '') return undefined;
    if (!contentType.includes('json')) return text;
    try {
      return JSON.parse(text);
    } catch (error) {
      throw new SearchUnavailableError(`Meilisearch at ${url.origin} sent invalid JSON`, { reason: 'bad-response', status, cause: error });
    }
  }

  let parsed: unknown;
  try {
    parsed = text === '' ? undefined : JSON.parse(text);
  } catch {
    parsed = undefined;
  }
  const body = isErrorBody(parsed) ? parsed : undefined;

  if (status >= 500) {
    const detail = body?.message ?? (text.slice(0, 200) || statusText);
    const init: { reason: UnavailableReason; status: number; code?: string } = { reason: 'server-error', status };
    if (body) init.code = body.code;
    throw new SearchUnavailableError(`Meilisearch at ${url.origin} answered ${status}: ${detail}`, init);
  }
  if (status >= 400) throw new SearchApiError(status, statusText, body);
  throw new SearchUnavailableError(`Meilisearch at ${url.origin} answered unexpected status ${status}`, { reason: 'bad-response', status });
}

function isErrorBody(value: unknown): value is MeilisearchErrorBody {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { message?: unknown }).message === 'string' &&
    typeof (value as { code?: unknown }).code === 'string'
  );
}

function networkError(url: URL, error: NodeJS.ErrnoException): SearchUnavailableError {
  const code = error.code;
  const reason: UnavailableReason =
    code === 'ECONNREFUSED'
      ? 'refused'
      : code === 'ECONNRESET' || code === 'EPIPE' || code === 'ECONNABORTED'
        ? 'reset'
        : code === 'ETIMEDOUT'
          ? 'timeout'
          : 'network';
  const init: { reason: UnavailableReason; code?: string; cause: unknown } = { reason, cause: error };
  if (code) init.code = code;
  return new SearchUnavailableError(`Meilisearch at ${url.origin} is unavailable: ${code ?? error.message}`, init);
}

function abortReason(signal: AbortSignal): unknown {
  return signal.reason ?? new DOMException('This operation was aborted', 'AbortError');
}

/** Requests that can be sent again without a second effect. */
function isRetryable(method: string, url: URL): boolean {
  if (method === 'GET' || method === 'HEAD') return true;
  return method === 'POST' && /\/(search|multi-search|facet-search|similar|documents\/fetch)$/.test(url.pathname);
}

function toUrl(input: string | URL | Request): URL {
  if (input instanceof URL) return input;
  if (typeof input === 'string') return new URL(input);
  throw new TypeError('nodeHttpClient: Request objects are not supported; pass a URL and an init object');
}

function headersToObject(init: HeadersInit | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  new Headers(init).forEach((value, key) => {
    out[key] = value;
  });
  return out;
}

function toBody(body: RequestInit['body']): Buffer | undefined {
  if (body === undefined || body === null) return undefined;
  if (typeof body === 'string') return Buffer.from(body, 'utf8');
  if (body instanceof URLSearchParams) return Buffer.from(body.toString(), 'utf8');
  if (body instanceof ArrayBuffer) return Buffer.from(body);
  if (ArrayBuffer.isView(body)) return Buffer.from(body.buffer, body.byteOffset, body.byteLength);
  throw new TypeError('nodeHttpClient: only string, URLSearchParams and byte bodies are supported');
}

function decode(raw: Buffer, encoding: string | undefined): string {
  switch (encoding?.trim().toLowerCase()) {
    case undefined:
    case '':
    case 'identity':
      return raw.toString('utf8');
    case 'gzip':
      return zlib.gunzipSync(raw).toString('utf8');
    case 'deflate':
      return zlib.inflateSync(raw).toString('utf8');
    case 'br':
      return zlib.brotliDecompressSync(raw).toString('utf8');
    default:
      throw new SearchUnavailableError(`unsupported content-encoding ${encoding}`, { reason: 'bad-response' });
  }
}
