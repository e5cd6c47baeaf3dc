import { randomUUID } from 'node:crypto';
import { normaliseEmail } from '@tenderdesk/domain/auth';
import { evaluationMessages } from '@tenderdesk/domain/evaluation-messages';
import { messages } from '@tenderdesk/domain/messages';
import {
  emptyPermissions,
  normalisePermissions,
  PERMISSION_KEYS,
  type Permissions,
} from '@tenderdesk/domain/permissions';
import type {
  PermissionsUpdateBody,
  SubAdmin,
  SubAdminCreateBody,
  SubAdminUpdateBody,
  SubAdminWithPermissions,
} from '@tenderdesk/domain/subadmins';
import { and, eq, sql } from 'drizzle-orm';
import type { Caller } from '../../core/caller';
import { conflict, forbidden, notFound } from '../../core/errors';
import { claimAccountEmail, releaseAccountEmail, replaceAccountEmail } from '../../db/account-emails';
import { diffFields, recordAudit } from '../../db/audit';
import type { Db, DbOrTx } from '../../db/client';
import { withConstraintErrors } from '../../db/constraints';
import { admins } from '../../db/schema/accounts';
import { inTransaction } from '../../db/transaction';
import { isUuid } from '../../db/uuid';
import { hashPassword } from '../../security/passwords';

/*
 * Sub-admins live in the admins table with role 'subadmin'. These calls only ever touch such rows:
 * the admin's own row answers 404 here, so nobody can demote, rename or delete the admin through them.
 * Deleting a row is enough to lock its holder out: the auth plugin re-reads the account per request.
 *
 * Privilege (issue 8): the admin manages every sub-admin. A sub-admin holding `subAdmin` may rename
 * or delete only sub-admins whose permissions are a subset of its own (never one that could do more
 * than itself), and may change only its own email here: another account's email is how that account
 * is reached (password reset), so only the admin may change it.
 */

type AdminRow = typeof admins.$inferSelect;

const toSubAdmin = (row: Pick<AdminRow, 'id' | 'username' | 'email'>): SubAdmin => ({
  _id: row.id,
  username: row.username,
  email: row.email,
  role: 'subadmin',
});

const subAdminNotFound = () => notFound(messages.subadmin.notFound);
const outranked = () => forbidden(messages.subadmin.outranks);

/** True when `target` holds no permission that `holder` lacks. */
export function isPermissionSubset(target: Permissions, holder: Permissions): boolean {
  return PERMISSION_KEYS.every((key) => !target[key] || holder[key]);
}

/** The admin may act on any sub-admin; a sub-admin only on one holding no more than itself. */
function assertMayManage(caller: Caller, target: AdminRow) {
  if (caller.role === 'admin') return;
  if (!isPermissionSubset(normalisePermissions(target.permissions), caller.permissions)) throw outranked();
}

const emailTaken = () => conflict(messages.account.emailTaken, 'email');

/** Runs a write, turning a taken email (account_emails primary key, admins email index) into a 409. */
const withUniqueEmail = <T>(work: () => Promise<T>) => withConstraintErrors(work, { unique: emailTaken });

/** Locks and returns a sub-admin row inside a transaction; 404 for unknown ids and for the admin. */
async function lockSubAdmin(tx: DbOrTx, id: string): Promise<AdminRow> {
  if (!isUuid(id)) throw subAdminNotFound();
  const [row] = await tx
    .select()
    .from(admins)
    .where(and(eq(admins.id, id), eq(admins.role, 'subadmin')))
    .for('update');
  if (!row) throw subAdminNotFound();
  return row;
}

const bySubAdminName = [sql`lower(${admins.username})`, admins.username, admins.id] as const;

export async function listSubAdmins(db: Db): Promise<SubAdmin[]> {
  const rows = await db
    .select()
    .from(admins)
    .where(eq(admins.role, 'subadmin'))
    .orderBy(...bySubAdminName);
  return rows.map(toSubAdmin);
}

export async function listSubAdminsWithPermissions(db: Db): Promise<SubAdminWithPermissions[]> {
  const rows = await db
    .select()
    .from(admins)
    .where(eq(admins.role, 'subadmin'))
    .orderBy(...bySubAdminName);
  return rows.map((row) => ({ ...toSubAdmin(row), permissions: normalisePermissions(row.permissions) }));
}

/** A new sub-admin holds no permission until the admin grants some on the role page. */
export async function addSubAdmin(db: DbOrTx, caller: Caller, body: SubAdminCreateBody) {
  const email = normaliseEmail(body.email);
  const passwordHash = await hashPassword(body.password);
  const id = randomUUID();
  await withUniqueEmail(() =>
    inTransaction(db, async (tx) => {
      await claimAccountEmail(tx, 'admin', id, email);
      await tx.insert(admins).values({
        id,
        username: body.username,
        email,
        passwordHash,
        role: 'subadmin',
        permissions: emptyPermissions(),
      });
      await recordAudit(tx, caller, {
        action: 'subadmin.create',
        entity: 'subadmin',
        entityId: id,
        changes: { username: body.username, email, role: 'subadmin' },
      });
    }),
  );
  return {
    message: messages.subadmin.added(body.username),
    subadmin: toSubAdmin({ id, username: body.username, email }),
  };
}

export async function updateSubAdmin(db: DbOrTx, caller: Caller, id: string, body: SubAdminUpdateBody) {
  const email = normaliseEmail(body.email);
  const updated = await withUniqueEmail(() =>
    inTransaction(db, async (tx) => {
      const before = await lockSubAdmin(tx, id);
      assertMayManage(caller, before);
      const changes = diffFields(
        { username: before.username, email: before.email },
        { username: body.username, email },
      );
      if (Object.keys(changes).length === 0) return before;
      if (changes.email && caller.role !== 'admin' && before.id !== caller.id) {
        throw forbidden(messages.subadmin.emailAdminOnly);
      }
      // The email moves in account_emails within this transaction, so the new one is claimed (or
      // refused as taken) atomically with the update.
      if (changes.email) await replaceAccountEmail(tx, 'admin', id, email);
      await tx
        .update(admins)
        .set({ username: body.username, email, updatedAt: sql`now()` })
        .where(eq(admins.id, id));
      await recordAudit(tx, caller, { action: 'subadmin.update', entity: 'subadmin', entityId: id, changes });
      return { ...before, username: body.username, email };
    }),
  );
  return { message: messages.subadmin.updated(updated.username), subadmin: toSubAdmin(updated) };
}

export async function deleteSubAdmin(db: DbOrTx, caller: Caller, id: string) {
  // A bid opener named for a tender (issue 21) keeps its account until another opener replaces it.
  const deleted = await withConstraintErrors(() => removeSubAdmin(db, caller, id), {
    foreignKey: conflict(evaluationMessages.openerStillNamed),
  });
  return { message: messages.subadmin.deleted(deleted.username) };
}

function removeSubAdmin(db: DbOrTx, caller: Caller, id: string) {
  return inTransaction(db, async (tx) => {
    const row = await lockSubAdmin(tx, id);
    // A sub-admin holding `subAdmin` could otherwise delete itself by mistake and be locked out.
    if (row.id === caller.id) throw conflict(messages.subadmin.cannotDeleteSelf);
    assertMayManage(caller, row);
    await releaseAccountEmail(tx, 'admin', id);
    await tx.delete(admins).where(eq(admins.id, id));
    await recordAudit(tx, caller, {
      action: 'subadmin.delete',
      entity: 'subadmin',
      entityId: id,
      changes: { username: row.username, email: row.email },
    });
    return row;
  });
}

export async function getSubAdminPermissions(db: Db, id: string): Promise<{ permissions: Permissions }> {
  if (!isUuid(id)) throw subAdminNotFound();
  const [row] = await db
    .select({ permissions: admins.permissions })
    .from(admins)
    .where(and(eq(admins.id, id), eq(admins.role, 'subadmin')));
  if (!row) throw subAdminNotFound();
  return { permissions: normalisePermissions(row.permissions) };
}

/**
 * Merges a partial permission map into the stored one. The row lock serialises concurrent saves,
 * so two checkboxes toggled at once on the role page both stick instead of one overwriting the other.
 */
export async function updateSubAdminPermissions(db: DbOrTx, caller: Caller, body: PermissionsUpdateBody) {
  const permissions = await inTransaction(db, async (tx) => {
    const row = await lockSubAdmin(tx, body.subAdminId);
    const before = normalisePermissions(row.permissions);
    const after: Permissions = { ...before };
    for (const [key, value] of Object.entries(body.permissions)) {
      if (typeof value === 'boolean') after[key as keyof Permissions] = value;
    }
    const changes = diffFields(before, after);
    if (Object.keys(changes).length === 0) return after;
    await tx.update(admins).set({ permissions: after, updatedAt: sql`now()` }).where(eq(admins.id, row.id));
    await recordAudit(tx, caller, {
      action: 'subadmin.permissions-update',
      entity: 'subadmin',
      entityId: row.id,
      changes,
    });
    return after;
  });
  return { message: messages.role.updated, permissions };
}
