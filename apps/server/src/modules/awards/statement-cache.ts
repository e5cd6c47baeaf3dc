import { createHash } from 'node:crypto';
import { isTenderClosed } from '@tenderdesk/domain/tenders';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { statementCache } from '../../db/schema/statements';
import { tenders } from '../../db/schema/tenders';
import { isUuid } from '../../db/uuid';
import { readBuyerHeading } from '../../shared/organisation-logo';
import { sealOf } from '../../shared/sealing';

/*
 * The comparative statement's cache (decision 041). A statement is a function of its tender's
 * quotations (each revision), interests, award, margins, items and suppliers' names, and of whether
 * the tender has closed: the fingerprint is a hash of the tender's newest audit event (every change
 * to those is audited against the tender: decision 035), each quotation's id, revision, supplier
 * name and interest status, the closing state, the organisation's legal name and logo (the heading)
 * and the layout version; and when the tender's reverse auction closed (its section: issue 22; the
 * close is audited too, this holds without relying on it). Kept in the database, so
 * every server instance shares it; a sealed tender still open is never served from it.
 */

/** Bump when the statement's layout changes: every cached statement is then built again. */
const STATEMENT_LAYOUT_VERSION = 5;

/** The file kept: the XLSX, the PDF in English, or the PDF in Hindi (issue 26: one per language). */
export type StatementFormat = 'xlsx' | 'pdf' | 'pdf-hi';

/** The fingerprint of what a tender's statement shows now; null when it cannot be cached (unknown, sealed). */
export async function statementFingerprint(
  db: Db,
  tenderId: string,
  timeZone: string,
): Promise<string | null> {
  if (!isUuid(tenderId)) return null;
  const [row] = await db
    .select({
      sealed: tenders.sealed,
      closingDate: tenders.closingDate,
      closedEarlyAt: tenders.closedEarlyAt,
      envelopes: tenders.envelopes,
      financialOpenedAt: tenders.financialOpenedAt,
      seq: sql<string>`(select coalesce(max(a.seq), 0)::text from audit_events a where a.tender_id = "tenders"."id")`,
      quotations: sql<string>`(select coalesce(string_agg(q.id::text || ':' || q.revision || ':' || i.status || ':' || s.company_name, ',' order by q.id), '')
          from quotations q join interests i on i.id = q.interest_id join suppliers s on s.id = q.supplier_id
         where q.tender_id = "tenders"."id")`,
      auctionClosedAt: sql<string | null>`(select max(au.closed_at)::text from auctions au
         where au.tender_id = "tenders"."id" and au.cancelled_at is null)`,
    })
    .from(tenders)
    .where(eq(tenders.id, tenderId.toLowerCase()));
  if (!row || sealOf(row, timeZone).sealed) return null;
  const closed = isTenderClosed(row, timeZone);
  const buyer = await readBuyerHeading(db);
  return createHash('sha256')
    .update(
      JSON.stringify([
        STATEMENT_LAYOUT_VERSION,
        timeZone,
        closed,
        row.seq,
        row.quotations,
        row.auctionClosedAt,
        buyer,
      ]),
    )
    .digest('base64url');
}

/** The cached statement of a tender in a format, when it was built for this fingerprint. */
export async function cachedStatement(
  db: Db,
  tenderId: string,
  format: StatementFormat,
  fingerprint: string,
) {
  const [row] = await db
    .select({ fileName: statementCache.fileName, content: statementCache.content })
    .from(statementCache)
    .where(
      and(
        eq(statementCache.tenderId, tenderId.toLowerCase()),
        eq(statementCache.format, format),
        eq(statementCache.fingerprint, fingerprint),
      ),
    );
  return row ?? null;
}

/** Keeps a built statement for its fingerprint (replacing the tender's older one of that format). */
export async function keepStatement(
  db: Db,
  tenderId: string,
  format: StatementFormat,
  fingerprint: string,
  file: { fileName: string; content: Buffer },
): Promise<void> {
  await db
    .insert(statementCache)
    .values({ tenderId: tenderId.toLowerCase(), format, fingerprint, ...file })
    .onConflictDoUpdate({
      target: [statementCache.tenderId, statementCache.format],
      set: { fingerprint, fileName: file.fileName, content: file.content, createdAt: sql`now()` },
    });
}
