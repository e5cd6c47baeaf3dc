/**
 * Clarifications (questions and answers) and addenda of a published tender (issue 13, decision 028).
 * One contract for the server's checks and the web app's forms and screens.
 */

/** Longest question or answer. */
export const QUESTION_MAX = 2000;
/** Longest addendum note. */
export const ADDENDUM_NOTE_MAX = 2000;
/** An addendum within this many days of closing must move the closing date this far ahead. */
export const ADDENDUM_MIN_DAYS = 2;

/** The time zone screens show times in (formatDateTimeIN's; the server's PORTAL_TIME_ZONE by default). */
export const PORTAL_DISPLAY_TIME_ZONE = 'Asia/Kolkata';

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

/** The offset of a time zone (ms, east positive) at an instant. */
function zoneOffset(instant: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(new Date(instant));
  const get = (type: string) => Number(parts.find((part) => part.type === type)?.value ?? 0);
  const asUtc = Date.UTC(
    get('year'),
    get('month') - 1,
    get('day'),
    get('hour'),
    get('minute'),
    get('second'),
  );
  return asUtc - Math.floor(instant / 1000) * 1000;
}

/** The instant of a wall-clock time (`YYYY-MM-DD`, `HH:mm`) in a time zone. */
export function zonedInstant(date: string, time: string, timeZone: string): Date {
  const guess = Date.parse(`${date}T${time}:00Z`);
  const first = guess - zoneOffset(guess, timeZone);
  return new Date(guess - zoneOffset(first, timeZone));
}

/** The wall-clock `YYYY-MM-DDTHH:mm` of an instant in a time zone (the form's value). */
export function zonedLocal(instant: Date | string, timeZone: string): string {
  const at = typeof instant === 'string' ? new Date(instant) : instant;
  return new Date(at.getTime() + zoneOffset(at.getTime(), timeZone)).toISOString().slice(0, 16);
}

/** The day `days` after a YYYY-MM-DD date. */
export function addDays(date: string, days: number): string {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}

/** The instant a tender closes: the end of its closing date in the portal's time zone. */
export function closingInstant(closingDate: string, timeZone: string): Date {
  return zonedInstant(addDays(closingDate, 1), '00:00', timeZone);
}

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
  const floor = addDays(today, ADDENDUM_MIN_DAYS);
  return after >= floor ? null : floor;
}

/** An addendum's changes in plain words, one line each (both screens show them). */
export function describeAddendum(changes: AddendumChanges): string[] {
  const lines = changes.fields.map((change) => `${change.label}: ${change.from || '(empty)'} → ${change.to}`);
  const list = (verb: string, what: string, names: string[]) => {
    if (names.length > 0) lines.push(`${what} ${verb}: ${names.join(', ')}`);
  };
  list('added', 'Items', changes.items.added);
  list('removed', 'Items', changes.items.removed);
  list('changed', 'Items', changes.items.changed);
  list('added', 'Files', changes.files.added);
  list('removed', 'Files', changes.files.removed);
  if (lines.length === 0) lines.push('No field, item or file changed.');
  return lines;
}
