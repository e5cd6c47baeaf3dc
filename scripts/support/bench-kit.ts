import { randomBytes } from 'node:crypto';
import postgres from 'postgres';

/* What every benchmark script shares: rounding, percentiles and a scratch PostgreSQL database. */

export const round = (value: number, digits = 1) => Math.round(value * 10 ** digits) / 10 ** digits;

/** The nearest-rank percentile of `values` (NaN when there are none). */
export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank] ?? Number.NaN;
}

/**
 * Runs `work` against a new database on the server of `baseUrl`, named `td_bench_<label>_...`,
 * dropped afterwards; BENCH_KEEP_DB=1 keeps it for a look with psql (drop it yourself).
 */
export async function withScratchDatabase(
  baseUrl: string,
  label: string,
  work: (databaseUrl: string) => Promise<void>,
): Promise<void> {
  const name = `td_bench_${label}_${Date.now()}_${randomBytes(3).toString('hex')}`;
  const server = postgres(baseUrl, { max: 1, onnotice: () => {} });
  await server.unsafe(`create database ${name}`);
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  try {
    await work(url.toString());
  } finally {
    if (process.env.BENCH_KEEP_DB) console.log(`kept database ${name}`);
    else await server.unsafe(`drop database if exists ${name} with (force)`);
    await server.end();
  }
}

/** The priced lines a benchmark's supplier `n` quotes for `count` items (distinct, repeatable prices). */
export function benchQuotationItems(count: number, n: number) {
  return Array.from({ length: count }, (_, i) => ({
    itemCode: `IT-${i + 1}`,
    itemName: `Item ${i + 1}`,
    uom: 'pcs',
    qty: 12.5,
    unitPrice: (1000 + ((i * 37 + n * 101) % 900) + n / 100).toFixed(2),
    gstRate: 18,
  }));
}
