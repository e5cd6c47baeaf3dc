import { expect } from 'vitest';
import { interests } from '../db/schema/tenders';
import type { TestCaller, TestContext } from './app';
import { closeTenderRow, createTenderRow } from './tenders';

/*
 * Awards for tests of the award-by-line and purchase order calls: a tender whose listed suppliers
 * are Approved, their quotations through the API, and the line ids each quotation got.
 */

export type QuoteLine = {
  itemCode: string;
  qty?: number | string;
  unitPrice: number | string;
  gstRate?: number;
  /** The unit quoted ('pcs' unless told; the quotation form starts from the tender item's). */
  uom?: string;
};

export function awardKit(ctx: TestContext, categoryId: string) {
  async function tenderFor(
    approved: TestCaller[],
    input: { items?: number; organisation?: string; closingDate?: string } = {},
  ) {
    const tender = await createTenderRow(ctx.db, { categoryId, ...input });
    if (approved.length > 0) {
      await ctx.db.insert(interests).values(
        approved.map((supplier) => ({
          tenderId: tender,
          supplierId: supplier.id,
          status: 'Approved' as const,
          decidedAt: new Date(),
        })),
      );
    }
    return tender;
  }

  /** Sends a quotation; answers its id and its line ids by item code (upper case). */
  async function quote(tender: string, supplier: TestCaller, lines: QuoteLine[]) {
    const quotation = JSON.stringify({
      items: lines.map((line) => ({
        itemName: `Item ${line.itemCode}`,
        uom: 'pcs',
        qty: 1,
        gstRate: 0,
        ...line,
      })),
      notes: 'Test quotation',
    });
    const response = await ctx.call(
      'POST',
      `/api/suppliers/${tender}/supplier/${supplier.id}/quotation`,
      { quotation },
      supplier.headers,
    );
    expect(response.statusCode, response.body).toBe(201);
    const id: string = response.json().data._id;
    const detail = await ctx.call(
      'GET',
      `/api/tenders/${tender}/comparison`,
      undefined,
      (await adminHeaders()).headers,
    );
    const column = detail
      .json()
      .data.suppliers.find((entry: { quotationId: string }) => entry.quotationId === id) as {
      cells: ({ quoted: false } | { quoted: true; lineId: string })[];
    };
    const items = detail.json().data.items as { tenderItemId: string; itemCode: string }[];
    const lineOf: Record<string, string> = {};
    column.cells.forEach((cell, index) => {
      const item = items[index];
      if (cell.quoted && item) lineOf[item.itemCode.toUpperCase()] = cell.lineId;
    });
    const itemOf = Object.fromEntries(items.map((item) => [item.itemCode.toUpperCase(), item.tenderItemId]));
    return { id, lineOf, itemOf };
  }

  let admin: TestCaller | undefined;
  async function adminHeaders() {
    admin ??= await ctx.as.admin();
    return admin;
  }

  /** Closes the tender (awards wait for the close: decision 039), once its quotations are in. */
  const close = (tender: string) => closeTenderRow(ctx.db, tender);

  return { tenderFor, quote, close };
}
