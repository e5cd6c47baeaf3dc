import { addPortalDays } from './portal-time';

/*
 * A supplier's scorecard (issue 24 item 3) over a chosen period. The server counts in SQL (with the
 * shared awarded-values view) and these turn the counts into the measures shown on the supplier's
 * page, in the supplier report and its export, and beside the price on the comparison grid. Each
 * measure is a ratio, null when its denominator is zero ("no data", never 0 %), kept to 4 decimals
 * of the fraction (0.1234 = 12.34 %).
 */

export type ScorecardCounts = {
  /** Published tenders of the supplier's category in the period. */
  categoryTenders: number;
  /** Of those, the ones it expressed interest in. */
  interests: number;
  /** Tenders it submitted a quotation to (interest approved or not). */
  quotations: number;
  /** Tenders it was awarded (whole or any line). */
  wins: number;
  /** The value of its awards with GST, in paise. */
  winValuePaise: number;
  /**
   * Over the tenders it quoted whose prices a buyer may see (decision 054): how many, and the sum
   * of (its total with GST ÷ the lowest total with GST of the tender).
   */
  pricedTenders: number;
  priceRatioSum: number;
  /** Receipt lines of orders with a delivery day: those received on or before it, and all. */
  receiptsOnTime: number;
  receiptsDated: number;
  /** Quantities (hundredths) accepted and received over its receipts. */
  acceptedQty: number;
  receivedQty: number;
  /** Required document types met (verified and in date) and required, today. */
  documentsMet: number;
  documentsRequired: number;
};

export type Scorecard = {
  responseRate: number | null;
  quotationRate: number | null;
  winRate: number | null;
  winValuePaise: number;
  /** Mean over the tenders quoted of (its total ÷ the lowest): 1 = always the lowest; higher is dearer. */
  priceCompetitiveness: number | null;
  onTimeDelivery: number | null;
  acceptanceRate: number | null;
  documentCompliance: number | null;
};

/** A ratio kept to 4 decimals, or null when there is nothing to divide by. */
export function ratio(part: number, whole: number): number | null {
  if (whole <= 0) return null;
  return Math.round((part / whole) * 10_000) / 10_000;
}

/** The measures from the counts. */
export function scorecardOf(counts: ScorecardCounts): Scorecard {
  const meanRatio = ratio(counts.priceRatioSum, counts.pricedTenders);
  return {
    responseRate: ratio(counts.interests, counts.categoryTenders),
    quotationRate: ratio(counts.quotations, counts.categoryTenders),
    winRate: ratio(counts.wins, counts.quotations),
    winValuePaise: counts.winValuePaise,
    priceCompetitiveness: meanRatio,
    onTimeDelivery: ratio(counts.receiptsOnTime, counts.receiptsDated),
    acceptanceRate: ratio(counts.acceptedQty, counts.receivedQty),
    documentCompliance: ratio(counts.documentsMet, counts.documentsRequired),
  };
}

/** A ratio as a percentage text with one decimal ("87.5 %"), or the words for no data. */
export function percentText(value: number | null, none = 'No data'): string {
  if (value === null) return none;
  return `${(Math.round(value * 1000) / 10).toFixed(1)} %`;
}

/** The longest period a scorecard covers, in days (five years). */
export const SCORECARD_MAX_DAYS = 5 * 366;

/** The default period: the last 12 months of portal days, today included (to = today). */
export function defaultScorecardPeriod(today: string): { from: string; to: string } {
  const [year, month, day] = today.split('-').map(Number) as [number, number, number];
  const lastYear = new Date(Date.UTC(year - 1, month - 1, Math.min(day, month === 2 ? 28 : day)));
  return { from: addPortalDays(lastYear.toISOString().slice(0, 10), 1), to: today };
}

/** The days from `from` to `to`, both included. */
export function periodDays(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;
}

/** A price ratio as people read it: 1 → "Lowest", 1.1625 → "16.3 % above lowest". */
export function priceRatioText(value: number | null, none = 'No data'): string {
  if (value === null) return none;
  if (value <= 1) return 'Lowest';
  return `${(Math.round((value - 1) * 1000) / 10).toFixed(1)} % above lowest`;
}
