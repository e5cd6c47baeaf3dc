import { type APIRequestContext, expect } from '@playwright/test';
import { type RegisteredSupplier, supplierHeaders } from './supplier-tenders';

/** A quotation line as the supplier's screen sends it (spec section 3; decision 025). */
export type QuotationLineSeed = {
  itemCode: string;
  itemName: string;
  partNo?: string;
  manufacturer?: string;
  uom: string;
  qty: string;
  unitPrice: string;
  gstRate?: number;
};

/** The default tender's two items (support/supplier-tenders.ts `createPublishedTender`), priced, GST 18 %. */
export const pumpAndValveLines = (pump: string, valve: string): QuotationLineSeed[] => [
  {
    itemCode: 'PMP-100',
    itemName: 'Centrifugal pump 5 HP',
    uom: 'Nos',
    qty: '4',
    unitPrice: pump,
    gstRate: 18,
  },
  {
    itemCode: 'VLV-050',
    itemName: 'Gate valve DN50',
    uom: 'Nos',
    qty: '12.5',
    unitPrice: valve,
    gstRate: 18,
  },
];

/** The supplier sends its quotation through the API (the browser's own modal is tested apart). */
export async function sendQuotation(
  request: APIRequestContext,
  supplier: RegisteredSupplier,
  tenderId: string,
  items: QuotationLineSeed[],
  extras: { notes?: string; reference?: string; deliveryDays?: number; validUntil?: string } = {},
): Promise<string> {
  const response = await request.post(`/api/suppliers/${tenderId}/supplier/${supplier.id}/quotation`, {
    headers: await supplierHeaders(request, supplier),
    data: { quotation: JSON.stringify({ items, notes: '', ...extras }) },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { data: { _id: string } }).data._id;
}

/**
 * Runs a set-up step that uploads files, again while the server answers 503 because another
 * worker's upload holds the only slot (PGlite takes one upload at a time: decision 023).
 */
export async function whenUploadsFree<T>(step: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await step();
    } catch (error) {
      const busy = error instanceof Error && /busy receiving other uploads/.test(error.message);
      if (!busy || attempt >= 20) throw error;
      await new Promise((resolve) => setTimeout(resolve, 500 * attempt));
    }
  }
}
