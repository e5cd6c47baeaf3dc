import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { passwordResets } from '../db/schema/password-resets';

/*
 * The single-use password links of the forgotten-password flow (issue 13, decision 027), shared:
 * the reset request (modules/auth) and the set-password email of an imported supplier (issue 23)
 * issue them alike. Only the SHA-256 of the token is stored; a newer link replaces the unused ones.
 */

export function hashResetToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** A new random token (the link's `token`). */
export const newResetToken = () => randomBytes(32).toString('base64url');

/** Stores the link of `token` for the account, valid `minutes`, in the caller's transaction. */
export async function storePasswordLink(
  tx: DbOrTx,
  account: { kind: 'admin' | 'supplier'; id: string },
  token: string,
  minutes: number,
  options: { fresh?: boolean } = {},
) {
  // A new account has no link to replace.
  if (!options.fresh)
    await tx
      .delete(passwordResets)
      .where(
        and(
          eq(passwordResets.accountKind, account.kind),
          eq(passwordResets.accountId, account.id),
          isNull(passwordResets.usedAt),
        ),
      );
  await tx.insert(passwordResets).values({
    accountKind: account.kind,
    accountId: account.id,
    tokenHash: hashResetToken(token),
    expiresAt: sql`now() + ${minutes}::int * interval '1 minute'`,
  });
}

/** New accounts' links in one statement (an import's rows: nothing to replace). */
export async function storeNewPasswordLinks(
  tx: DbOrTx,
  links: readonly { kind: 'admin' | 'supplier'; id: string; token: string }[],
  minutes: number,
) {
  if (links.length === 0) return;
  await tx.insert(passwordResets).values(
    links.map((link) => ({
      accountKind: link.kind,
      accountId: link.id,
      tokenHash: hashResetToken(link.token),
      expiresAt: sql`now() + ${minutes}::int * interval '1 minute'`,
    })),
  );
}
