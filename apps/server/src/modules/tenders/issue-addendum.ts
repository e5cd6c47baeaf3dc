import type { AddendumChanges } from '@tenderdesk/domain/clarifications';
import { linkTo } from '@tenderdesk/domain/screens';
import { TENDER_FIELD_LABELS, type TenderItemValues } from '@tenderdesk/domain/tenders';
import { desc, eq } from 'drizzle-orm';
import type { Caller } from '../../core/caller';
import { recordAudit } from '../../db/audit';
import type { Tx } from '../../db/client';
import { categories } from '../../db/schema/catalogue';
import { tenderAddenda } from '../../db/schema/clarifications';
import type { tenderItems, tenders } from '../../db/schema/tenders';
import type { CategoryRef } from '../../shared/category-ref';
import type { Notifier } from '../../shared/notify';
import type { tenderValues } from './tender-form';

/*
 * The addendum an edit of a published tender issues (PUT /api/tenders/{id}, decision 028): what
 * changed (fields, items by code, files by name), numbered after the last one, audited, and every
 * supplier with interest told, in the edit's transaction.
 */

type ItemRow = typeof tenderItems.$inferSelect;
type TenderRow = typeof tenders.$inferSelect;

const itemKey = (code: string) => code.trim().toLowerCase();

/** What an edit of a published tender changed: fields, items by code, files by name (decision 028). */
export function addendumChanges(input: {
  before: Record<string, string>;
  after: Record<string, string>;
  oldItems: readonly ItemRow[];
  newItems: readonly TenderItemValues[];
  removedFiles: readonly string[];
  addedFiles: readonly string[];
}): AddendumChanges {
  const labels: Record<string, string> = { ...TENDER_FIELD_LABELS, questionsCloseAt: 'Questions close' };
  const fields = Object.keys(input.after)
    .filter((field) => input.before[field] !== input.after[field])
    .map((field) => ({
      field,
      label: labels[field] ?? field,
      from: input.before[field] ?? '',
      to: input.after[field] ?? '',
    }));
  const oldByCode = new Map(input.oldItems.map((item) => [itemKey(item.itemCode), item]));
  const newByCode = new Map(input.newItems.map((item) => [itemKey(item.itemCode), item]));
  const added = input.newItems
    .filter((item) => !oldByCode.has(itemKey(item.itemCode)))
    .map((item) => item.itemCode);
  const removed = input.oldItems
    .filter((item) => !newByCode.has(itemKey(item.itemCode)))
    .map((item) => item.itemCode);
  const changed = input.newItems
    .filter((item) => {
      const old = oldByCode.get(itemKey(item.itemCode));
      return (
        old &&
        (old.itemName !== item.itemName ||
          old.partNo !== item.partNo ||
          old.manufacturer !== item.manufacturer ||
          old.uom !== item.uom ||
          (old.hsnSac ?? null) !== (item.hsnSac ?? null) ||
          Number(old.qty) !== Number(item.qty))
      );
    })
    .map((item) => item.itemCode);
  return {
    fields,
    items: { added, removed, changed },
    files: { added: [...input.addedFiles], removed: [...input.removedFiles] },
  };
}

export type AddendumInput = {
  note: string;
  before: TenderRow;
  values: ReturnType<typeof tenderValues> & { questionsCloseAt: Date | null };
  /** The edited tender's category. */
  category: CategoryRef;
  oldItems: readonly ItemRow[];
  newItems: readonly TenderItemValues[];
  removedFiles: readonly string[];
  addedFiles: readonly string[];
};

const iso = (at: Date | null) => at?.toISOString() ?? '';

/** The fields an addendum compares, as text. */
function comparedFields(
  row: Omit<ReturnType<typeof tenderValues>, 'categoryId'> & { questionsCloseAt: Date | null },
  supplyCategory: string,
): Record<string, string> {
  return {
    projectCode: row.projectCode,
    projectName: row.projectName,
    organisation: row.organisation,
    projectTitle: row.projectTitle,
    supplyCategory,
    projectScope: row.projectScope,
    publishingDate: row.publishingDate,
    closingDate: row.closingDate,
    questionsCloseAt: iso(row.questionsCloseAt),
  };
}

/** Issues the next addendum of a published tender being edited in `tx`, with its audit event. */
export async function issueAddendum(tx: Tx, caller: Caller, notifier: Notifier, input: AddendumInput) {
  const { before, values, category, note } = input;
  const tenderId = before.id;
  const beforeCategory =
    before.categoryId === category.id
      ? category.name
      : ((
          await tx
            .select({ name: categories.name })
            .from(categories)
            .where(eq(categories.id, before.categoryId))
        )[0]?.name ?? '');
  const changes = addendumChanges({
    before: comparedFields(before, beforeCategory),
    after: comparedFields(values, category.name),
    oldItems: input.oldItems,
    newItems: input.newItems,
    removedFiles: input.removedFiles,
    addedFiles: input.addedFiles,
  });
  const [last] = await tx
    .select({ number: tenderAddenda.number })
    .from(tenderAddenda)
    .where(eq(tenderAddenda.tenderId, tenderId))
    .orderBy(desc(tenderAddenda.number))
    .limit(1);
  const number = (last?.number ?? 0) + 1;
  await tx.insert(tenderAddenda).values({ tenderId, number, note, changes, issuedBy: caller.id });
  await recordAudit(tx, caller, {
    action: 'tender.addendum',
    entity: 'tender',
    entityId: tenderId,
    changes: { number, note, changes },
  });
  // Side effect, in the same transaction (decision 029): every supplier with interest is told.
  await notifier.notify(
    tx,
    'tender.amended',
    { interestedIn: tenderId },
    {
      text: (t) => t.tenderAmended(values, number, note),
      link: linkTo('supplierTender', { id: tenderId }),
    },
  );
}
