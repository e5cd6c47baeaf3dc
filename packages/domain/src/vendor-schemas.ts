import { z } from 'zod';
import { isPortalDay } from './portal-time';
import { STANDING_LIMITS } from './supplier-standing';
import { vendorMessages as text } from './vendor-messages';

/*
 * The bodies and answers of vendor management's calls (issue 24), shared by the server's routes and
 * the web's forms. Days are calendar days (YYYY-MM-DD) in the portal's zone; whether a day is after
 * today is the server's check (its clock).
 */

const reason = z
  .string({ error: text.standingReasonRequired })
  .trim()
  .min(1, text.standingReasonRequired)
  .max(STANDING_LIMITS.reasonMax, text.standingReasonTooLong);

/** POST /api/suppliers/hold/{id}. */
export const holdSupplierBodySchema = z.object(
  {
    until: z.string({ error: text.holdUntilInvalid }).refine(isPortalDay, text.holdUntilInvalid),
    reason,
  },
  { error: text.holdUntilInvalid },
);
export type HoldSupplierBody = z.infer<typeof holdSupplierBodySchema>;

/** POST /api/suppliers/blacklist/{id}. */
export const blacklistSupplierBodySchema = z.object(
  {
    reason,
    orderReference: z
      .string({ error: text.orderRefRequired })
      .trim()
      .min(1, text.orderRefRequired)
      .max(STANDING_LIMITS.orderRefMax, text.orderRefTooLong),
  },
  { error: text.standingReasonRequired },
);
export type BlacklistSupplierBody = z.infer<typeof blacklistSupplierBodySchema>;

/** POST /api/suppliers/lift/{id}: which restriction is lifted. */
export const liftRestrictionBodySchema = z.object(
  { kind: z.enum(['hold', 'blacklist'], { error: text.liftKindInvalid }) },
  { error: text.liftKindInvalid },
);
export type LiftRestrictionBody = z.infer<typeof liftRestrictionBodySchema>;

/** A supplier's standing as the API answers it (null fields when not set). */
export const supplierStandingSchema = z.object({
  kind: z.enum(['none', 'hold', 'blacklisted']),
  holdUntil: z.string().nullable(),
  reason: z.string().nullable(),
  orderReference: z.string().nullable(),
  since: z.string().nullable(),
});
export type SupplierStanding = z.infer<typeof supplierStandingSchema>;
