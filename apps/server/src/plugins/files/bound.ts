import { messages } from '@tenderdesk/domain/messages';
import type { FastifyInstance } from 'fastify';
import { unavailable } from '../errors';

/** Seconds a client refused for being busy is told to wait (the message says "a minute"). */
export const UPLOAD_RETRY_AFTER_SECONDS = 60;

/** A count of slots; taking one never waits: it is granted or refused at once. */
export type UploadBound = {
  readonly limit: number;
  /** Slots taken now. */
  readonly active: () => number;
  /** A release function (idempotent), or null when every slot is taken. */
  tryAcquire: () => (() => void) | null;
};

declare module 'fastify' {
  interface FastifyInstance {
    /** The process-wide bound on uploads at once (its count is read by tests and diagnostics). */
    uploads: UploadBound;
  }
}

export function createUploadBound(limit: number): UploadBound {
  if (!Number.isInteger(limit) || limit < 1) throw new Error('the upload bound must be a whole number >= 1');
  let active = 0;
  return {
    limit,
    active: () => active,
    tryAcquire: () => {
      if (active >= limit) return null;
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

/**
 * Bounds how many multipart requests the process handles at once, whatever route they go to (the
 * supplier registration, tenders...): each holds its files in memory and writes them to the
 * database, so twenty at once took gigabytes and stalled every other request (issue 8 item 5).
 *
 * The slot is taken in `preValidation`: after the route's guard and the rate limiter (onRequest),
 * so a refused caller never holds one, and before the handler reads a byte of the body (the
 * multipart parser reads nothing until `request.parts()`). When every slot is taken the answer is
 * 503 with Retry-After, at once; Node then discards the unread body, so the client receives the
 * answer and nothing of the body is kept. The slot is given back when the response is finished or
 * the connection closes, whichever comes first (`close` always fires on the raw response).
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
    reply.raw.once('close', release);
  });
}
