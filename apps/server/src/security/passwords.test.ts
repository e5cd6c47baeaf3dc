import { describe, expect, it } from 'vitest';
import { hashCost, hashPassword, MAX_CONCURRENT_HASHES, runningHashes, verifyPassword } from './passwords';

describe('password hashing', () => {
  it('hashes with N=2^15 unless the test suites ask for their cheaper cost', () => {
    expect(hashCost({})).toBe(32768);
    expect(hashCost({ TEST_FAST_PASSWORD_HASHES: '0' })).toBe(32768);
    expect(hashCost({ TEST_FAST_PASSWORD_HASHES: '1' })).toBe(1024);
  });

  it('verifies the right password only, at the production cost', async () => {
    const hash = await hashPassword('right-password', hashCost({}));
    expect(hash).toMatch(/^scrypt\$32768\$8\$1\$/);
    expect(await verifyPassword('right-password', hash)).toBe(true);
    expect(await verifyPassword('wrong-password', hash)).toBe(false);
    expect(await verifyPassword('right-password', 'not-a-hash')).toBe(false);
  });

  it('checks a hash with the N it was made with (the suites run at 2^10)', async () => {
    expect(hashCost()).toBe(1024);
    const hash = await hashPassword('right-password');
    expect(hash).toMatch(/^scrypt\$1024\$8\$1\$/);
    expect(await verifyPassword('right-password', hash)).toBe(true);
    expect(await verifyPassword('wrong-password', hash)).toBe(false);
  });

  it('runs at most MAX_CONCURRENT_HASHES at once and finishes every one', async () => {
    expect(MAX_CONCURRENT_HASHES).toBeGreaterThanOrEqual(1);
    let highest = 0;
    const timer = setInterval(() => {
      highest = Math.max(highest, runningHashes());
    }, 1);
    const hashes = await Promise.all(Array.from({ length: 6 }, (_, i) => hashPassword(`password-${i}`)));
    clearInterval(timer);
    expect(highest).toBeGreaterThanOrEqual(1);
    expect(highest).toBeLessThanOrEqual(MAX_CONCURRENT_HASHES);
    expect(runningHashes()).toBe(0);
    expect(new Set(hashes).size).toBe(6);
    expect(await verifyPassword('password-5', hashes[5] ?? '')).toBe(true);
  });
});
