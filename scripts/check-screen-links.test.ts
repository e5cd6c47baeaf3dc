/**
 * The server links to web screens only through the screen registry (decision 044): a notification,
 * an email or a redirect built with `linkTo('supplierTender', { id })` points at a screen that
 * exists, and follows it when its path changes. Fails `npm test` when a string or template literal
 * in `apps/server/src` spells a registered web path (`'/myOrders'`, `` `/rfq/${id}` ``).
 *
 * Literals are read with TypeScript's parser, so comments (which may name a path to explain it)
 * do not count. The login page's '/' is left out: a lone slash is also a separator.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { SCREEN_IDS, SCREENS } from '@tenderdesk/domain/screens';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '..');
const SERVER = 'apps/server/src';

type Source = { file: string; text: string };

/** A web path as the server might spell it: the whole path, or its start up to the first `:param`. */
type Spelling = { screen: string; whole?: string; prefix?: string };

const SPELLINGS: Spelling[] = SCREEN_IDS.flatMap((screen): Spelling[] => {
  const path = SCREENS[screen].path.toLowerCase();
  if (path === '/') return [];
  const param = path.indexOf(':');
  return [param < 0 ? { screen, whole: path } : { screen, prefix: path.slice(0, param) }];
});

/** The screen a piece of literal text spells, if any (letter case ignored, as the router matches). */
function spelledScreen(text: string): string | undefined {
  const lower = text.toLowerCase();
  return SPELLINGS.find(
    ({ whole, prefix }) =>
      (whole !== undefined &&
        (lower === whole || lower.startsWith(`${whole}?`) || lower.startsWith(`${whole}#`))) ||
      (prefix !== undefined && lower.startsWith(prefix)),
  )?.screen;
}

/** The start of an API call's or a stored file's path, which no web screen's path continues. */
const API_PATH = /(^|\/)(api|uploads)\//i;

/** Every literal of the server's sources (tests aside) that spells a web path, as `file:line: text`. */
export function literalWebPaths(sources: readonly Source[]): string[] {
  const found: string[] = [];
  for (const { file, text } of sources) {
    const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
    const report = (node: ts.Node, piece: string) => {
      const screen = spelledScreen(piece);
      if (!screen) return;
      const line = source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
      found.push(`${file}:${line}: ${node.getText(source)} (use linkTo('${screen}', …))`);
    };
    const visit = (node: ts.Node) => {
      if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) report(node, node.text);
      else if (ts.isTemplateExpression(node)) {
        // Each literal piece, so `${origin}/rfq/${id}` is caught as well as `/rfq/${id}`; the pieces
        // after an API or file path's start are that path's (`/api/suppliers/${id}/tenders/${t}`).
        const pieces = [node.head.text, ...node.templateSpans.map((span) => span.literal.text)];
        const apiAt = pieces.findIndex((text) => API_PATH.test(text));
        const piece = (apiAt < 0 ? pieces : pieces.slice(0, apiAt)).find((text) => spelledScreen(text));
        if (piece !== undefined) report(node, piece);
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return found;
}

function readServer(): Source[] {
  const entries = readdirSync(path.join(ROOT, SERVER), { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts'))
    .map((entry) => {
      const file = path.posix.join(
        path.relative(ROOT, entry.parentPath).split(path.sep).join('/'),
        entry.name,
      );
      return { file, text: readFileSync(path.join(ROOT, file), 'utf8') };
    });
}

describe("the server's links to web screens", () => {
  const sources = readServer();

  it('reads the server', () => {
    expect(sources.length).toBeGreaterThan(50);
  });

  it('spell no web path literally: they come from linkTo', () => {
    expect(literalWebPaths(sources)).toEqual([]);
  }, 120_000);
});

describe('the literal web path check', () => {
  // Sources written with `%{` for `${` (a placeholder in a plain string reads as a mistake).
  const check = (text: string) =>
    literalWebPaths([{ file: 'apps/server/src/x.ts', text: text.replaceAll('%{', '${') }]);
  const shown = (text: string) => text.replaceAll('%{', '${');

  it('finds a path, a path with a query, and a pattern filled in, in any letter case', () => {
    expect(check("const a = { link: '/myOrders' };")).toEqual([
      "apps/server/src/x.ts:1: '/myOrders' (use linkTo('myOrders', …))",
    ]);
    expect(check('const b = `/reset-password?token=%{t}`;')).toHaveLength(1);
    expect(check('const c = `/RFQ/%{id}`;')).toEqual([
      shown("apps/server/src/x.ts:1: `/RFQ/%{id}` (use linkTo('supplierTender', …))"),
    ]);
    expect(check('const d = `%{origin}/tender-details/%{id}`;')).toHaveLength(1);
    expect(check('const e = "/purchaseRequest/" + id + \'/edit\';')).toHaveLength(1);
  });

  it('leaves API paths, separators and comments alone', () => {
    expect(check("app.get('/api/tenders/:id'); path.split('/'); // a link such as /rfq/<id>")).toEqual([]);
    // A web path's start (`/tenders/` of `/tenders/:id/evaluation`) inside an API path is the API's.
    expect(check('const g = `/api/suppliers/%{s}/tenders/%{t}/bid`;')).toEqual([]);
    expect(check('const h = `%{origin}/api/suppliers/%{s}/tenders/%{t}`;')).toEqual([]);
    expect(check('const i = `%{origin}/tenders/%{t}/evaluation`;')).toHaveLength(1);
    expect(check('/** `link` is an app path (`/rfq/<id>`). */ const f = 1;')).toEqual([]);
  });
});
