import type { AuctionEvent } from '@tenderdesk/domain/auction';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { unavailable } from '../../core/errors';
import type { Db } from '../../db/client';
import { readAuctionEvents } from '../../shared/auction-events';
import type { StreamTarget } from './find-stream-auction';
import type { ClockFrame, LiveHub } from './live-hub';

/*
 * One screen's live stream of an auction (issue 22, decision 050), as server-sent events:
 *
 *   retry: 2000                                  once, first
 *   event: clock / data: {serverNow,endsAt,phase} on connect and every 15 s (no id)
 *   id: <seq> / event: auction / data: <json>     each event after `after`, in order, once
 *
 * No gap and no duplicate: the screen subscribes to the process's hub BEFORE it replays the stored
 * events after `after`; live events arriving during the replay wait, and every event at or below
 * the last one written is dropped. The stream stays open after 'closed' or 'cancelled' (the client
 * closes it), ends when the client goes, when the app closes, or when the client reads so slowly that
 * MAX_UNSENT_BYTES pile up (it reconnects with Last-Event-ID and loses nothing).
 */

export const RETRY_MS = 2_000;
/** Bytes waiting for a client that does not read before its stream is ended. */
const MAX_UNSENT_BYTES = 1024 * 1024;
const REPLAY_BATCH = 1_000;

export const STREAM_HEADERS = {
  'content-type': 'text/event-stream; charset=utf-8',
  'cache-control': 'no-store',
  'x-accel-buffering': 'no',
  connection: 'keep-alive',
} as const;

export const clockText = (frame: ClockFrame) => `event: clock\ndata: ${JSON.stringify(frame)}\n\n`;
export const eventText = (seq: number, data: unknown) =>
  `id: ${seq}\nevent: auction\ndata: ${JSON.stringify(data)}\n\n`;

/**
 * Where the screen resumes: the query's `after`, or the Last-Event-ID header EventSource sends on
 * its own reconnect, whichever is higher. A header that is not a whole number is ignored.
 */
export function resumeAfter(after: number | undefined, lastEventId: string | string[] | undefined): number {
  const header =
    typeof lastEventId === 'string' && /^\d{1,9}$/.test(lastEventId.trim()) ? Number(lastEventId) : 0;
  return Math.max(after ?? 0, header);
}

export type StreamInput = {
  db: Db;
  hub: LiveHub;
  target: StreamTarget;
  after: number;
  /** What the screen receives of each event (the buyer all of it, a supplier its projection). */
  project: (event: AuctionEvent) => unknown;
  /** Reads the stored events (readAuctionEvents; a test slows it to land events during the replay). */
  read?: typeof readAuctionEvents;
};

/** Answers the request with the auction's live stream (the reply is hijacked: written by hand). */
export async function streamAuction(request: FastifyRequest, reply: FastifyReply, input: StreamInput) {
  const { db, hub, target, project, read = readAuctionEvents } = input;
  const raw = reply.raw;
  let lastSent = input.after;
  let replaying = true;
  let ended = false;
  const waiting: AuctionEvent[] = [];
  let unsubscribe = () => {};

  const end = () => {
    if (ended) return;
    ended = true;
    unsubscribe();
    if (!raw.writableEnded) raw.end();
  };
  const write = (chunk: string) => {
    if (ended) return;
    raw.write(chunk);
    if (raw.writableLength > MAX_UNSENT_BYTES) end();
  };
  /** Writes the events after the last one written, in one chunk. */
  const send = (events: readonly AuctionEvent[]) => {
    let chunk = '';
    for (const event of events) {
      if (event.seq <= lastSent) continue;
      chunk += eventText(event.seq, project(event));
      lastSent = event.seq;
    }
    if (chunk) write(chunk);
  };

  try {
    unsubscribe = await hub.subscribe(target.auctionId, {
      onEvents: (events) => (replaying ? waiting.push(...events) : send(events)),
      onClock: (frame) => write(clockText(frame)),
      onClose: end,
    });
  } catch (error) {
    request.log.warn({ err: error }, 'auction stream could not subscribe');
    throw unavailable();
  }

  reply.hijack();
  raw.writeHead(200, STREAM_HEADERS);
  raw.on('close', end);
  if (request.raw.destroyed) return end();
  write(`retry: ${RETRY_MS}\n\n`);
  write(clockText(target.clock));
  try {
    for (;;) {
      const events = await read(db, target.auctionId, lastSent, REPLAY_BATCH);
      send(events);
      if (events.length < REPLAY_BATCH || ended) break;
    }
  } catch (error) {
    request.log.warn({ err: error }, 'auction stream replay failed');
    return end();
  }
  replaying = false;
  send(waiting.splice(0));
}
