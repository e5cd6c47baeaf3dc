/*
 * Rows read from a spreadsheet (issue 23): the one shape every import answers, whatever it imports
 * (a tender's items, a priced BoQ, suppliers). The server reads the file (XLSX or CSV) into text
 * cells (apps/server/src/shared/sheet-read.ts), each import checks its rows with the same domain
 * rules as typed input and answers each problem with the spreadsheet's own row number (the header
 * is row 1) and the column's header, so the user can find the cell.
 */

/** The largest spreadsheet accepted for an import, in bytes. */
export const MAX_SHEET_BYTES = 5 * 1024 * 1024;
export const MAX_SHEET_SIZE_LABEL = '5 MB';
/** The most data rows one import reads (a file with more is refused before any row is checked). */
export const MAX_IMPORT_ROWS = 5000;

export type SheetKind = 'xlsx' | 'csv';

/** One cell's problem: the spreadsheet row (header = 1), the column's header, and what is wrong. */
export type SheetProblem = { row: number; column: string; message: string };

/** A data row as read: its spreadsheet row number and its cells as trimmed text ('' when empty). */
export type SheetRow = { row: number; cells: string[] };

/** A read sheet: the header's texts and the non-empty data rows. */
export type SheetTable = { header: string[]; rows: SheetRow[] };

/**
 * One row of an import's preview: the row number, the values it would import (null when it has a
 * problem) and its problems. `V` is the import's own value type.
 */
export type PreviewRow<V> = { row: number; values: V | null; problems: SheetProblem[] };

/** An import's answer before anything is stored, or after storing the valid rows. */
export type ImportPreview<V> = {
  rows: PreviewRow<V>[];
  /** Rows without a problem. */
  validCount: number;
  /** Rows with at least one problem. */
  problemCount: number;
};

/** Sorts problems by row, then by the column's place in `header`. */
export function sortProblems(problems: SheetProblem[], header: readonly string[]): SheetProblem[] {
  const place = (column: string) => {
    const index = header.indexOf(column);
    return index === -1 ? header.length : index;
  };
  return [...problems].sort((a, b) => a.row - b.row || place(a.column) - place(b.column));
}

/** A preview from its rows (the counts follow from them). */
export function previewOf<V>(rows: PreviewRow<V>[]): ImportPreview<V> {
  const problemCount = rows.filter((row) => row.problems.length > 0).length;
  return { rows, validCount: rows.length - problemCount, problemCount };
}

/** The problem's words as one line: "Row 7, Unit: …". */
export function problemText(problem: SheetProblem): string {
  return `Row ${problem.row}, ${problem.column}: ${problem.message}`;
}

/** What a schema's issue says: where (its path, the field first) and what (zod's issues fit). */
export type FieldIssue = { path: readonly PropertyKey[]; message: string };

/**
 * A row's problems from a schema's issues: one per column (the first issue of each field), the
 * field named by the column's header through `columnOf` (a field without a column: `fallback`).
 */
export function issueProblems(
  row: number,
  issues: readonly FieldIssue[],
  columnOf: (field: string) => string | undefined,
  fallback: string,
): SheetProblem[] {
  const problems: SheetProblem[] = [];
  const seen = new Set<string>();
  for (const issue of issues) {
    const column = columnOf(String(issue.path[0] ?? '')) ?? fallback;
    if (seen.has(column)) continue;
    seen.add(column);
    problems.push({ row, column, message: issue.message });
  }
  return problems;
}
