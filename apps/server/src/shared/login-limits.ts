import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../db/client';
import { loginLimits } from '../db/schema/accounts';

/**
 * Login attempt limits (decision 019). Two buckets per attempt, both in the database:
 * - the address-and-email pair: 10 attempts per 15 minutes, the spec's limit;
 * - the account (its email, whatever the address): 50 attempts per hour, which no change of
 *   address, forged or real, escapes.
 * An attempt is counted before its password is checked, in one atomic upsert per bucket, so
 * concurrent attempts cannot all pass a check made before any of them was recorded. A right
 * password gives its attempt back: it clears the pair and returns the account's unit.
 */
export type LoginLimit = { max: number; windowSeconds: number };

export const PAIR_LIMIT: LoginLimit = { max: 10, windowSeconds: 15 * 60 };
export const ACCOUNT_LIMIT: LoginLimit = { max: 50, windowSeconds: 60 * 60 };

/** The `ip` of the per-account bucket; never a real address. */
const ACCOUNT_BUCKET = '*';
const LONGEST_WINDOW_SECONDS = Math.max(PAIR_LIMIT.windowSeconds, ACCOUNT_LIMIT.windowSeconds);

export type LoginRefusal = 'address' | 'account';

const windowOver = (limit: LoginLimit) =>
  sql`${loginLimits.windowStart} <= now() - ${limit.windowSeconds}::int * interval '1 second'`;

/**
 * Counts one attempt in a bucket unless it is full: insert the row, or add one to it (restarting
 * an expired window), only while under the limit. No row back means the bucket was full.
 */
async function take(tx: DbOrTx, email: string, ip: string, limit: LoginLimit): Promise<boolean> {
  const rows = await tx
    .insert(loginLimits)
    .values({ email, ip, windowStart: sql`now()`, attempts: 1 })
    .onConflictDoUpdate({
      target: [loginLimits.email, loginLimits.ip],
      set: {
        attempts: sql`case when ${windowOver(limit)} then 1 else ${loginLimits.attempts} + 1 end`,
        windowStart: sql`case when ${windowOver(limit)} then now() else ${loginLimits.windowStart} end`,
      },
      setWhere: sql`${windowOver(limit)} or ${loginLimits.attempts} < ${limit.max}`,
    })
    .returning({ attempts: loginLimits.attempts });
  return rows.length > 0;
}

class Refused {
  constructor(readonly bucket: LoginRefusal) {}
}

/**
 * Reserves one attempt in both buckets, in one transaction: either both count it, or neither does
 * and the attempt is refused (the bucket that was full is returned).
 */
export async function reserveLoginAttempt(db: Db, email: string, ip: string): Promise<LoginRefusal | null> {
  try {
    await db.transaction(async (tx) => {
      if (!(await take(tx, email, ip, PAIR_LIMIT))) throw new Refused('address');
      if (!(await take(tx, email, ACCOUNT_BUCKET, ACCOUNT_LIMIT))) throw new Refused('account');
    });
    return null;
  } catch (error) {
    if (error instanceof Refused) return error.bucket;
    throw error;
  }
}

/** The password was right: clear the pair's failures and give the account its unit back. */
export async function releaseLoginAttempt(db: Db, email: string, ip: string): Promise<void> {
  await db.delete(loginLimits).where(and(eq(loginLimits.email, email), eq(loginLimits.ip, ip)));
  await db
    .update(loginLimits)
    .set({ attempts: sql`greatest(${loginLimits.attempts} - 1, 0)` })
    .where(and(eq(loginLimits.email, email), eq(loginLimits.ip, ACCOUNT_BUCKET)));
}

/** Drops buckets whose window is over (they count as empty anyway), keeping the table small. */
export async function pruneLoginLimits(db: Db): Promise<void> {
  await db
    .delete(loginLimits)
    .where(lt(loginLimits.windowStart, sql`now() - ${LONGEST_WINDOW_SECONDS}::int * interval '1 second'`));
}

/**
 * Forgotten-password requests (issue 13, decision 027), counted in the same table with their own
 * buckets: an email may be sent at most RESET_EMAIL_LIMIT links an hour (nobody floods an inbox),
 * and one address may ask for at most RESET_ADDRESS_LIMIT links an hour, whatever the emails.
 * Refused or not, the answer says nothing about whether an account uses the email.
 */
export const RESET_EMAIL_LIMIT: LoginLimit = { max: 5, windowSeconds: 60 * 60 };
export const RESET_ADDRESS_LIMIT: LoginLimit = { max: 20, windowSeconds: 60 * 60 };
const RESET_PREFIX = 'reset:';

export type ResetRefusal = 'email' | 'address';

class ResetRefused {
  constructor(readonly bucket: ResetRefusal) {}
}

/** Counts one reset request in both buckets, or neither and answers which one is full. */
export async function reserveResetRequest(db: Db, email: string, ip: string): Promise<ResetRefusal | null> {
  try {
    await db.transaction(async (tx) => {
      if (!(await take(tx, `${RESET_PREFIX}${email}`, ACCOUNT_BUCKET, RESET_EMAIL_LIMIT)))
        throw new ResetRefused('email');
      if (!(await take(tx, `${RESET_PREFIX}*`, ip, RESET_ADDRESS_LIMIT))) throw new ResetRefused('address');
    });
    return null;
  } catch (error) {
    if (error instanceof ResetRefused) return error.bucket;
    throw error;
  }
}

/** After a reset the account's own login budget starts afresh (its holder proved who they are). */
export async function clearAccountLoginLimit(db: DbOrTx, email: string): Promise<void> {
  await db.delete(loginLimits).where(and(eq(loginLimits.email, email), eq(loginLimits.ip, ACCOUNT_BUCKET)));
}
