import { randomUUID } from 'node:crypto';
import { addPortalDays, portalToday } from '@tenderdesk/domain/portal-time';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { interests, tenderItems, tenders } from '../db/schema/tenders';

/*
 * Tenders for tests that need them without the tender API (another module's): rows inserted
 * directly, with their items. Dates are YYYY-MM-DD; `daysFrom` gives them relative to today in a
 * time zone.
 */

export const TEST_TIME_ZONE = 'Asia/Kolkata';

/** The date `days` after today (before when negative) in `timeZone`, YYYY-MM-DD. */
export function daysFrom(days: number, timeZone = TEST_TIME_ZONE): string {
  return addPortalDays(portalToday(timeZone), days);
}

export type TenderRowInput = {
  categoryId: string;
  status?: 'Draft' | 'Published';
  projectCode?: string;
  projectName?: string;
  organisation?: string;
  projectTitle?: string;
  projectScope?: string;
  publishingDate?: string;
  closingDate?: string;
  /** Item rows to add (2 by default). */
  items?: number;
};

let tendersMade = 0;

/** Inserts a tender (Published unless told, open for 30 days) with its items; returns its id. */
export async function createTenderRow(db: Db, input: TenderRowInput): Promise<string> {
  const n = ++tendersMade;
  const id = randomUUID();
  const status = input.status ?? 'Published';
  await db.insert(tenders).values({
    id,
    projectCode: input.projectCode ?? `PRJ-${process.pid}-${n}-${id.slice(0, 8)}`,
    projectName: input.projectName ?? `Project ${n}`,
    organisation: input.organisation ?? 'Public Works',
    projectTitle: input.projectTitle ?? `Title ${n}`,
    categoryId: input.categoryId,
    projectScope: input.projectScope ?? 'Supply and install.',
    publishingDate: input.publishingDate ?? daysFrom(-1),
    closingDate: input.closingDate ?? daysFrom(30),
    status,
    publishedAt: status === 'Published' ? new Date() : null,
  });
  const items = input.items ?? 2;
  if (items > 0) {
    await db.insert(tenderItems).values(
      Array.from({ length: items }, (_, position) => ({
        tenderId: id,
        position,
        itemCode: `IT-${position + 1}`,
        itemName: `Item ${position + 1}`,
        partNo: `P-${position + 1}`,
        manufacturer: 'Acme',
        uom: 'pcs',
        qty: '12.50',
      })),
    );
  }
  return id;
}

/**
 * Closes a tender now, as a buyer's early close does (decision 039: awards wait for the close), and
 * keeps its dates: for tests that award once the quotations are in. Through the API it is
 * `POST /api/tenders/{id}/close-early`.
 */
export async function closeTenderRow(
  db: Db,
  tenderId: string,
  reason = 'Closed for the test.',
): Promise<void> {
  await db
    .update(tenders)
    // The process's clock, not the database's: a test on a fake clock closes at its own time.
    .set({ closedEarlyAt: new Date(Date.now() - 1000), closedEarlyReason: reason })
    .where(eq(tenders.id, tenderId));
}

/** Suppliers' interests in a tender, inserted as rows: Pending, or decided Approved or Rejected now. */
export async function insertInterests(
  db: Db,
  tenderId: string,
  by: { approved?: { id: string }[]; pending?: { id: string }[]; rejected?: { id: string }[] },
): Promise<void> {
  const decided = (status: 'Approved' | 'Rejected') => (supplier: { id: string }) => ({
    tenderId,
    supplierId: supplier.id,
    status,
    decidedAt: new Date(),
  });
  const rows = [
    ...(by.approved ?? []).map(decided('Approved')),
    ...(by.pending ?? []).map((supplier) => ({
      tenderId,
      supplierId: supplier.id,
      status: 'Pending' as const,
    })),
    ...(by.rejected ?? []).map(decided('Rejected')),
  ];
  if (rows.length > 0) await db.insert(interests).values(rows);
}
