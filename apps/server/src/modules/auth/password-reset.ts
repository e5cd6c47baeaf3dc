import { normaliseEmail } from '@tenderdesk/domain/auth';
import { inLocale } from '@tenderdesk/domain/i18n/catalogue';
import type { Locale } from '@tenderdesk/domain/i18n/locale';
import { mailMessages } from '@tenderdesk/domain/mail-messages';
import {
  type ForgotPasswordBody,
  PORTAL_NAME,
  RESET_LINK_MINUTES,
  type ResetPasswordBody,
  type ResetTokenBody,
} from '@tenderdesk/domain/password-reset';
import type { Role } from '@tenderdesk/domain/permissions';
import { linkTo } from '@tenderdesk/domain/screens';
import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { badRequest, rateLimited } from '../../core/errors';
import { recordAudit } from '../../db/audit';
import type { Db, DbOrTx } from '../../db/client';
import { admins } from '../../db/schema/accounts';
import { passwordResets } from '../../db/schema/password-resets';
import { suppliers } from '../../db/schema/suppliers';
import { inTransaction } from '../../db/transaction';
import { composeEmail } from '../../mail/compose';
import type { Mailer } from '../../mail/mailer';
import { hashPassword } from '../../security/passwords';
import { readOrganisationName } from '../../shared/buyer-identity';
import { clearAccountLoginLimit, pruneLoginLimits, reserveResetRequest } from '../../shared/login-limits';
import { hashResetToken, newResetToken, storePasswordLink } from '../../shared/password-link';

/*
 * Forgotten passwords (issue 13, decision 027). A request always answers the same; an account that
 * may reset (any admin or sub-admin, an Active supplier) gets a single-use link valid for 30
 * minutes, emailed through the outbox, or written to the log when no SMTP is configured. Only the
 * SHA-256 of the link's token is stored. A reset sets the password, bumps the token version (every
 * session of the account ends), uses the link up and is audited, in one transaction.
 */

type AccountKind = 'admin' | 'supplier';

/** `locale`: the language the account chose (issue 26), null while never chosen. */
type ResettableAccount = { kind: AccountKind; id: string; role: Role; email: string; locale: Locale | null };

/** Kept after expiry for a day (a late click still hears "expired", not "invalid"), then pruned. */
const KEEP_EXPIRED_LINKS = "interval '1 day'";

export { hashResetToken };

/** The account an email may reset, or null: unknown, or a supplier that is not Active. */
async function findResettableAccount(db: DbOrTx, email: string): Promise<ResettableAccount | null> {
  const [admin] = await db
    .select({ id: admins.id, role: admins.role, email: admins.email, locale: admins.locale })
    .from(admins)
    .where(sql`lower(${admins.email}) = ${email}`);
  if (admin) return { kind: 'admin', ...admin, role: admin.role as Role };
  const [supplier] = await db
    .select({
      id: suppliers.id,
      email: suppliers.emailAddress,
      status: suppliers.status,
      locale: suppliers.locale,
    })
    .from(suppliers)
    .where(sql`lower(${suppliers.emailAddress}) = ${email}`);
  if (supplier?.status === 'Active')
    return {
      kind: 'supplier',
      id: supplier.id,
      role: 'supplier',
      email: supplier.email,
      locale: supplier.locale,
    };
  return null;
}

/** The reset email, in `locale` (issue 26: the account's language, else the request's). */
export function resetEmail(
  to: string,
  link: string,
  organisation: string | null = null,
  locale: Locale = 'en',
) {
  const text = inLocale(mailMessages, locale).passwordReset.email;
  const { text: body, html } = composeEmail({
    heading: text.heading,
    paragraphs: [text.intro(PORTAL_NAME, to), text.validity(RESET_LINK_MINUTES)],
    action: { label: text.action, url: link },
    note: text.ignore,
    organisation,
    locale,
  });
  return { kind: 'password-reset', to, subject: text.subject(PORTAL_NAME), text: body, html };
}

/**
 * POST /api/auth/forgot-password. `origin` is the request's own (`https://host`), used for the
 * link only when PUBLIC_URL is unset, which config.ts allows only without SMTP (the link then
 * goes to the operator's log, not to a mailbox). The email is in the account's language, else in
 * the request's (`locale`, its Accept-Language; issue 26).
 */
export async function requestPasswordReset(
  db: Db,
  mailer: Mailer,
  log: Pick<FastifyBaseLogger, 'info'>,
  body: ForgotPasswordBody,
  request: { ip: string; origin: string; locale: Locale },
) {
  const email = normaliseEmail(body.email);
  const refusal = await reserveResetRequest(db, email, request.ip);
  if (refusal === 'email') throw rateLimited(mailMessages.passwordReset.tooManyForEmail);
  if (refusal === 'address') throw rateLimited(mailMessages.passwordReset.tooManyFromAddress);

  const account = await findResettableAccount(db, email);
  // Made whether or not there is an account, so both answers cost about the same.
  const token = newResetToken();
  if (account) {
    const link = `${mailer.publicUrl ?? request.origin}${linkTo('resetPassword', {}, { token })}`;
    const queued = await inTransaction(db, async (tx) => {
      // A newer request replaces the older links that were not used yet.
      await storePasswordLink(tx, account, token, RESET_LINK_MINUTES);
      const organisation = await readOrganisationName(tx);
      const email = resetEmail(account.email, link, organisation, account.locale ?? request.locale);
      return mailer.enqueue(tx, email);
    });
    if (!queued) {
      // No SMTP (decision 027): the operator passes the link on. The only secret ever logged.
      log.info(
        { accountKind: account.kind, accountId: account.id },
        `Password reset link for ${account.email} (no SMTP_URL configured, so it was not emailed; pass it on to the account holder, it works once for ${RESET_LINK_MINUTES} minutes): ${link}`,
      );
    }
  }
  await db
    .delete(passwordResets)
    .where(lt(passwordResets.expiresAt, sql`now() - ${sql.raw(KEEP_EXPIRED_LINKS)}`));
  await pruneLoginLimits(db);
  // Without mail nothing reached an inbox: say so, the same for every address (issue 18).
  return {
    message: mailer.enabled
      ? mailMessages.passwordReset.requested
      : mailMessages.passwordReset.requestedNoMail,
  };
}

type ResetRow = typeof passwordResets.$inferSelect & { expired: boolean };

/** The link's row, or the 400 that says why it cannot be used. */
async function usableReset(db: DbOrTx, token: string, lock: boolean): Promise<ResetRow> {
  const query = db
    .select({
      id: passwordResets.id,
      accountKind: passwordResets.accountKind,
      accountId: passwordResets.accountId,
      tokenHash: passwordResets.tokenHash,
      expiresAt: passwordResets.expiresAt,
      usedAt: passwordResets.usedAt,
      createdAt: passwordResets.createdAt,
      expired: sql<boolean>`${passwordResets.expiresAt} <= now()`,
    })
    .from(passwordResets)
    .where(eq(passwordResets.tokenHash, hashResetToken(token)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row || row.usedAt) throw badRequest(mailMessages.passwordReset.invalidLink, 'token');
  if (row.expired) throw badRequest(mailMessages.passwordReset.expiredLink, 'token');
  return row;
}

/** POST /api/auth/reset-password/check: whether a link can still be used (the page asks first). */
export async function checkResetToken(db: Db, body: ResetTokenBody) {
  await usableReset(db, body.token, false);
  return { message: mailMessages.passwordReset.linkValid };
}

/**
 * POST /api/auth/reset-password. The slow hash runs before the transaction; the transaction locks
 * the link's row and checks it again, so two concurrent uses cannot both succeed.
 */
export async function resetPassword(db: DbOrTx, body: ResetPasswordBody) {
  await usableReset(db, body.token, false);
  const passwordHash = await hashPassword(body.newPassword);
  await inTransaction(db, async (tx) => {
    const reset = await usableReset(tx, body.token, true);
    const table = reset.accountKind === 'supplier' ? suppliers : admins;
    const [account] = await tx
      .select({
        tokenVersion: table.tokenVersion,
        role: reset.accountKind === 'supplier' ? sql<string>`'supplier'` : admins.role,
        email: reset.accountKind === 'supplier' ? suppliers.emailAddress : admins.email,
      })
      .from(table)
      .where(eq(table.id, reset.accountId))
      .for('update');
    // The account was deleted after the link was sent.
    if (!account) throw badRequest(mailMessages.passwordReset.invalidLink, 'token');
    const next = account.tokenVersion + 1;
    await tx
      .update(table)
      .set({ passwordHash, tokenVersion: next, updatedAt: sql`now()` })
      .where(eq(table.id, reset.accountId));
    // This link and any other unused one of the account are spent.
    await tx
      .update(passwordResets)
      .set({ usedAt: sql`now()` })
      .where(
        and(
          eq(passwordResets.accountKind, reset.accountKind),
          eq(passwordResets.accountId, reset.accountId),
          isNull(passwordResets.usedAt),
        ),
      );
    await clearAccountLoginLimit(tx, normaliseEmail(account.email));
    const role = account.role as Role;
    await recordAudit(
      tx,
      { id: reset.accountId, role },
      {
        action: 'account.reset-password',
        entity: role,
        entityId: reset.accountId,
        changes: { tokenVersion: { from: account.tokenVersion, to: next } },
      },
    );
  });
  return { message: mailMessages.passwordReset.done };
}
