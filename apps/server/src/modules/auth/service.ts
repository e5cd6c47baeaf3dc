import { randomUUID } from 'node:crypto';
import type { LoginBody } from '@tenderdesk/domain/auth';
import { normaliseEmail } from '@tenderdesk/domain/auth';
import type { Locale } from '@tenderdesk/domain/i18n/locale';
import { messages } from '@tenderdesk/domain/messages';
import { allPermissions, type Role } from '@tenderdesk/domain/permissions';
import { count, sql } from 'drizzle-orm';
import { forbidden, rateLimited, unauthenticated } from '../../core/errors';
import type { Db, DbOrTx } from '../../db/client';
import { accountEmails, admins } from '../../db/schema/accounts';
import { suppliers } from '../../db/schema/suppliers';
import { inTransaction } from '../../db/transaction';
import { generatePassword, getDummyHash, hashPassword, verifyPassword } from '../../security/passwords';
import { bearerToken, type TokenService } from '../../security/tokens';
import { pruneLoginLimits, releaseLoginAttempt, reserveLoginAttempt } from '../../shared/login-limits';

type Account = {
  id: string;
  role: Role;
  language: Locale | null;
  passwordHash: string;
  tokenVersion: number;
  supplierStatus?: string;
  inactiveReason?: string | null;
};

async function findAccountByEmail(db: Db, email: string): Promise<Account | null> {
  const [admin] = await db
    .select({
      id: admins.id,
      role: admins.role,
      passwordHash: admins.passwordHash,
      tokenVersion: admins.tokenVersion,
      language: admins.locale,
    })
    .from(admins)
    .where(sql`lower(${admins.email}) = ${email}`);
  if (admin) return { ...admin, role: admin.role as Role };
  const [supplier] = await db
    .select({
      id: suppliers.id,
      passwordHash: suppliers.passwordHash,
      tokenVersion: suppliers.tokenVersion,
      language: suppliers.locale,
      supplierStatus: suppliers.status,
      inactiveReason: suppliers.inactiveReason,
    })
    .from(suppliers)
    .where(sql`lower(${suppliers.emailAddress}) = ${email}`);
  return supplier ? { ...supplier, role: 'supplier' } : null;
}

/**
 * One login for every role. Attempts are limited per address and email and per account (see
 * login-limits.ts); the account's status is only revealed once the password is right, so it cannot
 * be probed.
 */
export async function login(db: Db, tokens: TokenService, body: LoginBody, ip: string) {
  const email = normaliseEmail(body.email);
  const refusal = await reserveLoginAttempt(db, email, ip);
  if (refusal === 'address') throw rateLimited(messages.login.tooManyAttempts);
  if (refusal === 'account') throw rateLimited(messages.login.tooManyAccountAttempts);
  const account = await findAccountByEmail(db, email);
  const passwordOk = await verifyPassword(body.password, account?.passwordHash ?? (await getDummyHash()));
  if (!account || !passwordOk) {
    await pruneLoginLimits(db);
    throw unauthenticated(messages.login.invalidCredentials);
  }
  await releaseLoginAttempt(db, email, ip);
  if (account.role === 'supplier') {
    if (account.supplierStatus === 'Pending') throw forbidden(messages.login.supplierPending);
    if (account.supplierStatus !== 'Active') {
      throw forbidden(messages.login.supplierInactive(account.inactiveReason ?? null));
    }
  }
  const token = await tokens.sign({ id: account.id, role: account.role, tv: account.tokenVersion });
  // The language the person chose (issue 26), so a new device shows it at once; null: never chosen.
  return { token, role: account.role, message: messages.login.success, language: account.language };
}

/**
 * Ends the session a token belongs to, on the server: that token and every renewal of it are
 * refused from now on. The account's other sessions (other browsers) stay logged in; a password
 * change is what ends them all.
 */
export async function logout(tokens: TokenService, authorization: string | undefined) {
  const bearer = bearerToken(authorization);
  const token = bearer ? await tokens.verify(bearer) : null;
  if (!token) throw unauthenticated(messages.auth.invalidToken);
  await tokens.revoke(token);
  return { message: messages.login.loggedOut };
}

/**
 * Creates the first admin on an empty database. Without ADMIN_PASSWORD a random password is
 * generated and returned so the caller can print it once.
 */
export async function bootstrapFirstAdmin(
  db: DbOrTx,
  admin: { email: string | undefined; password: string | undefined; username: string },
): Promise<{ email: string; generatedPassword: string | null } | null> {
  const [existing] = await db.select({ n: count() }).from(admins);
  if ((existing?.n ?? 0) > 0) return null;
  const email = normaliseEmail(admin.email ?? 'admin@tenderdesk.local');
  const password = admin.password ?? generatePassword();
  const passwordHash = await hashPassword(password);
  const id = randomUUID();
  const created = await inTransaction(db, async (tx) => {
    // Two processes starting at once: the email's primary key lets only one of them create it.
    const claimed = await tx
      .insert(accountEmails)
      .values({ email, accountKind: 'admin', accountId: id })
      .onConflictDoNothing()
      .returning();
    if (claimed.length === 0) return false;
    await tx.insert(admins).values({
      id,
      username: admin.username,
      email,
      passwordHash,
      role: 'admin',
      permissions: allPermissions(),
    });
    return true;
  });
  if (!created) return null;
  return { email, generatedPassword: admin.password ? null : password };
}
