import { priceSelection } from '@tenderdesk/domain/awards';
import { messages } from '@tenderdesk/domain/messages';
import { type MarginType, type Paise, paiseToDecimal } from '@tenderdesk/domain/money';
import { type GstRate, priceQuotation } from '@tenderdesk/domain/quotations';
import { eq } from 'drizzle-orm';
import { notFound } from '../../core/errors';
import type { DbOrTx, Tx } from '../../db/client';
import { type quotationLines, quotationMargins } from '../../db/schema/quotations';
import { tenders } from '../../db/schema/tenders';
import { isUuid } from '../../db/uuid';
import type { Notifier } from '../../shared/notify';
import { sealColumns } from '../../shared/sealing';

/*
 * The pieces the award use cases share (decision 026): the options, the tender's lock, the
 * margins and the pricing of awarded lines. Money is computed only by packages/domain.
 */

export type AwardOptions = { timeZone: string; notifier: Notifier };

export type LineRow = typeof quotationLines.$inferSelect;
type Margin = { marginType: MarginType; marginValue: string };

export const amount = (paise: Paise) => Number(paiseToDecimal(paise));
export const tenderMissing = () => notFound(messages.tender.notFound);

/** The tender id of a path parameter, lower case (404 when it is not an id). */
export function tenderIdOf(param: string): string {
  if (!isUuid(param)) throw tenderMissing();
  return param.toLowerCase();
}

/** The tender row, locked for the write (404 when there is none). */
export async function lockTender(tx: Tx, tenderId: string) {
  const [tender] = await tx.select(sealColumns).from(tenders).where(eq(tenders.id, tenderId)).for('update');
  if (!tender) throw tenderMissing();
  return tender;
}

/** The margins of a tender's awarded lines, by quotation line. */
export async function marginsOf(db: DbOrTx, tenderId: string): Promise<Map<string, Margin>> {
  const rows = await db.select().from(quotationMargins).where(eq(quotationMargins.tenderId, tenderId));
  return new Map(
    rows.map((row) => [
      row.quotationLineId,
      { marginType: row.marginType as MarginType, marginValue: row.marginValue },
    ]),
  );
}

/** The lines priced with their margins (throws a RangeError past the exact range: money.ts). */
export function priceLines(lines: readonly LineRow[], margins: ReadonlyMap<string, Margin>) {
  const totals = priceQuotation(lines.map((line) => ({ ...line, gstRate: line.gstRate as GstRate })));
  const selection = priceSelection(
    lines.map((line, index) => ({
      total: totals.lines[index]?.lineTotal ?? 0,
      margin: margins.get(line.id) ?? null,
    })),
  );
  return { totals, selection };
}
