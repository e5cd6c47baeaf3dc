import { useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AuctionForSupplier,
  BidAccepted,
  SupplierAuctionEvent,
  SupplierAuctionLine,
} from '@tenderdesk/domain/auction';
import { auctionMessages } from '@tenderdesk/domain/auction-messages';
import type { PlaceBidBody } from '@tenderdesk/domain/auction-schemas';
import { biddingText } from '@tenderdesk/domain/ui/auctions-bidding';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { ApiError, api } from '../../lib/api';
import { useText } from '../../lib/i18n';
import { AUCTION_PATHS, auctionKeys, usePlaceBid } from './api';
import { type ServerClock, useServerClock, useTick } from './bid-clock';
import type { BidOutcome } from './bid-form';
import type { Connection } from './bid-status';
import { type StreamState, useAuctionStream } from './stream';
import {
  applyBidAccepted,
  applyClockFrame,
  applySupplierEvent,
  lineName,
  newerView,
  phaseAt,
  rankLabel,
  refusalOf,
} from './supplier-auction-rules';

/*
 * The live auction of one invited supplier (issue 22, decision 050): its GET (the same cache entry
 * as the tender page's card), the live stream applied to it event by event, the server's clock,
 * and its bids. A slow GET never undoes events applied since (newerView).
 */

/** How long "Caught up" shows after the stream came back. */
const CAUGHT_UP_MS = 6_000;
/** While the auction is past its end and not yet closed, how often it is read again (the read closes it). */
const CLOSING_POLL_MS = 2_000;

function useAuctionRead(supplierId: string | null, tenderId: string) {
  return useQuery({
    queryKey: auctionKeys.supplier(supplierId ?? '', tenderId),
    queryFn: ({ signal }) =>
      api<{ data: AuctionForSupplier }>(AUCTION_PATHS.supplier(supplierId ?? '', tenderId), { signal }).then(
        (answer) => answer.data,
      ),
    enabled: supplierId !== null && tenderId !== '',
    structuralSharing: (before, after) =>
      newerView(before as AuctionForSupplier | undefined, after as AuctionForSupplier),
    retry: (count, error) => !(error instanceof ApiError && [403, 404].includes(error.status)) && count < 2,
  });
}

/** Whether the device says it is offline (the stream may take a while to notice). */
function useOffline(): boolean {
  const [offline, setOffline] = useState(
    () => typeof navigator !== 'undefined' && navigator.onLine === false,
  );
  useEffect(() => {
    const update = () => setOffline(navigator.onLine === false);
    window.addEventListener('online', update);
    window.addEventListener('offline', update);
    return () => {
      window.removeEventListener('online', update);
      window.removeEventListener('offline', update);
    };
  }, []);
  return offline;
}

/**
 * The badge's state: "Reconnecting…" while the device is offline or the stream is down, then
 * "Caught up" for a moment once it is live again (the stream replayed what it missed, and the read
 * is refetched on reconnecting), then "Live".
 */
function useConnection(state: StreamState, finished: boolean): Connection {
  const offline = useOffline();
  const current = offline ? 'reconnecting' : state;
  const before = useRef(current);
  const [caughtUpAt, setCaughtUpAt] = useState<number | null>(null);
  useEffect(() => {
    if (before.current === 'reconnecting' && current === 'live') setCaughtUpAt(Date.now());
    before.current = current;
  }, [current]);
  useTick(1_000, caughtUpAt !== null && Date.now() - caughtUpAt < CAUGHT_UP_MS + 1_000);
  if (finished) return 'none';
  if (current === 'live')
    return caughtUpAt !== null && Date.now() - caughtUpAt < CAUGHT_UP_MS ? 'caught-up' : 'live';
  if (current === 'stopped') return 'offline';
  return current;
}

export type LiveAuction = {
  query: ReturnType<typeof useAuctionRead>;
  clock: ServerClock;
  connection: Connection;
  placeBid: (line: SupplierAuctionLine, amount: string) => Promise<BidOutcome>;
};

export function useLiveSupplierAuction(supplierId: string | null, tenderId: string): LiveAuction {
  const queryClient = useQueryClient();
  const text = useText(auctionMessages);
  const t = useText(biddingText);
  const key = useMemo(() => auctionKeys.supplier(supplierId ?? '', tenderId), [supplierId, tenderId]);
  const query = useAuctionRead(supplierId, tenderId);
  const view = query.data;
  const clock = useServerClock(view?.serverNow);
  const finished = view?.phase === 'closed' || view?.phase === 'cancelled';
  const update = useCallback(
    (change: (view: AuctionForSupplier) => AuctionForSupplier) =>
      queryClient.setQueryData<AuctionForSupplier>(key, (current) => current && change(current)),
    [queryClient, key],
  );
  const refresh = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: key }),
    [queryClient, key],
  );

  // Connected once the first read is in, for as long as the auction is not over.
  const connected = useRef(false);
  if (view && !finished) connected.current = true;
  const stream = useAuctionStream<SupplierAuctionEvent>({
    path:
      supplierId && connected.current && !finished
        ? AUCTION_PATHS.supplierEvents(supplierId, tenderId)
        : null,
    afterSeq: view?.lastSeq ?? 0,
    onEvent: (event) => {
      update((current) => applySupplierEvent(current, event));
      // The close revised the quotations: read the final ranks.
      if (event.kind === 'closed') refresh();
    },
    onClock: (frame, receivedAt) => {
      clock.onClock(frame.serverNow, receivedAt);
      update((current) => applyClockFrame(current, frame));
    },
  });

  // Past the end and not yet closed: read again (the first read after the end closes the auction).
  const phase = view ? phaseAt(view, clock.now()) : null;
  useEffect(() => {
    if (phase !== 'ended') return;
    refresh();
    const timer = setInterval(refresh, CLOSING_POLL_MS);
    return () => clearInterval(timer);
  }, [phase, refresh]);

  const place = usePlaceBid(supplierId ?? '', tenderId);
  const placeBid = async (line: SupplierAuctionLine, amount: string): Promise<BidOutcome> => {
    const body: PlaceBidBody = { itemCode: line.itemCode, amount };
    try {
      const answer = await place.mutateAsync(body);
      const bid: BidAccepted = answer.data;
      update((current) => applyBidAccepted(current, bid));
      const said = `${answer.message || text.bidAccepted} ${text.rankChanged(rankLabel(bid.rank), lineName(line, t))}`;
      return { ok: true, message: said, rank: bid.rank };
    } catch (error) {
      const status = error instanceof ApiError ? error.status : 0;
      // The screen knew less than the server (a bid from another device, the end, a lost answer):
      // read it again, so the next allowed bid and the phase are the server's.
      refresh();
      return { ok: false, ...refusalOf(status, error instanceof ApiError ? error.message : '', text) };
    }
  };

  const connection = useConnection(stream.state, finished);
  return { query, clock, connection, placeBid };
}
