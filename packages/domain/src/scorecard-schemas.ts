import { z } from 'zod';
import { FIELD_LABELS } from './field-labels';
import { catalogue } from './i18n/catalogue';
import { isPortalDay } from './portal-time';
import { periodDays, SCORECARD_MAX_DAYS } from './scorecard';

/*
 * The scorecard's API shapes and messages (issue 24 item 3): apart from scorecard.ts so screens
 * that only show measures do not fetch zod.
 */

/** Registered in the catalogue (issue 26; Hindi in `i18n/hi/scorecard.ts`). */
export const scorecardMessages = catalogue('scorecard', {
  dayInvalid: (label: string) => `${label} must be a date (yyyy-mm-dd).`,
  order: 'The period must start on or before its last day.',
  tooLong: `A scorecard covers at most ${SCORECARD_MAX_DAYS} days.`,
  fromAlone: 'Give both ends of the period, or neither for the last 12 months.',
} as const);

const optionalDay = (label: string) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    z.string().trim().refine(isPortalDay, scorecardMessages.dayInvalid(label)).optional(),
  );

/** The period of a scorecard query (portal days, both included); none: the last 12 months. */
export const scorecardPeriodSchema = z
  .object({ from: optionalDay(FIELD_LABELS.firstDay), to: optionalDay(FIELD_LABELS.lastDay) })
  .refine((q) => (q.from === undefined) === (q.to === undefined), {
    message: scorecardMessages.fromAlone,
    path: ['to'],
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: scorecardMessages.order, path: ['to'] })
  .refine((q) => !q.from || !q.to || periodDays(q.from, q.to) <= SCORECARD_MAX_DAYS, {
    message: scorecardMessages.tooLong,
    path: ['to'],
  });
export type ScorecardPeriodQuery = z.infer<typeof scorecardPeriodSchema>;

const measure = z.number().nullable();
/** The measures as the API answers them (ratios; null: no data). */
export const scorecardSchema = z.object({
  responseRate: measure,
  quotationRate: measure,
  winRate: measure,
  winValuePaise: z.number(),
  priceCompetitiveness: measure,
  onTimeDelivery: measure,
  acceptanceRate: measure,
  documentCompliance: measure,
});

/** GET /api/suppliers/{supplierId}/scorecard. */
export const supplierScorecardSchema = z.object({
  supplierId: z.string(),
  from: z.string(),
  to: z.string(),
  scorecard: scorecardSchema,
  counts: z.object({
    categoryTenders: z.number(),
    interests: z.number(),
    quotations: z.number(),
    wins: z.number(),
    pricedTenders: z.number(),
    receiptsOnTime: z.number(),
    receiptsDated: z.number(),
    documentsMet: z.number(),
    documentsRequired: z.number(),
  }),
});
export type SupplierScorecard = z.infer<typeof supplierScorecardSchema>;

/** The three measures the comparison grid shows beside each supplier's price. */
export const headlineMeasuresSchema = z.object({
  winRate: measure,
  onTimeDelivery: measure,
  acceptanceRate: measure,
});
export type HeadlineMeasures = z.infer<typeof headlineMeasuresSchema>;
