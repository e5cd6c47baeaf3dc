/**
 * The live reverse auction under load (issue 22, decision 050), on PostgreSQL with TWO server
 * processes on one fresh database:
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx scripts/bench-auction.ts
 *   ... --minutes 1                      a shorter auction (whole minutes, 1 or more; default 5)
 *   ... --watchers 200 --bidders 50      the screens watching and the suppliers bidding (defaults)
 *
 * 1. Seeds a closed tender (3 items) quoted by 50 approved suppliers (accounts and the tender as
 *    rows, the quotations through the API), starts server A and server B (same JWT secret), and the
 *    buyer schedules a total auction through A starting 20 s later (no auto-extension, so its end is
 *    known; the extension race has its own API test).
 * 2. Opens the watching screens before the start: a tenth buyer streams, the rest supplier streams
 *    (several screens per supplier), alternating between the two instances.
 * 3. From the start, each bidder bids at random intervals (0.6 to 3 s) through its instance (bidder i
 *    on instance i % 2), each bid at or below the `nextMax` its previous bid answered, until the end.
 *    Every watcher drops its connection once, at a random moment in the middle of the auction, and
 *    reconnects 0 to 2 s later with Last-Event-ID (as EventSource does).
 * 4. After the end, waits for the close (the servers' job) to reach every screen, then reports: bids
 *    accepted per second; bid-to-screen latency (from the moment the bid was sent, and after its
 *    answer) over every (screen, bid) pair delivered live; events lost and duplicated per screen;
 *    and whether the final ranking the API answers equals a recomputation in SQL from the stored bids
 *    and invitees (and the last bid event's standing).
 *
 * The watchers and bidders run in this one process: its event-loop delay is reported beside the
 * figures (a busy client adds to the latency it measures).
 */
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import postgres from 'postgres';
import { openDatabase } from '../apps/server/src/db/client';
import { interests } from '../apps/server/src/db/schema/tenders';
import { insertAdmin, insertCategoryPair, insertSupplier } from '../apps/server/src/test/accounts';
import { parseFrames } from '../apps/server/src/test/event-stream';
import { closeTenderRow, createTenderRow } from '../apps/server/src/test/tenders';
import { benchQuotationItems, percentile, round, withScratchDatabase } from './support/bench-kit';
import { freePort, nextAddress, startServer, stopServer } from './support/server-process';

const { values: args } = parseArgs({
  options: {
    minutes: { type: 'string', default: '5' },
    watchers: { type: 'string', default: '200' },
    bidders: { type: 'string', default: '50' },
  },
});
const MINUTES = Number(args.minutes);
const WATCHERS = Number(args.watchers);
const BIDDERS = Number(args.bidders);
const PASSWORD = 'bench-password-1';
const ADMIN_EMAIL = 'bench-admin@bench.test';
const LEAD_MS = 20_000;
const DECREMENT = '10.00';
const CLOSE_WAIT_MS = 60_000;

type Client = { base: string; headers: Record<string, string> };
type Bidder = { id: string; email: string; client?: Client };
type BidRecord = { sentAt: number; answeredAt: number };

async function logIn(base: string, email: string): Promise<Client> {
  const response = await fetch(`${base}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': nextAddress() },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  if (!response.ok) throw new Error(`login ${email}: ${response.status} ${await response.text()}`);
  const { token } = (await response.json()) as { token: string };
  return { base, headers: { authorization: `Bearer ${token}` } };
}

async function call(client: Client, method: string, url: string, body?: unknown) {
  const response = await fetch(`${client.base}${url}`, {
    method,
    headers: {
      ...client.headers,
      'x-forwarded-for': nextAddress(),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, json: (text ? JSON.parse(text) : null) as Record<string, unknown> };
}

async function must(client: Client, method: string, url: string, body?: unknown) {
  const answer = await call(client, method, url, body);
  if (answer.status >= 300)
    throw new Error(`${method} ${url}: ${answer.status} ${JSON.stringify(answer.json)}`);
  return answer.json as { data: Record<string, unknown> } & Record<string, unknown>;
}

// ---- Seeding ----

async function seed(databaseUrl: string) {
  const database = openDatabase({
    databaseUrl,
    dataDir: null,
    timeouts: { connectMs: 5_000, statementMs: 600_000 },
  });
  try {
    await database.migrate();
    await insertAdmin(database, {
      username: 'bench',
      email: ADMIN_EMAIL,
      password: PASSWORD,
      role: 'admin',
      permissions: [],
    });
    const category = await insertCategoryPair(database, 'Auction Electrical', 'Auction Cables');
    const bidders: Bidder[] = [];
    for (let n = 0; n < BIDDERS; n++) {
      const email = `bidder-${n}@bench.test`;
      const companyName = `Bidder ${String(n).padStart(2, '0')}`;
      bidders.push({
        id: await insertSupplier(database, { email, password: PASSWORD, companyName, ...category }),
        email,
      });
    }
    const tenderId = await createTenderRow(database.db, {
      categoryId: category.categoryId,
      projectCode: 'BENCH-AUCTION',
      projectName: 'Reverse auction benchmark',
      items: 3,
    });
    await database.db.insert(interests).values(
      bidders.map((b) => ({
        tenderId,
        supplierId: b.id,
        status: 'Approved' as const,
        decidedAt: new Date(),
      })),
    );
    return { tenderId, bidders };
  } finally {
    await database.close();
  }
}

// ---- Watching screens ----

type Watcher = {
  n: number;
  base: string;
  path: string;
  headers: Record<string, string>;
  /** First arrival (performance.now()) of each seq, and when the connection that brought it opened. */
  arrivals: number[];
  openedAt: number[];
  counts: number[];
  lastSeq: number;
  closedSeq: number | null;
  connection: AbortController | null;
  connections: number;
  errors: number;
};

function follow(watcher: Watcher) {
  const controller = new AbortController();
  watcher.connection = controller;
  watcher.connections++;
  const openedAt = performance.now();
  const headers: Record<string, string> = { ...watcher.headers, accept: 'text/event-stream' };
  if (watcher.lastSeq > 0) headers['last-event-id'] = String(watcher.lastSeq);
  const read = async () => {
    const response = await fetch(`${watcher.base}${watcher.path}?after=0`, {
      headers,
      signal: controller.signal,
    });
    if (response.status !== 200 || !response.body) throw new Error(`stream ${watcher.n}: ${response.status}`);
    const decoder = new TextDecoder();
    let buffer = '';
    const reader = response.body.getReader();
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      const at = performance.now();
      const parsed = parseFrames(buffer + decoder.decode(value, { stream: true }));
      buffer = parsed.rest;
      for (const frame of parsed.frames) {
        if (frame.event !== 'auction' || frame.id === undefined) continue;
        const seq = Number(frame.id);
        watcher.counts[seq] = (watcher.counts[seq] ?? 0) + 1;
        if (watcher.arrivals[seq] === undefined) {
          watcher.arrivals[seq] = at;
          watcher.openedAt[seq] = openedAt;
        }
        watcher.lastSeq = Math.max(watcher.lastSeq, seq);
        // The server writes JSON.stringify's text: no need to parse a whole standing to see the kind.
        if (frame.data?.includes('"kind":"closed"')) watcher.closedSeq = seq;
      }
    }
  };
  read().catch((error: unknown) => {
    if (!controller.signal.aborted) {
      watcher.errors++;
      console.error(String(error));
    }
  });
}

/** Drops the watcher's connection and reconnects `delayMs` later (Last-Event-ID: the last seq it saw). */
async function reconnect(watcher: Watcher, delayMs: number) {
  watcher.connection?.abort();
  await new Promise((resolve) => setTimeout(resolve, delayMs));
  follow(watcher);
}

// ---- Bidding ----

async function bidUntil(
  bidder: Bidder,
  tenderId: string,
  endAt: number,
  bids: Map<number, BidRecord>,
  refusals: Map<number, number>,
) {
  const client = bidder.client as Client;
  const base = `/api/suppliers/${bidder.id}/tenders/${tenderId}/auction`;
  const view = await must(client, 'GET', base);
  let nextMax = (view.data.lines as { nextMax: string | null }[])[0]?.nextMax ?? null;
  const decrementPaise = Math.round(Number(DECREMENT) * 100);
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, 600 + Math.random() * 2_400));
    if (Date.now() >= endAt || nextMax === null) return;
    const paise = Math.round(Number(nextMax) * 100) - Math.floor(Math.random() * 3) * decrementPaise;
    const sentAt = performance.now();
    const answer = await call(client, 'POST', `${base}/bids`, { amount: (paise / 100).toFixed(2) });
    const answeredAt = performance.now();
    if (answer.status === 201) {
      const data = answer.json.data as { seq: number; nextMax: string | null };
      bids.set(data.seq, { sentAt, answeredAt });
      nextMax = data.nextMax;
    } else {
      refusals.set(answer.status, (refusals.get(answer.status) ?? 0) + 1);
    }
  }
}

// ---- Figures ----

function deliveryFigures(watchers: Watcher[], bids: Map<number, BidRecord>, finalSeq: number) {
  const fromSend: number[] = [];
  const afterAnswer: number[] = [];
  let replayed = 0;
  const perWatcher = watchers.map((watcher) => {
    let lost = 0;
    let duplicated = 0;
    for (let seq = 1; seq <= finalSeq; seq++) {
      const count = watcher.counts[seq] ?? 0;
      if (count === 0) lost++;
      else duplicated += count - 1;
      const bid = bids.get(seq);
      const arrival = watcher.arrivals[seq];
      if (!bid || arrival === undefined) continue;
      if ((watcher.openedAt[seq] ?? Infinity) > bid.sentAt) {
        replayed++;
        continue;
      }
      fromSend.push(arrival - bid.sentAt);
      afterAnswer.push(arrival - bid.answeredAt);
    }
    return { lost, duplicated };
  });
  return { fromSend, afterAnswer, replayed, perWatcher };
}

type Standing = { supplierId: string; amount: string; rank: number };

/** The final ranking recomputed in SQL from the stored bids and invitees (no domain code). */
async function rankingInSql(sql: postgres.Sql, auctionId: string): Promise<Standing[]> {
  const rows = await sql<{ supplier_id: string; amount: string }[]>`
    with last as (
      select distinct on (supplier_id) supplier_id, amount, placed_at, seq
      from auction_bids where auction_id = ${auctionId}
      order by supplier_id, seq desc
    )
    select i.supplier_id, coalesce(l.amount, i.starting_total)::text as amount
    from auction_invitees i left join last l on l.supplier_id = i.supplier_id
    where i.auction_id = ${auctionId}
    order by coalesce(l.amount, i.starting_total), coalesce(l.placed_at, i.starting_at), coalesce(l.seq, 0)`;
  return rows.map((row, index) => ({ supplierId: row.supplier_id, amount: row.amount, rank: index + 1 }));
}

const brief = (standing: Standing[]) =>
  standing.map(({ supplierId, amount, rank }) => ({ supplierId, amount, rank }));

function summary(values: number[]) {
  return {
    samples: values.length,
    p50Ms: round(percentile(values, 50)),
    p99Ms: round(percentile(values, 99)),
    maxMs: round(values.reduce((max, value) => Math.max(max, value), Number.NEGATIVE_INFINITY)),
  };
}

// ---- The run ----

async function prepare(databaseUrl: string) {
  const { tenderId, bidders } = await seed(databaseUrl);
  const env = {
    DATABASE_URL: databaseUrl,
    JWT_SECRET: randomBytes(32).toString('hex'),
    LOG_LEVEL: 'warn',
    TRUST_PROXY: 'true',
  };
  const servers: ChildProcess[] = [];
  const bases: string[] = [];
  for (const label of ['A', 'B']) {
    const port = await freePort();
    servers.push(await startServer(env, port, { label: `server ${label}` }));
    bases.push(`http://127.0.0.1:${port}`);
  }
  for (const [n, bidder] of bidders.entries()) {
    bidder.client = await logIn(bases[n % 2] as string, bidder.email);
    await must(bidder.client, 'POST', `/api/suppliers/${tenderId}/supplier/${bidder.id}/quotation`, {
      quotation: JSON.stringify({ items: benchQuotationItems(3, n), notes: `Bench ${n}` }),
    });
  }
  const closer = openDatabase({ databaseUrl, dataDir: null, poolSize: 1 });
  await closeTenderRow(closer.db, tenderId);
  await closer.close();
  return { tenderId, bidders, servers, bases };
}

function openWatchers(bases: string[], buyers: Client[], bidders: Bidder[], tenderId: string): Watcher[] {
  const buyerScreens = Math.max(2, Math.round(WATCHERS / 10));
  return Array.from({ length: WATCHERS }, (_, n) => {
    const instance = (n + 1) % 2;
    const bidder = bidders[n % bidders.length] as Bidder;
    const isBuyer = n < buyerScreens;
    const watcher: Watcher = {
      n,
      base: bases[instance] as string,
      path: isBuyer
        ? `/api/tenders/${tenderId}/auction/events`
        : `/api/suppliers/${bidder.id}/tenders/${tenderId}/auction/events`,
      headers: isBuyer ? (buyers[instance] as Client).headers : (bidder.client as Client).headers,
      arrivals: [],
      openedAt: [],
      counts: [],
      lastSeq: 0,
      closedSeq: null,
      connection: null,
      connections: 0,
      errors: 0,
    };
    follow(watcher);
    return watcher;
  });
}

async function waitFor(condition: () => boolean, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (!condition() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
  return condition();
}

async function run(databaseUrl: string) {
  console.log(
    `Auction benchmark: ${BIDDERS} bidders, ${WATCHERS} screens, ${MINUTES} min, 2 server processes`,
  );
  const { tenderId, bidders, servers, bases } = await prepare(databaseUrl);
  const sql = postgres(databaseUrl, { max: 1, onnotice: () => {} });
  const lag = monitorEventLoopDelay({ resolution: 10 });
  let watchers: Watcher[] = [];
  try {
    const buyers = [
      await logIn(bases[0] as string, ADMIN_EMAIL),
      await logIn(bases[1] as string, ADMIN_EMAIL),
    ];
    const startsAt = new Date(Date.now() + LEAD_MS);
    const scheduled = await must(buyers[0] as Client, 'POST', `/api/tenders/${tenderId}/auction`, {
      startsAt: startsAt.toISOString(),
      durationMinutes: MINUTES,
      supplierIds: bidders.map((b) => b.id),
      bidOn: 'total',
      decrementKind: 'amount',
      decrement: DECREMENT,
      extensionMinutes: 0,
      extensionLimit: 0,
      visibility: 'rank-and-lowest',
    });
    const auctionId = scheduled.data._id as string;
    const endAt = Date.parse(scheduled.data.endsAt as string);
    watchers = openWatchers(bases, buyers, bidders, tenderId);
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, startsAt.getTime() + 300 - Date.now())));
    lag.enable();

    const bids = new Map<number, BidRecord>();
    const refusals = new Map<number, number>();
    const durationMs = endAt - startsAt.getTime();
    const reconnects = watchers.map((watcher) => {
      const at = durationMs * (0.2 + Math.random() * 0.6);
      return new Promise<void>((resolve) =>
        setTimeout(() => void reconnect(watcher, Math.random() * 2_000).then(resolve), at),
      );
    });
    const bidding = bidders.map((bidder) => bidUntil(bidder, tenderId, endAt - 300, bids, refusals));
    await Promise.all([...bidding, ...reconnects]);
    lag.disable();

    const closed = await waitFor(() => watchers.every((w) => w.closedSeq !== null), CLOSE_WAIT_MS);
    const [auction] = await sql<{ last_seq: number; closed_at: Date | null }[]>`
      select last_seq, closed_at from auctions where id = ${auctionId}`;
    const finalSeq = auction?.last_seq ?? 0;
    await report({
      sql,
      auctionId,
      tenderId,
      buyer: buyers[0] as Client,
      watchers,
      bids,
      refusals,
      finalSeq,
      durationMs,
      closed,
      lag,
    });
  } finally {
    for (const watcher of watchers) watcher.connection?.abort();
    await sql.end();
    for (const server of servers) await stopServer(server);
  }
}

type ReportInput = {
  sql: postgres.Sql;
  auctionId: string;
  tenderId: string;
  buyer: Client;
  watchers: Watcher[];
  bids: Map<number, BidRecord>;
  refusals: Map<number, number>;
  finalSeq: number;
  durationMs: number;
  closed: boolean;
  lag: ReturnType<typeof monitorEventLoopDelay>;
};

async function report(input: ReportInput) {
  const { sql, auctionId, watchers, bids, finalSeq } = input;
  const delivery = deliveryFigures(watchers, bids, finalSeq);
  const [stored] = await sql<
    { n: number }[]
  >`select count(*)::int as n from auction_bids where auction_id = ${auctionId}`;
  const view = await must(input.buyer, 'GET', `/api/tenders/${input.tenderId}/auction`);
  const auction = view.data.auction as { phase: string; lines: { standing: Standing[] }[] };
  const apiRanking = brief(auction.lines[0]?.standing ?? []);
  const sqlRanking = await rankingInSql(sql, auctionId);
  const [lastBid] = await sql<{ payload: { standing: Standing[] } }[]>`
    select payload from auction_events where auction_id = ${auctionId} and kind = 'bid' order by seq desc limit 1`;
  const same = (a: Standing[], b: Standing[]) => JSON.stringify(a) === JSON.stringify(b);

  console.log('\nBids');
  console.table({
    accepted: {
      count: bids.size,
      perSecond: round(bids.size / (input.durationMs / 1000)),
      stored: stored?.n,
    },
    ...Object.fromEntries([...input.refusals].map(([status, count]) => [`refused ${status}`, { count }])),
  });
  console.log('Bid answer, and bid to every screen (each screen × each bid delivered live)');
  const answers = [...bids.values()].map((bid) => bid.answeredAt - bid.sentAt);
  console.table({
    'bid answered (POST .../bids)': summary(answers),
    'from the bid sent': summary(delivery.fromSend),
    'after its answer': summary(delivery.afterAnswer),
  });
  const lost = delivery.perWatcher.map((w) => w.lost);
  const duplicated = delivery.perWatcher.map((w) => w.duplicated);
  console.log('Screens (each reconnected once with Last-Event-ID)');
  console.table({
    screens: {
      count: watchers.length,
      events: finalSeq,
      allSawClose: input.closed,
      connections: watchers.reduce((sum, w) => sum + w.connections, 0),
      streamErrors: watchers.reduce((sum, w) => sum + w.errors, 0),
      eventsReplayedAfterReconnect: delivery.replayed,
      lostTotal: lost.reduce((a, b) => a + b, 0),
      lostMaxPerScreen: Math.max(0, ...lost),
      duplicatedTotal: duplicated.reduce((a, b) => a + b, 0),
      duplicatedMaxPerScreen: Math.max(0, ...duplicated),
    },
  });
  console.log('Final ranking');
  console.table({
    ranking: {
      phase: auction.phase,
      invitees: sqlRanking.length,
      apiEqualsSql: same(apiRanking, sqlRanking),
      lastBidStandingEqualsSql: same(brief(lastBid?.payload.standing ?? []), sqlRanking),
      lowest: sqlRanking[0]?.amount,
    },
  });
  console.log(
    `Bench process event-loop delay: p99 ${round(input.lag.percentile(99) / 1e6)} ms, max ${round(input.lag.max / 1e6)} ms`,
  );
}

async function main() {
  const baseUrl = process.env.DATABASE_URL;
  if (!baseUrl) {
    console.log('DATABASE_URL is not set: the auction benchmark runs on PostgreSQL only.');
    return;
  }
  if (!Number.isInteger(MINUTES) || MINUTES < 1) throw new Error('--minutes: a whole number, 1 or more');
  // The server processes take their database from the environment each run gives them.
  delete process.env.DATABASE_URL;
  await withScratchDatabase(baseUrl, 'auction', run);
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
