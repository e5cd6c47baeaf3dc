import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { availableParallelism } from 'node:os';

// scrypt parameters: N=2^15 keeps a hash near 50 ms on a quiet core of the 2-core machines while
// staying far beyond what an offline guesser can afford per guess. maxmem must cover 128 * N * r bytes.
const N = 32768;
/**
 * The test suites' cost (decision 062): N=2^10, about 30 times cheaper, the same scrypt otherwise.
 * Hashing was half of the API tests' CPU (every account made, every login). Only with
 * TEST_FAST_PASSWORD_HASHES=1, which the server's configuration refuses outside NODE_ENV=test.
 */
const TEST_N = 1024;
const R = 8;
const P = 1;
const KEY_LENGTH = 64;
const MAX_MEM = 64 * 1024 * 1024;

/**
 * At most this many hashes run at once. scrypt runs on libuv's thread pool (4 threads unless
 * UV_THREADPOOL_SIZE says otherwise), which also runs the token checks' HMAC (WebCrypto), file
 * reads and DNS; and each hash keeps a core busy for ~50 ms. Left alone, 10 concurrent logins
 * would take every pool thread and both cores of a small machine, and every logged-in request
 * would queue behind them. So hashes leave a core and two pool threads free; extra logins wait
 * their turn here instead of starving the rest.
 */
export const MAX_CONCURRENT_HASHES = Math.max(
  1,
  Math.min(availableParallelism() - 1, Number(process.env.UV_THREADPOOL_SIZE || 4) - 2),
);

let running = 0;
const waiting: (() => void)[] = [];

/** Hashes running now (for tests). */
export function runningHashes(): number {
  return running;
}

async function withHashSlot<T>(work: () => Promise<T>): Promise<T> {
  if (running < MAX_CONCURRENT_HASHES) running++;
  else await new Promise<void>((resolve) => waiting.push(resolve));
  try {
    return await work();
  } finally {
    // Hand the slot straight to the next waiter, or free it.
    const next = waiting.shift();
    if (next) next();
    else running--;
  }
}

function derive(password: string, salt: Buffer, n: number, r: number, p: number): Promise<Buffer> {
  return withHashSlot(
    () =>
      new Promise<Buffer>((resolve, reject) => {
        scrypt(password, salt, KEY_LENGTH, { N: n, r, p, maxmem: MAX_MEM }, (error, key) =>
          error ? reject(error) : resolve(key),
        );
      }),
  );
}

/** scrypt's N for new hashes: 2^15, or the test suites' 2^10 (see TEST_N). */
export function hashCost(env: NodeJS.ProcessEnv = process.env): number {
  return env.TEST_FAST_PASSWORD_HASHES === '1' ? TEST_N : N;
}

/**
 * Hashes a password as `scrypt$N$r$p$salt$hash` (base64), so parameters can change later: a hash
 * is always checked with the N it was made with.
 */
export async function hashPassword(password: string, cost = hashCost()): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, cost, R, P);
  return ['scrypt', cost, R, P, salt.toString('base64'), key.toString('base64')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !salt || !hash) {
    // An account without a password yet (an imported supplier, issue 23) costs a login the same
    // time as any other, so the answer's timing does not tell it apart.
    await verifyPassword(password, await getDummyHash());
    return false;
  }
  const expected = Buffer.from(hash, 'base64');
  const actual = await derive(password, Buffer.from(salt, 'base64'), Number(n), Number(r), Number(p));
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** A hash of a random password, used to make timing equal when an email is unknown. */
let dummyHash: Promise<string> | undefined;
export function getDummyHash(): Promise<string> {
  dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
  return dummyHash;
}

export function generatePassword(): string {
  return randomBytes(12).toString('base64url');
}
