import { randomUUID } from 'node:crypto';
import type { Database } from '../../apps/server/src/db/client';
import { purchaseOrderLines, purchaseOrders } from '../../apps/server/src/db/schema/purchase-orders';
import { quotationLines, quotations, tenderAwards } from '../../apps/server/src/db/schema/quotations';
import { interests, tenderItems } from '../../apps/server/src/db/schema/tenders';
import { goodsReceiptLines, goodsReceipts } from '../../apps/server/src/db/schema/vendor';
import { insertCategoryPair, insertSupplier } from '../../apps/server/src/test/accounts';
import { createTenderRow, daysFrom } from '../../apps/server/src/test/tenders';

/*
 * Issue 24 item 3, for e2e/scorecard.spec.ts: rows inserted directly (the receipts' and orders'
 * calls belong to other modules): a new category with one closed, unsealed tender; two suppliers
 * quoting it (Alpha the lowest, ₹1,180.00 against ₹1,298.00 with GST); Alpha awarded, its order due
 * 10 days ago and three receipt lines (two by the day, one late; 21.5 of 22.5 accepted).
 * Expected: Alpha win 100.0 %, on-time 66.7 %, acceptance 95.6 %; Rival win 0.0 %, the rest No data.
 */
export type ScorecardSeedRequest = { stamp: string };
export type ScorecardSeed = {
  tenderId: string;
  alphaId: string;
  rivalId: string;
  alpha: string;
  rival: string;
};

export async function seedScorecard(
  database: Database,
  { stamp }: ScorecardSeedRequest,
): Promise<ScorecardSeed> {
  const { db } = database;
  const pair = await insertCategoryPair(database, `Scorecard ${stamp}`, `Scorecard sub ${stamp}`);
  const alpha = `Scorecard Alpha ${stamp}`;
  const rival = `Scorecard Rival ${stamp}`;
  const supplier = (companyName: string) =>
    insertSupplier(database, {
      ...pair,
      companyName,
      email: `${randomUUID()}@scorecard.test`,
      password: 'x-pass-123',
    });
  const alphaId = await supplier(alpha);
  const rivalId = await supplier(rival);
  const tenderId = await createTenderRow(db, {
    categoryId: pair.categoryId,
    projectName: `Scorecard tender ${stamp}`,
    publishingDate: daysFrom(-30),
    closingDate: daysFrom(-20),
  });
  const items = await db.select().from(tenderItems);
  const ours = items.filter((item) => item.tenderId === tenderId).sort((a, b) => a.position - b.position);
  const quote = async (supplierId: string, prices: [number, number]) => {
    const [interest] = await db
      .insert(interests)
      .values({ tenderId, supplierId, status: 'Approved' })
      .returning();
    const totals = prices.map((price) => price * 12.5);
    const total = (totals[0] ?? 0) + (totals[1] ?? 0);
    const [quotation] = await db
      .insert(quotations)
      .values({
        interestId: interest?.id as string,
        tenderId,
        supplierId,
        total: total.toFixed(2),
        totalWithGst: (total * 1.18).toFixed(2),
      })
      .returning();
    await db.insert(quotationLines).values(
      ours.map((item, position) => ({
        quotationId: quotation?.id as string,
        position,
        tenderItemId: item.id,
        itemCode: item.itemCode,
        itemName: item.itemName,
        partNo: item.partNo,
        manufacturer: item.manufacturer,
        uom: item.uom,
        qty: item.qty,
        unitPrice: prices[position]?.toFixed(2) ?? '0',
        gstRate: 18,
        lineTotal: (totals[position] ?? 0).toFixed(2),
      })),
    );
    return quotation?.id as string;
  };
  // Alpha: 12.5 × (40 + 40) = 1,000.00 + GST = 1,180.00; Rival: 12.5 × (44 + 44) = 1,100.00 → 1,298.00.
  const alphaQuote = await quote(alphaId, [40, 40]);
  await quote(rivalId, [44, 44]);
  await db.insert(tenderAwards).values({ tenderId, quotationId: alphaQuote });
  const [order] = await db
    .insert(purchaseOrders)
    .values({
      tenderId,
      supplierId: alphaId,
      quotationId: alphaQuote,
      status: 'Acknowledged',
      number: `PO/SC/${stamp}`,
      projectCode: 'SC',
      projectTitle: 'Scorecard',
      projectName: 'Scorecard',
      organisation: 'Public Works',
      supplierName: alpha,
      supplierDetails: {},
      deliveryDate: daysFrom(-10),
      total: '1000.00',
      gstTotal: '180.00',
      totalWithGst: '1180.00',
    })
    .returning();
  const orderId = order?.id as string;
  const lines = await db
    .insert(purchaseOrderLines)
    .values(
      ours.map((item, position) => ({
        orderId,
        position,
        itemCode: item.itemCode,
        itemName: item.itemName,
        partNo: item.partNo,
        manufacturer: item.manufacturer,
        uom: item.uom,
        qty: '12.50',
        unitPrice: '40.00',
        gstRate: 18,
        lineTotal: '500.00',
        gstAmount: '90.00',
      })),
    )
    .returning();
  const [first, second] = lines.map((line) => line.id) as [string, string];
  const [onTime] = await db
    .insert(goodsReceipts)
    .values({ orderId, number: 1, receivedOn: daysFrom(-12) })
    .returning();
  const [late] = await db
    .insert(goodsReceipts)
    .values({ orderId, number: 2, receivedOn: daysFrom(-5) })
    .returning();
  await db.insert(goodsReceiptLines).values([
    {
      receiptId: onTime?.id as string,
      orderLineId: first,
      received: '10.00',
      accepted: '10.00',
      rejected: '0.00',
    },
    {
      receiptId: onTime?.id as string,
      orderLineId: second,
      received: '10.00',
      accepted: '9.00',
      rejected: '1.00',
      rejectedReason: 'Damaged in transit',
    },
    {
      receiptId: late?.id as string,
      orderLineId: first,
      received: '2.50',
      accepted: '2.50',
      rejected: '0.00',
    },
  ]);
  return { tenderId, alphaId, rivalId, alpha, rival };
}
