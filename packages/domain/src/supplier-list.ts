import { z } from 'zod';
import { FIELD_LABELS } from './field-labels';
import { messages } from './messages';
import { listQuerySchema } from './paging';
import { MAX_INACTIVATION_REASON_LENGTH, SUPPLIER_LIST_SORTS } from './supplier-list-rules';
import { isCleanText } from './text';
import { DOCUMENT_LIMITS } from './vendor-documents';
import { vendorMessages } from './vendor-messages';

export * from './supplier-list-rules';

/**
 * Query of the admin supplier lists, on the shared paging contract: `q` matches company name or
 * email, case-insensitively; an empty `q` means no filter.
 */
export const supplierListQuerySchema = listQuerySchema(SUPPLIER_LIST_SORTS, '-createdAt').extend({
  /**
   * Issue 24: only suppliers with a current document (of a type that expires, not rejected) whose
   * expiry day is from today to today + N in the portal's calendar; already expired ones are not
   * included. Empty means no filter.
   */
  expiringWithin: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.coerce
      .number({ error: vendorMessages.expiringWithinInvalid })
      .int(vendorMessages.expiringWithinInvalid)
      .min(1, vendorMessages.expiringWithinInvalid)
      .max(DOCUMENT_LIMITS.expiringWithinMaxDays, vendorMessages.expiringWithinInvalid)
      .optional(),
  ),
});
export type SupplierListQuery = z.infer<typeof supplierListQuerySchema>;

/** Body of PUT /api/suppliers/inactivate/:id (spec section 5: a non-empty trimmed reason). */
export const inactivateSupplierBodySchema = z.object({
  reason: z
    .string({ error: messages.suppliers.reasonRequired })
    .trim()
    .min(1, messages.suppliers.reasonRequired)
    .max(MAX_INACTIVATION_REASON_LENGTH, messages.suppliers.reasonTooLong(MAX_INACTIVATION_REASON_LENGTH))
    .refine(isCleanText, messages.text.invalidCharacters(FIELD_LABELS.theReason)),
});
export type InactivateSupplierBody = z.infer<typeof inactivateSupplierBodySchema>;
