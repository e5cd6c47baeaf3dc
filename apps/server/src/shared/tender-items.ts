import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { tenderItems } from '../db/schema/tenders';

/**
 * A tender's items in their order, with the fields every priced document shows (the comparison,
 * the supplier's BoQ): one read for the modules that list them.
 */
export function tenderItemRows(db: DbOrTx, tenderId: string) {
  return db
    .select({
      id: tenderItems.id,
      itemCode: tenderItems.itemCode,
      itemName: tenderItems.itemName,
      partNo: tenderItems.partNo,
      manufacturer: tenderItems.manufacturer,
      uom: tenderItems.uom,
      hsnSac: tenderItems.hsnSac,
      qty: tenderItems.qty,
    })
    .from(tenderItems)
    .where(eq(tenderItems.tenderId, tenderId))
    .orderBy(asc(tenderItems.position));
}
