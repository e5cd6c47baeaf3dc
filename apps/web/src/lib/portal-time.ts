import {
  DEFAULT_PORTAL_TIME_ZONE,
  formatInstantDay as formatInstantDayIn,
  formatInstant as formatInstantIn,
  formatPortalDay,
  type Instant,
  zonedLocal,
} from '@tenderdesk/domain/portal-time';
import { currentLocale } from './i18n';

/*
 * The portal's calendar on screen (decision 038). The server names its time zone
 * (PORTAL_TIME_ZONE) in the page it serves, `<meta name="portal-time-zone">`; every day and time a
 * screen shows is read in that zone, never the device's nor UTC, and written in the language on
 * screen (issue 26: a screen that reads its texts with `useText` re-renders when it changes). No
 * hooks: any module may call these.
 */

type DayStyle = 'short' | 'numeric' | 'dayMonth';

function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

function readTimeZone(): string {
  if (typeof document === 'undefined') return DEFAULT_PORTAL_TIME_ZONE;
  const named = document.querySelector('meta[name="portal-time-zone"]')?.getAttribute('content')?.trim();
  return named && isTimeZone(named) ? named : DEFAULT_PORTAL_TIME_ZONE;
}

let zone: string | undefined;

/** The portal's time zone, read once from the page (Asia/Kolkata when the page names none). */
export function portalTimeZone(): string {
  zone ??= readTimeZone();
  return zone;
}

/** A calendar day (closing date, validity, needed-by): a label, shown as written. */
export function formatDay(day: string | null | undefined, style: DayStyle = 'short'): string {
  return formatPortalDay(day, style, currentLocale());
}

/** The day an instant (created, raised, selected, since) falls on in the portal. */
export function formatInstantDay(instant: Instant | null | undefined, style: DayStyle = 'short'): string {
  return formatInstantDayIn(instant, portalTimeZone(), style, currentLocale());
}

/** An instant with its time in the portal: `26 Nov 2026, 5:24 am IST`. */
export function formatInstant(
  instant: Instant | null | undefined,
  options: { seconds?: boolean } = {},
): string {
  return formatInstantIn(instant, portalTimeZone(), options, currentLocale());
}

/** The portal's wall clock of an instant, `YYYY-MM-DDTHH:mm` (a form's value). */
export function portalWallClock(instant: Instant): string {
  return zonedLocal(instant, portalTimeZone());
}
