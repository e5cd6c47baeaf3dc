import type { DbOrTx } from '../../db/client';
import { pricedTender, storedPrices } from './boq-access';
import { buildBoqWorkbook } from './boq-workbook';

/*
 * GET /api/suppliers/{supplierId}/tenders/{tenderId}/boq.xlsx (issue 23 item 2): the approved
 * supplier's BoQ of an open tender, its prices already sent filled in. Reads only.
 */

/** A file name from the tender number: letters, digits, dot, dash and underscore only. */
export function boqFileName(projectCode: string): string {
  const safe = projectCode
    .replace(/[^A-Za-z0-9._-]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return `BoQ-${safe || 'tender'}.xlsx`;
}

export async function downloadBoq(
  db: DbOrTx,
  tenderId: string,
  supplierId: string,
  timeZone: string,
): Promise<{ fileName: string; bytes: Buffer }> {
  const tender = await pricedTender(db, tenderId, supplierId.toLowerCase(), timeZone);
  const prices = await storedPrices(db, tender);
  return { fileName: boqFileName(tender.projectCode), bytes: await buildBoqWorkbook(tender, prices) };
}
