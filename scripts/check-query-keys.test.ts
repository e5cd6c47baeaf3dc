/**
 * A cache key is spelled by one feature only (decision 044). A feature that reads or refreshes
 * another feature's queries takes the key from `apps/web/src/lib/query-keys.ts` (features never
 * import one another), so renaming a key cannot leave a stale copy that quietly stops refreshing
 * a screen. Fails `npm test` when two features spell a key starting with the same word.
 *
 * A key is an array literal starting with a string: the value of a `queryKey`/`mutationKey`, or
 * one of the keys of a `...Keys`/`...Key` declaration (directly or returned by a key function).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '..');
const FEATURES = 'apps/web/src/features';

type Source = { file: string; text: string };

/** Whether an array literal is a cache key, by where it stands. */
function isKeyPosition(node: ts.ArrayLiteralExpression): boolean {
  let at: ts.Node = node;
  // Through `as const`, parentheses and a key function's arrow.
  while (
    ts.isAsExpression(at.parent) ||
    ts.isParenthesizedExpression(at.parent) ||
    ts.isArrowFunction(at.parent)
  )
    at = at.parent;
  const parent = at.parent;
  if (ts.isPropertyAssignment(parent) && ts.isIdentifier(parent.name)) {
    if (['queryKey', 'mutationKey'].includes(parent.name.text)) return true;
    const owner = parent.parent.parent;
    return ts.isVariableDeclaration(owner) && ts.isIdentifier(owner.name) && /keys?$/i.test(owner.name.text);
  }
  return ts.isVariableDeclaration(parent) && ts.isIdentifier(parent.name) && /keys?$/i.test(parent.name.text);
}

/** The first word of every cache key each feature spells, as `word -> features (file:line)`. */
export function keyRoots(sources: readonly Source[]): Map<string, Map<string, string>> {
  const roots = new Map<string, Map<string, string>>();
  for (const { file, text } of sources) {
    const feature = file.slice(FEATURES.length + 1).split('/')[0] ?? file;
    const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
    const visit = (node: ts.Node) => {
      if (ts.isArrayLiteralExpression(node) && isKeyPosition(node)) {
        const [first] = node.elements;
        if (first && (ts.isStringLiteral(first) || ts.isNoSubstitutionTemplateLiteral(first))) {
          const byFeature = roots.get(first.text) ?? new Map<string, string>();
          const line = source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
          if (!byFeature.has(feature)) byFeature.set(feature, `${file}:${line}`);
          roots.set(first.text, byFeature);
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return roots;
}

/** Every key word spelled by more than one feature, with where each spells it. */
export function sharedKeyLiterals(sources: readonly Source[]): string[] {
  return [...keyRoots(sources)]
    .filter(([, features]) => features.size > 1)
    .map(([root, features]) => `'${root}' spelled in ${[...features.values()].join(', ')}`);
}

function readFeatures(): Source[] {
  const entries = readdirSync(path.join(ROOT, FEATURES), { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
    .map((entry) => {
      const file = path.posix.join(
        path.relative(ROOT, entry.parentPath).split(path.sep).join('/'),
        entry.name,
      );
      return { file, text: readFileSync(path.join(ROOT, file), 'utf8') };
    });
}

describe("the web's cache keys", () => {
  const sources = readFeatures();

  it('are found in the features', () => {
    expect(keyRoots(sources).get('tenders')?.has('tenders')).toBe(true);
  }, 120_000);

  it('are each spelled by one feature; the shared ones come from lib/query-keys.ts', () => {
    expect(sharedKeyLiterals(sources)).toEqual([]);
  }, 120_000);
});

describe('the shared cache key check', () => {
  const at = (feature: string, text: string) => ({ file: `${FEATURES}/${feature}/api.ts`, text });

  it("finds a feature spelling another feature's key, in a query, a refresh or a key table", () => {
    const owner = at('tenders', "export const tenderKeys = { all: ['tenders'] as const };");
    expect(
      sharedKeyLiterals([owner, at('interests', "client.invalidateQueries({ queryKey: ['tenders'] });")]),
    ).toEqual([`'tenders' spelled in ${FEATURES}/tenders/api.ts:1, ${FEATURES}/interests/api.ts:1`]);
    expect(
      sharedKeyLiterals([
        owner,
        at('x', "export const xKeys = { t: (id: string) => ['tenders', id] as const };"),
      ]),
    ).toHaveLength(1);
  });

  it('leaves other arrays and keys from lib/query-keys.ts alone', () => {
    const owner = at('tenders', "export const tenderKeys = { all: ['tenders'] as const };");
    expect(
      sharedKeyLiterals([
        owner,
        at('interests', "const STATUSES = ['tenders']; useQuery({ queryKey: sharedKeys.tenders });"),
      ]),
    ).toEqual([]);
  });
});
