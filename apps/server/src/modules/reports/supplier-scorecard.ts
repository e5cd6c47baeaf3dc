import { messages } from '@tenderdesk/domain/messages';
import type { ScorecardPeriodQuery, SupplierScorecard } from '@tenderdesk/domain/scorecard-schemas';
import { notFound } from '../../core/errors';
import type { DbOrTx } from '../../db/client';
import { isUuid } from '../../db/uuid';
import { scorecardParams, scorecardsOf } from '../../shared/scorecard';

/*
 * GET /api/suppliers/{id}/scorecard (issue 24 item 3, decision 054): one supplier's measures over a
 * period of portal days (the last 12 months unless asked), with the counts behind them.
 */
export async function supplierScorecard(
  db: DbOrTx,
  supplierId: string,
  query: ScorecardPeriodQuery,
  timeZone: string,
): Promise<SupplierScorecard> {
  if (!isUuid(supplierId)) throw notFound(messages.suppliers.notFound);
  const params = scorecardParams(query, timeZone);
  const found = (await scorecardsOf(db, [supplierId], params)).get(supplierId);
  if (!found) throw notFound(messages.suppliers.notFound);
  const { counts, scorecard } = found;
  return {
    supplierId,
    from: params.from,
    to: params.to,
    scorecard,
    counts: {
      categoryTenders: counts.categoryTenders,
      interests: counts.interests,
      quotations: counts.quotations,
      wins: counts.wins,
      pricedTenders: counts.pricedTenders,
      receiptsOnTime: counts.receiptsOnTime,
      receiptsDated: counts.receiptsDated,
      documentsMet: counts.documentsMet,
      documentsRequired: counts.documentsRequired,
    },
  };
}
