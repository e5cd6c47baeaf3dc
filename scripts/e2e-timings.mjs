// The browser suite's time by spec, slowest first, from a CI run's playwright-report/results.json
// (playwright.config.ts writes it when CI is set): `node scripts/e2e-timings.mjs [results.json]`.
import { readFileSync } from 'node:fs';

const file = process.argv[2] ?? 'playwright-report/results.json';
const report = JSON.parse(readFileSync(file, 'utf8'));
const bySpec = new Map();

function walk(suite, specFile) {
  const fileName = suite.file ?? specFile;
  for (const spec of suite.specs ?? []) {
    for (const test of spec.tests ?? []) {
      for (const result of test.results ?? []) {
        const entry = bySpec.get(fileName) ?? { ms: 0, tests: 0, retries: 0 };
        entry.ms += result.duration ?? 0;
        if (result.retry === 0) entry.tests += 1;
        else entry.retries += 1;
        bySpec.set(fileName, entry);
      }
    }
  }
  for (const child of suite.suites ?? []) walk(child, fileName);
}
for (const suite of report.suites ?? []) walk(suite, suite.file);

const rows = [...bySpec.entries()].sort((a, b) => b[1].ms - a[1].ms);
const total = rows.reduce((sum, [, entry]) => sum + entry.ms, 0);
console.log(
  `test-time ${(total / 60_000).toFixed(1)} min over ${rows.length} specs (wall ${((report.stats?.duration ?? 0) / 60_000).toFixed(1)} min)`,
);
for (const [spec, entry] of rows) {
  const share = ((100 * entry.ms) / total).toFixed(1).padStart(5);
  console.log(
    `${(entry.ms / 1000).toFixed(1).padStart(7)} s ${share} %  ${String(entry.tests).padStart(3)} tests${entry.retries ? ` (+${entry.retries} retried)` : ''}  ${spec}`,
  );
}
