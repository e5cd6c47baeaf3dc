/**
 * The portal's time (decision 038). Two different things are called "a date":
 *
 * - a **PortalDay** is a calendar day in the portal's time zone (`YYYY-MM-DD`): a tender's
 *   publishing and closing date, a purchase order's validity. It is a label, never converted:
 *   it is shown as it is written, whatever the device's zone.
 * - an **Instant** is a moment (a `Date`, or its ISO text from the API): when something happened.
 *   It is shown, and turned into a day, in the portal's time zone (`PORTAL_TIME_ZONE`), never in
 *   UTC or the device's zone.
 *
 * Every comparison of days ("is the tender closed?", "today in the portal") goes through this
 * module. It has no zod and no dependency: every screen may import it.
 *
 * The formatters take an optional `locale` last (issue 26): English (the default) is written exactly
 * as it always was; Hindi takes Intl's hi-IN names ("26 नव॰ 2026"). The time zone is the portal's in
 * both languages, never the device's.
 */

import { INTL_LOCALE, type Locale } from './i18n/locale';

/** A calendar day in the portal's time zone, `YYYY-MM-DD`. */
export type PortalDay = string & { readonly __portalDay: true };
/** A moment in time: a Date, or the ISO text the API sends. */
export type Instant = Date | string;

/** The portal's time zone unless `PORTAL_TIME_ZONE` says otherwise. */
export const DEFAULT_PORTAL_TIME_ZONE = 'Asia/Kolkata';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Whether a text is a valid calendar day (`YYYY-MM-DD`, a day that exists). */
export function isPortalDay(value: unknown): value is PortalDay {
  if (typeof value !== 'string' || !DAY.test(value)) return false;
  const parsed = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === value;
}

/** A calendar day from its `YYYY-MM-DD` text (the database's `date`, the API's field); throws otherwise. */
export function portalDay(value: string): PortalDay {
  const day = value.length > 10 && DAY.test(value.slice(0, 10)) ? value.slice(0, 10) : value;
  if (!isPortalDay(day)) throw new RangeError(`Not a calendar day: ${value}`);
  return day;
}

function toInstant(value: Instant): Date {
  return value instanceof Date ? value : new Date(value);
}

/** One formatter per zone and style: building an Intl.DateTimeFormat costs more than a list's query. */
const formats = new Map<string, Intl.DateTimeFormat>();
function formatter(key: string, make: () => Intl.DateTimeFormat): Intl.DateTimeFormat {
  let format = formats.get(key);
  if (!format) {
    format = make();
    formats.set(key, format);
  }
  return format;
}

/** The calendar day an instant falls on in the portal's time zone. */
export function portalDayOf(instant: Instant, timeZone: string): PortalDay {
  const format = formatter(
    `day|${timeZone}`,
    () => new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }),
  );
  return format.format(toInstant(instant)) as PortalDay;
}

/** Today in the portal (the server's clock, or `now`). */
export function portalToday(timeZone: string, now: Date = new Date()): PortalDay {
  return portalDayOf(now, timeZone);
}

/** The day `days` after (or before, when negative) a calendar day. */
export function addPortalDays(day: string, days: number): PortalDay {
  const at = new Date(`${day}T00:00:00Z`);
  at.setUTCDate(at.getUTCDate() + days);
  return at.toISOString().slice(0, 10) as PortalDay;
}

/** The offset of a time zone (ms, east positive) at an instant. */
function zoneOffset(instant: number, timeZone: string): number {
  const parts = formatter(
    `parts|${timeZone}`,
    () =>
      new Intl.DateTimeFormat('en-US', {
        timeZone,
        hourCycle: 'h23',
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
        second: '2-digit',
      }),
  ).formatToParts(new Date(instant));
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

/** The wall-clock `YYYY-MM-DDTHH:mm` of an instant in a time zone (a form's value). */
export function zonedLocal(instant: Instant, timeZone: string): string {
  const at = toInstant(instant);
  return new Date(at.getTime() + zoneOffset(at.getTime(), timeZone)).toISOString().slice(0, 16);
}

/**
 * Midnights and closing instants already worked out, by zone and day: a list asks for the closing
 * instant of every row, and each cost two `formatToParts` (a tenth of a supplier's tender-list call
 * under load; decision 059). Pure (a zone's rules do not change while the process runs); bounded,
 * cleared when full.
 */
const midnights = new Map<string, number>();
const MAX_MIDNIGHTS = 10_000;

/** The instant a calendar day starts in the portal (its midnight). */
export function startOfPortalDay(day: string, timeZone: string): Date {
  const key = `${timeZone}|${day}`;
  let at = midnights.get(key);
  if (at === undefined) {
    at = zonedInstant(day, '00:00', timeZone).getTime();
    if (midnights.size >= MAX_MIDNIGHTS) midnights.clear();
    midnights.set(key, at);
  }
  return new Date(at);
}

/** The instant a tender with this closing date closes: the end of that day in the portal's zone. */
export function closingInstant(closingDate: string, timeZone: string): Date {
  const key = `close|${timeZone}|${closingDate}`;
  let at = midnights.get(key);
  if (at === undefined) {
    at = startOfPortalDay(addPortalDays(closingDate, 1), timeZone).getTime();
    if (midnights.size >= MAX_MIDNIGHTS) midnights.clear();
    midnights.set(key, at);
  }
  return new Date(at);
}

/** What the closing rule reads of a tender: its closing day and, when closed early, that instant. */
export type ClosingOf = { closingDate: string; closedEarlyAt?: Instant | null };

/**
 * The instant a tender stops taking interest, questions and quotations: the end of its closing day
 * in the portal's time zone, or the moment the buyer closed it early, whichever came first.
 */
export function tenderClosesAt(tender: ClosingOf, timeZone: string): Date {
  const end = closingInstant(tender.closingDate, timeZone);
  if (!tender.closedEarlyAt) return end;
  const early = toInstant(tender.closedEarlyAt);
  return early.getTime() < end.getTime() ? early : end;
}

/** Whether a tender is closed at `now` (the server's clock): past its closing day, or closed early. */
export function isClosed(tender: ClosingOf, timeZone: string, now: Date = new Date()): boolean {
  return now.getTime() >= tenderClosesAt(tender, timeZone).getTime();
}

/** Whether a calendar day is already past in the portal (a validity, a closing date). */
export function isDayPast(day: string, timeZone: string, now: Date = new Date()): boolean {
  return day < portalToday(timeZone, now);
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** A day's name in a language other than English: Intl's, on that date at UTC (a day is a label). */
function dayInLocale(year: string, month: string, date: string, style: 'short' | 'dayMonth', locale: Locale) {
  const format = formatter(
    `label|${locale}|${style}`,
    () =>
      new Intl.DateTimeFormat(INTL_LOCALE[locale], {
        timeZone: 'UTC',
        day: '2-digit',
        month: 'short',
        ...(style === 'short' ? { year: 'numeric' } : {}),
      }),
  );
  return format.format(new Date(Date.UTC(Number(year), Number(month) - 1, Number(date))));
}

/**
 * A calendar day as people read it. `short`: `26 Nov 2026` (lists, documents); `numeric`:
 * `26/11/2026` (detail pages, spec section 9); `dayMonth`: `26 Nov` (badges). A day is a label:
 * no time zone takes part. Hindi: `26 नव॰ 2026`, `26/11/2026`, `26 नव॰`.
 */
export function formatPortalDay(
  day: string | null | undefined,
  style: 'short' | 'numeric' | 'dayMonth' = 'short',
  locale: Locale = 'en',
): string {
  if (!day || !isPortalDay(day.slice(0, 10))) return '-';
  const [year = '', month = '', date = ''] = day.slice(0, 10).split('-');
  if (style === 'numeric') return `${date}/${month}/${year}`;
  if (locale !== 'en') return dayInLocale(year, month, date, style, locale);
  const name = MONTHS[Number(month) - 1];
  return style === 'dayMonth' ? `${date} ${name}` : `${date} ${name} ${year}`;
}

/** A calendar month, `YYYY-MM`, as people read it: `Nov 2026`; Hindi `नव॰ 2026`. */
export function formatPortalMonth(month: string, locale: Locale = 'en'): string {
  const [year = '', number = ''] = month.split('-');
  if (locale === 'en') return `${MONTHS[Number(number) - 1] ?? number} ${year}`;
  const format = formatter(
    `month|${locale}`,
    () => new Intl.DateTimeFormat(INTL_LOCALE[locale], { timeZone: 'UTC', month: 'short', year: 'numeric' }),
  );
  return format.format(new Date(Date.UTC(Number(year), Number(number) - 1, 1)));
}

/** The day an instant falls on in the portal, formatted as `formatPortalDay` does. */
export function formatInstantDay(
  instant: Instant | null | undefined,
  timeZone: string,
  style: 'short' | 'numeric' | 'dayMonth' = 'short',
  locale: Locale = 'en',
): string {
  if (!instant) return '-';
  const at = toInstant(instant);
  if (Number.isNaN(at.getTime())) return '-';
  return formatPortalDay(portalDayOf(at, timeZone), style, locale);
}

/**
 * An instant with its time of day in the portal: `26 Nov 2026, 5:24 am IST` (with `seconds`:
 * `26 Nov 2026, 5:24:07 am IST`, the audit log's precision); Hindi: `26 नव॰ 2026, 5:24 am IST`.
 */
export function formatInstant(
  instant: Instant | null | undefined,
  timeZone: string,
  options: { seconds?: boolean } = {},
  locale: Locale = 'en',
): string {
  if (!instant) return '-';
  const at = toInstant(instant);
  if (Number.isNaN(at.getTime())) return '-';
  const seconds = options.seconds === true;
  const time = formatter(
    `time|${locale}|${seconds}|${timeZone}`,
    () =>
      new Intl.DateTimeFormat(INTL_LOCALE[locale], {
        timeZone,
        hour: 'numeric',
        minute: '2-digit',
        ...(seconds ? { second: '2-digit' } : {}),
        timeZoneName: 'short',
      }),
  ).format(at);
  return `${formatInstantDay(at, timeZone, 'short', locale)}, ${time}`;
}

/** The short name of a time zone (`IST` for Asia/Kolkata), as `formatInstant` writes it. */
export function portalZoneName(timeZone: string, at: Date = new Date(), locale: Locale = 'en'): string {
  const parts = formatter(
    `zone|${locale}|${timeZone}`,
    () => new Intl.DateTimeFormat(INTL_LOCALE[locale], { timeZone, timeZoneName: 'short' }),
  ).formatToParts(at);
  return parts.find((part) => part.type === 'timeZoneName')?.value ?? timeZone;
}

/**
 * An instant as a spreadsheet's text writes it: `26/11/2026 05:24 IST` (the exports' CSV; the XLSX
 * writes the same wall-clock time as a date cell).
 */
export function formatInstantNumeric(instant: Instant, timeZone: string, locale: Locale = 'en'): string {
  const at = toInstant(instant);
  const local = zonedLocal(at, timeZone);
  return `${formatPortalDay(local.slice(0, 10), 'numeric', locale)} ${local.slice(11, 16)} ${portalZoneName(timeZone, at, locale)}`;
}
