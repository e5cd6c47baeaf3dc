import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

/*
 * postgres.js moves every connection between its queues (open, busy, full...) on every query, with
 * its own Queue: `shift` blanks the slot it takes and empties the array only once fully drained,
 * and `remove` scanned the whole array with `indexOf` from slot 0. Under steady load a queue never
 * drains, so the array grew and every query's remove scanned more of it: 5.7 % of the server's
 * CPU in a load run, and 30-50 % more requests/s once fixed (decision 065). patches/ holds the fix,
 * applied by patch-package on install: remove scans from the head, a queue emptied by a remove
 * starts again, and a long-blanked head is dropped.
 */

// The package's main is cjs/src/index.js (its exports hide package.json).
const packageDir = path.resolve(path.dirname(createRequire(import.meta.url).resolve('postgres')), '../..');
const sources = ['src/queue.js', 'cjs/src/queue.js'].map((file) => path.join(packageDir, file));

type Queue<T> = { readonly length: number; push(x: T): T; shift(): T | undefined; remove(x: T): T | null };
const { default: Queue } = (await import(pathToFileURL(sources[0] as string).href)) as {
  default: <T>(initial?: T[]) => Queue<T>;
};

describe("postgres.js's connection queue (patched)", () => {
  it('is patched in both of its builds (patch-package ran on install)', () => {
    for (const file of sources) expect(readFileSync(file, 'utf8'), file).toContain('xs.indexOf(x, index)');
  });

  it('behaves as a plain array would, under any mix of push, shift and remove', () => {
    type Step = { op: 'push' } | { op: 'shift' } | { op: 'remove'; pick: number };
    const step = fc.oneof(
      fc.constant<Step>({ op: 'push' }),
      fc.constant<Step>({ op: 'shift' }),
      fc.nat(50).map((pick): Step => ({ op: 'remove', pick })),
    );
    fc.assert(
      fc.property(fc.array(step, { maxLength: 3000 }), (steps) => {
        const queue = Queue<{ n: number }>();
        const model: { n: number }[] = [];
        const known: { n: number }[] = [];
        for (const s of steps) {
          if (s.op === 'push') {
            const item = { n: known.length };
            known.push(item);
            queue.push(item);
            model.push(item);
          } else if (s.op === 'shift') {
            expect(queue.shift()).toBe(model.shift());
          } else {
            // Any item ever pushed, whether still queued or not: a remove of a gone one answers null.
            const item = known[s.pick % Math.max(known.length, 1)];
            if (!item) continue;
            const at = model.indexOf(item);
            if (at >= 0) model.splice(at, 1);
            expect(queue.remove(item)).toBe(at >= 0 ? item : null);
          }
          expect(queue.length).toBe(model.length);
        }
      }),
      { numRuns: 200 },
    );
  });

  it('stays quick when it never drains: a remove does not scan what was shifted before', () => {
    // A busy pool: one connection taken from the head and put back, 300,000 times.
    const queue = Queue<object>();
    const pool = Array.from({ length: 10 }, () => ({}));
    for (const connection of pool) queue.push(connection);
    const started = performance.now();
    for (let i = 0; i < 300_000; i++) {
      const taken = queue.shift() as object;
      queue.push(taken);
      queue.remove(taken);
      queue.push(taken);
    }
    expect(queue.length).toBe(pool.length);
    // Unpatched, the array keeps every blanked slot and each remove scans them all: 11 s here
    // (119 s for a million), against 20 ms patched.
    expect(performance.now() - started).toBeLessThan(2_000);
  });
});
