import { messages } from '@tenderdesk/domain/messages';
import type { SupplierQuotationDetail } from '@tenderdesk/domain/quotations';
import { and, eq } from 'drizzle-orm';
import type { Caller } from '../../core/caller';
import { notFound } from '../../core/errors';
import type { Db } from '../../db/client';
import { quotations } from '../../db/schema/quotations';
import { isUuid } from '../../db/uuid';
import { adminViewsOf, receivedQuotations, toReceivedRow } from './admin-views';
import { type QuotationOptions, revisionOf } from './quotation-view';

/** GET /api/tenders/{tenderId}/supplier/{supplierId}/quotation: one supplier's quotation. */
export async function getSupplierQuotation(
  db: Db,
  caller: Caller,
  tenderId: string,
  supplierId: string,
  options: QuotationOptions,
): Promise<SupplierQuotationDetail> {
  const missing = () => notFound(messages.quotation.notFound);
  if (!isUuid(tenderId) || !isUuid(supplierId)) throw missing();
  const [row] = await receivedQuotations(db).where(
    and(eq(quotations.tenderId, tenderId), eq(quotations.supplierId, supplierId.toLowerCase())),
  );
  if (!row) throw missing();
  const views = await adminViewsOf(db, caller, [row], options);
  return { ...toReceivedRow(row, views.get(row.quotation.id)), ...revisionOf(row.quotation) };
}
