import { evaluationMessages } from '@tenderdesk/domain/evaluation-messages';
import {
  negotiationForSupplierSchema,
  negotiationOfferBodySchema,
  releaseSecurityBodySchema,
  roundSchema,
  securityReleaseSchema,
  startNegotiationBodySchema,
} from '@tenderdesk/domain/negotiation-schemas';
import { z } from 'zod';
import { access, callerOf } from '../../plugins/auth';
import type { ZodApp } from '../../plugins/zod-app';
import type { ModuleDeps } from '../../shared/module-deps';
import { releaseSecurity } from './release-security';
import { sendOffer } from './send-offer';
import { startNegotiation } from './start-negotiation';

/*
 * Issue 21 (decision 049), slice H3: negotiation rounds (the buyer starts one, invited suppliers
 * send revised offers until its deadline; settling happens at the first buyer read after it) and
 * the release of an unsuccessful bidder's EMD after the award.
 */

const tags = ['evaluation'];
const manageTenders = { access: access.permission('manageTenders') };

function registerRounds(app: ZodApp, deps: ModuleDeps) {
  const { db } = deps;
  app.post(
    '/api/tenders/:tenderId/negotiations',
    {
      config: manageTenders,
      schema: {
        summary: 'Start a negotiation round: invite suppliers to lower their prices by a deadline',
        description:
          '400: deadline past, no invitee, an invitee without a priced quotation the buyer may see (two envelopes: not qualified). 409: prices not open yet, a round already open, the tender awarded. Audited negotiation.start; invitees notified.',
        tags,
        params: z.object({ tenderId: z.string().describe('Tender id') }),
        body: startNegotiationBodySchema,
        response: { 201: z.object({ message: z.string(), data: roundSchema }) },
      },
    },
    async (request, reply) => {
      const data = await startNegotiation(db, callerOf(request), request.params.tenderId, request.body, deps);
      return reply.status(201).send({ message: evaluationMessages.roundStarted, data });
    },
  );

  app.put(
    '/api/suppliers/:supplierId/tenders/:tenderId/negotiation-offer',
    {
      config: { access: access.ownSupplier() },
      schema: {
        summary: "The supplier's revised offer in the tender's latest negotiation round (until its deadline)",
        description:
          'Every quoted item may be given; one left out keeps its price. 400: a price above the earlier one, an item not quoted, an invalid price. 403: not invited. 409: the deadline has passed. Sealed from buyers until the round is settled.',
        tags,
        params: z.object({
          supplierId: z.string().describe('The supplier (the caller)'),
          tenderId: z.string().describe('Tender id'),
        }),
        body: negotiationOfferBodySchema,
        response: { 200: z.object({ message: z.string(), data: negotiationForSupplierSchema }) },
      },
    },
    async (request) => {
      const { supplierId, tenderId } = request.params;
      const data = await sendOffer(db, callerOf(request), supplierId, tenderId, request.body);
      return { message: evaluationMessages.offerSaved, data };
    },
  );
}

function registerRelease(app: ZodApp, deps: ModuleDeps) {
  const { db } = deps;
  app.post(
    // The bidder's parameter is not named supplierId: that name marks a supplier's own calls.
    '/api/tenders/:tenderId/securities/:bidderId/emd/release',
    {
      config: manageTenders,
      schema: {
        summary: "Record the release (return) of an unsuccessful bidder's EMD after the award",
        description:
          '404: the supplier declared no EMD. 409: nothing awarded yet, the supplier holds the award (or a line of it), already released. Audited bid-security.release.',
        tags,
        params: z.object({
          tenderId: z.string().describe('Tender id'),
          bidderId: z.string().describe('The supplier whose EMD is released'),
        }),
        body: releaseSecurityBodySchema,
        response: { 200: z.object({ message: z.string(), data: securityReleaseSchema }) },
      },
    },
    async (request) => {
      const { tenderId, bidderId } = request.params;
      const data = await releaseSecurity(db, callerOf(request), tenderId, bidderId, request.body.note);
      return { message: evaluationMessages.released, data };
    },
  );
}

/** Issue 21 (decision 049): negotiation rounds and the release of bid security. */
export function registerNegotiationRoutes(app: ZodApp, deps: ModuleDeps) {
  registerRounds(app, deps);
  registerRelease(app, deps);
}
