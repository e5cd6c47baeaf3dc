import { z } from 'zod';
import { messages } from './messages';
import { listQuerySchema } from './paging';
import { MAX_INACTIVATION_REASON_LENGTH, SUPPLIER_LIST_SORTS } from './supplier-list-rules';
import { isCleanText } from './text';

export * from './supplier-list-rules';

/**
 * Query of the admin supplier lists, on the shared paging contract: `q` matches company name or
 * email, case-insensitively; an empty `q` means no filter.
 */
export const supplierListQuerySchema = listQuerySchema(SUPPLIER_LIST_SORTS, '-createdAt');
export type SupplierListQuery = z.infer<typeof supplierListQuerySchema>;

/** Body of PUT /api/suppliers/inactivate/:id (spec section 5: a non-empty trimmed reason). */
export const inactivateSupplierBodySchema = z.object({
  reason: z
    .string({ error: messages.suppliers.reasonRequired })
    .trim()
    .min(1, messages.suppliers.reasonRequired)
    .max(MAX_INACTIVATION_REASON_LENGTH, messages.suppliers.reasonTooLong(MAX_INACTIVATION_REASON_LENGTH))
    .refine(isCleanText, messages.text.invalidCharacters('The reason')),
});
export type InactivateSupplierBody = z.infer<typeof inactivateSupplierBodySchema>;
