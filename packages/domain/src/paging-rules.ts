/**
 * The paging contract's constants, types and sort keys, without zod (decision 031): the web app's
 * list screens import this module, so a screen that only shows a list does not fetch the
 * validation library. `paging.ts` re-exports all of it beside `listQuerySchema`.
 */

/**
 * The one paging contract of every transactional list (DESIGN: HTTP conventions). A list call
 * takes `page` (from 1), `pageSize` (1 to MAX_PAGE_SIZE), `q` (a case-insensitive search; empty
 * means none) and `sort` (one of the list's keys, `-` in front for descending), and answers
 * `{ data, total, page, pageSize }`. The server helper that applies it lives in
 * `apps/server/src/db/paging.ts`; the web hook that keeps it in the URL in `apps/web/src/lib/`.
 */
export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 200;
export const MAX_SEARCH_LENGTH = 200;
export const PAGE_SIZE_OPTIONS = [10, 20, 50, 100, 200] as const;

/** One page of a list, as every list call answers it. */
export type Page<T> = { data: T[]; total: number; page: number; pageSize: number };

/** The query of a list whose sort keys are `sorts`. */
export type ListQuery<Sort extends string = string> = {
  page: number;
  pageSize: number;
  q?: string | undefined;
  sort: Sort;
};

/** `name` and `-name` for each sortable field. */
export function sortKeys<const Fields extends readonly [string, ...string[]]>(fields: Fields) {
  return fields.flatMap((field) => [field, `-${field}`]) as unknown as readonly [
    Fields[number] | `-${Fields[number]}`,
    ...(Fields[number] | `-${Fields[number]}`)[],
  ];
}

/** Splits a sort key into its field and direction. */
export function parseSort<Field extends string>(
  sort: Field | `-${Field}`,
): { field: Field; descending: boolean } {
  return sort.startsWith('-')
    ? { field: sort.slice(1) as Field, descending: true }
    : { field: sort as Field, descending: false };
}
