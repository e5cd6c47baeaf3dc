import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleDeps } from '../../shared/module-deps';
import { registerBidRoutes } from './bid-routes';
import { registerCommitteeRoutes } from './committee-routes';
import { registerNegotiationRoutes } from './negotiation-routes';

/**
 * The public buyer's evaluation (issue 21, decision 049): a tender's evaluation settings and each
 * supplier's envelopes (bid-routes), the committee's openings and technical evaluation
 * (committee-routes), and negotiation rounds with the release of bid security (negotiation-routes).
 */
export function evaluationRoutes(deps: ModuleDeps): FastifyPluginAsyncZod {
  return async (app) => {
    registerBidRoutes(app, deps);
    registerCommitteeRoutes(app, deps);
    registerNegotiationRoutes(app, deps);
  };
}
