import { type AuctionEvent, type AuctionPhase, auctionPhase } from '@tenderdesk/domain/auction';
import { inArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, DbOrTx } from '../../db/client';
import { auctions } from '../../db/schema/auctions';
import { AUCTION_CHANNEL, readAuctionEvents } from '../../shared/auction-events';

/*
 * The live hub of one server process (issue 22, decision 050): ONE `LISTEN auction_events` for the
 * whole process (Database.listen: its own connection on PostgreSQL, in process on PGlite), opened at
 * the first subscriber. Each notification names `<auctionId>:<seq>`. Per auction that has screens
 * open here ("a room") the hub remembers the last seq it fanned out and, on a notification beyond
 * it, reads the events after it from the database ONCE and hands them to every subscriber of that
 * auction, in order. Notifications that arrive while a read is in flight are coalesced into the
 * next read. Events are numbered in commit order with no gap, and PostgreSQL delivers a NOTIFY only
 * after its transaction is visible, so `seq > last` read after a notification misses nothing.
 *
 * A clock tick every CLOCK_INTERVAL_MS reads every open room's auction in one query: its clock
 * frame goes to the screens, and a room whose auction has events the hub has not fanned out (a
 * notification lost while the LISTEN connection was down and re-made) catches up from it.
 *
 * Closed with the app: `endStreams` (preClose) ends every subscriber so the HTTP server can close;
 * `close` (onClose) stops the tick and unlistens.
 */

export const CLOCK_INTERVAL_MS = 15_000;
/** Events read at once; a longer backlog is read in several reads. */
const READ_LIMIT = 1_000;
/** After a failed read, the next try. */
const RETRY_MS = 1_000;

/** The clock frame of the live stream: the server's time, the auction's current end and phase. */
export type ClockFrame = { serverNow: string; endsAt: string; phase: AuctionPhase };

export type HubSubscriber = {
  /** New events of the auction, in order, each once (the hub's reads never overlap). */
  onEvents: (events: readonly AuctionEvent[]) => void;
  onClock: (frame: ClockFrame) => void;
  /** The app is closing: end the stream. */
  onClose: () => void;
};

export type LiveHub = {
  /**
   * Adds a subscriber to an auction's room; resolves once the LISTEN is in place and the room knows
   * where it stands, so every event committed after this resolves reaches `subscriber` (a caller that
   * replays from the database afterwards drops what it already sent). Answers the unsubscribe.
   */
  subscribe: (auctionId: string, subscriber: HubSubscriber) => Promise<() => void>;
  /** Ends every open stream (preClose). */
  endStreams: () => void;
  /** Stops the tick and the LISTEN (onClose). */
  close: () => Promise<void>;
  /** What the hub holds now (tests, the benchmark's log). */
  stats: () => { rooms: number; subscribers: number; reads: number };
};

type Room = {
  auctionId: string;
  subscribers: Set<HubSubscriber>;
  /** The last seq fanned out; null until the room has read where the auction stands. */
  lastSeq: number | null;
  /** A notification beyond lastSeq arrived: read again. */
  pending: boolean;
  reading: boolean;
};

type ClockRow = {
  id: string;
  startsAt: Date;
  endsAt: Date;
  closedAt: Date | null;
  cancelledAt: Date | null;
  lastSeq: number;
  serverNow: Date;
};

/** The columns a clock frame is made of, with the database's clock (both drivers answer Dates). */
export const clockColumns = {
  startsAt: auctions.startsAt,
  endsAt: auctions.endsAt,
  closedAt: auctions.closedAt,
  cancelledAt: auctions.cancelledAt,
  lastSeq: auctions.lastSeq,
  serverNow: sql<Date>`now()`.mapWith(auctions.createdAt),
};

/** The clock frame of an auction read with `clockColumns`. */
export function clockFrameOf(row: Omit<ClockRow, 'id'>): ClockFrame {
  const clock = {
    startsAt: row.startsAt.getTime(),
    endsAt: row.endsAt.getTime(),
    closedAt: row.closedAt?.getTime() ?? null,
    cancelledAt: row.cancelledAt?.getTime() ?? null,
  };
  return {
    serverNow: row.serverNow.toISOString(),
    endsAt: row.endsAt.toISOString(),
    phase: auctionPhase(clock, row.serverNow.getTime()),
  };
}

function readClocks(db: DbOrTx, auctionIds: string[]): Promise<ClockRow[]> {
  return db
    .select({ id: auctions.id, ...clockColumns })
    .from(auctions)
    .where(inArray(auctions.id, auctionIds));
}

/** Parses a notification's payload `<auctionId>:<seq>`; null when it is not one. */
export function parseNotification(payload: string): { auctionId: string; seq: number } | null {
  const separator = payload.lastIndexOf(':');
  if (separator <= 0) return null;
  const seq = Number(payload.slice(separator + 1));
  if (!Number.isSafeInteger(seq) || seq < 1) return null;
  return { auctionId: payload.slice(0, separator), seq };
}

/** One process's hub (see the top of this file); made by the stream routes, one per app. */
class AuctionLiveHub implements LiveHub {
  private readonly rooms = new Map<string, Room>();
  private listening: Promise<() => Promise<void>> | null = null;
  private tick: NodeJS.Timeout | null = null;
  private closed = false;
  private reads = 0;

  constructor(
    private readonly database: Database,
    private readonly log: FastifyBaseLogger,
    private readonly clockIntervalMs: number,
  ) {}

  async subscribe(auctionId: string, subscriber: HubSubscriber): Promise<() => void> {
    if (this.closed) throw new Error('the live hub is closed');
    await this.listen();
    const room = await this.joinRoom(auctionId, subscriber).catch((error: unknown) => {
      const made = this.rooms.get(auctionId);
      if (made) this.leave(made, subscriber);
      throw error;
    });
    if (!this.tick) {
      this.tick = setInterval(() => void this.onTick(), this.clockIntervalMs);
      this.tick.unref();
    }
    let left = false;
    return () => {
      if (left) return;
      left = true;
      this.leave(room, subscriber);
    };
  }

  endStreams() {
    this.closed = true;
    for (const room of this.rooms.values()) this.deliver(room, (subscriber) => subscriber.onClose());
    this.rooms.clear();
    this.stopTick();
  }

  async close() {
    this.endStreams();
    const unlisten = await this.listening?.catch(() => null);
    this.listening = null;
    await unlisten?.().catch(() => undefined);
  }

  stats() {
    let subscribers = 0;
    for (const room of this.rooms.values()) subscribers += room.subscribers.size;
    return { rooms: this.rooms.size, subscribers, reads: this.reads };
  }

  private listen() {
    this.listening ??= this.database
      .listen(AUCTION_CHANNEL, (payload) => this.onNotification(payload))
      .catch((error: unknown) => {
        this.listening = null;
        throw error;
      });
    return this.listening;
  }

  private onNotification(payload: string) {
    const note = parseNotification(payload);
    const room = note && this.rooms.get(note.auctionId);
    if (!note || !room) return;
    if (room.lastSeq !== null && note.seq <= room.lastSeq) return;
    room.pending = true;
    void this.pump(room);
  }

  /** The room of an auction, made (and placed: where its events stand now) at its first subscriber. */
  private async joinRoom(auctionId: string, subscriber: HubSubscriber): Promise<Room> {
    let room = this.rooms.get(auctionId);
    if (!room) {
      room = { auctionId, subscribers: new Set(), lastSeq: null, pending: false, reading: false };
      this.rooms.set(auctionId, room);
    }
    room.subscribers.add(subscriber);
    if (room.lastSeq === null) {
      // Read after the LISTEN is in place: any event committed after this read is notified.
      const [row] = await this.database.db
        .select({ lastSeq: auctions.lastSeq })
        .from(auctions)
        .where(inArray(auctions.id, [auctionId]));
      if (room.lastSeq === null) room.lastSeq = row?.lastSeq ?? 0;
      if (room.pending) void this.pump(room);
    }
    return room;
  }

  private leave(room: Room, subscriber: HubSubscriber) {
    room.subscribers.delete(subscriber);
    if (room.subscribers.size === 0 && this.rooms.get(room.auctionId) === room) {
      this.rooms.delete(room.auctionId);
    }
    if (this.rooms.size === 0) this.stopTick();
  }

  private stopTick() {
    if (this.tick) clearInterval(this.tick);
    this.tick = null;
  }

  private deliver(room: Room, each: (subscriber: HubSubscriber) => void) {
    for (const subscriber of [...room.subscribers]) {
      try {
        each(subscriber);
      } catch (error) {
        this.log.warn({ err: error, auctionId: room.auctionId }, 'auction stream subscriber failed');
      }
    }
  }

  /** Reads the events after the room's last seq and fans them out, until nothing is pending. */
  private async pump(room: Room) {
    if (room.reading || room.lastSeq === null) return;
    room.reading = true;
    try {
      while (room.pending && !this.closed && this.rooms.get(room.auctionId) === room) {
        room.pending = false;
        this.reads++;
        const events = await readAuctionEvents(this.database.db, room.auctionId, room.lastSeq, READ_LIMIT);
        const last = events.at(-1);
        if (!last) continue;
        room.lastSeq = last.seq;
        if (events.length === READ_LIMIT) room.pending = true;
        this.deliver(room, (subscriber) => subscriber.onEvents(events));
      }
    } catch (error) {
      room.pending = true;
      if (!this.closed) {
        this.log.warn(
          { err: error, auctionId: room.auctionId },
          'auction events could not be read; retrying',
        );
        setTimeout(() => void this.pump(room), RETRY_MS).unref();
      }
    } finally {
      room.reading = false;
    }
  }

  /** Every CLOCK_INTERVAL_MS: one read of all open rooms' auctions; clock frames and catch-up. */
  private async onTick() {
    const ids = [...this.rooms.keys()];
    if (ids.length === 0 || this.closed) return;
    try {
      for (const row of await readClocks(this.database.db, ids)) {
        const room = this.rooms.get(row.id);
        if (!room || room.lastSeq === null) continue;
        const frame = clockFrameOf(row);
        this.deliver(room, (subscriber) => subscriber.onClock(frame));
        if (row.lastSeq > room.lastSeq) {
          room.pending = true;
          void this.pump(room);
        }
      }
    } catch (error) {
      if (!this.closed) this.log.warn({ err: error }, 'auction clock tick failed');
    }
  }
}

/** The app's hub; `clockIntervalMs` (CLOCK_INTERVAL_MS) shorter in a test of the tick. */
export function createLiveHub(
  database: Database,
  log: FastifyBaseLogger,
  { clockIntervalMs = CLOCK_INTERVAL_MS } = {},
): LiveHub {
  return new AuctionLiveHub(database, log, clockIntervalMs);
}
