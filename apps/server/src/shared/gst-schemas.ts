import { SUPPLY_KINDS } from '@tenderdesk/domain/gst';
import { z } from 'zod';

/* The GST split as the award and order calls answer it (issue 20; order-tax.ts), for their OpenAPI schemas. */

export const supplyKindSchema = z
  .enum(SUPPLY_KINDS)
  .describe('intra: CGST + SGST (same state as the buying unit); inter: IGST; untaxed: no GST');

/** The split's totals, exact 2-decimal amounts. */
export const taxTotalsSchema = z.object({
  taxable: z.number(),
  cgst: z.number(),
  sgst: z.number(),
  igst: z.number(),
  tax: z.number(),
  total: z.number(),
});
