import {
  type Criterion,
  EVALUATION_LIMITS,
  EXEMPTIONS,
  type Exemption,
  PAYMENT_INSTRUMENTS,
  type PaymentInstrument,
  SECURITY_KIND_LABELS,
  type SecurityKind,
} from './evaluation';
import { evaluationMessages as m } from './evaluation-messages';
import { FIELD_LABELS } from './field-labels';
import { normaliseIdentity, udyamProblem } from './gst';
import { messages } from './messages';
import { formatRupees, paiseToDecimal, toPaise } from './money';
import { isIsoDate } from './tender-rules';
import { isCleanLine } from './text';

/*
 * The supplier's envelopes (issue 21, decision 049, slice H1): the rules of a technical part and of
 * a bid security or tender fee declaration, zod-free so the supplier's screens can check a form
 * before sending it and the server answers the same messages. Amounts are exact decimal strings.
 */

/**
 * An amount as the forms send it: digits with at most 2 decimals, at most 13 before the point
 * (below ₹1,000 lakh crore: held exactly in paise by money.ts, and within numeric(16,2)).
 */
const AMOUNT = /^\d{1,13}(\.\d{1,2})?$/;

/**
 * An amount as typed or sent: null for none (absent, null or blank), the exact 2-decimal string
 * ("1500.00") for a valid amount, undefined when it is not an amount of 0 or more.
 */
export function readAmount(value: unknown): string | null | undefined {
  if (value === undefined || value === null) return null;
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : null;
  if (text === null) return undefined;
  if (text === '') return null;
  if (!AMOUNT.test(text)) return undefined;
  return paiseToDecimal(toPaise(text));
}

// ---------------------------------------------------------------------------------------------
// The technical part
// ---------------------------------------------------------------------------------------------

/** One answer as the technical form sends it (`answers`, a JSON array). */
export type TechnicalAnswerInput = {
  criterionId: string;
  yes?: boolean | null;
  number?: string | number | null;
  keepFile?: boolean;
};

/** The multipart file field of a document criterion's upload. */
export const technicalDocumentField = (criterionId: string) => `doc_${criterionId}`;

/** The `answers` field read as a list of answers; null when it is not one (unreadable). */
export function parseTechnicalAnswers(text: string | undefined): TechnicalAnswerInput[] | null {
  let value: unknown;
  try {
    value = JSON.parse(text ?? '[]');
  } catch {
    return null;
  }
  if (!Array.isArray(value) || value.length > EVALUATION_LIMITS.criteria) return null;
  const answers: TechnicalAnswerInput[] = [];
  for (const entry of value) {
    if (typeof entry !== 'object' || entry === null || Array.isArray(entry)) return null;
    const { criterionId, yes, number, keepFile } = entry as Record<string, unknown>;
    if (typeof criterionId !== 'string') return null;
    if (yes !== undefined && yes !== null && typeof yes !== 'boolean') return null;
    if (number !== undefined && number !== null && !['string', 'number'].includes(typeof number)) return null;
    if (keepFile !== undefined && typeof keepFile !== 'boolean') return null;
    answers.push({
      criterionId: criterionId.toLowerCase(),
      yes: yes as boolean | null | undefined,
      number: number as string | number | null | undefined,
      keepFile: keepFile as boolean | undefined,
    });
  }
  if (new Set(answers.map((answer) => answer.criterionId)).size !== answers.length) return null;
  return answers;
}

/** What a criterion's answer stores; `file`: a new upload, the earlier document kept, or none. */
export type TechnicalAnswerValue = {
  criterionId: string;
  yes: boolean | null;
  number: string | null;
  file: 'upload' | 'keep' | null;
};

export type Problem = { field: string; message: string };

/** What the form brought besides its answers: which documents were uploaded, which can be kept. */
export type TechnicalDocuments = {
  uploaded: (criterionId: string) => boolean;
  keepable: (criterionId: string) => boolean;
};

function answerValue(
  criterion: Criterion,
  answer: TechnicalAnswerInput | undefined,
  documents: TechnicalDocuments,
): TechnicalAnswerValue | Problem {
  const value: TechnicalAnswerValue = { criterionId: criterion.id, yes: null, number: null, file: null };
  const field = `answers.${criterion.id}`;
  if (criterion.kind === 'yesNo') {
    // A mandatory "no" is an answer: the committee judges it.
    value.yes = typeof answer?.yes === 'boolean' ? answer.yes : null;
    if (value.yes === null && criterion.mandatory)
      return { field, message: m.answerMissing(criterion.label) };
  } else if (criterion.kind === 'number') {
    const number = readAmount(answer?.number);
    if (number === undefined) return { field, message: m.answerNumberInvalid(criterion.label) };
    value.number = number;
    if (number === null && criterion.mandatory) return { field, message: m.answerMissing(criterion.label) };
  } else {
    if (documents.uploaded(criterion.id)) value.file = 'upload';
    else if (answer?.keepFile === true && documents.keepable(criterion.id)) value.file = 'keep';
    if (value.file === null && criterion.mandatory) {
      return { field: technicalDocumentField(criterion.id), message: m.documentRequired(criterion.label) };
    }
  }
  return value;
}

/**
 * A whole technical part checked against the tender's criteria: every answer names one of them
 * (`answerUnknownCriterion`), every mandatory criterion is answered (`answerMissing`,
 * `documentRequired`), numbers are amounts (`answerNumberInvalid`). Answers the values to store,
 * one per criterion in the criteria's order (unanswered optional ones with every field null).
 */
export function checkTechnicalAnswers(
  criteria: readonly Criterion[],
  answers: readonly TechnicalAnswerInput[],
  documents: TechnicalDocuments,
): { ok: true; values: TechnicalAnswerValue[] } | { ok: false; problem: Problem } {
  const known = new Set(criteria.map((criterion) => criterion.id));
  if (answers.some((answer) => !known.has(answer.criterionId))) {
    return { ok: false, problem: { field: 'answers', message: m.answerUnknownCriterion } };
  }
  const byId = new Map(answers.map((answer) => [answer.criterionId, answer]));
  const values: TechnicalAnswerValue[] = [];
  for (const criterion of criteria) {
    const value = answerValue(criterion, byId.get(criterion.id), documents);
    if ('message' in value) return { ok: false, problem: value };
    values.push(value);
  }
  return { ok: true, values };
}

/** Whether a stored answer says anything (counted as answered). */
export const isAnswered = (value: Pick<TechnicalAnswerValue, 'yes' | 'number' | 'file'>) =>
  value.yes !== null || value.number !== null || value.file !== null;

// ---------------------------------------------------------------------------------------------
// Bid security and tender fee
// ---------------------------------------------------------------------------------------------

/** The text fields of a declaration's form (besides the file `proof`). */
export const SECURITY_FORM_FIELDS = [
  'mode',
  'instrument',
  'reference',
  'paidOn',
  'amount',
  'exemption',
  'udyamNumber',
  'keepProof',
] as const;
export type SecurityFormField = (typeof SECURITY_FORM_FIELDS)[number];

/** A declaration as stored: paid (its instrument, reference, day and amount) or an exemption claimed. */
export type SecurityDeclaration =
  | {
      mode: 'paid';
      instrument: PaymentInstrument;
      reference: string;
      paidOn: string;
      amount: string;
      exemption: null;
      udyamNumber: null;
    }
  | {
      mode: 'exempt';
      instrument: null;
      reference: null;
      paidOn: null;
      amount: null;
      exemption: Exemption;
      udyamNumber: string | null;
    };

/** What the tender asks of this kind, and what the declaration can lean on. */
export type SecurityRules = {
  /** The amount asked (decimal string). */
  asked: string;
  exemptions: { mse: boolean; startup: boolean };
  /** A proof is uploaded now or an earlier one is kept. */
  hasProof: boolean;
  /** Today in the portal's zone (YYYY-MM-DD): a payment is not dated after it. */
  today: string;
};

/** "bid security (EMD)", "tender fee": the kind as a sentence names it. */
export const securityKindText = (kind: SecurityKind) => {
  const label = SECURITY_KIND_LABELS[kind];
  return label.charAt(0).toLowerCase() + label.slice(1);
};

type Fields = Partial<Record<SecurityFormField, string>>;
type Read = { ok: true; value: SecurityDeclaration } | { ok: false; problem: Problem };
const refuse = (field: string, message: string): Read => ({ ok: false, problem: { field, message } });

function readPaid(fields: Fields, rules: SecurityRules): Read {
  const instrument = fields.instrument?.trim() ?? '';
  const reference = fields.reference?.trim() ?? '';
  const paidOn = fields.paidOn?.trim() ?? '';
  if (instrument === '') return refuse('instrument', m.paymentDetailsRequired);
  if (!(PAYMENT_INSTRUMENTS as readonly string[]).includes(instrument)) {
    return refuse('instrument', m.instrumentInvalid);
  }
  if (reference === '') return refuse('reference', m.paymentDetailsRequired);
  if (reference.length > EVALUATION_LIMITS.reference) {
    return refuse('reference', m.referenceTooLong(EVALUATION_LIMITS.reference));
  }
  if (!isCleanLine(reference))
    return refuse('reference', messages.text.invalidCharacters(FIELD_LABELS.reference));
  if (paidOn === '') return refuse('paidOn', m.paymentDetailsRequired);
  if (!isIsoDate(paidOn) || paidOn > rules.today) return refuse('paidOn', m.paidOnInvalid);
  const amount = readAmount(fields.amount);
  if (amount === undefined || amount === null)
    return refuse('amount', m.amountInvalid(FIELD_LABELS.amountPaid));
  if (toPaise(amount) < toPaise(rules.asked)) {
    return refuse('amount', m.paymentAmountShort(formatRupees(toPaise(rules.asked))));
  }
  if (!rules.hasProof) return refuse('proof', m.paymentDetailsRequired);
  const value = { mode: 'paid', instrument, reference, paidOn, amount, exemption: null, udyamNumber: null };
  return { ok: true, value: value as SecurityDeclaration };
}

function readExempt(fields: Fields, rules: SecurityRules): Read {
  const exemption = fields.exemption?.trim() ?? '';
  if (exemption === '') return refuse('exemption', m.exemptionRequired);
  if (!(EXEMPTIONS as readonly string[]).includes(exemption) || !rules.exemptions[exemption as Exemption]) {
    return refuse('exemption', m.exemptionNotAllowed);
  }
  let udyamNumber: string | null = null;
  if (exemption === 'mse') {
    const udyam = fields.udyamNumber?.trim() ?? '';
    if (udyam === '' || udyamProblem(udyam)) return refuse('udyamNumber', m.udyamRequired);
    udyamNumber = normaliseIdentity(udyam);
  }
  const value = {
    mode: 'exempt',
    instrument: null,
    reference: null,
    paidOn: null,
    amount: null,
    exemption,
    udyamNumber,
  };
  return { ok: true, value: value as SecurityDeclaration };
}

/**
 * A bid security or tender fee declaration read from its form: paid needs the instrument, a
 * reference, the day (not after today), an amount not below the one asked and a proof; an
 * exemption must be one the tender allows, an MSE's with its Udyam number (proof optional).
 */
export function readSecurityDeclaration(fields: Fields, rules: SecurityRules): Read {
  const mode = fields.mode?.trim() ?? '';
  if (mode === 'paid') return readPaid(fields, rules);
  if (mode === 'exempt') return readExempt(fields, rules);
  return refuse('mode', m.securityModeRequired);
}
