import { catalogue } from './i18n/catalogue';
/**
 * The catalogue's texts of clarifications and addenda (issue 13, decision 028): a part of the message
 * catalogue kept in its own module so the screens without them (every screen loads `messages`)
 * do not carry them; web and server import them from here.
 */
/** Questions and answers on a published tender (issue 13, decision 028). */
export const clarificationText = catalogue('clarification', {
  title: 'Questions and answers',
  required: (label: string) => `${label} is required`,
  tooLong: (label: string, max: number) => `${label} must be at most ${max} characters`,
  asked: 'Question sent. The buyer will answer it here.',
  askFailed: 'Failed to send your question. Please try again.',
  answered: 'Answer saved.',
  answerFailed: 'Failed to save the answer. Please try again.',
  loadFailed: 'Failed to load the questions. Please try again.',
  notFound: 'Question not found.',
  /** 403: no interest, or a rejected one. */
  noInterest:
    'Only a supplier that has expressed interest in this tender (and was not rejected) can ask or read questions.',
  /** 409: past the time the buyer set. */
  closed: (when: string) => `Questions for this tender closed on ${when}.`,
  closesOn: (when: string) => `Questions close on ${when}.`,
  closedShort: (when: string) => `Questions closed on ${when}.`,
  none: 'No questions have been answered yet.',
  noneAdmin: 'No questions have been asked yet.',
  askedByYou: 'Asked by you',
  unanswered: 'Awaiting answer',
  ask: 'Ask a question',
  questionsCloseLabel: 'Questions close',
  questionsCloseHint: 'Date and time (portal time zone). Empty: the end of the day before the closing date.',
  questionsCloseInvalid: 'Questions close must be a date and time (YYYY-MM-DDTHH:mm).',
  questionsCloseAfterClosing: 'Questions must close before the tender closes (the end of the Closing Date).',
} as const);

/** Addenda: edits of a published tender (issue 13, decision 028). */
export const addendumText = catalogue('addendum', {
  title: 'Addenda',
  none: 'No addenda have been issued.',
  noteLabel: 'Addendum note',
  noteHint: 'Editing a published tender issues an addendum. Tell suppliers what changed and why.',
  /** 400 on closingDate: the 2-day rule. */
  tooClose: (date: string) =>
    `This addendum is issued within 2 days of closing: move the Closing Date to ${date} or later so suppliers have time to respond.`,
  ruleHint: 'An addendum within 2 days of closing must move the Closing Date at least 2 days ahead.',
  heading: (n: number) => `Addendum ${n}`,
  issued: (n: number) => `Addendum ${n} issued`,
  confirm: 'Confirm',
  confirmTitle: 'Confirm your quotation',
  confirmBody: (n: number) =>
    `Addendum ${n} changed this tender. Confirm that your quotation stands as sent, or choose Edit to revise it.`,
  confirmed: 'Quotation confirmed.',
  confirmFailed: 'Failed to confirm the quotation. Please try again.',
  loadFailed: 'Failed to load the addenda. Please try again.',
  /** An addendum's changes in plain words, one line each (`describeAddendum`). */
  change: {
    /** A field: its label, the value before (or `empty`) and after. */
    field: (label: string, from: string, to: string) => `${label}: ${from} → ${to}`,
    empty: '(empty)',
    itemsAdded: (names: readonly string[]) => `Items added: ${names.join(', ')}`,
    itemsRemoved: (names: readonly string[]) => `Items removed: ${names.join(', ')}`,
    itemsChanged: (names: readonly string[]) => `Items changed: ${names.join(', ')}`,
    filesAdded: (names: readonly string[]) => `Files added: ${names.join(', ')}`,
    filesRemoved: (names: readonly string[]) => `Files removed: ${names.join(', ')}`,
    none: 'No field, item or file changed.',
  },
} as const);
