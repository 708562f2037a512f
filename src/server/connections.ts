import type { Server, ServerOptions } from 'node:http';
import type { Socket } from 'node:net';
import { normalizeIp } from '../leads/client-ip';
import type { TrustedProxies } from '../config/proxies';

/**
 * What one client may hold of the server, for a site on the public internet (issue 25, point 5).
 * Node's defaults suit a server behind a proxy that has its own: a request may take 300 s, headers
 * 60 s, and the deadlines are checked every 30 s, so 300 connections trickling a body a byte at a
 * time were all still open after 120 s.
 *
 * - headers must arrive within HEADERS_TIMEOUT_MS, the whole request (body included) within
 *   REQUEST_TIMEOUT_MS: 40 MB of photos at 3 Mbit/s, a slow phone's upload, fit; and the deadlines
 *   are checked every second. A form post's body is also given up as soon as it falls below its pace
 *   (1 KB/s over the last 10 s, after 5 s: src/server/body-pace.ts), long before that;
 * - an idle kept-alive connection is closed after KEEP_ALIVE_TIMEOUT_MS;
 * - one address holds at most MAX_CONNECTIONS_PER_ADDRESS connections at once (a browser opens 6 per
 *   host; an office behind one address a few dozen); a connection beyond is closed at once. A trusted
 *   proxy's address (TRUSTED_PROXIES) is not bound: its connections carry many visitors, and it bounds
 *   its own clients; a visitor reaching the port directly still is.
 */
export const HEADERS_TIMEOUT_MS = 10_000;
export const REQUEST_TIMEOUT_MS = 120_000;
export const KEEP_ALIVE_TIMEOUT_MS = 5_000;
export const MAX_CONNECTIONS_PER_ADDRESS = 64;

/** For `http.createServer` (`serverOptions` of the adapter's `serve`). */
export const SERVER_OPTIONS: ServerOptions = {
  headersTimeout: HEADERS_TIMEOUT_MS,
  requestTimeout: REQUEST_TIMEOUT_MS,
  keepAliveTimeout: KEEP_ALIVE_TIMEOUT_MS,
  connectionsCheckingInterval: 1_000,
};

/** Closes a connection from an address that already holds `max` (none when `max` is 0), a trusted proxy's excepted. */
export function boundConnectionsPerAddress(
  server: Server,
  max: number,
  warn: (message: string) => void = console.warn,
  proxies?: TrustedProxies,
): void {
  if (max <= 0) return;
  const open = new Map<string, number>();
  let refused = 0;
  let lastWarning = 0;
  server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress ? (normalizeIp(socket.remoteAddress) ?? socket.remoteAddress) : undefined;
    if (!address || proxies?.has(socket.remoteAddress)) return;
    const held = open.get(address) ?? 0;
    if (held >= max) {
      socket.destroy();
      refused++;
      // one line per 10 s at most, with the count: a flood must not flood the log too
      if (Date.now() - lastWarning > 10_000) {
        warn(`[http] ${refused} connection(s) refused: an address held ${max} already`);
        lastWarning = Date.now();
        refused = 0;
      }
      return;
    }
    open.set(address, held + 1);
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left > 0) open.set(address, left);
      else open.delete(address);
    });
  });
}
