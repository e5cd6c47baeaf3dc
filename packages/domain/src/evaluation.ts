import { catalogue } from './i18n/catalogue';
import { type Paise, toPaise } from './money';

/*
 * The public buyer's evaluation (issue 21, decision 049): two envelopes, bid security (EMD) and a
 * tender fee, opening by a committee, technical evaluation and a negotiation round. Zod-free: the
 * screens that only show an evaluation import this module; the schemas live in
 * `evaluation-schemas.ts`. The labels below are catalogue sources (decision 061): the screens show
 * them in the language on screen (`useText`), the server's documents through `localise`.
 */

/** How a tender's bids are sealed: one envelope opened at closing (the spec's), or two. */
export const ENVELOPE_MODES = ['single', 'two'] as const;
export type EnvelopeMode = (typeof ENVELOPE_MODES)[number];
export const ENVELOPE_MODE_LABELS: Record<EnvelopeMode, string> = catalogue('envelopeModeLabel', {
  single: 'Single envelope',
  two: 'Two envelopes (technical, then financial)',
});

/** The two envelopes of a two-envelope bid, opened in this order. */
export const ENVELOPES = ['technical', 'financial'] as const;
export type Envelope = (typeof ENVELOPES)[number];
export const ENVELOPE_LABELS: Record<Envelope, string> = catalogue('envelopeLabel', {
  technical: 'Technical envelope',
  financial: 'Financial envelope',
});

/** A technical criterion: a yes/no question, a number with a minimum, or a document to upload. */
export const CRITERION_KINDS = ['yesNo', 'number', 'document'] as const;
export type CriterionKind = (typeof CRITERION_KINDS)[number];
export const CRITERION_KIND_LABELS: Record<CriterionKind, string> = catalogue('criterionKindLabel', {
  yesNo: 'Yes / No',
  number: 'Number with a minimum',
  document: 'Document to upload',
});

/** Bid security (earnest money deposit) and the tender fee. */
export const SECURITY_KINDS = ['emd', 'fee'] as const;
export type SecurityKind = (typeof SECURITY_KINDS)[number];
export const SECURITY_KIND_LABELS: Record<SecurityKind, string> = catalogue('securityKindLabel', {
  emd: 'Bid security (EMD)',
  fee: 'Tender fee',
});

/** How a supplier met a bid security or fee: paid it, or claimed an exemption the tender allows. */
export const SECURITY_MODES = ['paid', 'exempt'] as const;
export type SecurityMode = (typeof SECURITY_MODES)[number];

export const PAYMENT_INSTRUMENTS = ['bankGuarantee', 'demandDraft', 'online'] as const;
export type PaymentInstrument = (typeof PAYMENT_INSTRUMENTS)[number];
export const PAYMENT_INSTRUMENT_LABELS: Record<PaymentInstrument, string> = catalogue(
  'paymentInstrumentLabel',
  {
    bankGuarantee: 'Bank guarantee',
    demandDraft: 'Demand draft',
    online: 'Online transfer',
  },
);

/** The exemptions a tender may allow: MSEs (with their Udyam number) and startups. */
export const EXEMPTIONS = ['mse', 'startup'] as const;
export type Exemption = (typeof EXEMPTIONS)[number];
export const EXEMPTION_LABELS: Record<Exemption, string> = catalogue('exemptionLabel', {
  mse: 'Micro or small enterprise (Udyam)',
  startup: 'Recognised startup (DPIIT)',
});

/** The committee's check of a declared payment or exemption. */
export const VERIFICATION_STATUSES = ['Pending', 'Verified', 'Rejected'] as const;
export type VerificationStatus = (typeof VERIFICATION_STATUSES)[number];
/** A verification's status as shown (its value, in the language on screen). */
export const VERIFICATION_STATUS_LABELS: Record<VerificationStatus, string> = catalogue(
  'verificationStatusLabel',
  {
    Pending: 'Pending',
    Verified: 'Verified',
    Rejected: 'Rejected',
  },
);

/** Where a two-envelope tender's evaluation stands (derived from its dates, never stored). */
export const EVALUATION_STAGES = [
  'bidding',
  'technicalOpening',
  'technicalEvaluation',
  'financialOpening',
  'financialOpen',
] as const;
export type EvaluationStage = (typeof EVALUATION_STAGES)[number];
export const EVALUATION_STAGE_LABELS: Record<EvaluationStage, string> = catalogue('evaluationStageLabel', {
  bidding: 'Bidding open',
  technicalOpening: 'Awaiting technical opening',
  technicalEvaluation: 'Technical evaluation',
  financialOpening: 'Awaiting financial opening',
  financialOpen: 'Prices open',
});

export const EVALUATION_LIMITS = {
  /** Most criteria a tender holds. */
  criteria: 50,
  criterionLabel: 300,
  /** The fewest openers a two-envelope tender names, and the fewest who must confirm an opening. */
  minOpeners: 2,
  maxOpeners: 10,
  reason: 500,
  reference: 100,
  note: 500,
  /** The most invitees of one negotiation round. */
  invitees: 100,
} as const;

/** The stage of a two-envelope tender from its evaluation dates and whether it has closed. */
export function evaluationStage(tender: {
  closed: boolean;
  technicalOpenedAt: unknown;
  technicalEvaluatedAt: unknown;
  financialOpenedAt: unknown;
}): EvaluationStage {
  if (!tender.closed) return 'bidding';
  if (tender.technicalOpenedAt == null) return 'technicalOpening';
  if (tender.technicalEvaluatedAt == null) return 'technicalEvaluation';
  if (tender.financialOpenedAt == null) return 'financialOpening';
  return 'financialOpen';
}

/** How many more confirmations an envelope needs before it opens (0: it opens now). */
export function confirmationsStillNeeded(required: number, confirmed: number): number {
  return Math.max(0, required - confirmed);
}

/** A criterion as the buyer defined it. `minimum` is a decimal string for `number` criteria. */
export type Criterion = {
  id: string;
  kind: CriterionKind;
  label: string;
  mandatory: boolean;
  minimum: string | null;
};

/** A supplier's answer to one criterion (only the field of the criterion's kind is read). */
export type CriterionAnswer = {
  yes?: boolean | null;
  number?: string | null;
  fileId?: string | null;
};

/**
 * Whether an answer meets its criterion, as the committee's screen suggests it (the committee
 * decides): a yes/no criterion needs yes, a number criterion a number at least its minimum, a
 * document criterion a document. An optional criterion never fails.
 */
export function criterionMet(criterion: Criterion, answer: CriterionAnswer | undefined): boolean {
  if (!criterion.mandatory) return true;
  if (answer === undefined) return false;
  switch (criterion.kind) {
    case 'yesNo':
      return answer.yes === true;
    case 'number': {
      if (answer.number == null || answer.number === '') return false;
      if (criterion.minimum == null) return true;
      return toPaise(answer.number) >= toPaise(criterion.minimum);
    }
    case 'document':
      return answer.fileId != null;
  }
}

/** The criteria an answer set fails (ids), in the criteria's order. */
export function failedCriteria(
  criteria: readonly Criterion[],
  answers: ReadonlyMap<string, CriterionAnswer>,
): string[] {
  return criteria.filter((c) => !criterionMet(c, answers.get(c.id))).map((c) => c.id);
}

/** One line of a negotiated offer: the new unit price of a quoted item (GST rate unchanged). */
export type NegotiatedLine = { itemCode: string; unitPrice: string };

/**
 * The first line of a negotiated offer whose unit price exceeds the supplier's earlier price of
 * the same item, or that names an item it did not quote; null when the offer is acceptable.
 */
export function negotiatedLineProblem(
  earlier: ReadonlyMap<string, Paise>,
  offered: readonly NegotiatedLine[],
): { itemCode: string; kind: 'unknown' | 'higher' } | null {
  for (const line of offered) {
    const before = earlier.get(line.itemCode);
    if (before === undefined) return { itemCode: line.itemCode, kind: 'unknown' };
    if (toPaise(line.unitPrice) > before) return { itemCode: line.itemCode, kind: 'higher' };
  }
  return null;
}
