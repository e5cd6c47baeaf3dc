import { auctionMessages } from '@tenderdesk/domain/auction-messages';
import {
  auctionForBuyerSchema,
  auctionForSupplierSchema,
  bidAcceptedSchema,
  placeBidBodySchema,
  scheduleAuctionBodySchema,
  tenderAuctionSchema,
} from '@tenderdesk/domain/auction-schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { access, callerOf } from '../../plugins/auth';
import type { ZodApp } from '../../plugins/zod-app';
import type { ModuleDeps } from '../../shared/module-deps';
import { cancelAuction } from './cancel-auction';
import { placeBid } from './place-bid';
import { readTenderAuction } from './read-auction';
import { scheduleAuction } from './schedule-auction';
import { readSupplierAuction } from './supplier-auction';

/*
 * The live reverse auction (issue 22, decision 050): the buyer's tender auction (read, schedule,
 * cancel) and the invited supplier's own view and bids. The live streams are stream-routes.ts's;
 * the bid history export is the statement's.
 */

const tags = ['auctions'];
const manageTenders = { access: access.permission('manageTenders') };
const tenderParams = z.object({ tenderId: z.string().describe('Tender id') });
const supplierParams = z.object({
  supplierId: z.string().describe('The supplier (the caller)'),
  tenderId: z.string().describe('Tender id'),
});

function registerBuyer(app: ZodApp, deps: ModuleDeps) {
  const { db } = deps;
  app.get(
    '/api/tenders/:tenderId/auction',
    {
      config: manageTenders,
      schema: {
        summary:
          "The tender's reverse auction, the suppliers the buyer could invite, and why none can be scheduled",
        description:
          'The active auction (else the latest cancelled one, else null) with every invitee, each line’s ranking and the newest bids; an auction past its end is closed first. Candidates: the Approved suppliers whose priced quotation the buyer may see (empty while prices are not open). 404: no such tender.',
        tags,
        params: tenderParams,
        response: { 200: z.object({ data: tenderAuctionSchema }) },
      },
    },
    async (request) => ({
      data: await readTenderAuction(db, callerOf(request), request.params.tenderId, deps),
    }),
  );

  app.post(
    '/api/tenders/:tenderId/auction',
    {
      config: manageTenders,
      schema: {
        summary: 'Schedule a reverse auction on a tender whose prices are open',
        description:
          '400: settings unreadable, start past (by the database clock) or more than 90 days ahead, duration, decrement (amount or percent), extension or visibility invalid, fewer than 2 invitees, an invitee without a priced quotation the buyer may see. 404: no such tender. 409: prices not open, the tender awarded, a negotiation round open, an auction already scheduled. Audited auction.schedule; invitees notified.',
        tags,
        params: tenderParams,
        body: scheduleAuctionBodySchema,
        response: { 201: z.object({ message: z.string(), data: auctionForBuyerSchema }) },
      },
    },
    async (request, reply) => {
      const data = await scheduleAuction(db, callerOf(request), request.params.tenderId, request.body, deps);
      return reply.status(201).send({ message: auctionMessages.scheduled, data });
    },
  );

  app.delete(
    '/api/tenders/:tenderId/auction',
    {
      config: manageTenders,
      schema: {
        summary: "Cancel the tender's reverse auction before it starts",
        description:
          '404: no such tender, or it has no auction. 409: the auction has started (or closed). Audited auction.cancel; invitees notified; a cancelled event on the live stream.',
        tags,
        params: tenderParams,
        response: { 200: z.object({ message: z.string(), data: auctionForBuyerSchema }) },
      },
    },
    async (request) => ({
      message: auctionMessages.cancelled,
      data: await cancelAuction(db, callerOf(request), request.params.tenderId, deps),
    }),
  );
}

function registerSupplier(app: ZodApp, deps: ModuleDeps) {
  const { db } = deps;
  app.get(
    '/api/suppliers/:supplierId/tenders/:tenderId/auction',
    {
      config: { access: access.ownSupplier() },
      schema: {
        summary: "An invited supplier's view of the tender's reverse auction",
        description:
          'Its own prices, its rank on each line it quoted and, when the auction shows it, the lowest price; never another supplier’s name or price. 403: not invited (the same answer whether or not the tender has an auction). An auction past its end is closed first.',
        tags,
        params: supplierParams,
        response: { 200: z.object({ data: auctionForSupplierSchema }) },
      },
    },
    async (request) => {
      const { supplierId, tenderId } = request.params;
      return { data: await readSupplierAuction(db, supplierId, tenderId, deps) };
    },
  );

  app.post(
    '/api/suppliers/:supplierId/tenders/:tenderId/auction/bids',
    {
      config: { access: access.ownSupplier() },
      schema: {
        summary: 'Place a bid in the reverse auction (a lower price on the total or on one line)',
        description:
          '400: amount unreadable, zero or less, not lower than the supplier’s own last price by the minimum decrement; item missing (line auction), not quoted, or given on a total auction. 403: not invited. 409: not started, ended (by the database clock), cancelled. 429: more than 120 bids a minute. Audited auction.bid; a bid event on the live stream.',
        tags,
        params: supplierParams,
        body: placeBidBodySchema,
        response: { 201: z.object({ message: z.string(), data: bidAcceptedSchema }) },
      },
    },
    async (request, reply) => {
      const { supplierId, tenderId } = request.params;
      const data = await placeBid(db, callerOf(request), supplierId, tenderId, request.body);
      return reply.status(201).send({ message: auctionMessages.bidAccepted, data });
    },
  );
}

/** Issue 22 (decision 050): the reverse auction's reads and writes (not its live streams). */
export function auctionRoutes(deps: ModuleDeps): FastifyPluginAsyncZod {
  return async (app) => {
    registerBuyer(app, deps);
    registerSupplier(app, deps);
  };
}
