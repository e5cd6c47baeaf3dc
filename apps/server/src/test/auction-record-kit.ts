import { afterAll, beforeAll } from 'vitest';
import { createTestApp, type TestContext } from './app';
import { insertAuctionRows } from './auction-rows';
import type { QuoteLine } from './award-kit';
import { ALPHA_LINES, BETA_LINES, type NegotiationKit, negotiationKit } from './negotiation-kit';

/*
 * Reverse auctions as their documents read them (issue 22: the bid export, the comparative
 * statement's section). A closed tender quoted by Alpha, Beta and Gamma (through the API), and an
 * auction written straight into its tables (test/auction-rows.ts) with known bids, so each test can
 * compare what it downloads with the stored rows and with the figures worked out here by hand.
 * `useAuctionRecordKit()` registers the file's set-up (a fresh app and database) in beforeAll.
 */

/** Gamma's lines: IT-1 2 × 9,500.00 at 18%, IT-2 3 × 55.00 at 5% (total with GST 22,593.25). */
export const GAMMA_LINES: QuoteLine[] = [
  { itemCode: 'IT-1', qty: 2, unitPrice: '9500.00', gstRate: 18 },
  { itemCode: 'IT-2', qty: 3, unitPrice: '55.00', gstRate: 5 },
];

/** Totals with GST: Alpha 23,757.50, Beta 21,429.00, Gamma 22,593.25. */
export const STARTING_TOTALS = { alpha: '23757.50', beta: '21429.00', gamma: '22593.25' };

export type AuctionRecordKit = {
  ctx: TestContext;
  n: NegotiationKit;
  /** A closed tender quoted by all three; answers its id and the quotations' ids. */
  quotedTender: () => Promise<{ tender: string; quotations: string[] }>;
  /**
   * An auction on the total with six bids, the last extending the end: final Gamma 20,500.00 (L1),
   * Alpha 20,700.00 (L2, earlier than Beta's equal bid), Beta 20,700.00 (L3). Ranks just after each
   * bid: 1, 1, 1, 1, 2, 1.
   */
  totalAuction: (options?: { closed?: boolean }) => Promise<{ tender: string; auctionId: string }>;
  /**
   * An auction by line: Alpha IT-1 9,400.00 (rank 2), Beta IT-2 45.00 (rank 1). Rankings: IT-1
   * Beta 9,000.00, Alpha 9,400.00, Gamma 9,500.00; IT-2 Beta 45.00, Alpha 50.00, Gamma 55.00.
   */
  lineAuction: (options?: { closed?: boolean }) => Promise<{ tender: string; auctionId: string }>;
};

export function useAuctionRecordKit(): AuctionRecordKit {
  const kit = {} as AuctionRecordKit;
  beforeAll(async () => {
    const ctx = await createTestApp();
    const n = await negotiationKit(ctx, 'Auctioned works');
    async function quotedTender() {
      const tender = await n.kit.tenderFor([n.alpha, n.beta, n.gamma]);
      const quotations = [
        (await n.kit.quote(tender, n.alpha, ALPHA_LINES)).id,
        (await n.kit.quote(tender, n.beta, BETA_LINES)).id,
        (await n.kit.quote(tender, n.gamma, GAMMA_LINES)).id,
      ];
      await n.kit.close(tender);
      return { tender, quotations };
    }
    async function totalAuction({ closed = true } = {}) {
      const { tender, quotations } = await quotedTender();
      const { auctionId } = await insertAuctionRows(ctx.db, {
        tenderId: tender,
        bidOn: 'total',
        quotationIds: quotations,
        closed,
        bids: [
          { supplierId: n.alpha.id, amount: '21000.00', afterSeconds: 10 },
          { supplierId: n.beta.id, amount: '20900.00', afterSeconds: 20 },
          { supplierId: n.gamma.id, amount: '20800.50', afterSeconds: 30 },
          { supplierId: n.alpha.id, amount: '20700.00', afterSeconds: 40 },
          { supplierId: n.beta.id, amount: '20700.00', afterSeconds: 50 },
          { supplierId: n.gamma.id, amount: '20500.00', afterSeconds: 1790, extended: true },
        ],
      });
      return { tender, auctionId };
    }
    async function lineAuction({ closed = true } = {}) {
      const { tender, quotations } = await quotedTender();
      const { auctionId } = await insertAuctionRows(ctx.db, {
        tenderId: tender,
        bidOn: 'line',
        decrementKind: 'percent',
        decrement: '0.50',
        extensionMinutes: 0,
        extensionLimit: 0,
        visibility: 'rank-and-lowest',
        quotationIds: quotations,
        closed,
        bids: [
          { supplierId: n.alpha.id, itemCode: 'IT-1', amount: '9400.00', afterSeconds: 10 },
          { supplierId: n.beta.id, itemCode: 'IT-2', amount: '45.00', afterSeconds: 20 },
        ],
      });
      return { tender, auctionId };
    }
    Object.assign(kit, { ctx, n, quotedTender, totalAuction, lineAuction });
  });
  afterAll(() => kit.ctx.close());
  return kit;
}
