// Builds the web app only when what the build reads has changed since the last build (decision 043).
// The inputs are hashed (paths and contents): apps/web (its sources, index.html, public files, Vite and
// TypeScript settings, package.json), packages/domain (which the screens import), tsconfig.base.json
// and package-lock.json (the versions of Vite, React, Mantine...). The hash of the last build is kept
// in apps/web/dist/.build-stamp.json, written after a build succeeds (Vite empties dist/ first, so a
// failed or interrupted build leaves no stamp and the next run builds again).
//
//   node scripts/build-if-changed.mjs            build when the inputs changed or dist/ is incomplete
//   node scripts/build-if-changed.mjs --force    build whatever the stamp says (`npm run build`)
//   node scripts/build-if-changed.mjs --check    exit 1 when a build is due, build nothing
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const WEB = path.join(ROOT, 'apps/web');
const DIST = path.join(WEB, 'dist');
export const STAMP_FILE = path.join(DIST, '.build-stamp.json');

/** Directories walked whole, and single files, relative to the repository root. */
const INPUT_DIRS = ['apps/web', 'packages/domain'];
const INPUT_FILES = ['package-lock.json', 'tsconfig.base.json'];
/** Never part of the bundle: build output, installed packages, tests, TypeScript's incremental state. */
const SKIPPED_DIRS = new Set(['node_modules', 'dist']);
const SKIPPED_FILE = /(\.test\.tsx?|\.tsbuildinfo)$/;

function walk(relativeDir, files) {
  for (const entry of readdirSync(path.join(ROOT, relativeDir), { withFileTypes: true })) {
    const relative = `${relativeDir}/${entry.name}`;
    if (entry.isDirectory()) {
      if (!SKIPPED_DIRS.has(entry.name)) walk(relative, files);
    } else if (entry.isFile() && !SKIPPED_FILE.test(entry.name)) {
      files.push(relative);
    }
  }
  return files;
}

/** One hash over every input file's path and content, in a fixed order. */
export function hashInputs() {
  const files = [...INPUT_DIRS.flatMap((dir) => walk(dir, [])), ...INPUT_FILES].sort();
  const hash = createHash('sha256');
  for (const file of files) {
    hash.update(`${file}\0`);
    hash.update(readFileSync(path.join(ROOT, file)));
    hash.update('\0');
  }
  return { hash: hash.digest('hex'), files: files.length };
}

function readStamp() {
  try {
    return JSON.parse(readFileSync(STAMP_FILE, 'utf8'));
  } catch {
    return null;
  }
}

/** Why a build is due, or null when dist/ holds a complete build of exactly these inputs. */
export function buildReason(inputs = hashInputs()) {
  if (!existsSync(path.join(DIST, 'index.html')) || !existsSync(path.join(DIST, '.vite/manifest.json')))
    return 'no build in apps/web/dist';
  const stamp = readStamp();
  if (!stamp) return 'no build stamp';
  if (stamp.hash !== inputs.hash) return 'the web sources changed since the last build';
  return null;
}

function build(inputs) {
  const result = spawnSync(path.join(ROOT, 'node_modules/.bin/vite'), ['build'], {
    cwd: WEB,
    stdio: 'inherit',
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
  writeFileSync(
    STAMP_FILE,
    `${JSON.stringify({ hash: inputs.hash, files: inputs.files, builtAt: new Date().toISOString() }, null, 2)}\n`,
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const force = process.argv.includes('--force');
  const check = process.argv.includes('--check');
  const inputs = hashInputs();
  const reason = force ? 'asked to build' : buildReason(inputs);
  if (reason === null) {
    console.log(`Web app up to date (apps/web/dist, built ${readStamp()?.builtAt}); not rebuilt.`);
  } else if (check) {
    console.log(`Web app build due: ${reason}.`);
    process.exit(1);
  } else {
    console.log(`Building the web app: ${reason}.`);
    build(inputs);
  }
}
