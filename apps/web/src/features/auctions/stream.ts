import type { AuctionPhase } from '@tenderdesk/domain/auction';
import { createParser } from 'eventsource-parser';
import { useEffect, useRef, useState } from 'react';
import { authHeaders, failureOf } from '../../lib/api';

/*
 * The auction's live stream (decision 050): server-sent events read with fetch, not EventSource,
 * because the API authenticates with a bearer token in a header, which EventSource cannot send (and
 * a token in the address would end up in logs). eventsource-parser parses the frames. The stream
 * resumes after the last event seen (`?after=` and `Last-Event-ID`), drops any event it already has
 * (seq at or below the last), and reconnects on its own after a drop, at once when the device comes
 * back online. A drop is noticed when the device goes offline, or when nothing (not even the clock
 * frame the server sends every 15 s) has come for SILENT_MS: a connection that died without closing
 * (a phone changing networks) would otherwise look live while nothing arrives.
 */

/** The clock frame: the server's time, the auction's current end and phase. */
export type ClockFrame = { serverNow: string; endsAt: string; phase: AuctionPhase };

export type StreamState = 'connecting' | 'live' | 'reconnecting' | 'stopped';

type StreamEvent = { seq: number; kind: string };

const FIRST_RETRY_MS = 2_000;
const MAX_RETRY_MS = 10_000;
/** Longer than two clock frames apart (15 s): the connection is taken for dead and opened again. */
const SILENT_MS = 35_000;

/**
 * A signal for one connection: aborted with the stream, when the device goes offline, or when
 * `heard()` has not been called for SILENT_MS. `done()` releases its listeners.
 */
function connectionSignal(stream: AbortSignal) {
  const connection = new AbortController();
  const drop = () => connection.abort();
  let timer = setTimeout(drop, SILENT_MS);
  window.addEventListener('offline', drop);
  stream.addEventListener('abort', drop);
  return {
    signal: connection.signal,
    heard: () => {
      clearTimeout(timer);
      timer = setTimeout(drop, SILENT_MS);
    },
    done: () => {
      clearTimeout(timer);
      window.removeEventListener('offline', drop);
      stream.removeEventListener('abort', drop);
    },
  };
}

/** Waits `ms`, or less when the device comes back online or the stream is stopped. */
function pause(ms: number, signal: AbortSignal) {
  return new Promise<void>((resolve) => {
    const done = () => {
      clearTimeout(timer);
      window.removeEventListener('online', done);
      signal.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    window.addEventListener('online', done);
    signal.addEventListener('abort', done);
  });
}

/**
 * Follows an auction's stream from `afterSeq` (the GET's `lastSeq`): `onEvent` gets each new event
 * once and in order, `onClock` each clock frame. Stops for good after a 'closed' or 'cancelled'
 * event, or when the server refuses (403/404). `path` null: not connected.
 */
export function useAuctionStream<E extends StreamEvent>(input: {
  path: string | null;
  afterSeq: number;
  onEvent: (event: E) => void;
  onClock?: (clock: ClockFrame, receivedAt: number) => void;
}): { state: StreamState; lastSeq: number } {
  const [state, setState] = useState<StreamState>('connecting');
  const [lastSeq, setLastSeq] = useState(input.afterSeq);
  const last = useRef(input.afterSeq);
  const handlers = useRef(input);
  handlers.current = input;
  if (input.afterSeq > last.current) last.current = input.afterSeq;

  useEffect(() => {
    if (!input.path) return;
    const path = input.path;
    const controller = new AbortController();
    let finished = false;

    const readOnce = async () => {
      const connection = connectionSignal(controller.signal);
      try {
        await follow(connection);
      } finally {
        connection.done();
      }
    };

    const follow = async ({ signal, heard }: ReturnType<typeof connectionSignal>) => {
      const headers: Record<string, string> = { ...authHeaders({}), accept: 'text/event-stream' };
      if (last.current > 0) headers['last-event-id'] = String(last.current);
      const response = await fetch(`${path}?after=${last.current}`, { headers, signal });
      if (!response.ok || !response.body) {
        const refusal = failureOf(response.status, await response.json().catch(() => null), {});
        if ([401, 403, 404].includes(response.status)) finished = true;
        throw refusal;
      }
      setState('live');
      const parser = createParser({
        onEvent: (frame) => {
          if (frame.event === 'clock') {
            handlers.current.onClock?.(JSON.parse(frame.data) as ClockFrame, Date.now());
            return;
          }
          const event = JSON.parse(frame.data) as E;
          if (event.seq <= last.current) return;
          last.current = event.seq;
          setLastSeq(event.seq);
          handlers.current.onEvent(event);
          if (event.kind === 'closed' || event.kind === 'cancelled') finished = true;
        },
      });
      const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
      while (!finished) {
        const { value, done } = await reader.read();
        if (done) break;
        heard();
        parser.feed(value);
      }
      await reader.cancel().catch(() => undefined);
    };

    const run = async () => {
      let retryMs = FIRST_RETRY_MS;
      while (!finished && !controller.signal.aborted) {
        try {
          await readOnce();
          retryMs = FIRST_RETRY_MS;
        } catch {
          if (controller.signal.aborted) return;
        }
        if (finished || controller.signal.aborted) break;
        setState('reconnecting');
        await pause(retryMs, controller.signal);
        retryMs = Math.min(retryMs * 2, MAX_RETRY_MS);
      }
      if (!controller.signal.aborted) setState('stopped');
    };
    void run();
    return () => controller.abort();
  }, [input.path]);

  return { state, lastSeq };
}
