import type { MiddlewareHandler } from 'hono';
import { rememberClientAddress } from '../../request';

type NodeBindings = { incoming?: { socket?: { remoteAddress?: string } } };

/** Keeps the socket address of the visitor for this request (the rate limit of forms needs it). */
export function clientAddress(): MiddlewareHandler {
  return async (c, next) => {
    rememberClientAddress((c.env as NodeBindings | undefined)?.incoming?.socket?.remoteAddress);
    await next();
  };
}
