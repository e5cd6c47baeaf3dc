import type { Locale } from './i18n/locale';
import { formatInstant, formatPortalDay, type Instant, isPortalDay, portalDayOf } from './portal-time';

/*
 * Days, times and quantities as the documents print them in a language (issue 26): English as
 * always (`formatPortalDay`: "26 Nov 2026"; `formatInstant`: "26 Nov 2026, 5:24 am IST"), Hindi in
 * the hi-IN style with the month's full name ("26 नवंबर 2026", "26 नवंबर 2026, 5:24 am IST"; an
 * abbreviated Hindi month, "नव॰", is harder to read on paper). Digits are the international ones
 * in both, as Indian official documents print figures; numbers are grouped the Indian way.
 */

const formats = new Map<string, Intl.DateTimeFormat>();
function formatter(key: string, make: () => Intl.DateTimeFormat): Intl.DateTimeFormat {
  let format = formats.get(key);
  if (!format) {
    format = make();
    formats.set(key, format);
  }
  return format;
}

/** A calendar day (`YYYY-MM-DD`, a label: no time zone) as a document prints it; '-' for none. */
export function formatDocumentDay(day: string | null | undefined, locale: Locale): string {
  if (locale === 'en') return formatPortalDay(day);
  if (!day || !isPortalDay(day.slice(0, 10))) return '-';
  const at = new Date(`${day.slice(0, 10)}T00:00:00Z`);
  return formatter(
    `day|${locale}`,
    () =>
      new Intl.DateTimeFormat('hi-IN', { timeZone: 'UTC', day: '2-digit', month: 'long', year: 'numeric' }),
  ).format(at);
}

/** The day an instant falls on in the portal's time zone, as a document prints it. */
export function formatDocumentInstantDay(
  instant: Instant | null | undefined,
  timeZone: string,
  locale: Locale,
): string {
  if (!instant) return '-';
  const at = instant instanceof Date ? instant : new Date(instant);
  if (Number.isNaN(at.getTime())) return '-';
  return formatDocumentDay(portalDayOf(at, timeZone), locale);
}

/** An instant with its time of day in the portal's time zone (`seconds`: to the second), as a document prints it. */
export function formatDocumentInstant(
  instant: Instant | null | undefined,
  timeZone: string,
  locale: Locale,
  options: { seconds?: boolean } = {},
): string {
  if (locale === 'en') return formatInstant(instant, timeZone, options);
  const seconds = options.seconds === true;
  if (!instant) return '-';
  const at = instant instanceof Date ? instant : new Date(instant);
  if (Number.isNaN(at.getTime())) return '-';
  const time = formatter(
    `time|${locale}|${seconds}|${timeZone}`,
    () =>
      new Intl.DateTimeFormat('hi-IN', {
        timeZone,
        hour: 'numeric',
        minute: '2-digit',
        ...(seconds ? { second: '2-digit' } : {}),
        timeZoneName: 'short',
      }),
  ).format(at);
  return `${formatDocumentInstantDay(at, timeZone, locale)}, ${time}`;
}

/** A quantity: Indian grouping, at most two decimals ("1,23,456.5"). */
export function formatDocumentQuantity(value: number, locale: Locale): string {
  return value.toLocaleString(locale === 'hi' ? 'hi-IN' : 'en-IN', { maximumFractionDigits: 2 });
}
