import type { ZodApp } from '../../plugins/zod-app';
import type { ModuleDeps } from '../../shared/module-deps';

/** Issue 21 (decision 049): routes filled in by the evaluation's slices. */
export function registerBidRoutes(_app: ZodApp, _deps: ModuleDeps) {}
