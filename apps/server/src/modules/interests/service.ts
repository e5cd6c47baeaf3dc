import {
  type Interest,
  type InterestedRow,
  type InterestedRowQuery,
  type InterestedTender,
  type InterestedTendersQuery,
  MAX_SUPPLIER_DECIDED_ROWS,
  type SupplierInterestQuery,
  type SupplierTenderQuery,
} from '@tenderdesk/domain/interests';
import { messages } from '@tenderdesk/domain/messages';
import { notificationText } from '@tenderdesk/domain/notification-messages';
import type { Page } from '@tenderdesk/domain/paging';
import { parseSort } from '@tenderdesk/domain/paging';
import { linkTo } from '@tenderdesk/domain/screens';
import {
  closedFields,
  type InterestDecision,
  type InterestedSupplier,
  type InterestStatus,
  isTenderClosed,
  type SupplierTender,
  type TenderSummary,
} from '@tenderdesk/domain/tenders';
import { and, asc, count, desc, eq, exists, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import { alias, type PgColumn } from 'drizzle-orm/pg-core';
import type { Caller } from '../../core/caller';
import { badRequest, conflict, forbidden, notFound } from '../../core/errors';
import { recordAudit } from '../../db/audit';
import type { Db } from '../../db/client';
import { withConstraintErrors } from '../../db/constraints';
import { definePagedList, escapeLike } from '../../db/paging';
import { categories } from '../../db/schema/catalogue';
import { quotations } from '../../db/schema/quotations';
import { suppliers } from '../../db/schema/suppliers';
import { interests, tenders } from '../../db/schema/tenders';
import { inTransaction } from '../../db/transaction';
import { isUuid } from '../../db/uuid';
import { isQuotationAwarded, isTenderAwarded } from '../../shared/awarded-lines';
import { resolveCategory } from '../../shared/category-ref';
import type { Notifier } from '../../shared/notify';
import {
  type TenderSummaryRow,
  tenderItemCount,
  tenderSummaryColumns,
  toTenderSummaryFields,
} from '../../shared/tender-summary';

/*
 * Supplier discovery and interest (spec sections 2, 4 and 7; decision 021). A supplier sees the
 * published tenders of its own category with its own interest only; one interest per tender and
 * supplier is the database's unique index; every expression and decision is audited in the same
 * transaction. A tender closes at the end of its closing date in the portal's time zone.
 */

export type InterestOptions = { timeZone: string; notifier: Notifier };

type Params = Record<string, unknown>;
type Prepared = { execute: (params?: Params) => Promise<unknown[]> };

/**
 * Prepared (planned once, generically: decision 015) unless it searches: the best plan for a search
 * depends on its text, so a search is planned with its values each time (as db/paging.ts does).
 */
function finish(query: { prepare: (name: string) => unknown }, key: string, searching: boolean): Prepared {
  return (searching ? query : query.prepare(key)) as Prepared;
}

/** Statements built once per database and key (planned once per connection when prepared). */
const prepared = new WeakMap<Db, Map<string, Prepared>>();
function statement(db: Db, key: string, build: () => Prepared): Prepared {
  let byKey = prepared.get(db);
  if (!byKey) {
    byKey = new Map();
    prepared.set(db, byKey);
  }
  let found = byKey.get(key);
  if (!found) {
    found = build();
    byKey.set(key, found);
  }
  return found;
}

// ---------------------------------------------------------------------------------------------
// Tenders as the lists show them
// ---------------------------------------------------------------------------------------------

/** What a TenderSummary needs (db/tender-summary.ts), with its item count. */
const summaryColumns = { ...tenderSummaryColumns, itemCount: tenderItemCount };
type SummaryRow = TenderSummaryRow & { itemCount: number };
type SupplierTenderRow = SummaryRow & {
  interestId: string | null;
  interestStatus: string | null;
  interestedAt: Date | null;
  rejectReason?: string | null;
};

function toSummary(row: SummaryRow, timeZone: string): TenderSummary {
  return { ...toTenderSummaryFields(row, timeZone), itemCount: Number(row.itemCount) };
}

function toSupplierTender(row: SupplierTenderRow, timeZone: string): SupplierTender {
  return {
    ...toSummary(row, timeZone),
    interestStatus: (row.interestStatus as InterestStatus | null) ?? null,
    interestId: row.interestId ?? null,
    interestedDate: row.interestedAt ? row.interestedAt.toISOString() : null,
    // Only on a rejection that gave one, so every other row keeps the spec's shape.
    ...(row.interestStatus === 'Rejected' && row.rejectReason ? { rejectReason: row.rejectReason } : {}),
  };
}

const iso = (value: Date | string) => (value instanceof Date ? value : new Date(value)).toISOString();

// ---------------------------------------------------------------------------------------------
// GET /api/tenders/category/{category}
// ---------------------------------------------------------------------------------------------

/** The published tenders of one category, searched; over `table` (the page's or the count's). */
type TenderColumns = Record<
  'categoryId' | 'status' | 'projectName' | 'projectCode' | 'projectTitle' | 'organisation',
  PgColumn
>;
function publishedOfCategory(table: TenderColumns, searching: boolean, own = false): SQL | undefined {
  return and(
    own ? eq(table.categoryId, callerCategory) : eq(table.categoryId, sql.placeholder('categoryId')),
    eq(table.status, 'Published'),
    searching
      ? or(
          ilike(table.projectName, sql.placeholder('q')),
          ilike(table.projectCode, sql.placeholder('q')),
          ilike(table.projectTitle, sql.placeholder('q')),
          ilike(table.organisation, sql.placeholder('q')),
        )
      : undefined,
  );
}

/** The calling supplier's own category, inside a statement. */
const callerCategory = sql`(select ${suppliers.categoryId} from ${suppliers} where ${suppliers.id} = ${sql.placeholder('supplierId')})`;

const counted = alias(tenders, 'counted_tenders');
const paged = alias(tenders, 'paged_tenders');

/**
 * One statement per sort and search, one round trip: the page's ids read from
 * tenders_category_status_publishing_id_idx alone (or the category's few rows sorted otherwise),
 * so a deep page skips index entries, not joined rows; then those tenders, left-joined to this
 * supplier's interest through the (tender_id, supplier_id) unique index; the total is a scalar
 * subquery. `own`: the calling supplier's own category, read inside the statement (no extra round
 * trip); otherwise the category given as `categoryId`.
 */
function supplierTenderPage(db: Db, sort: SupplierTenderQuery['sort'], searching: boolean, own: boolean) {
  const key = `supplier_tenders_${sort.replace('-', 'desc_')}${searching ? '_q' : ''}${own ? '_own' : ''}`;
  return statement(db, key, () => {
    const { field, descending } = parseSort(sort);
    const direction = descending ? desc : asc;
    const sortOf = (table: typeof tenders | typeof paged) =>
      field === 'publishingDate'
        ? table.publishingDate
        : field === 'closingDate'
          ? table.closingDate
          : table.projectNameSort;
    const total = db
      .select({ n: count() })
      .from(counted)
      .where(publishedOfCategory(counted, searching, own));
    const ids = db
      .select({ id: paged.id })
      .from(paged)
      .where(publishedOfCategory(paged, searching, own))
      .orderBy(direction(sortOf(paged)), direction(paged.id))
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'));
    const query = db
      .select({
        ...summaryColumns,
        interestId: interests.id,
        interestStatus: interests.status,
        interestedAt: interests.interestedAt,
        rejectReason: interests.rejectReason,
        total: sql<number>`(${total})`.mapWith(Number),
      })
      .from(tenders)
      .innerJoin(categories, eq(categories.id, tenders.categoryId))
      .leftJoin(
        interests,
        and(eq(interests.tenderId, tenders.id), eq(interests.supplierId, sql.placeholder('supplierId'))),
      )
      .where(sql`${tenders.id} = any(array(${ids}))`)
      .orderBy(direction(sortOf(tenders)), direction(tenders.id));
    return finish(query, key, searching);
  });
}

function supplierTenderCount(db: Db, searching: boolean) {
  const key = `supplier_tenders_count${searching ? '_q' : ''}`;
  return statement(db, key, () =>
    finish(
      db.select({ n: count() }).from(counted).where(publishedOfCategory(counted, searching)),
      key,
      searching,
    ),
  );
}

function supplierCategoryStatement(db: Db) {
  return statement(
    db,
    'supplier_own_category',
    () =>
      db
        .select({ id: categories.id, name: categories.name })
        .from(suppliers)
        .innerJoin(categories, eq(categories.id, suppliers.categoryId))
        .where(eq(suppliers.id, sql.placeholder('id')))
        .prepare('supplier_own_category') as unknown as Prepared,
  );
}

/** Whether a reference (id or exact name, any case, padded) names this category. */
function refersTo(reference: string, category: { id: string; name: string }): boolean {
  const value = reference.trim();
  return value.toLowerCase() === category.id || value.toLowerCase() === category.name.toLowerCase();
}

/**
 * GET /api/tenders/category/{category}: an Active supplier gets the published tenders of its own
 * category with its own interest; the admin and sub-admins who manage tenders any category (no
 * interest). Unknown category: 404; another category for a supplier: 403.
 */
export async function listCategoryTenders(
  db: Db,
  caller: Caller,
  reference: string,
  query: SupplierTenderQuery,
  options: InterestOptions,
): Promise<Page<SupplierTender>> {
  const searching = Boolean(query.q);
  const search: Params = searching ? { q: `%${escapeLike(query.q ?? '')}%` } : {};
  const window = { limit: query.pageSize, offset: (query.page - 1) * query.pageSize };
  type PageRow = SupplierTenderRow & { total: number };
  let rows: PageRow[] = [];
  let categoryId: string | undefined;

  if (caller.role === 'supplier') {
    // The hot path, one round trip: the page of the caller's own category, then a check that the
    // reference names it. Only an empty page or another reference needs the lookups below.
    rows = (await supplierTenderPage(db, query.sort, searching, true).execute({
      ...search,
      ...window,
      supplierId: caller.id,
    })) as PageRow[];
    const first = rows[0];
    if (!first || !refersTo(reference, { id: first.categoryId, name: first.categoryName })) {
      rows = [];
      const [own] = (await supplierCategoryStatement(db).execute({ id: caller.id })) as {
        id: string;
        name: string;
      }[];
      if (!own || !refersTo(reference, own)) {
        if (!(await resolveCategory(db, reference)))
          throw notFound(messages.supplierSide.noTendersForCategory);
        throw forbidden(messages.supplierSide.otherCategory);
      }
      categoryId = own.id;
    }
  } else {
    const category = await resolveCategory(db, reference);
    if (!category) throw notFound(messages.supplierSide.noTendersForCategory);
    categoryId = category.id;
    rows = (await supplierTenderPage(db, query.sort, searching, false).execute({
      ...search,
      ...window,
      categoryId,
      supplierId: null,
    })) as PageRow[];
  }
  let total = rows[0]?.total;
  if (total === undefined) {
    const [row] = (await supplierTenderCount(db, searching).execute({ ...search, categoryId })) as {
      n: number;
    }[];
    total = Number(row?.n ?? 0);
  }
  const zone = options.timeZone;
  return {
    data: rows.map((row) => toSupplierTender(row, zone)),
    total: Number(total),
    page: query.page,
    pageSize: query.pageSize,
  };
}

// ---------------------------------------------------------------------------------------------
// A supplier's own lists: pending (paged), approved and rejected (bare arrays)
// ---------------------------------------------------------------------------------------------

function supplierInterestStatement(db: Db, descending: boolean) {
  const key = `supplier_interests_${descending ? 'desc' : 'asc'}`;
  return statement(db, key, () => {
    const direction = descending ? desc : asc;
    return db
      .select({
        ...summaryColumns,
        interestId: interests.id,
        interestStatus: interests.status,
        interestedAt: interests.interestedAt,
        rejectReason: interests.rejectReason,
      })
      .from(interests)
      .innerJoin(tenders, eq(tenders.id, interests.tenderId))
      .innerJoin(categories, eq(categories.id, tenders.categoryId))
      .where(
        and(
          eq(interests.supplierId, sql.placeholder('supplierId')),
          eq(interests.status, sql.placeholder('status')),
        ),
      )
      .orderBy(direction(interests.interestedAt), direction(interests.id))
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .prepare(key) as unknown as Prepared;
  });
}

function supplierInterestCount(db: Db) {
  return statement(
    db,
    'supplier_interests_count',
    () =>
      db
        .select({ n: count() })
        .from(interests)
        .where(
          and(
            eq(interests.supplierId, sql.placeholder('supplierId')),
            eq(interests.status, sql.placeholder('status')),
          ),
        )
        .prepare('supplier_interests_count') as unknown as Prepared,
  );
}

/** The caller's pending interests, paged (the guard has proven the id is the caller's). */
export async function listSupplierPending(
  db: Db,
  supplierId: string,
  query: SupplierInterestQuery,
  options: InterestOptions,
): Promise<Page<SupplierTender>> {
  const { descending } = parseSort(query.sort);
  const params = { supplierId: supplierId.toLowerCase(), status: 'Pending' };
  const offset = (query.page - 1) * query.pageSize;
  const rows = (await supplierInterestStatement(db, descending).execute({
    ...params,
    limit: query.pageSize,
    offset,
  })) as SupplierTenderRow[];
  let total = offset + rows.length;
  if (rows.length === query.pageSize || (rows.length === 0 && offset > 0)) {
    const [row] = (await supplierInterestCount(db).execute(params)) as { n: number }[];
    total = Number(row?.n ?? 0);
  }
  const zone = options.timeZone;
  return {
    data: rows.map((row) => toSupplierTender(row, zone)),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** The caller's approved or rejected interests, newest first, at most MAX_SUPPLIER_DECIDED_ROWS. */
export async function listSupplierDecided(
  db: Db,
  supplierId: string,
  status: Exclude<InterestStatus, 'Pending'>,
  options: InterestOptions,
): Promise<SupplierTender[]> {
  const rows = (await supplierInterestStatement(db, true).execute({
    supplierId: supplierId.toLowerCase(),
    status,
    limit: MAX_SUPPLIER_DECIDED_ROWS,
    offset: 0,
  })) as SupplierTenderRow[];
  const zone = options.timeZone;
  return rows.map((row) => toSupplierTender(row, zone));
}

// ---------------------------------------------------------------------------------------------
// POST /api/suppliers/{tenderId}/interest
// ---------------------------------------------------------------------------------------------

const tenderNotFound = () => notFound(messages.tender.notFound);

/**
 * Records the caller's interest in a tender: the caller must be the supplier named in the body,
 * the tender published, of its category and still open. A second interest is refused by the
 * unique index (also under concurrent requests).
 */
export async function expressInterest(
  db: Db,
  caller: Caller,
  tenderId: string,
  body: { supplierId: string },
  options: InterestOptions,
): Promise<Interest> {
  if (body.supplierId.trim().toLowerCase() !== caller.id) throw forbidden(messages.interest.notYourself);
  if (!isUuid(tenderId)) throw tenderNotFound();
  const interest = await withConstraintErrors(
    () =>
      inTransaction(db, async (tx) => {
        const [tender] = await tx
          .select({
            id: tenders.id,
            status: tenders.status,
            categoryId: tenders.categoryId,
            closingDate: tenders.closingDate,
            closedEarlyAt: tenders.closedEarlyAt,
          })
          .from(tenders)
          .where(eq(tenders.id, tenderId));
        if (!tender) throw tenderNotFound();
        if (tender.status !== 'Published') throw badRequest(messages.interest.notPublished);
        const [supplier] = await tx
          .select({ categoryId: suppliers.categoryId, companyName: suppliers.companyName })
          .from(suppliers)
          .where(eq(suppliers.id, caller.id));
        if (!supplier) throw forbidden(messages.interest.notYourself);
        if (supplier.categoryId !== tender.categoryId) throw forbidden(messages.interest.otherCategory);
        if (await isTenderAwarded(tx, tender.id)) throw conflict(messages.tender.awarded);
        if (isTenderClosed(tender, options.timeZone)) throw badRequest(messages.interest.tenderClosed);
        const [row] = await tx
          .insert(interests)
          .values({ tenderId: tender.id, supplierId: caller.id })
          .returning();
        if (!row) throw new Error('interest insert returned nothing');
        await recordAudit(tx, caller, {
          action: 'interest.express',
          entity: 'interest',
          entityId: row.id,
          changes: { tenderId: tender.id, supplierId: caller.id, status: row.status },
        });
        return {
          _id: row.id,
          tenderId: row.tenderId,
          supplierId: row.supplierId,
          supplierName: supplier.companyName,
          status: row.status as InterestStatus,
          interestedDate: iso(row.interestedAt),
          decidedAt: null,
        };
      }),
    { unique: () => badRequest(messages.interest.already) },
  );
  interestedRows.invalidateCounts(db);
  return interest;
}

// ---------------------------------------------------------------------------------------------
// PUT /api/tenders/{tenderId}/supplier/{supplierId}/status
// ---------------------------------------------------------------------------------------------

/** Approves or rejects an interest (either direction, again if need be); audited with from/to. */
export async function decideInterest(
  db: Db,
  caller: Caller,
  tenderId: string,
  supplierId: string,
  decision: { status: InterestDecision; reason?: string | undefined },
  { notifier }: Pick<InterestOptions, 'notifier'>,
): Promise<Interest> {
  const { status } = decision;
  // A reason belongs to a rejection only; an empty one is none (issue 18).
  const rejectReason = status === 'Rejected' && decision.reason ? decision.reason : null;
  const interestNotFound = () => notFound(messages.interest.notFound);
  if (!isUuid(tenderId) || !isUuid(supplierId)) throw interestNotFound();
  return inTransaction(db, async (tx) => {
    const [before] = await tx
      .select({ id: interests.id, status: interests.status, rejectReason: interests.rejectReason })
      .from(interests)
      .where(and(eq(interests.tenderId, tenderId), eq(interests.supplierId, supplierId.toLowerCase())))
      .for('update');
    if (!before) throw interestNotFound();
    if (status === 'Rejected') {
      // Read with the interest locked: an award written meanwhile (holding its shared lock) is seen.
      const [quotation] = await tx
        .select({ id: quotations.id })
        .from(quotations)
        .where(eq(quotations.interestId, before.id));
      // Awarded whole or by line (decision 033).
      if (quotation && (await isQuotationAwarded(tx, quotation.id)))
        throw conflict(messages.interest.awarded);
    }
    const [row] = await tx
      .update(interests)
      .set({ status, rejectReason, decidedAt: sql`now()`, decidedBy: caller.id, updatedAt: sql`now()` })
      .where(eq(interests.id, before.id))
      .returning();
    if (!row) throw interestNotFound();
    await recordAudit(tx, caller, {
      action: 'interest.decide',
      entity: 'interest',
      entityId: row.id,
      changes: {
        tenderId: row.tenderId,
        supplierId: row.supplierId,
        status: { from: before.status, to: status },
        ...(before.rejectReason !== rejectReason
          ? { rejectReason: { from: before.rejectReason, to: rejectReason } }
          : {}),
      },
    });
    if (before.status !== status) {
      const [tender] = await tx
        .select({ projectCode: tenders.projectCode, projectTitle: tenders.projectTitle })
        .from(tenders)
        .where(eq(tenders.id, row.tenderId));
      if (tender) {
        const approved = status === 'Approved';
        await notifier.notify(
          tx,
          approved ? 'interest.approved' : 'interest.rejected',
          { suppliers: [row.supplierId] },
          {
            ...(approved
              ? notificationText.interestApproved(tender)
              : notificationText.interestRejected(tender, rejectReason)),
            link: linkTo('supplierTender', { id: row.tenderId }),
          },
        );
      }
    }
    const [supplier] = await tx
      .select({ companyName: suppliers.companyName })
      .from(suppliers)
      .where(eq(suppliers.id, row.supplierId));
    return {
      _id: row.id,
      tenderId: row.tenderId,
      supplierId: row.supplierId,
      supplierName: supplier?.companyName ?? '',
      status: row.status as InterestStatus,
      interestedDate: iso(row.interestedAt),
      decidedAt: row.decidedAt ? iso(row.decidedAt) : null,
    };
  });
}

// ---------------------------------------------------------------------------------------------
// The admin's views: GET /api/tenders/interested and /api/tenders/interested/rows
// ---------------------------------------------------------------------------------------------

function interestedTenderStatement(db: Db) {
  return statement(db, 'interested_tenders', () => {
    const interested = db.select({ one: sql`1` }).from(interests).where(eq(interests.tenderId, tenders.id));
    return db
      .select(summaryColumns)
      .from(tenders)
      .innerJoin(categories, eq(categories.id, tenders.categoryId))
      .where(and(eq(tenders.status, 'Published'), exists(interested)))
      .orderBy(desc(tenders.publishingDate), desc(tenders.id))
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .prepare('interested_tenders') as unknown as Prepared;
  });
}

/**
 * The spec's grouped call: the published tenders that have interest, newest published first, a
 * page of them (MAX_PAGE_SIZE by default), each with all its interested suppliers, newest first.
 */
export async function listInterestedTenders(
  db: Db,
  query: InterestedTendersQuery,
  options: InterestOptions,
): Promise<{ data: InterestedTender[]; page: number; pageSize: number }> {
  const rows = (await interestedTenderStatement(db).execute({
    limit: query.pageSize,
    offset: (query.page - 1) * query.pageSize,
  })) as SummaryRow[];
  const byTender = new Map<string, InterestedSupplier[]>();
  if (rows.length > 0) {
    const entries = await db
      .select({
        id: interests.id,
        tenderId: interests.tenderId,
        supplierId: interests.supplierId,
        supplierName: suppliers.companyName,
        status: interests.status,
        interestedAt: interests.interestedAt,
        decidedAt: interests.decidedAt,
      })
      .from(interests)
      .innerJoin(suppliers, eq(suppliers.id, interests.supplierId))
      .where(
        inArray(
          interests.tenderId,
          rows.map((row) => row.id),
        ),
      )
      .orderBy(desc(interests.interestedAt), desc(interests.id));
    for (const entry of entries) {
      const list = byTender.get(entry.tenderId) ?? [];
      list.push({
        _id: entry.id,
        supplierId: entry.supplierId,
        supplierName: entry.supplierName,
        status: entry.status as InterestStatus,
        interestedDate: iso(entry.interestedAt),
        decidedAt: entry.decidedAt ? iso(entry.decidedAt) : null,
      });
      byTender.set(entry.tenderId, list);
    }
  }
  const zone = options.timeZone;
  return {
    data: rows.map((row) => ({ ...toSummary(row, zone), interestedSuppliers: byTender.get(row.id) ?? [] })),
    page: query.page,
    pageSize: query.pageSize,
  };
}

type InterestedRowData = {
  id: string;
  tenderId: string;
  projectCode: string;
  projectName: string;
  organisation: string;
  publishingDate: string;
  closingDate: string;
  closedEarlyAt: Date | null;
  closedEarlyReason: string | null;
  supplierId: string;
  supplierName: string;
  status: string;
  interestedAt: Date;
  decidedAt: Date | null;
};

/** One row per interest, newest first; searched by project name, project code or supplier name. */
const interestedRows = definePagedList({
  name: 'interested_rows',
  table: interests,
  id: interests.id,
  filters: {},
  search: [
    sql`(select ${tenders.projectName} from ${tenders} where ${tenders.id} = ${interests.tenderId})`,
    sql`(select ${tenders.projectCode} from ${tenders} where ${tenders.id} = ${interests.tenderId})`,
    sql`(select ${suppliers.companyName} from ${suppliers} where ${suppliers.id} = ${interests.supplierId})`,
  ],
  sorts: { interestedDate: interests.interestedAt },
  select: (db) =>
    db
      .select({
        id: interests.id,
        tenderId: interests.tenderId,
        projectCode: tenders.projectCode,
        projectName: tenders.projectName,
        organisation: tenders.organisation,
        publishingDate: tenders.publishingDate,
        closingDate: tenders.closingDate,
        closedEarlyAt: tenders.closedEarlyAt,
        closedEarlyReason: tenders.closedEarlyReason,
        supplierId: interests.supplierId,
        supplierName: suppliers.companyName,
        status: interests.status,
        interestedAt: interests.interestedAt,
        decidedAt: interests.decidedAt,
      })
      .from(interests)
      .innerJoin(tenders, eq(tenders.id, interests.tenderId))
      .innerJoin(suppliers, eq(suppliers.id, interests.supplierId))
      .$dynamic(),
  toItem: (row: InterestedRowData) => row,
});

export async function listInterestedRows(
  db: Db,
  query: InterestedRowQuery,
  options: InterestOptions,
): Promise<Page<InterestedRow>> {
  const page = await interestedRows.page(db, {}, query);
  const zone = options.timeZone;
  return {
    ...page,
    data: page.data.map((row) => ({
      _id: row.id,
      tenderId: row.tenderId,
      projectCode: row.projectCode,
      projectName: row.projectName,
      organisation: row.organisation,
      publishingDate: row.publishingDate,
      closingDate: row.closingDate,
      ...closedFields(row, zone),
      supplierId: row.supplierId,
      supplierName: row.supplierName,
      status: row.status as InterestStatus,
      interestedDate: iso(row.interestedAt),
      decidedAt: row.decidedAt ? iso(row.decidedAt) : null,
    })),
  };
}
