/**
 * Boundaries that hold (decision 018). Fails `npm test` when:
 *
 * - a web feature imports another feature's files or anything in `app/` (shared pieces live in
 *   `lib/`, `components/` or `packages/domain`);
 * - `lib/` or `components/` import a feature or `app/` (shared pieces never depend on a screen);
 * - a server module imports another module's files, or a shared server piece (`db/`, `core/`,
 *   `shared/`, `plugins/`, `security/`) imports a module (only the assembly, `app.ts` and
 *   `server.ts`, and the test helpers wire modules together);
 * - `db/` (persistence only) imports anything of the server but `db/` and `core/`; `core/` (the
 *   caller and the error vocabulary) imports anything of the server; `shared/` (business rules
 *   several modules share) imports `plugins/`;
 * - a web link, redirect or navigation names a literal path instead of one from `lib/paths.ts`.
 *
 * Imports are read with TypeScript's own pre-processor (static, `export ... from`, dynamic
 * `import()`), and relative paths are resolved, so a nested folder inside a feature is still that
 * feature. Biome's noRestrictedImports only matches the text of a specifier, which cannot tell
 * `../other` in `features/a/` from `../other` in `features/a/sub/`.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '..');
const WEB = 'apps/web/src';
const SERVER = 'apps/server/src';

type Source = { file: string; text: string };

/** The area a repository path belongs to, e.g. `web:feature:suppliers`, `server:module:auth`, `web:lib`. */
export function areaOf(file: string): string | null {
  const [, , , top, name] = file.split('/');
  if (file.startsWith(`${WEB}/`)) {
    if (top === 'features' && name) return `web:feature:${name}`;
    return `web:${top?.includes('.') ? 'entry' : top}`;
  }
  if (file.startsWith(`${SERVER}/`)) {
    if (top === 'modules' && name) return `server:module:${name}`;
    return `server:${top?.includes('.') ? 'entry' : top}`;
  }
  return null;
}

/** May a file of area `from` import a file of area `to`? Null when it may, else the reason. */
export function refusal(from: string, to: string): string | null {
  if (from === to) return null;
  if (from.startsWith('web:feature:')) {
    if (to.startsWith('web:feature:')) return 'a feature never imports another feature';
    if (to === 'web:app') return 'a feature never imports app/ (paths come from lib/paths.ts)';
  }
  if (from === 'web:lib' || from === 'web:components') {
    if (to.startsWith('web:feature:') || to === 'web:app')
      return 'shared pieces never import a feature or app/';
    if (from === 'web:lib' && to === 'web:components')
      return 'lib/ holds logic and never imports components/';
  }
  if (from.startsWith('server:module:') && to.startsWith('server:module:')) {
    return 'a module never imports another module';
  }
  if (
    ['server:db', 'server:core', 'server:shared', 'server:plugins', 'server:security'].includes(from) &&
    to.startsWith('server:module:')
  ) {
    return 'shared server pieces never import a module';
  }
  // db/ is persistence only: it builds on core/ (the caller, the error vocabulary) and nothing above.
  if (from === 'server:db' && to !== 'server:core' && !to.startsWith('server:module:')) {
    if (to !== 'server:test') return 'db/ imports only db/ and core/ (shared rules live in shared/)';
  }
  if (from === 'server:core' && to.startsWith('server:')) return 'core/ imports nothing of the server';
  if (from === 'server:shared' && to === 'server:plugins') {
    return 'shared rules never import plugins/ (the caller and the errors are in core/)';
  }
  return null;
}

const EXTENSIONS = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];

/** Every relative import of a file that crosses a boundary, as `file -> target: reason`. */
export function boundaryViolations(sources: readonly Source[]): string[] {
  const known = new Set(sources.map((source) => source.file));
  const violations: string[] = [];
  for (const { file, text } of sources) {
    const from = areaOf(file);
    if (!from) continue;
    for (const { fileName: specifier } of ts.preProcessFile(text, true, true).importedFiles) {
      if (!specifier.startsWith('.')) continue;
      const base = path.posix.join(path.posix.dirname(file), specifier);
      const target = EXTENSIONS.map((extension) => base + extension).find((name) => known.has(name)) ?? base;
      const to = areaOf(target);
      const reason = to && refusal(from, to);
      if (reason) violations.push(`${file} -> ${target}: ${reason}`);
    }
  }
  return violations;
}

/** A literal route path in a link, redirect or navigation call (paths come from lib/paths.ts). */
const LITERAL_LINK = /\b(?:to|href)=(?:"\/|\{\s*['"`]\/)|\bnavigate\(\s*['"`]\/|\bto:\s*['"`]\//g;

export function literalLinks(sources: readonly Source[]): string[] {
  const found: string[] = [];
  for (const { file, text } of sources) {
    if (!file.startsWith(`${WEB}/`) || file === `${WEB}/lib/paths.ts` || file.endsWith('.test.ts')) continue;
    for (const match of text.matchAll(LITERAL_LINK)) {
      const line = text.slice(0, match.index).split('\n').length;
      found.push(`${file}:${line}: ${match[0]}…`);
    }
  }
  return found;
}

function readTree(dir: string): Source[] {
  const entries = readdirSync(path.join(ROOT, dir), { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile() && /\.(ts|tsx)$/.test(entry.name))
    .map((entry) => {
      const file = path.posix.join(
        path.relative(ROOT, entry.parentPath).split(path.sep).join('/'),
        entry.name,
      );
      return { file, text: readFileSync(path.join(ROOT, file), 'utf8') };
    });
}

describe('the boundaries of the source tree', () => {
  const sources = [...readTree(WEB), ...readTree(SERVER)];

  it('reads both apps', () => {
    expect(sources.some((source) => source.file.startsWith(`${WEB}/features/`))).toBe(true);
    expect(sources.some((source) => source.file.startsWith(`${SERVER}/modules/`))).toBe(true);
  });

  it('has no import across a feature, module or shared-piece boundary', () => {
    expect(boundaryViolations(sources)).toEqual([]);
  });

  it('names every linked path through lib/paths.ts', () => {
    expect(literalLinks(sources)).toEqual([]);
  });
});

describe('the boundary check', () => {
  const web = (file: string, text: string) => ({ file: `${WEB}/${file}`, text });
  const server = (file: string, text: string) => ({ file: `${SERVER}/${file}`, text });

  it('refuses a feature importing another feature or app/, whatever the form of the import', () => {
    const violations = boundaryViolations([
      web('features/a/page.tsx', "import { x } from '../b/api';\nexport { y } from '../../app/routes';"),
      web('features/a/nested/deep.tsx', "const z = await import('../../../features/b/api');"),
      web('features/b/api.ts', ''),
      web('app/routes.tsx', ''),
    ]);
    expect(violations).toEqual([
      `${WEB}/features/a/page.tsx -> ${WEB}/features/b/api.ts: a feature never imports another feature`,
      `${WEB}/features/a/page.tsx -> ${WEB}/app/routes.tsx: a feature never imports app/ (paths come from lib/paths.ts)`,
      `${WEB}/features/a/nested/deep.tsx -> ${WEB}/features/b/api.ts: a feature never imports another feature`,
    ]);
  });

  it('lets a feature use its own files, lib/, components/ and packages; app/ may use features', () => {
    expect(
      boundaryViolations([
        web('features/a/page.tsx', "import '../../lib/api';\nimport '../../components/x';\nimport './rows';"),
        web('features/a/nested/deep.tsx', "import '../page';\nimport '@tenderdesk/domain/paging';"),
        web('app/routes.tsx', "import '../features/a/page';"),
      ]),
    ).toEqual([]);
  });

  it('refuses shared web pieces that depend on a screen', () => {
    expect(
      boundaryViolations([
        web('lib/api.ts', "import '../components/x';"),
        web('components/x.tsx', "import '../features/a/api';"),
      ]),
    ).toHaveLength(2);
  });

  it('refuses a server module importing another, and shared pieces importing a module', () => {
    const tenders = server(
      'modules/tenders/service.ts',
      "import { getSupplier } from '../suppliers/service';",
    );
    const files = server('plugins/files.ts', "import '../modules/suppliers/documents';");
    const allowed = [
      server('app.ts', "import './modules/suppliers/routes';"),
      server('modules/tenders/routes.ts', "import '../../db/paging';\nimport './service';"),
    ];
    const violations = boundaryViolations([tenders, files, ...allowed]);
    expect(violations.map((violation) => violation.split(': ')[1])).toEqual([
      'a module never imports another module',
      'shared server pieces never import a module',
    ]);
  });

  it('keeps db/ to persistence: an upward import from db/ fails, core/ and its own files pass', () => {
    const violations = boundaryViolations([
      server('db/audit.ts', "import type { Caller } from '../plugins/auth';"),
      server('db/outbox.ts', "import { composeEmail } from '../mail/compose';"),
      server('db/notify.ts', "import { sealOf } from '../shared/sealing';"),
      server('db/paging.ts', "import { badRequest } from '../core/errors';\nimport './client';"),
      server('core/errors.ts', "import '../db/client';"),
      server(
        'shared/sealing.ts',
        "import '../plugins/auth';\nimport '../db/audit';\nimport '../core/caller';",
      ),
    ]);
    expect(violations.map((violation) => violation.split(': ')[1])).toEqual([
      'db/ imports only db/ and core/ (shared rules live in shared/)',
      'db/ imports only db/ and core/ (shared rules live in shared/)',
      'db/ imports only db/ and core/ (shared rules live in shared/)',
      'core/ imports nothing of the server',
      'shared rules never import plugins/ (the caller and the errors are in core/)',
    ]);
  });

  it('finds literal paths in links, redirects and navigation', () => {
    const found = literalLinks([
      web(
        'features/a/page.tsx',
        [
          '<Link to="/dashboard">',
          "<Button to={'/addCategory'} />",
          'navigate(`/suppliers/:id`)',
          "{ label: 'x', to: '/role' }",
          '<Link to={PATHS.dashboard}>',
        ].join('\n'),
      ),
    ]);
    expect(found).toHaveLength(4);
  });
});
