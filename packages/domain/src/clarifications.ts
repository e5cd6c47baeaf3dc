/**
 * Clarifications (questions and answers) and addenda of a published tender (issue 13, decision 028).
 * One contract for the server's checks and the web app's forms and screens.
 */

import { addendumText } from './clarification-messages';
import { addPortalDays, zonedInstant } from './portal-time';

/** Longest question or answer. */
export const QUESTION_MAX = 2000;
/** Longest addendum note. */
export const ADDENDUM_NOTE_MAX = 2000;
/** An addendum within this many days of closing must move the closing date this far ahead. */
export const ADDENDUM_MIN_DAYS = 2;

/** The multipart field of the buyer's addendum note (required when editing a published tender). */
export const ADDENDUM_NOTE_FIELD = 'addendumNote';
/** The tender form's questions-close field: `YYYY-MM-DDTHH:mm` in the portal's time zone, or ISO. */
export const QUESTIONS_CLOSE_FIELD = 'questionsCloseAt';

/** A question as GET /api/tenders/{tenderId}/questions answers it. */
export type TenderQuestion = {
  _id: string;
  tenderId: string;
  question: string;
  askedAt: string;
  answer: string | null;
  answeredAt: string | null;
  /** Admins: the asking supplier's company; suppliers: null (hidden) unless they asked it. */
  askedBy: string | null;
  /** The caller asked it (always false for admins). */
  askedByYou: boolean;
  /** Admins only: who answered last (null for suppliers). */
  answeredBy: string | null;
};

export type TenderQuestionList = {
  data: TenderQuestion[];
  /** When questions close (ISO instant): the buyer's time, or the start of the closing date. */
  questionsCloseAt: string;
  questionsOpen: boolean;
};

/** What an addendum changed. */
export type AddendumChanges = {
  fields: { field: string; label: string; from: string; to: string }[];
  items: {
    added: string[];
    removed: string[];
    changed: string[];
  };
  files: { added: string[]; removed: string[] };
};

/** An addendum as GET /api/tenders/{tenderId}/addenda answers it. */
export type TenderAddendum = {
  _id: string;
  tenderId: string;
  number: number;
  note: string;
  changes: AddendumChanges;
  issuedAt: string;
};

/**
 * When questions close: the buyer's time, else the end of the day before the closing date (the
 * start of the closing date) in the portal's time zone; earlier when the tender was closed early
 * (decision 039: then at that moment).
 */
export function questionsCloseInstant(
  tender: {
    closingDate: string;
    questionsCloseAt: string | Date | null;
    closedEarlyAt?: string | Date | null;
  },
  timeZone: string,
): Date {
  const window = tender.questionsCloseAt
    ? new Date(tender.questionsCloseAt)
    : zonedInstant(tender.closingDate, '00:00', timeZone);
  if (!tender.closedEarlyAt) return window;
  const early = new Date(tender.closedEarlyAt);
  return early.getTime() < window.getTime() ? early : window;
}

/**
 * Reads the form's questions-close value: `YYYY-MM-DDTHH:mm` is the portal's wall clock; a full ISO
 * time with a zone is taken as it is. Null when empty; 'invalid' when unreadable.
 */
export function readQuestionsClose(value: string | undefined, timeZone: string): Date | null | 'invalid' {
  const trimmed = value?.trim() ?? '';
  if (trimmed === '') return null;
  const local = /^(\d{4}-\d{2}-\d{2})[T ](\d{2}:\d{2})$/.exec(trimmed);
  if (local?.[1] && local[2]) {
    const at = zonedInstant(local[1], local[2], timeZone);
    return Number.isNaN(at.getTime()) ? 'invalid' : at;
  }
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/.test(trimmed))
    return 'invalid';
  const at = new Date(trimmed);
  return Number.isNaN(at.getTime()) ? 'invalid' : at;
}

/**
 * The 2-day rule: an addendum must leave suppliers at least ADDENDUM_MIN_DAYS before closing. Issued
 * within that window of the closing date (or after it), it must move the closing date out to
 * today + ADDENDUM_MIN_DAYS or later; it may never bring the closing date inside the window either.
 * Null when the new closing date is fine, else the earliest allowed date.
 */
export function addendumClosingFloor(after: string, today: string): string | null {
  const floor = addPortalDays(today, ADDENDUM_MIN_DAYS);
  return after >= floor ? null : floor;
}

/**
 * An addendum's changes in plain words, one line each (both screens show them); `text` is
 * `addendumText` in the language on screen (English unless given).
 */
export function describeAddendum(
  changes: AddendumChanges,
  text: Pick<typeof addendumText, 'change'> = addendumText,
): string[] {
  const words = text.change;
  const lines = changes.fields.map((change) =>
    words.field(change.label, change.from || words.empty, change.to),
  );
  const list = (line: (names: readonly string[]) => string, names: string[]) => {
    if (names.length > 0) lines.push(line(names));
  };
  list(words.itemsAdded, changes.items.added);
  list(words.itemsRemoved, changes.items.removed);
  list(words.itemsChanged, changes.items.changed);
  list(words.filesAdded, changes.files.added);
  list(words.filesRemoved, changes.files.removed);
  if (lines.length === 0) lines.push(words.none);
  return lines;
}
