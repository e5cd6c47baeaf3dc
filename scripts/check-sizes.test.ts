/**
 * Sizes that keep the server easy to read (issue 19): no server source file over 450 lines and no
 * server function over 80 lines, a function's span counting its nested callbacks (a routes factory
 * is split into route groups, a builder into its parts). Web components are screens' layouts:
 * measured (`longFunctions` over apps/web), not limited here.
 *
 * Files are read with TypeScript's own parser; tests and the test kits are not counted.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '..');
const SERVER = 'apps/server/src';
export const MAX_FILE_LINES = 450;
export const MAX_FUNCTION_LINES = 80;

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !/\.(test|spec)\.tsx?$/.test(file))
    .map((file) => `${dir}/${file.split(path.sep).join('/')}`)
    .filter((file) => !file.startsWith(`${SERVER}/test/`) && !file.includes('/migrations/'));
}

export type LongFunction = { where: string; name: string; lines: number };

/** Every function-like node (declaration, method, arrow, expression) longer than `limit` lines. */
export function longFunctions(file: string, text: string, limit: number): LongFunction[] {
  const kind = file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind);
  const lineOf = (position: number) => source.getLineAndCharacterOfPosition(position).line;
  const found: LongFunction[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isFunctionLike(node) && 'body' in node && node.body) {
      const lines = lineOf(node.end) - lineOf(node.getStart(source)) + 1;
      const name = 'name' in node && node.name ? node.name.getText(source) : '(anonymous)';
      if (lines > limit) found.push({ where: `${file}:${lineOf(node.getStart(source)) + 1}`, name, lines });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

const read = (file: string) => readFileSync(path.join(ROOT, file), 'utf8');
const lineCount = (text: string) => text.split('\n').length - (text.endsWith('\n') ? 1 : 0);

describe('server sizes', () => {
  const files = sourceFiles(SERVER);

  it(`has no source file over ${MAX_FILE_LINES} lines`, () => {
    const long = files
      .map((file) => ({ file, lines: lineCount(read(file)) }))
      .filter((entry) => entry.lines > MAX_FILE_LINES)
      .map((entry) => `${entry.file}: ${entry.lines} lines`);
    expect(long).toEqual([]);
  });

  it(`has no function over ${MAX_FUNCTION_LINES} lines (nested callbacks included)`, () => {
    const long = files
      .flatMap((file) => longFunctions(file, read(file), MAX_FUNCTION_LINES))
      .map((entry) => `${entry.where} ${entry.name}: ${entry.lines} lines`);
    expect(long).toEqual([]);
  });
});

describe('the size rule itself', () => {
  it('counts a nested callback inside its outer function, and an arrow function', () => {
    const body = Array.from({ length: 85 }, (_, i) => `  const v${i} = ${i};`).join('\n');
    const text = `export function outer() {\n  return () => {\n${body}\n  };\n}\nconst short = () => 1;\n`;
    const found = longFunctions('x.ts', text, MAX_FUNCTION_LINES);
    expect(found.map((entry) => [entry.name, entry.lines])).toEqual([
      ['outer', 89],
      ['(anonymous)', 87],
    ]);
  });
});
