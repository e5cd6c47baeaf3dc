import { randomUUID } from 'node:crypto';
import type { LoginBody } from '@tenderdesk/domain/auth';
import { normaliseEmail } from '@tenderdesk/domain/auth';
import { messages } from '@tenderdesk/domain/messages';
import { allPermissions, type Role } from '@tenderdesk/domain/permissions';
import { and, count, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { accountEmails, admins, loginFailures } from '../../db/schema/accounts';
import { suppliers } from '../../db/schema/suppliers';
import { forbidden, rateLimited, unauthenticated } from '../../plugins/errors';
import { generatePassword, getDummyHash, hashPassword, verifyPassword } from '../../security/passwords';
import type { TokenService } from '../../security/tokens';

export const MAX_LOGIN_FAILURES = 10;
export const LOGIN_FAILURE_WINDOW_MINUTES = 15;

type Account = {
  id: string;
  role: Role;
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
    })
    .from(admins)
    .where(sql`lower(${admins.email}) = ${email}`);
  if (admin) return { ...admin, role: admin.role as Role };
  const [supplier] = await db
    .select({
      id: suppliers.id,
      passwordHash: suppliers.passwordHash,
      tokenVersion: suppliers.tokenVersion,
      supplierStatus: suppliers.status,
      inactiveReason: suppliers.inactiveReason,
    })
    .from(suppliers)
    .where(sql`lower(${suppliers.emailAddress}) = ${email}`);
  return supplier ? { ...supplier, role: 'supplier' } : null;
}

function windowStart(): Date {
  return new Date(Date.now() - LOGIN_FAILURE_WINDOW_MINUTES * 60_000);
}

async function recentFailures(db: Db, email: string, ip: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(loginFailures)
    .where(
      and(eq(loginFailures.email, email), eq(loginFailures.ip, ip), gt(loginFailures.at, windowStart())),
    );
  return row?.n ?? 0;
}

async function recordFailure(db: Db, email: string, ip: string): Promise<void> {
  await db.insert(loginFailures).values({ email, ip });
  // Keep the table small: anything older than the window no longer counts.
  await db.delete(loginFailures).where(lt(loginFailures.at, windowStart()));
}

/**
 * One login for every role. Failures are counted per address and email; the account's status is
 * only revealed once the password is right, so it cannot be probed.
 */
export async function login(db: Db, tokens: TokenService, body: LoginBody, ip: string) {
  const email = normaliseEmail(body.email);
  if ((await recentFailures(db, email, ip)) >= MAX_LOGIN_FAILURES) {
    throw rateLimited(messages.login.tooManyAttempts);
  }
  const account = await findAccountByEmail(db, email);
  const passwordOk = await verifyPassword(body.password, account?.passwordHash ?? (await getDummyHash()));
  if (!account || !passwordOk) {
    await recordFailure(db, email, ip);
    throw unauthenticated(messages.login.invalidCredentials);
  }
  if (account.role === 'supplier') {
    if (account.supplierStatus === 'Pending') throw forbidden(messages.login.supplierPending);
    if (account.supplierStatus !== 'Active') {
      throw forbidden(messages.login.supplierInactive(account.inactiveReason ?? null));
    }
  }
  await db.delete(loginFailures).where(and(eq(loginFailures.email, email), eq(loginFailures.ip, ip)));
  const token = await tokens.sign({ id: account.id, role: account.role, tv: account.tokenVersion });
  return { token, role: account.role, message: messages.login.success };
}

/**
 * Creates the first admin on an empty database. Without ADMIN_PASSWORD a random password is
 * generated and returned so the caller can print it once.
 */
export async function bootstrapFirstAdmin(
  db: Db,
  admin: { email: string | undefined; password: string | undefined; username: string },
): Promise<{ email: string; generatedPassword: string | null } | null> {
  const [existing] = await db.select({ n: count() }).from(admins);
  if ((existing?.n ?? 0) > 0) return null;
  const email = normaliseEmail(admin.email ?? 'admin@tenderdesk.local');
  const password = admin.password ?? generatePassword();
  const passwordHash = await hashPassword(password);
  const id = randomUUID();
  const created = await db.transaction(async (tx) => {
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
