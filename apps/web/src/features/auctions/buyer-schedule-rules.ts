import {
  AUCTION_LIMITS,
  type AuctionBidOn,
  type AuctionCandidate,
  type AuctionVisibility,
  type DecrementKind,
  readDecrement,
} from '@tenderdesk/domain/auction';
import { auctionMessages as text } from '@tenderdesk/domain/auction-messages';
import type { ScheduleAuctionBody } from '@tenderdesk/domain/auction-schemas';
import { addPortalDays, isPortalDay, portalToday, zonedInstant } from '@tenderdesk/domain/portal-time';

/*
 * The buyer's schedule form (issue 22, decision 050) as pure rules: what the form starts with, the
 * same checks the server makes (with the catalogue's texts, no zod on the screen) and where a
 * refusal of the server belongs. The start is typed as a day and a time of the portal's zone and
 * sent as an instant; the server's clock has the last word on "in the future".
 */

export const SCHEDULE_FIELDS = [
  'startsAt',
  'durationMinutes',
  'supplierIds',
  'bidOn',
  'decrementKind',
  'decrement',
  'extensionMinutes',
  'extensionLimit',
  'visibility',
] as const;
export type ScheduleField = (typeof SCHEDULE_FIELDS)[number];
export type ScheduleErrors = Partial<Record<ScheduleField, string>>;

/** What the form holds: numbers as typed, the invitees null until the buyer changes the default (all). */
export type ScheduleDraft = {
  startDay: string;
  startTime: string;
  durationMinutes: string;
  supplierIds: string[] | null;
  bidOn: AuctionBidOn;
  decrementKind: DecrementKind;
  decrement: string;
  extensionMinutes: string;
  extensionLimit: string;
  visibility: AuctionVisibility;
};

/** The form's start: tomorrow at 11:00 in the portal, 30 minutes, 0.5 % decrement, 5-minute extensions. */
export function defaultDraft(timeZone: string, now: Date = new Date()): ScheduleDraft {
  return {
    startDay: addPortalDays(portalToday(timeZone, now), 1),
    startTime: '11:00',
    durationMinutes: '30',
    supplierIds: null,
    bidOn: 'total',
    decrementKind: 'percent',
    decrement: '0.5',
    extensionMinutes: '5',
    extensionLimit: '10',
    visibility: 'rank',
  };
}

/** The invitees ticked: the buyer's choice, or every candidate (the default). */
export function pickedInvitees(
  draft: Pick<ScheduleDraft, 'supplierIds'>,
  candidates: readonly AuctionCandidate[],
) {
  return draft.supplierIds ?? candidates.map((candidate) => candidate.supplierId);
}

function wholeNumber(value: string, min: number, max: number): number | null {
  const trimmed = value.trim();
  if (!/^\d{1,6}$/.test(trimmed)) return null;
  const number = Number(trimmed);
  return number >= min && number <= max ? number : null;
}

/** The start as an instant, or the message why it cannot be one (in the past, too far ahead). */
export function startInstant(
  day: string,
  time: string,
  timeZone: string,
  now: Date = new Date(),
): { ok: true; iso: string } | { ok: false; message: string } {
  if (!isPortalDay(day) || !/^([01]\d|2[0-3]):[0-5]\d$/.test(time))
    return { ok: false, message: text.startInvalid };
  const at = zonedInstant(day, time, timeZone);
  if (Number.isNaN(at.getTime())) return { ok: false, message: text.startInvalid };
  if (at.getTime() <= now.getTime()) return { ok: false, message: text.startPast };
  if (at.getTime() > now.getTime() + AUCTION_LIMITS.maxDaysAhead * 86_400_000) {
    return { ok: false, message: text.startTooFar };
  }
  return { ok: true, iso: at.toISOString() };
}

/**
 * The body to send, or every field's first problem: the server's checks, made before the round trip
 * so the buyer sees all of them at once.
 */
export function readScheduleDraft(
  draft: ScheduleDraft,
  candidates: readonly AuctionCandidate[],
  timeZone: string,
  now: Date = new Date(),
): { ok: true; body: ScheduleAuctionBody } | { ok: false; errors: ScheduleErrors } {
  const errors: ScheduleErrors = {};
  const start = startInstant(draft.startDay, draft.startTime, timeZone, now);
  if (!start.ok) errors.startsAt = start.message;
  const duration = wholeNumber(
    draft.durationMinutes,
    AUCTION_LIMITS.minDurationMinutes,
    AUCTION_LIMITS.maxDurationMinutes,
  );
  if (duration === null) errors.durationMinutes = text.durationInvalid;
  const supplierIds = pickedInvitees(draft, candidates);
  if (supplierIds.length < AUCTION_LIMITS.minInvitees) errors.supplierIds = text.inviteesTooFew;
  const decrement = readDecrement(draft.decrementKind, draft.decrement);
  if (decrement === null) {
    errors.decrement =
      draft.decrementKind === 'percent' ? text.decrementPercentInvalid : text.decrementAmountInvalid;
  }
  const extensionMinutes = wholeNumber(draft.extensionMinutes, 0, AUCTION_LIMITS.maxExtensionMinutes);
  if (extensionMinutes === null) errors.extensionMinutes = text.extensionInvalid;
  const extensionLimit = wholeNumber(draft.extensionLimit, 0, AUCTION_LIMITS.maxExtensions);
  if (extensionLimit === null) errors.extensionLimit = text.extensionLimitInvalid;
  if (
    !start.ok ||
    duration === null ||
    decrement === null ||
    extensionMinutes === null ||
    extensionLimit === null ||
    errors.supplierIds
  ) {
    return { ok: false, errors };
  }
  return {
    ok: true,
    body: {
      startsAt: start.iso,
      durationMinutes: duration,
      supplierIds,
      bidOn: draft.bidOn,
      decrementKind: draft.decrementKind,
      decrement,
      extensionMinutes,
      extensionLimit,
      visibility: draft.visibility,
    },
  };
}

/** Which field each of the server's scheduling refusals is about (when the answer names none). */
const FIELD_OF_MESSAGE: readonly [keyof typeof text, ScheduleField][] = [
  ['startPast', 'startsAt'],
  ['startTooFar', 'startsAt'],
  ['startInvalid', 'startsAt'],
  ['durationInvalid', 'durationMinutes'],
  ['inviteesTooFew', 'supplierIds'],
  ['inviteeNotEligible', 'supplierIds'],
  ['bidOnInvalid', 'bidOn'],
  ['decrementKindInvalid', 'decrementKind'],
  ['decrementAmountInvalid', 'decrement'],
  ['decrementPercentInvalid', 'decrement'],
  ['extensionInvalid', 'extensionMinutes'],
  ['extensionLimitInvalid', 'extensionLimit'],
  ['visibilityInvalid', 'visibility'],
];

/**
 * The form field a refusal belongs to: the one the server named (`supplierIds.0` is the invitees),
 * else the one its message is about, else none (shown above the buttons). The server answers in the
 * language on screen: `messages` are the auction's messages in it.
 */
export function scheduleFieldOf(
  refusal: { field?: string; message: string },
  messages: typeof text = text,
): ScheduleField | null {
  const named = refusal.field?.split('.')[0];
  if (named && (SCHEDULE_FIELDS as readonly string[]).includes(named)) return named as ScheduleField;
  const found = FIELD_OF_MESSAGE.find(
    ([key]) => refusal.message === messages[key] || refusal.message === text[key],
  );
  return found?.[1] ?? null;
}

/** The fields a change clears the error of (the start's two inputs share one error). */
export function withoutError(errors: ScheduleErrors, field: ScheduleField): ScheduleErrors {
  if (!(field in errors)) return errors;
  const { [field]: _cleared, ...rest } = errors;
  return rest;
}
