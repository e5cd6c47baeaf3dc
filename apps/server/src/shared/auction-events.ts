import type { AuctionEvent } from '@tenderdesk/domain/auction';
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../db/client';
import { auctionEvents, auctions } from '../db/schema/auctions';

/*
 * The auction's event log (issue 22, decision 050): each bid, the close and a cancel append one
 * event, numbered by `auctions.last_seq`. The caller holds the auction row locked (`for update`),
 * so numbers follow commit order with no gap. The insert is announced with
 * `pg_notify('auction_events', '<auctionId>:<seq>')`, which PostgreSQL delivers at commit to every
 * listening connection (each server instance's live hub), and PGlite to its own listeners.
 */

export const AUCTION_CHANNEL = 'auction_events';

/** Distributes Omit over the event union. */
type WithoutSeq<E> = E extends unknown ? Omit<E, 'seq'> : never;

/** Appends an event (numbered here) in the caller's transaction; answers it with its number. */
export async function appendAuctionEvent(
  tx: Tx,
  auctionId: string,
  event: WithoutSeq<AuctionEvent>,
): Promise<AuctionEvent> {
  const [row] = await tx
    .update(auctions)
    .set({ lastSeq: sql`${auctions.lastSeq} + 1` })
    .where(eq(auctions.id, auctionId))
    .returning({ seq: auctions.lastSeq });
  if (!row) throw new Error('auction vanished while appending an event');
  const numbered = { ...event, seq: row.seq } as AuctionEvent;
  await tx.insert(auctionEvents).values({ auctionId, seq: row.seq, kind: event.kind, payload: numbered });
  await tx.execute(sql`select pg_notify(${AUCTION_CHANNEL}, ${`${auctionId}:${row.seq}`})`);
  return numbered;
}

/** The auction's events after `afterSeq`, in order (a screen's resume, the hub's fan-out). */
export async function readAuctionEvents(
  db: DbOrTx,
  auctionId: string,
  afterSeq: number,
  limit = 1_000,
): Promise<AuctionEvent[]> {
  const rows = await db
    .select({ payload: auctionEvents.payload })
    .from(auctionEvents)
    .where(sql`${auctionEvents.auctionId} = ${auctionId} and ${auctionEvents.seq} > ${afterSeq}`)
    .orderBy(auctionEvents.seq)
    .limit(limit);
  return rows.map((row) => row.payload as AuctionEvent);
}
