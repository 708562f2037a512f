import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { config } from '../../config/env';
import { rememberClientAddress } from '../request';

type NodeBindings = { incoming?: { socket?: { remoteAddress?: string } } };

/** Keeps the socket address of the visitor for this request (the rate limit of forms needs it). */
export function clientAddress(): MiddlewareHandler {
  return async (c, next) => {
    rememberClientAddress((c.env as NodeBindings | undefined)?.incoming?.socket?.remoteAddress);
    await next();
  };
}

/**
 * Bounds the body of a POST (form submissions with photos) before anything parses it: a body
 * larger than every file and field a lead may carry, plus room for the multipart framing, is
 * answered 413 without being read to the end.
 */
export function requestBodyLimit(): MiddlewareHandler {
  const { maxPayloadBytes, maxFiles, maxFileBytes } = config().leads.limits;
  const limit = bodyLimit({
    maxSize: maxPayloadBytes + maxFiles * maxFileBytes + 256 * 1024,
    onError: (c) => c.text('Request body too large', 413),
  });
  return async (c, next) => {
    if (c.req.method !== 'POST') return next();
    return limit(c, next);
  };
}
