import { SECURITY_KINDS } from '@tenderdesk/domain/evaluation';
import {
  confirmOpeningSchema,
  envelopeParamSchema,
  securityVerificationSchema,
  technicalDecisionSchema,
} from '@tenderdesk/domain/evaluation-committee';
import { evaluationMessages as text } from '@tenderdesk/domain/evaluation-messages';
import { z } from 'zod';
import { access, callerOf } from '../../plugins/auth';
import { acceptEmptyJsonBodies } from '../../plugins/empty-json-body';
import type { ZodApp } from '../../plugins/zod-app';
import type { ModuleDeps } from '../../shared/module-deps';
import { evaluationChanged, evaluationData } from './committee-schemas';
import { completeEvaluation } from './complete-evaluation';
import { confirmOpening } from './confirm-opening';
import { decideTechnical } from './decide-technical';
import { getEvaluation } from './evaluation-view';
import { verifySecurity } from './verify-security';

/*
 * The committee of a two-envelope tender (issue 21 contract section C, decision 049): its
 * Evaluation, the openings confirmed by the named bid openers, the technical decisions, the
 * verification of bid security and the completion of the technical evaluation. Any admin or
 * sub-admin reaches these routes; the service then checks the tender's rule (a named opener, or
 * for the read also a buyer who manages tenders) and answers 403 otherwise. A bidder's id is
 * `:bidderId` (not `:supplierId`, which names a supplier's own calls: access.ownSupplier).
 */

const committee = { access: access.role('admin', 'subadmin') };
const tags = ['evaluation'];
const tenderParams = z.object({ tenderId: z.string().describe('Tender id') });
const bidderParams = tenderParams.extend({ bidderId: z.string().describe("The bidder's supplier id") });

/** Registers the committee's routes. */
export function registerCommitteeRoutes(app: ZodApp, deps: ModuleDeps) {
  // The completion is a bodiless POST that a client may still send as JSON.
  acceptEmptyJsonBodies(app);
  registerCommitteeReads(app, deps);
  registerOpenings(app, deps);
  registerTechnicalEvaluation(app, deps);
}

function registerCommitteeReads(app: ZodApp, deps: ModuleDeps) {
  app.get(
    '/api/tenders/:tenderId/evaluation',
    {
      config: committee,
      schema: {
        summary: "A two-envelope tender's evaluation: stage, committee, criteria, bidders",
        description:
          "For buyers who manage tenders and the named bid openers (403 otherwise). A bidder's answers, documents and bid security are null until the technical envelope is open. 409: a single-envelope tender.",
        tags,
        params: tenderParams,
        response: { 200: evaluationData },
      },
    },
    async (request) => ({
      data: await getEvaluation(deps.db, callerOf(request), request.params.tenderId, deps),
    }),
  );
}

function registerOpenings(app: ZodApp, deps: ModuleDeps) {
  app.post(
    '/api/tenders/:tenderId/envelopes/:envelope/confirm',
    {
      config: committee,
      schema: {
        summary:
          'A named bid opener confirms an opening with their password; the envelope opens at the count',
        description:
          "403: not a named opener (the admin included). 400: wrong password (never 401). 429: too many wrong passwords (counted with the account's logins). 409: single envelope, not closed yet, already confirmed or open, financial before the technical evaluation is complete, or no supplier qualified.",
        tags,
        params: tenderParams.extend({ envelope: envelopeParamSchema }),
        body: confirmOpeningSchema,
        response: { 200: evaluationChanged },
      },
    },
    async (request) =>
      confirmOpening(
        deps.db,
        callerOf(request),
        request.params.tenderId,
        request.params.envelope,
        { password: request.body.password, ip: request.ip },
        deps,
      ),
  );
}

function registerTechnicalEvaluation(app: ZodApp, deps: ModuleDeps) {
  const { db } = deps;
  app.put(
    '/api/tenders/:tenderId/technical-results/:bidderId',
    {
      config: committee,
      schema: {
        summary:
          "A named opener records a bidder's technical result: qualified, or disqualified with reasons",
        description:
          '409: the technical envelope is not open, or its evaluation is complete. 404: not a bidder.',
        tags,
        params: bidderParams,
        body: technicalDecisionSchema,
        response: { 200: evaluationChanged },
      },
    },
    async (request) => ({
      message: text.decisionSaved,
      data: await decideTechnical(
        db,
        callerOf(request),
        request.params.tenderId,
        request.params.bidderId,
        request.body,
        deps,
      ),
    }),
  );

  app.put(
    '/api/tenders/:tenderId/securities/:bidderId/:kind/verification',
    {
      config: committee,
      schema: {
        summary:
          "A named opener marks a bidder's bid security or tender fee Verified, or Rejected with a note",
        description:
          '409: the technical envelope is not open, or its evaluation is complete. 404: none declared.',
        tags,
        params: bidderParams.extend({ kind: z.enum(SECURITY_KINDS) }),
        body: securityVerificationSchema,
        response: { 200: evaluationChanged },
      },
    },
    async (request) => ({
      message: text.securityVerified,
      data: await verifySecurity(
        db,
        callerOf(request),
        { ...request.params, supplierId: request.params.bidderId },
        request.body,
        deps,
      ),
    }),
  );

  app.post(
    '/api/tenders/:tenderId/technical-evaluation/complete',
    {
      config: committee,
      schema: {
        summary: 'A named opener completes the technical evaluation; each bidder is told its result',
        description: '409: a bidder without a result, the envelope not open, or already complete.',
        tags,
        params: tenderParams,
        response: { 200: evaluationChanged },
      },
    },
    async (request) => ({
      message: text.evaluationComplete,
      data: await completeEvaluation(db, callerOf(request), request.params.tenderId, deps),
    }),
  );
}
