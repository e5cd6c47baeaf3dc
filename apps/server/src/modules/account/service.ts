import type { ChangePasswordBody, ProfileBody } from '@tenderdesk/domain/account';
import { normaliseEmail } from '@tenderdesk/domain/auth';
import type { LanguageBody } from '@tenderdesk/domain/language';
import { languageMessages } from '@tenderdesk/domain/language-messages';
import { messages } from '@tenderdesk/domain/messages';
import { eq, sql } from 'drizzle-orm';
import type { Caller } from '../../core/caller';
import { badRequest, conflict, unauthenticated } from '../../core/errors';
import { replaceAccountEmail } from '../../db/account-emails';
import { diffFields, recordAudit } from '../../db/audit';
import type { DbOrTx } from '../../db/client';
import { withConstraintErrors } from '../../db/constraints';
import { admins } from '../../db/schema/accounts';
import { suppliers } from '../../db/schema/suppliers';
import { inTransaction } from '../../db/transaction';
import { hashPassword, verifyPassword } from '../../security/passwords';
import type { TokenService } from '../../security/tokens';

/*
 * The caller's own account. Every function acts on callerOf(request) only; no id comes from the
 * client, so nobody can edit another account through these calls.
 */

/** The account vanished between authentication and this write (deleted concurrently). */
const accountGone = () => unauthenticated(messages.auth.invalidToken);

/** Admins and sub-admins edit their own username and email; the email stays unique across accounts. */
export async function updateProfile(db: DbOrTx, caller: Caller, body: ProfileBody) {
  const email = normaliseEmail(body.email);
  await withConstraintErrors(
    () =>
      inTransaction(db, async (tx) => {
        const [before] = await tx.select().from(admins).where(eq(admins.id, caller.id)).for('update');
        if (!before) throw accountGone();
        const changes = diffFields(
          { username: before.username, email: before.email },
          { username: body.username, email },
        );
        if (Object.keys(changes).length === 0) return;
        if (changes.email) await replaceAccountEmail(tx, 'admin', caller.id, email);
        await tx
          .update(admins)
          .set({ username: body.username, email, updatedAt: sql`now()` })
          .where(eq(admins.id, caller.id));
        await recordAudit(tx, caller, {
          action: 'profile.update',
          entity: caller.role,
          entityId: caller.id,
          changes,
        });
      }),
    { unique: () => conflict(messages.account.emailTaken, 'email') },
  );
  return {
    message: messages.account.profileUpdated,
    profile: { username: body.username, email, role: caller.role },
  };
}

/**
 * Stores the caller's language (issue 26), admin side or supplier: the next login, on any device,
 * answers it. Audited like a profile change, and only when it changes.
 */
export async function updateLanguage(db: DbOrTx, caller: Caller, body: LanguageBody) {
  const table = credentialsTable(caller);
  await inTransaction(db, async (tx) => {
    const [before] = await tx
      .select({ language: table.locale })
      .from(table)
      .where(eq(table.id, caller.id))
      .for('update');
    if (!before) throw accountGone();
    if (before.language === body.language) return;
    await tx
      .update(table)
      .set({ locale: body.language, updatedAt: sql`now()` })
      .where(eq(table.id, caller.id));
    await recordAudit(tx, caller, {
      action: 'profile.update',
      entity: caller.role,
      entityId: caller.id,
      changes: { language: { from: before.language, to: body.language } },
    });
  });
  return { message: languageMessages.saved, language: body.language };
}

type Credentials = { passwordHash: string; tokenVersion: number };

/** The table holding the caller's password: suppliers for suppliers, admins for the others. */
function credentialsTable(caller: Caller) {
  return caller.role === 'supplier' ? suppliers : admins;
}

async function readCredentials(db: DbOrTx, caller: Caller, lock: boolean): Promise<Credentials | undefined> {
  const table = credentialsTable(caller);
  const query = db
    .select({ passwordHash: table.passwordHash, tokenVersion: table.tokenVersion })
    .from(table)
    .where(eq(table.id, caller.id));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/**
 * Changes the caller's password and bumps its token version, so every token issued before stops
 * working at once (other browsers, a stolen token). The caller gets a fresh token to stay logged in.
 *
 * The two slow scrypt runs (check the old password, hash the new one) happen outside the transaction
 * so that no row lock or PGlite connection is held for them; the transaction then checks that the
 * hash it verified is still the stored one, so two concurrent changes cannot both succeed.
 */
export async function changePassword(
  db: DbOrTx,
  tokens: TokenService,
  caller: Caller,
  body: ChangePasswordBody,
) {
  const current = await readCredentials(db, caller, false);
  if (!current) throw accountGone();
  if (!(await verifyPassword(body.oldPassword, current.passwordHash))) {
    throw badRequest(messages.password.oldIncorrect, 'oldPassword');
  }
  const passwordHash = await hashPassword(body.newPassword);
  const tokenVersion = await inTransaction(db, async (tx) => {
    const locked = await readCredentials(tx, caller, true);
    if (!locked) throw accountGone();
    // Changed meanwhile by another request: the old password we checked is no longer the password.
    if (locked.passwordHash !== current.passwordHash)
      throw badRequest(messages.password.oldIncorrect, 'oldPassword');
    const next = locked.tokenVersion + 1;
    const table = credentialsTable(caller);
    await tx
      .update(table)
      .set({ passwordHash, tokenVersion: next, updatedAt: sql`now()` })
      .where(eq(table.id, caller.id));
    // Never the password or its hash: only the fact, and the token generation it invalidated.
    await recordAudit(tx, caller, {
      action: 'account.change-password',
      entity: caller.role,
      entityId: caller.id,
      changes: { tokenVersion: { from: locked.tokenVersion, to: next } },
    });
    return next;
  });
  const token = await tokens.sign({ id: caller.id, role: caller.role, tv: tokenVersion });
  return { message: messages.password.changed, token };
}
