import { useQueryClient } from '@tanstack/react-query';
import type { AuctionEvent, AuctionForBuyer, TenderAuction } from '@tenderdesk/domain/auction';
import { useEffect, useRef, useState } from 'react';
import { AUCTION_PATHS, auctionKeys } from './api';
import { applyAuctionEvent, applyClockFrame, catchUp, livePhase, type ServerClock } from './buyer-live-rules';
import { type StreamState, useAuctionStream } from './stream';

/** How long "Caught up" shows after the stream comes back. */
const CAUGHT_UP_MS = 4_000;
/** After the countdown reaches the end, how often the screen reads the auction until it is closed. */
const CLOSE_POLL_MS = 2_000;
/** The events kept to replay over a read that is older than them. */
const KEEP_EVENTS = 500;

/** The device's clock, ticking every `ms` while `running`. */
export function useNow(ms: number, running: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!running) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), ms);
    return () => clearInterval(timer);
  }, [ms, running]);
  return now;
}

const following = (auction: AuctionForBuyer) =>
  auction.phase === 'scheduled' || auction.phase === 'live' || auction.phase === 'ended';

/**
 * The buyer's auction kept live: its stream's events applied to the cached GET (each once, in
 * order; a read that comes back older than them is caught up), the server's clock from the GET and
 * every clock frame (whose end and close apply to the auction too), the connection state, and once the end passes a read until the server says it
 * is closed (the first read after the end closes it).
 */
export function useBuyerLive(tenderId: string, auction: AuctionForBuyer, readAt: number) {
  const queryClient = useQueryClient();
  const key = auctionKeys.buyer(tenderId);
  const seen = useRef<AuctionEvent[]>([]);
  const [frame, setFrame] = useState<ServerClock | null>(null);
  const getClock = { serverNow: auction.serverNow, readAt };
  // The later of the GET's reading and the last clock frame.
  const clock = frame && frame.readAt > readAt ? frame : getClock;
  const live = following(auction);
  const now = useNow(250, live);

  const update = (change: (auction: AuctionForBuyer) => AuctionForBuyer) =>
    queryClient.setQueryData<TenderAuction>(key, (old) =>
      old?.auction ? { ...old, auction: change(old.auction) } : old,
    );

  const stream = useAuctionStream<AuctionEvent>({
    path: live ? AUCTION_PATHS.buyerEvents(tenderId) : null,
    afterSeq: auction.lastSeq,
    onEvent: (event) => {
      seen.current = [...seen.current, event].slice(-KEEP_EVENTS);
      update((current) => applyAuctionEvent(current, event));
      // The server's final figures (and a cancelled auction's form) come with a fresh read.
      if (event.kind !== 'bid') void queryClient.invalidateQueries({ queryKey: key });
    },
    onClock: (clockFrame, receivedAt) => {
      setFrame({ serverNow: clockFrame.serverNow, readAt: receivedAt });
      // The frame's end (an extension) and a close or cancel show on the countdown at once.
      const before = queryClient.getQueryData<TenderAuction>(key)?.auction;
      update((current) => applyClockFrame(current, clockFrame));
      const after = queryClient.getQueryData<TenderAuction>(key)?.auction;
      // Closed or cancelled by the frame: the server's final figures come with a fresh read.
      if (before && after && before.phase !== after.phase)
        void queryClient.invalidateQueries({ queryKey: key });
    },
  });

  // A read older than events already applied (a refetch in flight while a bid came): replay them.
  useEffect(() => {
    const later = seen.current.filter((event) => event.seq > auction.lastSeq);
    if (later.length > 0) update((current) => catchUp(current, later));
  }, [auction.lastSeq]);

  const phase = live ? livePhase(auction, clock, now) : auction.phase;
  // Past the end by the server's clock: read until closed (the read itself closes it).
  const pastEnd = live && phase === 'ended';
  useEffect(() => {
    if (!pastEnd) return;
    const timer = setInterval(() => void queryClient.invalidateQueries({ queryKey: key }), CLOSE_POLL_MS);
    return () => clearInterval(timer);
  }, [pastEnd, tenderId]);

  const justReconnected = useJustReconnected(stream.state);
  return { clock, now, phase, streamState: stream.state, justReconnected, following: live };
}

/** True for a few seconds after the stream comes back from a drop. */
function useJustReconnected(state: StreamState): boolean {
  const previous = useRef(state);
  const [recent, setRecent] = useState(false);
  useEffect(() => {
    const was = previous.current;
    previous.current = state;
    if (!(was === 'reconnecting' && state === 'live')) return;
    setRecent(true);
    const timer = setTimeout(() => setRecent(false), CAUGHT_UP_MS);
    return () => clearTimeout(timer);
  }, [state]);
  return recent;
}
