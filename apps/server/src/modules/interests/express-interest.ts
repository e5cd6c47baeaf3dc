import type { Interest } from '@tenderdesk/domain/interests';
import { messages } from '@tenderdesk/domain/messages';
import { isTenderClosed } from '@tenderdesk/domain/tenders';
import { eq } from 'drizzle-orm';
import type { Caller } from '../../core/caller';
import { badRequest, conflict, forbidden, notFound } from '../../core/errors';
import { recordAudit } from '../../db/audit';
import type { DbOrTx, Tx } from '../../db/client';
import { withConstraintErrors } from '../../db/constraints';
import { suppliers } from '../../db/schema/suppliers';
import { interests, tenders } from '../../db/schema/tenders';
import { inTransaction } from '../../db/transaction';
import { isUuid } from '../../db/uuid';
import { isTenderAwarded } from '../../shared/awarded-lines';
import { assertSupplierMayTrade } from '../../shared/supplier-standing';
import { invalidateInterestLists } from './interest-lists';
import { type InterestOptions, toInterest } from './interest-rows';

/*
 * POST /api/suppliers/{tenderId}/interest (decision 021). Records the caller's interest in a
 * tender: the caller must be the supplier named in the body, the tender published, of its category,
 * not awarded and still open. A second interest is refused by the unique index (also under
 * concurrent requests). Find → check → insert with its audit event → the lists' totals forgotten.
 */

const tenderNotFound = () => notFound(messages.tender.notFound);

/** The tender and the calling supplier, checked: the interest may be expressed. */
async function checkedTender(tx: Tx, caller: Caller, tenderId: string, timeZone: string) {
  const [tender] = await tx
    .select({
      id: tenders.id,
      status: tenders.status,
      categoryId: tenders.categoryId,
      closingDate: tenders.closingDate,
      closedEarlyAt: tenders.closedEarlyAt,
    })
    .from(tenders)
    .where(eq(tenders.id, tenderId));
  if (!tender) throw tenderNotFound();
  if (tender.status !== 'Published') throw badRequest(messages.interest.notPublished);
  const [supplier] = await tx
    .select({ categoryId: suppliers.categoryId, companyName: suppliers.companyName })
    .from(suppliers)
    .where(eq(suppliers.id, caller.id));
  if (!supplier) throw forbidden(messages.interest.notYourself);
  if (supplier.categoryId !== tender.categoryId) throw forbidden(messages.interest.otherCategory);
  await assertSupplierMayTrade(tx, caller.id, 'interest', timeZone);
  if (await isTenderAwarded(tx, tender.id)) throw conflict(messages.tender.awarded);
  if (isTenderClosed(tender, timeZone)) throw badRequest(messages.interest.tenderClosed);
  return { tender, supplier };
}

export async function expressInterest(
  db: DbOrTx,
  caller: Caller,
  tenderId: string,
  body: { supplierId: string },
  { timeZone }: Pick<InterestOptions, 'timeZone'>,
): Promise<Interest> {
  if (body.supplierId.trim().toLowerCase() !== caller.id) throw forbidden(messages.interest.notYourself);
  if (!isUuid(tenderId)) throw tenderNotFound();
  const interest = await withConstraintErrors(
    () =>
      inTransaction(db, async (tx) => {
        const { tender, supplier } = await checkedTender(tx, caller, tenderId, timeZone);
        const [row] = await tx
          .insert(interests)
          .values({ tenderId: tender.id, supplierId: caller.id })
          .returning();
        if (!row) throw new Error('interest insert returned nothing');
        await recordAudit(tx, caller, {
          action: 'interest.express',
          entity: 'interest',
          entityId: row.id,
          changes: { tenderId: tender.id, supplierId: caller.id, status: row.status },
        });
        return toInterest(row, supplier.companyName);
      }),
    { unique: () => badRequest(messages.interest.already) },
  );
  invalidateInterestLists(db);
  return interest;
}
