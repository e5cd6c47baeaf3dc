import type { Locale } from './i18n/locale';
import { formatPortalMonth } from './portal-time';

/*
 * The dashboards (issue 11, item 4; decision 036). One call per dashboard, computed in SQL. The
 * admin's answer holds only the figures the caller's permissions allow: a figure that is absent was
 * not computed for this caller, which the screen shows as no card at all (never a zero).
 * Types only (no zod): the web's dashboard chunk stays small; the response schemas are the server's.
 */

/** The admin dashboard's figures, each with the permission that shows it. */
export const ADMIN_FIGURES = [
  { key: 'newSupplierRequests', permission: 'manageSuppliers', label: 'New supplier requests' },
  { key: 'interestsAwaiting', permission: 'manageTenders', label: 'Interests awaiting a decision' },
  { key: 'closingSoon', permission: 'manageTenders', label: 'Tenders closing in the next 7 days' },
  { key: 'quotationsThisWeek', permission: 'manageTenders', label: 'Quotations received this week' },
  { key: 'draftsReady', permission: 'manageTenders', label: 'Drafts ready to publish' },
] as const;

export type AdminFigureKey = (typeof ADMIN_FIGURES)[number]['key'];

/** Charts are shown to callers holding either of these (the admin holds both). */
export const DASHBOARD_CHART_PERMISSIONS = ['reports', 'manageTenders'] as const;

/** How many months the "published per month" chart covers, the current one included. */
export const DASHBOARD_MONTHS = 6;
/** How many tenders the "quotations per tender" chart shows (the most recently published). */
export const DASHBOARD_TENDERS = 8;
/** The window of "closing soon", in days from today (today included). */
export const CLOSING_SOON_DAYS = 7;

/** GET /api/dashboard/admin's answer (`data`). */
export type AdminDashboard = {
  figures: Partial<Record<AdminFigureKey, number>>;
  charts?: {
    /** `month` is YYYY-MM, oldest first, months without tenders as 0. */
    publishedPerMonth: { month: string; tenders: number }[];
    /** The most recently published tenders (oldest of them first) and how many quotations each received. */
    quotationsPerTender: { tenderId: string; projectCode: string; projectName: string; quotations: number }[];
    /** Awarded value (the selected quotations' totals with GST) by category, in paise, largest first. */
    awardedByCategory: { category: string; awards: number; valuePaise: number }[];
  };
};

/** GET /api/suppliers/supplier/{supplierId}/dashboard's answer (`data`). */
export type SupplierDashboard = {
  /** Published tenders of the supplier's category that have not closed. */
  openTenders: number;
  /** Its interests still awaiting the buyer's decision. */
  pendingInterests: number;
  /** Its quotations (one per tender). */
  quotationsSent: number;
  /** Tenders awarded to it, and their value with GST in paise. */
  awards: number;
  awardedValuePaise: number;
};

/** "2026-11" → "Nov 2026" (Hindi: "नव॰ 2026"). */
export function monthLabel(month: string, locale: Locale = 'en'): string {
  return formatPortalMonth(month, locale);
}
