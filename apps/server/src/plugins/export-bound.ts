import type { Readable } from 'node:stream';
import { messages } from '@tenderdesk/domain/messages';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { unavailable } from '../core/errors';
import { createUploadBound, UPLOAD_RETRY_AFTER_SECONDS, type UploadBound } from './files/bound';

/** Seconds a client refused for being busy is told to wait (the message says "a minute"). */
export const EXPORT_RETRY_AFTER_SECONDS = UPLOAD_RETRY_AFTER_SECONDS;

declare module 'fastify' {
  interface FastifyInstance {
    /** The process-wide bound on exports being built at once (decision 041). */
    exports: UploadBound;
  }
}

/**
 * Installs the process-wide export bound: `app.exports` (call before the routes), and the rows a
 * list export reads per batch, `app.exportBatchSize` (plugins/list-export.ts).
 */
export function registerExportBound(app: FastifyInstance, limit: number, batchSize: number) {
  app.decorate('exports', createUploadBound(limit));
  app.decorate('exportBatchSize', batchSize);
}

/**
 * Takes one export slot for this request, or answers 503 with Retry-After at once (decision 041),
 * like uploads (decision 023). The slot is given back when the response ends, finished or
 * abandoned, so a streamed export (a report file) holds it while it is written, and a slow client
 * that stops reading holds it no longer than the request timeout. Call from the handler after the
 * cheap checks (a cached statement takes no slot).
 */
export function takeExportSlot(request: FastifyRequest, reply: FastifyReply): void {
  const bound = request.server.exports;
  const release = bound.tryAcquire();
  if (!release) {
    request.log.warn({ exports: bound.active() }, 'export refused: every export slot is taken');
    reply.header('retry-after', String(EXPORT_RETRY_AFTER_SECONDS));
    throw unavailable(messages.http.exportsBusy);
  }
  reply.raw.once('close', release);
  reply.raw.once('finish', release);
  reply.raw.once('error', release);
}

/**
 * Sends a streamed export as an attachment, built only once an export slot is taken (503 when none
 * is free): the reports' files, the auction's bids.
 */
export function sendExport(
  request: FastifyRequest,
  reply: FastifyReply,
  type: string,
  fileName: string,
  build: () => Readable,
) {
  takeExportSlot(request, reply);
  const body = build();
  return reply
    .header('content-type', type)
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .send(body);
}
