import { messages } from '@tenderdesk/domain/messages';
import type { FastifyInstance } from 'fastify';
import { unavailable } from '../../core/errors';

/** Seconds a client refused for being busy is told to wait (the message says "a minute"). */
export const UPLOAD_RETRY_AFTER_SECONDS = 60;

/** A count of slots; taking one never waits: it is granted or refused at once. */
export type UploadBound = {
  readonly limit: number;
  /** Slots taken now. */
  readonly active: () => number;
  /** Requests refused since the process started, every slot being taken (/metrics). */
  readonly refused: () => number;
  /** A release function (idempotent), or null when every slot is taken. */
  tryAcquire: () => (() => void) | null;
};

declare module 'fastify' {
  interface FastifyInstance {
    /** The process-wide bound on uploads at once (its counts are read by /metrics and tests). */
    uploads: UploadBound;
  }
}

export function createUploadBound(limit: number): UploadBound {
  if (!Number.isInteger(limit) || limit < 1) throw new Error('the upload bound must be a whole number >= 1');
  let active = 0;
  let refused = 0;
  return {
    limit,
    active: () => active,
    refused: () => refused,
    tryAcquire: () => {
      if (active >= limit) {
        refused++;
        return null;
      }
      active++;
      let released = false;
      return () => {
        if (released) return;
        released = true;
        active--;
      };
    },
  };
}

/** The slot a request holds, and whether its handler has started (then the handler gives it back). */
type Slot = { release: () => void; inHandler: boolean };
const SLOT = Symbol('uploadSlot');
type WithSlot = { [SLOT]?: Slot };

/**
 * Bounds how many multipart requests the process handles at once, whatever route they go to (the
 * supplier registration, tenders...): each holds its files in memory and writes them to the
 * database, so twenty at once took gigabytes and stalled every other request (issue 8 item 5).
 *
 * The slot is taken in `preValidation`: after the route's guard and the rate limiter (onRequest),
 * so a refused caller never holds one, and before the handler reads a byte of the body (the
 * multipart parser reads nothing until `request.parts()`). When every slot is taken the answer is
 * 503 with Retry-After, at once; Node then discards the unread body, so the client receives the
 * answer and nothing of the body is kept.
 *
 * The slot is given back when the handler has finished (read the form, written the files), even
 * if the client went away meanwhile: a client that disconnects after sending its body does not
 * free a slot while its files are still being written. When no handler runs (a later hook
 * refused), it is given back when the response closes. Call before the routes are registered.
 */
export function registerUploadBound(app: FastifyInstance, bound: UploadBound) {
  app.decorate('uploads', bound);
  app.addHook('preValidation', async (request, reply) => {
    if (!request.isMultipart()) return;
    const release = bound.tryAcquire();
    if (!release) {
      request.log.warn({ uploads: bound.active() }, 'upload refused: every upload slot is taken');
      reply.header('retry-after', String(UPLOAD_RETRY_AFTER_SECONDS));
      throw unavailable(messages.files.busy);
    }
    const slot: Slot = { release, inHandler: false };
    (request as WithSlot)[SLOT] = slot;
    reply.raw.once('close', () => {
      if (!slot.inHandler) release();
    });
  });
  // Routes that can receive a body hand their slot back when their handler ends.
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (!methods.some((method) => method === 'POST' || method === 'PUT' || method === 'PATCH')) return;
    const handler = route.handler;
    route.handler = async function (this: FastifyInstance, request, reply) {
      const slot = (request as WithSlot)[SLOT];
      if (!slot) return handler.call(this, request, reply);
      slot.inHandler = true;
      try {
        return await handler.call(this, request, reply);
      } finally {
        slot.release();
      }
    };
  });
}
