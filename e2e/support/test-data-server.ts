import { randomUUID } from 'node:crypto';
import { existsSync, unlinkSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { PermissionKey } from '@tenderdesk/domain/permissions';
import type { SupplierStatus } from '@tenderdesk/domain/supplier-status';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../apps/server/src/db/client';
import { enqueueEmail } from '../../apps/server/src/db/outbox';
import { auctions } from '../../apps/server/src/db/schema/auctions';
import { suppliers } from '../../apps/server/src/db/schema/suppliers';
import { tenderItems } from '../../apps/server/src/db/schema/tenders';
import { SUPPLIER_FILE_KIND } from '../../apps/server/src/modules/suppliers/documents';
import { storeFiles } from '../../apps/server/src/plugins/files/store';
import { insertAdmin, insertCategoryPair, insertSupplier } from '../../apps/server/src/test/accounts';
import { PDF_BYTES, PNG_BYTES } from '../../apps/server/src/test/files';
import { closeTenderRow } from '../../apps/server/src/test/tenders';
import {
  insertDocumentType,
  insertSupplierDocument,
} from '../../apps/server/src/test/vendor-documents-fixtures';
import { type ScorecardSeedRequest, seedScorecard } from './scorecard-seed';

/**
 * The browser tests' back door to the database: fixtures create exactly the rows a test needs
 * (through the server's own test helpers, with no rate limit or e-mail rule in the way) and delete
 * them afterwards. It listens on a Unix socket beside the e2e server, never on a TCP port, and exists
 * only in the e2e start-up: the product has no such door.
 */
export function testDataSocketPath(port: number | string): string {
  return path.join(tmpdir(), `tenderdesk-e2e-${port}.sock`);
}

export type CreateCategoryRequest = { category: string; subCategory: string };
export type CreateSubAdminRequest = {
  username: string;
  email: string;
  password: string;
  permissions: PermissionKey[];
  /** An admin of the portal's own (all rights) instead of a sub-admin. */
  role?: 'admin' | 'subadmin';
};
export type CreateSupplierRequest = {
  email: string;
  password: string;
  companyName: string;
  status: SupplierStatus;
  inactiveReason?: string;
  categoryId?: string;
  subCategoryId?: string;
  /** Its address and contact person, where they differ from the sample supplier's. */
  profile?: Partial<Record<SupplierProfileField, string>>;
  /** Both registration documents (a PDF trade licence, a PNG VAT certificate), as registering stores them. */
  documents?: boolean;
};
type SupplierProfileField = 'address' | 'city' | 'state' | 'firstName' | 'lastName' | 'designation';
/** The emails the e2e server's SMTP server received for one address, oldest first. */
export type ReceivedEmail = { subject: string; text: string; html: string };
export type MailRequest = { to: string };
/** An email that already failed its last attempt (as after a mail server outage), for the admin to retry. */
export type FailedEmailRequest = { to: string; subject: string };

/** Closes a tender now, as an early close does (decision 039: awards wait for the close). */
/**
 * A document of a supplier (issue 24): a new document type (expiring), required by `requiredBy`
 * categories, and the supplier's Verified document of it valid through `expiryDate`.
 */
export type SupplierDocumentRequest = {
  supplierId: string;
  typeName: string;
  expiryDate: string;
  requiredBy?: string[];
};

export type CloseTenderRequest = { tenderId: string; reason?: string };
/** An item's quantity changed as an addendum changes it (the priced BoQ's stale file, issue 23). */
export type ItemQuantityRequest = { tenderId: string; itemCode: string; qty: string };

/**
 * Moves when something happened (decision 038's browser test): each kind names one instant column,
 * and the row by its id (an award by its tender's id). Only these columns, never a name from the body.
 */
export const INSTANT_COLUMNS = {
  'purchase-order-issued': ['purchase_orders', 'issued_at', 'id'],
  'purchase-order-created': ['purchase_orders', 'created_at', 'id'],
  'award-selected': ['tender_awards', 'selected_at', 'tender_id'],
  'purchase-request-created': ['purchase_requests', 'created_at', 'id'],
  'supplier-status-changed': ['suppliers', 'status_changed_at', 'id'],
  // A negotiation round's deadline (issue 21): moved into the past, the round closes without waiting.
  'negotiation-deadline': ['negotiation_rounds', 'deadline', 'id'],
} as const;
export type InstantKind = keyof typeof INSTANT_COLUMNS;
export type InstantsRequest = { changes: { kind: InstantKind; id: string; at: string }[] };

async function setInstants(database: Database, request: InstantsRequest) {
  for (const change of request.changes) {
    const [table, column, key] = INSTANT_COLUMNS[change.kind];
    await database.db.execute(
      sql`update ${sql.identifier(table)} set ${sql.identifier(column)} = ${change.at}::timestamptz
          where ${sql.identifier(key)} = ${change.id}::uuid`,
    );
  }
  return { ok: true };
}

/**
 * Moves the tender's auction (the one not cancelled) in time relative to the database's clock, so a
 * browser test never waits for a start or an end (issue 22): `startsInSeconds` sets starts_at to
 * now() + that, `endsInSeconds` ends_at to now() + that (negative: in the past). Given only the
 * start, the end keeps its distance from it; given only the end, the start stays unless it would not
 * be before the end, then it moves back by the auction's duration.
 */
export type AuctionTimesRequest = { tenderId: string; startsInSeconds?: number; endsInSeconds?: number };
export type AuctionTimes = { auctionId: string; startsAt: string; endsAt: string };

const secondsOrNull = (value: unknown) =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;

async function setAuctionTimes(database: Database, request: AuctionTimesRequest): Promise<AuctionTimes> {
  const starts = secondsOrNull(request.startsInSeconds);
  const ends = secondsOrNull(request.endsInSeconds);
  if (starts === null && ends === null)
    throw new Error('auction-times needs startsInSeconds or endsInSeconds');
  const newStart = sql`now() + make_interval(secs => ${starts}::float8)`;
  const newEnd = sql`now() + make_interval(secs => ${ends}::float8)`;
  const startsAt =
    starts !== null
      ? newStart
      : sql`case when starts_at < ${newEnd} then starts_at
             else ${newEnd} - make_interval(mins => duration_minutes) end`;
  const endsAt = ends !== null ? newEnd : sql`${newStart} + (ends_at - starts_at)`;
  const [row] = await database.db
    .update(auctions)
    .set({ startsAt, endsAt })
    .where(and(eq(auctions.tenderId, request.tenderId), isNull(auctions.cancelledAt)))
    .returning({ auctionId: auctions.id, startsAt: auctions.startsAt, endsAt: auctions.endsAt });
  if (!row) throw new Error(`tender ${request.tenderId} has no auction that is not cancelled`);
  return { auctionId: row.auctionId, startsAt: row.startsAt.toISOString(), endsAt: row.endsAt.toISOString() };
}

export type CleanupRequest = { suppliers: string[]; admins: string[]; categories: string[] };

const uuidList = (ids: string[]) =>
  sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  );

/** Deletes what a test created, children first; accounts release their e-mail addresses. */
async function cleanup(database: Database, request: CleanupRequest) {
  await database.db.transaction(async (tx) => {
    // Interests of its suppliers and tenders filed under its categories (both hold their rows).
    if (request.suppliers.length > 0)
      await tx.execute(sql`delete from interests where supplier_id in (${uuidList(request.suppliers)})`);
    if (request.categories.length > 0) {
      // Purchase requests filed under its categories (decision 032; they hold the category).
      await tx.execute(
        sql`delete from purchase_requests where category_id in (${uuidList(request.categories)})`,
      );
      const tenderIds = sql`select id from tenders where category_id in (${uuidList(request.categories)})`;
      await tx.execute(sql`delete from interests where tender_id in (${tenderIds})`);
      await tx.execute(sql`delete from tenders where category_id in (${uuidList(request.categories)})`);
    }
    if (request.suppliers.length > 0) {
      // Their documents (issue 24) go with them; the test's own document types, named with a
      // stamp, once no document holds them.
      const types = await tx.execute<{ id: string }>(
        sql`select distinct document_type_id as id from supplier_documents where supplier_id in (${uuidList(request.suppliers)})`,
      );
      await tx.execute(sql`delete from suppliers where id in (${uuidList(request.suppliers)})`);
      await tx.execute(sql`delete from account_emails where account_id in (${uuidList(request.suppliers)})`);
      const held = (Array.isArray(types) ? types : (types as { rows: { id: string }[] }).rows).map(
        (row) => row.id,
      );
      if (held.length > 0) {
        await tx.execute(sql`delete from document_types t where t.builtin_key is null and t.name like 'E2E %'
          and t.id in (${uuidList(held)})
          and not exists (select 1 from supplier_documents d where d.document_type_id = t.id)`);
      }
    }
    if (request.admins.length > 0) {
      await tx.execute(sql`delete from admins where id in (${uuidList(request.admins)})`);
      await tx.execute(sql`delete from account_emails where account_id in (${uuidList(request.admins)})`);
    }
    if (request.categories.length > 0) {
      const ids = uuidList(request.categories);
      await tx.execute(sql`delete from sub_categories where category_id in (${ids})`);
      await tx.execute(sql`delete from categories where id in (${ids})`);
    }
  });
}

/** A supplier as the server's test kit inserts it, with the profile and documents asked for. */
async function createSupplier(database: Database, body: CreateSupplierRequest): Promise<string> {
  const { profile, documents, ...account } = body;
  const id = await insertSupplier(database, account);
  const changes: Partial<typeof suppliers.$inferInsert> = { ...profile };
  if (documents) {
    const tradeLicenseFileId = randomUUID();
    const vatCertificateFileId = randomUUID();
    await storeFiles(database.db, SUPPLIER_FILE_KIND, [
      {
        id: tradeLicenseFileId,
        file: { bytes: PDF_BYTES, originalName: 'trade-licence.pdf', detectedType: 'pdf' },
      },
      {
        id: vatCertificateFileId,
        file: { bytes: PNG_BYTES, originalName: 'vat-certificate.png', detectedType: 'png' },
      },
    ]);
    Object.assign(changes, { tradeLicenseFileId, vatCertificateFileId });
  }
  if (Object.keys(changes).length > 0)
    await database.db.update(suppliers).set(changes).where(eq(suppliers.id, id));
  return id;
}

async function readJson<T>(request: IncomingMessage): Promise<T> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as T;
}

export function startTestDataServer(
  database: Database,
  socketPath: string,
  options: { mail?: (to: string) => ReceivedEmail[] } = {},
): Promise<Server> {
  const routes: Record<string, (body: never) => Promise<unknown>> = {
    '/mail': async (body: MailRequest) => options.mail?.(body.to.toLowerCase()) ?? [],
    '/failed-email': async (body: FailedEmailRequest) => {
      const id = await enqueueEmail(database.db, {
        kind: 'e2e',
        to: body.to,
        subject: body.subject,
        text: `${body.subject}\n\nSent again after a retry.`,
        html: `<p>${body.subject}</p>`,
      });
      await database.db.execute(
        sql`update email_outbox set status = 'Failed', attempts = 5,
            last_error = 'EENVELOPE 550 Mailbox unavailable' where id = ${id}`,
      );
      return { id };
    },
    '/categories': (body: CreateCategoryRequest) =>
      insertCategoryPair(database, body.category, body.subCategory),
    '/subadmins': async (body: CreateSubAdminRequest) => ({
      id: await insertAdmin(database, { ...body, role: body.role ?? 'subadmin' }),
    }),
    '/suppliers': async (body: CreateSupplierRequest) => ({ id: await createSupplier(database, body) }),
    '/supplier-document': async (body: SupplierDocumentRequest) => {
      const type = await insertDocumentType(database.db, {
        name: body.typeName,
        requiredBy: body.requiredBy,
      });
      const documentId = await insertSupplierDocument(database.db, {
        supplierId: body.supplierId,
        documentTypeId: type.id,
        expiryDate: body.expiryDate,
      });
      return { typeId: type.id, documentId };
    },
    '/close-tender': async (body: CloseTenderRequest) => {
      await closeTenderRow(database.db, body.tenderId, body.reason);
      return { ok: true };
    },
    '/item-quantity': async (body: ItemQuantityRequest) => {
      await database.db
        .update(tenderItems)
        .set({ qty: body.qty })
        .where(and(eq(tenderItems.tenderId, body.tenderId), eq(tenderItems.itemCode, body.itemCode)));
      return { ok: true };
    },
    '/instants': (body: InstantsRequest) => setInstants(database, body),
    '/auction-times': (body: AuctionTimesRequest) => setAuctionTimes(database, body),
    '/scorecard': (body: ScorecardSeedRequest) => seedScorecard(database, body),
    '/cleanup': async (body: CleanupRequest) => {
      await cleanup(database, body);
      return { ok: true };
    },
  };
  const server = createServer((request, response) => {
    const route = request.method === 'POST' ? routes[request.url ?? ''] : undefined;
    if (!route) {
      response.writeHead(404).end();
      return;
    }
    readJson<never>(request)
      .then(route)
      .then((result) => {
        response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(result));
      })
      .catch((error: unknown) => {
        response
          .writeHead(500, { 'content-type': 'application/json' })
          .end(JSON.stringify({ message: error instanceof Error ? error.message : String(error) }));
      });
  });
  if (existsSync(socketPath)) unlinkSync(socketPath);
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(socketPath, () => resolve(server));
  });
}
