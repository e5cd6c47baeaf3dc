/*
 * A server-sent events client for tests and the auction benchmark: fetch, frames parsed by hand
 * (the format is four fields), every frame and the raw text kept. `next` waits for a frame matching
 * a predicate; the stream is read until `close` or the server ends it.
 */

export type SseFrame = { id?: string; event?: string; data?: string; retry?: number };

export type EventStreamClient = {
  status: number;
  headers: Headers;
  /** Every frame received so far, in order. */
  frames: SseFrame[];
  /** Everything received, as text (to look for what must not be there). */
  text: () => string;
  /** The first frame from `from` on (an index into frames) matching `match`, waited for at most `timeoutMs`. */
  next: (
    match: (frame: SseFrame) => boolean,
    options?: { from?: number; timeoutMs?: number },
  ) => Promise<SseFrame>;
  /** Resolves when the server ends the stream (or the client closes it). */
  ended: Promise<void>;
  close: () => void;
};

/** Parses complete frames out of `buffer`; answers them and what is left. */
export function parseFrames(buffer: string): { frames: SseFrame[]; rest: string } {
  const frames: SseFrame[] = [];
  const blocks = buffer.split(/\r?\n\r?\n/);
  const rest = blocks.pop() ?? '';
  for (const block of blocks) {
    const frame: SseFrame = {};
    for (const line of block.split(/\r?\n/)) {
      if (line === '' || line.startsWith(':')) continue;
      const colon = line.indexOf(':');
      const field = colon < 0 ? line : line.slice(0, colon);
      const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
      if (field === 'id') frame.id = value;
      else if (field === 'event') frame.event = value;
      else if (field === 'data') frame.data = frame.data === undefined ? value : `${frame.data}\n${value}`;
      else if (field === 'retry') frame.retry = Number(value);
    }
    frames.push(frame);
  }
  return { frames, rest };
}

/** Opens `url` as an event stream (no frames read for an answer other than 200). */
export async function openEventStream(
  url: string,
  headers: Record<string, string> = {},
): Promise<EventStreamClient> {
  const controller = new AbortController();
  const response = await fetch(url, {
    headers: { accept: 'text/event-stream', ...headers },
    signal: controller.signal,
  });
  const frames: SseFrame[] = [];
  let raw = '';
  let waiters: (() => void)[] = [];
  const wake = () => {
    const woken = waiters;
    waiters = [];
    for (const waiter of woken) waiter();
  };
  let finished = false;

  const read = async () => {
    if (response.status !== 200 || !response.body) {
      raw = await response.text().catch(() => '');
      return;
    }
    const decoder = new TextDecoder();
    let buffer = '';
    const reader = response.body.getReader();
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        const chunk = decoder.decode(value, { stream: true });
        raw += chunk;
        const parsed = parseFrames(buffer + chunk);
        buffer = parsed.rest;
        if (parsed.frames.length > 0) {
          frames.push(...parsed.frames);
          wake();
        }
      }
    } catch {
      // aborted by close(), or the connection dropped
    }
  };
  const ended = read().finally(() => {
    finished = true;
    wake();
  });

  const next: EventStreamClient['next'] = async (match, { from = 0, timeoutMs = 5_000 } = {}) => {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = frames.slice(from).find(match);
      if (found) return found;
      if (finished) throw new Error(`stream ended without the frame; got ${JSON.stringify(frames)}`);
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no such frame within ${timeoutMs} ms; got ${JSON.stringify(frames)}`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  };

  return {
    status: response.status,
    headers: response.headers,
    frames,
    text: () => raw,
    next,
    ended,
    close: () => controller.abort(),
  };
}

/** The auction events (`event: auction`) of a stream, parsed. */
export function auctionEventsOf<T = { seq: number; kind: string }>(stream: EventStreamClient): T[] {
  return stream.frames
    .filter((frame) => frame.event === 'auction')
    .map((frame) => JSON.parse(frame.data ?? '') as T);
}
