import http from 'node:http';
import type net from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SearchApiError, SearchUnavailableError } from '../../src/meilisearch/errors';
import { createHttpClient, createKeepAliveAgents } from '../../src/meilisearch/http';

type Handler = (req: http.IncomingMessage, body: string, res: http.ServerResponse) => void;

describe('node:http transport', () => {
  let server: http.Server;
  let base: string;
  let handler: Handler;
  const sockets = new Set<net.Socket>();

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      let body = '';
      req.setEncoding('utf8');
      req.on('data', (c: string) => (body += c));
      req.on('end', () => handler(req, body, res));
    });
    server.on('connection', (s) => {
      sockets.add(s);
      s.on('close', () => sockets.delete(s));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as net.AddressInfo).port}`;
  });
  beforeEach(() => {
    handler = (_req, _body, res) => res.end();
  });
  afterAll(async () => {
    for (const s of sockets) s.destroy();
    await new Promise((r) => server.close(r));
  });

  const json = (res: http.ServerResponse, status: number, value: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(value));
  };

  it('sends method, headers and body, and parses the JSON answer', async () => {
    handler = (req, body, res) =>
      json(res, 200, { method: req.method, url: req.url, auth: req.headers.authorization, body: JSON.parse(body) });
    const client = createHttpClient({ agents: createKeepAliveAgents() });
    const headers = new Headers({ Authorization: 'Bearer k', 'Content-Type': 'application/json' });
    const answer = await client(new URL(`${base}/indexes/v/search?x=1`), { method: 'POST', headers, body: JSON.stringify({ q: 'é' }) });
    expect(answer).toEqual({ method: 'POST', url: '/indexes/v/search?x=1', auth: 'Bearer k', body: { q: 'é' } });
  });

  it('reuses one kept-alive connection', async () => {
    const ports = new Set<number>();
    handler = (req, _body, res) => {
      ports.add(req.socket.remotePort!);
      json(res, 200, {});
    };
    const client = createHttpClient({ agents: createKeepAliveAgents() });
    for (let i = 0; i < 5; i++) await client(`${base}/health`);
    expect(ports.size).toBe(1);
  });

  it('resolves undefined for an empty answer (202/204)', async () => {
    handler = (_req, _body, res) => res.writeHead(204).end();
    expect(await createHttpClient()(`${base}/keys/x`, { method: 'DELETE' })).toBeUndefined();
  });

  it('maps a 4xx to SearchApiError with the Meilisearch code', async () => {
    handler = (_req, _body, res) =>
      json(res, 404, {
        message: 'Index `x` not found.',
        code: 'index_not_found',
        type: 'invalid_request',
        link: 'https://docs.meilisearch.com/errors#index_not_found',
      });
    const error = await createHttpClient()(`${base}/indexes/x`).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SearchApiError);
    expect(error).toMatchObject({ status: 404, code: 'index_not_found', type: 'invalid_request', message: 'Index `x` not found.' });
  });

  it('maps a 4xx without a JSON body to SearchApiError too', async () => {
    handler = (_req, _body, res) => res.writeHead(413, { 'content-type': 'text/plain' }).end('too big');
    const error = await createHttpClient()(`${base}/indexes/x/documents`, { method: 'POST', body: 'x' }).catch((e: unknown) => e);
    expect(error).toMatchObject({ name: 'SearchApiError', status: 413, code: 'http_413' });
  });

  it('maps a 5xx to SearchUnavailableError', async () => {
    handler = (_req, _body, res) =>
      json(res, 503, {
        message: 'Too many search requests running at the same time',
        code: 'too_many_search_requests',
        type: 'system',
        link: '',
      });
    const error = await createHttpClient()(`${base}/indexes/x/search`, { method: 'POST', body: '{}' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SearchUnavailableError);
    expect(error).toMatchObject({ reason: 'server-error', status: 503, code: 'too_many_search_requests' });
  });

  it('maps invalid JSON to SearchUnavailableError', async () => {
    handler = (_req, _body, res) => res.writeHead(200, { 'content-type': 'application/json' }).end('{nope');
    await expect(createHttpClient()(`${base}/health`)).rejects.toMatchObject({ name: 'SearchUnavailableError', reason: 'bad-response' });
  });

  it('maps a connection closed mid-request to SearchUnavailableError', async () => {
    handler = (req) => req.socket.destroy();
    await expect(createHttpClient()(`${base}/indexes/x/documents`, { method: 'POST', body: '{}' })).rejects.toMatchObject({
      name: 'SearchUnavailableError',
      reason: 'reset',
    });
  });

  it('retries a search once when the server closed the kept-alive socket', async () => {
    const client = createHttpClient({ agents: createKeepAliveAgents() });
    handler = (_req, _body, res) => json(res, 200, { n: 1 });
    await client(`${base}/indexes/x/search`, { method: 'POST', body: '{}' });
    // The next request on that socket finds it closed before any answer.
    let calls = 0;
    handler = (req, _body, res) => {
      calls++;
      if (calls === 1) req.socket.destroy();
      else json(res, 200, { n: 2 });
    };
    expect(await client(`${base}/indexes/x/search`, { method: 'POST', body: '{}' })).toEqual({ n: 2 });
    expect(calls).toBe(2);
  });

  it('does not retry a document write', async () => {
    const client = createHttpClient({ agents: createKeepAliveAgents() });
    handler = (_req, _body, res) => json(res, 200, {});
    await client(`${base}/health`);
    let calls = 0;
    handler = (req) => {
      calls++;
      req.socket.destroy();
    };
    await expect(client(`${base}/indexes/x/documents`, { method: 'POST', body: '[]' })).rejects.toBeInstanceOf(SearchUnavailableError);
    expect(calls).toBe(1);
  });

  it('rejects with the abort reason when the caller aborts', async () => {
    handler = () => {};
    const controller = new AbortController();
    const pending = createHttpClient()(`${base}/health`, { signal: controller.signal });
    const reason = Symbol('timeout');
    setTimeout(() => controller.abort(reason), 20);
    await expect(pending).rejects.toBe(reason);
  });
});
