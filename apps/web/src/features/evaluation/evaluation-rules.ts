import { DOCUMENT_EXTENSIONS, documentTypeFromFileName } from '@tenderdesk/domain/documents';
import {
  type Envelope,
  EVALUATION_LIMITS,
  EVALUATION_STAGES,
  type EvaluationStage,
} from '@tenderdesk/domain/evaluation';
import { evaluationMessages as text } from '@tenderdesk/domain/evaluation-messages';
import { inLocale } from '@tenderdesk/domain/i18n/catalogue';
import { formatRupees, toPaise } from '@tenderdesk/domain/money';
import { isPortalDay, zonedInstant } from '@tenderdesk/domain/portal-time';
import { evaluationSettingsText } from '@tenderdesk/domain/ui/evaluation';
import { evaluationReviewText } from '@tenderdesk/domain/ui/evaluation-review';
import { currentLocale } from '../../lib/i18n';
import type {
  CriterionView,
  EvaluatedSupplier,
  Evaluation,
  FileRef,
  QuotedTotal,
  TechnicalAnswer,
} from './types';

/*
 * The pure rules of the buyer's evaluation screen (issue 21): the stage stepper, the technical
 * grid (criteria down the side, suppliers across) and its phone cards, the decision's reasons
 * pre-filled from the suggested failures, the negotiation round's invitees and deadline, and the
 * release of bid security after the award.
 *
 * Texts shown as they are (a cell, a rule, a pre-filled reason) are in the language on screen;
 * messages that stop an action are the catalogue's English, shown through `localised`.
 */

/** A catalogue source in the language on screen, for the texts these rules write. */
const onScreen = <T extends object>(source: T): T => inLocale(source, currentLocale());

/** The stepper's active step: the stage's place among the five (the last one done when prices are open). */
export function stageStep(stage: EvaluationStage): number {
  const at = EVALUATION_STAGES.indexOf(stage);
  return stage === 'financialOpen' ? EVALUATION_STAGES.length : at;
}

/** A number as answered, with Indian grouping of its whole part and its decimals as given. */
export function formatAnswerNumber(value: string): string {
  const match = /^(-?)(\d+)(?:\.(\d+))?$/.exec(value.trim());
  if (!match) return value;
  const whole = BigInt(match[2] ?? '0').toLocaleString('en-IN');
  return `${match[1]}${whole}${match[3] ? `.${match[3]}` : ''}`;
}

/** One cell of the technical grid: what was answered, the document, and whether it looks failed. */
export type AnswerCell = {
  text: string;
  file: FileRef | null;
  /** The server suggests this criterion failed (domain failedCriteria). */
  suggestedFail: boolean;
  /** Nothing was answered. */
  missing: boolean;
};

export function answerCell(
  criterion: CriterionView,
  answer: TechnicalAnswer | undefined,
  suggestedFailures: readonly string[] | null,
): AnswerCell {
  const suggestedFail = suggestedFailures?.includes(criterion._id) ?? false;
  const base = { file: null, suggestedFail, missing: false };
  const m = onScreen(text);
  const t = onScreen(evaluationReviewText).technical;
  switch (criterion.kind) {
    case 'yesNo':
      if (answer?.yes == null) return { ...base, text: m.notAnswered, missing: true };
      return { ...base, text: answer.yes ? t.yes : t.no };
    case 'number':
      if (answer?.number == null || answer.number === '')
        return { ...base, text: m.notAnswered, missing: true };
      return { ...base, text: formatAnswerNumber(answer.number) };
    case 'document':
      if (!answer?.file) return { ...base, text: m.noDocument, missing: true };
      return { ...base, text: answer.file.name, file: answer.file };
  }
}

/** A criterion's requirement as the grid's row head says it: "Mandatory · min 5,000". */
export function criterionRule(criterion: CriterionView): string {
  const t = onScreen(evaluationSettingsText).rule;
  const parts = [criterion.mandatory ? t.mandatory : t.optional];
  if (criterion.kind === 'number' && criterion.minimum !== null) {
    parts.push(t.minimum(formatAnswerNumber(criterion.minimum)));
  }
  return parts.join(' · ');
}

function answersOf(supplier: EvaluatedSupplier): Map<string, TechnicalAnswer> {
  return new Map((supplier.answers ?? []).map((answer) => [answer.criterionId, answer]));
}

/** The grid on a wide screen: one row per criterion, one cell per supplier (in the suppliers' order). */
export function technicalGridRows(evaluation: Pick<Evaluation, 'criteria' | 'suppliers'>) {
  const answers = evaluation.suppliers.map(answersOf);
  return evaluation.criteria.map((criterion) => ({
    criterion,
    rule: criterionRule(criterion),
    cells: evaluation.suppliers.map((supplier, at) =>
      supplier.answers === null
        ? null
        : answerCell(criterion, answers[at]?.get(criterion._id), supplier.suggestedFailures),
    ),
  }));
}

/** On a phone: one card per supplier, its answers listed criterion by criterion. */
export function supplierCardRows(
  evaluation: Pick<Evaluation, 'criteria'>,
  supplier: EvaluatedSupplier,
): { criterion: CriterionView; rule: string; cell: AnswerCell }[] {
  if (supplier.answers === null) return [];
  const answers = answersOf(supplier);
  return evaluation.criteria.map((criterion) => ({
    criterion,
    rule: criterionRule(criterion),
    cell: answerCell(criterion, answers.get(criterion._id), supplier.suggestedFailures),
  }));
}

/** The reason pre-filled for a failed criterion, from what was answered (in the language on screen). */
export function suggestedReason(criterion: CriterionView, answer: TechnicalAnswer | undefined): string {
  const m = onScreen(text);
  switch (criterion.kind) {
    case 'yesNo':
      return answer?.yes === false ? m.reasonAnsweredNo : m.reasonNotAnswered;
    case 'number':
      if (answer?.number == null || answer.number === '') return m.reasonNotAnswered;
      return m.reasonBelowMinimum(
        formatAnswerNumber(answer.number),
        formatAnswerNumber(criterion.minimum ?? '0'),
      );
    case 'document':
      return m.reasonNoDocument;
  }
}

/** The Qualify/Disqualify dialog's rows: each criterion, whether it is marked failed, and its reason. */
export type DecisionRow = { criterionId: string; label: string; failed: boolean; reason: string };

/**
 * The dialog's starting rows: a decision already taken as it was; otherwise the suggested failures
 * marked, each with a reason drawn from the answer.
 */
export function decisionRows(criteria: readonly CriterionView[], supplier: EvaluatedSupplier): DecisionRow[] {
  const answers = answersOf(supplier);
  const decided = supplier.result
    ? new Map(supplier.result.reasons.map((r) => [r.criterionId, r.reason]))
    : null;
  return criteria.map((criterion) => {
    const reason = decided?.get(criterion._id);
    if (decided) {
      return {
        criterionId: criterion._id,
        label: criterion.label,
        failed: reason !== undefined,
        reason: reason ?? '',
      };
    }
    const failed = supplier.suggestedFailures?.includes(criterion._id) ?? false;
    return {
      criterionId: criterion._id,
      label: criterion.label,
      failed,
      reason: failed ? suggestedReason(criterion, answers.get(criterion._id)) : '',
    };
  });
}

/** Whether the dialog should start on Disqualify: decided so, or failures are suggested. */
export function startsDisqualified(supplier: EvaluatedSupplier): boolean {
  if (supplier.result) return !supplier.result.qualified;
  return (supplier.suggestedFailures?.length ?? 0) > 0;
}

/** The decision's body, or the message that stops it (a disqualification needs a reason per failure). */
export function decisionBody(
  qualified: boolean,
  rows: readonly DecisionRow[],
  note: string,
):
  | {
      ok: true;
      body: { qualified: boolean; reasons: { criterionId: string; reason: string }[]; note?: string };
    }
  | { ok: false; message: string } {
  const trimmedNote = note.trim();
  const withNote = trimmedNote ? { note: trimmedNote } : {};
  if (qualified) return { ok: true, body: { qualified, reasons: [], ...withNote } };
  const failed = rows.filter((row) => row.failed);
  if (failed.length === 0) return { ok: false, message: text.disqualifyNeedsCriterion };
  if (failed.some((row) => row.reason.trim() === '')) return { ok: false, message: text.reasonRequired };
  return {
    ok: true,
    body: {
      qualified,
      reasons: failed.map((row) => ({ criterionId: row.criterionId, reason: row.reason.trim() })),
      ...withNote,
    },
  };
}

/** How many suppliers are qualified, disqualified and still undecided. */
export function resultCounts(suppliers: readonly EvaluatedSupplier[]) {
  const qualified = suppliers.filter((supplier) => supplier.result?.qualified === true).length;
  const disqualified = suppliers.filter((supplier) => supplier.result?.qualified === false).length;
  return { qualified, disqualified, undecided: suppliers.length - qualified - disqualified };
}

/** The envelope the committee confirms now, or null when no opening is due. */
export function envelopeDue(stage: EvaluationStage): Envelope | null {
  if (stage === 'technicalOpening') return 'technical';
  if (stage === 'financialOpening') return 'financial';
  return null;
}

/** Whether the caller (an opener) has already confirmed the envelope due. */
export function callerConfirmed(
  evaluation: Pick<Evaluation, 'openers'>,
  callerId: string | undefined,
  envelope: Envelope,
): boolean {
  const opener = evaluation.openers.find((entry) => entry._id === callerId);
  if (!opener) return false;
  return (envelope === 'technical' ? opener.technicalConfirmedAt : opener.financialConfirmedAt) !== null;
}

/** How many openers have confirmed an envelope. */
export function confirmations(evaluation: Pick<Evaluation, 'openers'>, envelope: Envelope): number {
  return evaluation.openers.filter((opener) =>
    envelope === 'technical' ? opener.technicalConfirmedAt : opener.financialConfirmedAt,
  ).length;
}

/** Whether the tender's prices are open to the buyer (single: after closing; two: after financial opening). */
export function pricesOpen(evaluation: Pick<Evaluation, 'envelopes' | 'stage'>): boolean {
  return evaluation.envelopes === 'two'
    ? evaluation.stage === 'financialOpen'
    : evaluation.stage !== 'bidding';
}

/** A supplier one may invite to a negotiation round: qualified, quoted, its total visible. */
export type Invitee = { supplierId: string; name: string; totalWithGst: number | null; lowest: boolean };

/**
 * The invitees to choose from: suppliers who quoted and whose prices the buyer may see (qualified,
 * for a two-envelope tender), with their current total; the lowest (L1, ties all) marked.
 */
export function eligibleInvitees(
  evaluation: Pick<Evaluation, 'envelopes' | 'suppliers'>,
  totals: readonly QuotedTotal[],
): Invitee[] {
  const totalOf = new Map(totals.map((entry) => [entry.supplierId, entry.totalWithGst]));
  const listed = evaluation.suppliers.filter(
    (supplier) =>
      supplier.quotationSubmittedAt !== null &&
      (evaluation.envelopes === 'single' || supplier.result?.qualified === true) &&
      (totals.length === 0 || totalOf.has(supplier.supplierId)),
  );
  const rows = listed.map((supplier) => ({
    supplierId: supplier.supplierId,
    name: supplier.companyName,
    totalWithGst: totalOf.get(supplier.supplierId) ?? null,
  }));
  const known = rows.flatMap((row) => (row.totalWithGst === null ? [] : [toPaise(row.totalWithGst)]));
  const lowest = known.length > 0 ? Math.min(...known) : null;
  return rows
    .map((row) => ({
      ...row,
      lowest: lowest !== null && row.totalWithGst !== null && toPaise(row.totalWithGst) === lowest,
    }))
    .sort(
      (a, b) => (a.totalWithGst ?? Number.POSITIVE_INFINITY) - (b.totalWithGst ?? Number.POSITIVE_INFINITY),
    );
}

/** Who is ticked when the dialog opens: L1 (every supplier tied at the lowest total). */
export function defaultInvitees(invitees: readonly Invitee[]): string[] {
  return invitees.filter((invitee) => invitee.lowest).map((invitee) => invitee.supplierId);
}

/** "Select all" toggles every invitee on, or all off once all are on. */
export function toggleAll(invitees: readonly Invitee[], chosen: readonly string[]): string[] {
  const everyone = invitees.map((invitee) => invitee.supplierId).slice(0, EVALUATION_LIMITS.invitees);
  return everyone.every((id) => chosen.includes(id)) ? [] : everyone;
}

/**
 * The deadline typed as a day and a time of the portal's zone, as the ISO instant the server takes;
 * the catalogue's message when a part is missing or the instant is not in the future.
 */
export function deadlineInstant(
  day: string,
  time: string,
  timeZone: string,
  now: Date = new Date(),
): { ok: true; iso: string } | { ok: false; message: string } {
  if (!isPortalDay(day) || !/^([01]\d|2[0-3]):[0-5]\d$/.test(time)) {
    return { ok: false, message: text.deadlineInvalid };
  }
  const at = zonedInstant(day, time, timeZone);
  if (Number.isNaN(at.getTime())) return { ok: false, message: text.deadlineInvalid };
  if (at.getTime() <= now.getTime()) return { ok: false, message: text.deadlinePast };
  return { ok: true, iso: at.toISOString() };
}

/** An amount the server sent as an exact decimal string, in rupees ('-' for none). */
export function rupeesText(amount: string | number | null | undefined): string {
  if (amount === null || amount === undefined || amount === '') return '-';
  const paise = toPaise(amount);
  return Number.isNaN(paise) ? '-' : formatRupees(paise);
}

/** Who holds the award, as the line-award view says it (either mode). */
export type AwardState = { awarded: boolean; winners: ReadonlySet<string> };

/** A supplier's bid security (EMD) after the award: released, releasable, the winner's, or not declared. */
export type ReleaseRow = {
  supplierId: string;
  companyName: string;
  state: 'released' | 'releasable' | 'winner' | 'waiting';
  releasedAt: string | null;
  note: string | null;
};

/** The suppliers who declared an EMD, and what may be done with each. */
export function releaseRows(
  suppliers: readonly EvaluatedSupplier[],
  award: AwardState | undefined,
): ReleaseRow[] {
  return suppliers.flatMap((supplier) => {
    const emd = supplier.securities?.find((security) => security.kind === 'emd');
    if (!emd) return [];
    const releasedAt = supplier.emdReleasedAt ?? emd.releasedAt;
    const state: ReleaseRow['state'] = releasedAt
      ? 'released'
      : award?.winners.has(supplier.supplierId)
        ? 'winner'
        : award?.awarded
          ? 'releasable'
          : 'waiting';
    return [
      {
        supplierId: supplier.supplierId,
        companyName: supplier.companyName,
        state,
        releasedAt: releasedAt ?? null,
        note: emd.releaseNote,
      },
    ];
  });
}

/**
 * The address of a stored evaluation file (`/uploads/<fileId>.<ext>`): its stored name when the
 * answer gives it, else the id with the extension of the document's type.
 */
export function evaluationFilePath(file: FileRef): string {
  if (file.fileName) return `/uploads/${encodeURIComponent(file.fileName)}`;
  if (/\.[a-z]{3,4}$/i.test(file._id)) return `/uploads/${encodeURIComponent(file._id)}`;
  const type = documentTypeFromFileName(file.name) ?? 'pdf';
  return `/uploads/${encodeURIComponent(file._id)}.${DOCUMENT_EXTENSIONS[type]}`;
}
