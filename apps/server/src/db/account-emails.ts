import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from './client';
import { accountEmails } from './schema/accounts';

export type AccountKind = 'admin' | 'supplier';

/**
 * Claims `email` (already lower-cased) for an account. The table's primary key makes "one email,
 * one account" hold across admins and suppliers, also under concurrent requests: a taken email
 * makes this insert fail with a unique violation, which the caller turns into a 409. Run it in
 * the same transaction that creates the account so that both land or neither does.
 */
export async function claimAccountEmail(tx: DbOrTx, kind: AccountKind, accountId: string, email: string) {
  await tx.insert(accountEmails).values({ email, accountKind: kind, accountId });
}

/** Claims several accounts' emails in one statement (an import's rows); one taken fails them all. */
export async function claimAccountEmails(
  tx: DbOrTx,
  kind: AccountKind,
  claims: readonly { accountId: string; email: string }[],
) {
  if (claims.length === 0) return;
  await tx.insert(accountEmails).values(claims.map((claim) => ({ ...claim, accountKind: kind })));
}

/** Frees whatever email an account holds (on delete, or before claiming its new email). */
export async function releaseAccountEmail(tx: DbOrTx, kind: AccountKind, accountId: string) {
  await tx
    .delete(accountEmails)
    .where(and(eq(accountEmails.accountKind, kind), eq(accountEmails.accountId, accountId)));
}

/** Moves an account to a new email: release then claim, in the caller's transaction. */
export async function replaceAccountEmail(tx: DbOrTx, kind: AccountKind, accountId: string, email: string) {
  await releaseAccountEmail(tx, kind, accountId);
  await claimAccountEmail(tx, kind, accountId, email);
}
