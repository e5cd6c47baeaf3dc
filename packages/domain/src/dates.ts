/** Date display helpers. Detail pages use en-GB (spec section 9); lists use an Indian locale. */
export function formatDateGB(value: string | Date | null | undefined): string {
  const date = toDate(value);
  return date ? date.toLocaleDateString('en-GB', { timeZone: 'UTC' }) : '-';
}

export function formatDateIN(value: string | Date | null | undefined): string {
  const date = toDate(value);
  return date
    ? date.toLocaleDateString('en-IN', { day: '2-digit', month: 'short', year: 'numeric', timeZone: 'UTC' })
    : '-';
}

export function formatDateTimeIN(value: string | Date | null | undefined): string {
  const date = toDate(value);
  return date
    ? date.toLocaleString('en-IN', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Kolkata' })
    : '-';
}

function toDate(value: string | Date | null | undefined): Date | null {
  if (!value) return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}
