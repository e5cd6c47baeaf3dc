import { documentTypeFromFileName, MAX_DOCUMENT_BYTES } from '@tenderdesk/domain/documents';
import {
  checkTechnicalAnswers,
  readAmount,
  technicalDocumentField,
} from '@tenderdesk/domain/evaluation-bid-rules';
import { evaluationMessages } from '@tenderdesk/domain/evaluation-messages';
import { inLocale } from '@tenderdesk/domain/i18n/catalogue';
import type { Locale } from '@tenderdesk/domain/i18n/locale';
import type { BidCriterion, BidFile, TechnicalPart } from './bid-types';

/*
 * The technical part as typed (issue 21, contract section B): one answer per criterion, checked
 * with the catalogue's messages before it is sent, and sent as the multipart PUT .../technical
 * expects: `answers` (JSON) and one `doc_<criterionId>` file per document uploaded.
 */

export type TechnicalDraftAnswer = {
  /** yes/no criteria: the radio chosen (null: none). */
  yes: boolean | null;
  /** number criteria: the text typed. */
  number: string;
  /** document criteria: a file chosen now (replaces the kept one). */
  file: File | null;
  /** document criteria: the stored file, kept unless replaced or removed. */
  kept: BidFile | null;
};

/** Answers by criterion id. */
export type TechnicalDraft = Record<string, TechnicalDraftAnswer>;

/** Errors by criterion id (and `form` for the whole step). */
export type TechnicalErrors = Record<string, string>;

const EMPTY: TechnicalDraftAnswer = { yes: null, number: '', file: null, kept: null };

/** The form's starting values: the saved answers, or nothing answered. */
export function technicalDraftOf(
  criteria: readonly BidCriterion[],
  saved: TechnicalPart | null,
): TechnicalDraft {
  const answers = new Map((saved?.answers ?? []).map((answer) => [answer.criterionId, answer]));
  const draft: TechnicalDraft = {};
  for (const criterion of criteria) {
    const answer = answers.get(criterion._id);
    draft[criterion._id] = answer
      ? { yes: answer.yes, number: answer.number ?? '', file: null, kept: answer.file }
      : { ...EMPTY };
  }
  return draft;
}

const answerOf = (draft: TechnicalDraft, id: string) => draft[id] ?? EMPTY;

/**
 * The server's own checks (the domain's `checkTechnicalAnswers`), each criterion on its own so
 * that every problem shows at once: a mandatory yes/no or number unanswered (a mandatory "No" is an
 * answer: the committee judges it), a number that is not one, a mandatory document neither
 * uploaded nor kept.
 */
export function checkTechnical(criteria: readonly BidCriterion[], draft: TechnicalDraft): TechnicalErrors {
  const errors: TechnicalErrors = {};
  const sent = technicalAnswers(criteria, draft);
  for (const criterion of criteria) {
    const answer = answerOf(draft, criterion._id);
    const entry = sent.find((one) => one.criterionId === criterion._id);
    const checked = checkTechnicalAnswers([{ ...criterion, id: criterion._id }], entry ? [entry] : [], {
      uploaded: () => answer.file !== null,
      keepable: () => answer.kept !== null,
    });
    if (!checked.ok) errors[criterion._id] = checked.problem.message;
  }
  return errors;
}

/** One entry of the `answers` field, as contract section B names it. */
export type AnswerEntry = { criterionId: string; yes?: boolean; number?: string; keepFile?: boolean };

/** The `answers` field: one entry per criterion answered (unanswered optional ones are left out). */
export function technicalAnswers(criteria: readonly BidCriterion[], draft: TechnicalDraft): AnswerEntry[] {
  const entries: AnswerEntry[] = [];
  for (const criterion of criteria) {
    const answer = answerOf(draft, criterion._id);
    const criterionId = criterion._id;
    if (criterion.kind === 'yesNo') {
      if (answer.yes !== null) entries.push({ criterionId, yes: answer.yes });
    } else if (criterion.kind === 'number') {
      const text = answer.number.trim();
      const amount = readAmount(text);
      if (text !== '') entries.push({ criterionId, number: typeof amount === 'string' ? amount : text });
    } else if (answer.file) {
      entries.push({ criterionId });
    } else if (answer.kept) {
      entries.push({ criterionId, keepFile: true });
    }
  }
  return entries;
}

/** Where a stored file of the bid is served: `/uploads/<fileId>.<ext>` (the files layer). */
export const bidFilePath = (file: BidFile) => `/uploads/${encodeURIComponent(file.fileName)}`;

/**
 * A file chosen in the browser that the server would refuse (its type by its name, its size), or
 * null: a document of a criterion by its label, or (label null) the proof of a bid security.
 */
export function fileProblem(file: File, label: string | null): string | null {
  if (documentTypeFromFileName(file.name) === null)
    return label === null
      ? evaluationMessages.proofTypeInvalid
      : evaluationMessages.documentTypeInvalid(label);
  if (file.size > MAX_DOCUMENT_BYTES)
    return label === null ? evaluationMessages.proofTooLarge : evaluationMessages.documentTooLarge(label);
  return null;
}

/** The body of PUT .../technical: `answers` first, then each new document under its own field. */
export function technicalFormData(criteria: readonly BidCriterion[], draft: TechnicalDraft): FormData {
  const form = new FormData();
  form.append('answers', JSON.stringify(technicalAnswers(criteria, draft)));
  for (const criterion of criteria) {
    const file = criterion.kind === 'document' ? answerOf(draft, criterion._id).file : null;
    if (file) form.append(technicalDocumentField(criterion._id), file, file.name);
  }
  return form;
}

/** Whether two drafts hold the same answers (a new file always differs). */
export function sameTechnical(a: TechnicalDraft, b: TechnicalDraft): boolean {
  const ids = new Set([...Object.keys(a), ...Object.keys(b)]);
  for (const id of ids) {
    const x = answerOf(a, id);
    const y = answerOf(b, id);
    if (x.yes !== y.yes || x.number !== y.number || x.file !== y.file || x.kept?._id !== y.kept?._id)
      return false;
  }
  return true;
}

/**
 * A server 400's field as a criterion id (`doc_<id>`, `answers[<n>]` counted over the answers
 * sent), or null when it names none: the message then shows above the step.
 */
export function criterionOfField(
  field: string | undefined,
  sent: readonly AnswerEntry[],
  criteria: readonly BidCriterion[],
): string | null {
  if (!field) return null;
  // The domain names an answer `answers.<criterionId>`, a document `doc_<criterionId>`.
  const named = /^answers\.(.+)$/.exec(field)?.[1];
  if (named) return criteria.some((criterion) => criterion._id === named) ? named : null;
  if (field.startsWith('doc_')) {
    const id = field.slice(4);
    return criteria.some((criterion) => criterion._id === id) ? id : null;
  }
  const match = /^answers\[(\d+)\]/.exec(field);
  if (match) return sent[Number(match[1])]?.criterionId ?? null;
  return criteria.some((criterion) => criterion._id === field) ? field : null;
}

/**
 * The criterion a refusal's message names (the catalogue's texts carry the label), or null; the
 * server answers in the language asked for (`locale`), English for a client that asks none.
 */
export function criterionOfMessage(
  message: string,
  criteria: readonly BidCriterion[],
  locale: Locale = 'en',
): string | null {
  const said = [evaluationMessages, inLocale(evaluationMessages, locale)];
  const named = criteria.find((criterion) =>
    said
      .flatMap((text) => [
        text.answerMissing(criterion.label),
        text.answerNumberInvalid(criterion.label),
        text.documentRequired(criterion.label),
      ])
      .includes(message),
  );
  return named?._id ?? null;
}
