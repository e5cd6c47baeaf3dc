import { eventForSupplier } from '@tenderdesk/domain/auction';
import { auctionMessages as text } from '@tenderdesk/domain/auction-messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { access, callerOf } from '../../plugins/auth';
import type { ModuleDeps } from '../../shared/module-deps';
import { resumeAfter, streamAuction } from './auction-stream';
import { findBuyerStream, findSupplierStream } from './find-stream-auction';
import { createLiveHub } from './live-hub';

/*
 * The auction's live streams (issue 22, decision 050): server-sent events for the buyer (every
 * event) and for an invited supplier (its projection: never another supplier's identity or price).
 * One hub per app (this process): one LISTEN, one read per notification for all screens. Not
 * compressed (each frame must leave at once); ended with the app, so it closes with streams open.
 */

const tags = ['auctions'];
const streamQuery = z.object({
  after: z.coerce
    .number({ error: text.streamAfterInvalid })
    .int(text.streamAfterInvalid)
    .min(0, text.streamAfterInvalid)
    .max(1_000_000_000, text.streamAfterInvalid)
    .optional()
    .describe('Resume after this event number (the Last-Event-ID header wins when higher)'),
});
const streamResponse = {
  200: {
    description:
      'text/event-stream: `retry: 2000` once; `event: clock` with {serverNow, endsAt, phase} on connect and every 15 s; `id: <seq>` + `event: auction` with each event after `after`, in order',
    content: { 'text/event-stream': { schema: z.string() } },
  },
};

export function auctionStreamRoutes(deps: ModuleDeps): FastifyPluginAsyncZod {
  const { db, database } = deps;
  return async (app) => {
    const hub = createLiveHub(database, app.log.child({ module: 'auction-hub' }));
    // Open streams end before the HTTP server closes (it waits for them); then the LISTEN goes.
    app.addHook('preClose', (done) => {
      hub.endStreams();
      done();
    });
    app.addHook('onClose', async () => hub.close());

    app.get(
      '/api/tenders/:tenderId/auction/events',
      {
        config: { access: access.permission('manageTenders') },
        compress: false,
        schema: {
          summary:
            "The auction's live events for the buyer (server-sent events: every bid, the close, a cancel)",
          description:
            'Replays the events after `after` (or Last-Event-ID), then follows live ones from every server instance; no gap, no duplicate. 404: the tender has no auction. 400: `after` not a whole number.',
          tags,
          params: z.object({ tenderId: z.string().describe('Tender id') }),
          querystring: streamQuery,
          response: streamResponse,
        },
      },
      async (request, reply) => {
        const target = await findBuyerStream(db, request.params.tenderId);
        const after = resumeAfter(request.query.after, request.headers['last-event-id']);
        await streamAuction(request, reply, { db, hub, target, after, project: (event) => event });
      },
    );

    app.get(
      '/api/suppliers/:supplierId/tenders/:tenderId/auction/events',
      {
        config: { access: access.ownSupplier() },
        compress: false,
        schema: {
          summary:
            "The auction's live events for an invited supplier (server-sent events: its rank, its own bids)",
          description:
            "Each event as the auction's visibility lets this supplier see it: its own amount, its rank, and the lowest price only with rank-and-lowest. Replays after `after` (or Last-Event-ID), then live. 403: not invited (whether or not an auction exists). 400: `after` not a whole number.",
          tags,
          params: z.object({
            supplierId: z.string().describe('The supplier (the caller)'),
            tenderId: z.string().describe('Tender id'),
          }),
          querystring: streamQuery,
          response: streamResponse,
        },
      },
      async (request, reply) => {
        const supplierId = callerOf(request).id;
        const target = await findSupplierStream(db, supplierId, request.params.tenderId);
        const after = resumeAfter(request.query.after, request.headers['last-event-id']);
        const project = (event: Parameters<typeof eventForSupplier>[0]) =>
          eventForSupplier(event, supplierId, target.visibility);
        await streamAuction(request, reply, { db, hub, target, after, project });
      },
    );
  };
}
