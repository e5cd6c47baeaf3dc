// Summarises a V8 CPU profile (`node --cpu-prof`, e.g. a benchmark's server with
// BENCH_SERVER_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof"): where the samples of a time window
// went, by function (self time) and by package (time inside it, its callees included once).
//
//   node scripts/cpu-profile-summary.mjs /tmp/prof/CPU.*.cpuprofile [--last 15] [--before 0] [--top 40]
//
// --last S keeps S seconds of the profile only, ending --before B seconds before its end (0): a load
// benchmark measures its calls one after the other, so the last window is its last call
// (bench-tenders.ts: the supplier's tender list; `--last 15 --before 17` its profile call).
import { readFileSync } from 'node:fs';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const index = args.indexOf(name);
  return index >= 0 ? Number(args[index + 1]) : fallback;
};
const file = args.find((arg) => arg.endsWith('.cpuprofile'));
if (!file) {
  console.error(
    'usage: node scripts/cpu-profile-summary.mjs FILE.cpuprofile [--last S] [--before B] [--top N]',
  );
  process.exit(2);
}
const lastSeconds = option('--last', Number.POSITIVE_INFINITY);
const beforeSeconds = option('--before', 0);
const top = option('--top', 40);

const profile = JSON.parse(readFileSync(file, 'utf8'));
const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
const parent = new Map();
for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);

// Each sample's instant, from the start; the window is the last `lastSeconds` of them.
const times = [];
let at = 0;
for (const delta of profile.timeDeltas) {
  at += delta;
  times.push(at);
}
const end = (times[times.length - 1] ?? 0) - beforeSeconds * 1e6;
const from = end - lastSeconds * 1e6;

/** A frame's package: node_modules/<name> (scoped too), node's own, or the project's. */
function packageOf(url) {
  const match = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (match) return match[1];
  if (!url || url.startsWith('node:')) return url ? 'node' : '(native)';
  return 'project';
}
const label = (frame) =>
  `${frame.functionName || '(anonymous)'} ${frame.url.replace(/^.*\/(node_modules|apps|packages)\//, '$1/')}:${frame.lineNumber + 1}`;

const self = new Map();
const inside = new Map();
let counted = 0;
let idle = 0;
profile.samples.forEach((id, index) => {
  if (times[index] < from || times[index] > end) return;
  const node = nodes.get(id);
  const name = node.callFrame.functionName;
  if (name === '(idle)' || name === '(program)' || name === '(garbage collector)') {
    if (name === '(idle)') idle += 1;
    else self.set(name, (self.get(name) ?? 0) + 1);
    if (name !== '(idle)') counted += 1;
    return;
  }
  counted += 1;
  const key = label(node.callFrame);
  self.set(key, (self.get(key) ?? 0) + 1);
  const seen = new Set();
  for (let current = id; current !== undefined; current = parent.get(current)) {
    const pkg = packageOf(nodes.get(current).callFrame.url);
    if (!seen.has(pkg)) {
      seen.add(pkg);
      inside.set(pkg, (inside.get(pkg) ?? 0) + 1);
    }
  }
});

const share = (n) => `${((100 * n) / counted).toFixed(1).padStart(5)} %`;
console.log(
  `${counted} busy samples (${idle} idle) in ${((end - Math.max(from, 0)) / 1e6).toFixed(1)} s ending ${beforeSeconds} s before the profile's end`,
);
console.log('\nby package, callees included:');
for (const [pkg, n] of [...inside].sort((a, b) => b[1] - a[1]).slice(0, 20))
  console.log(`${share(n)}  ${pkg}`);
console.log('\nby function, self:');
for (const [key, n] of [...self].sort((a, b) => b[1] - a[1]).slice(0, top))
  console.log(`${share(n)}  ${key}`);
