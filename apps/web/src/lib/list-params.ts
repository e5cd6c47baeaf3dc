import {
  DEFAULT_PAGE_SIZE,
  type ListQuery,
  MAX_SEARCH_LENGTH,
  PAGE_SIZE_OPTIONS,
} from '@tenderdesk/domain/paging-rules';

/**
 * A server list's page, page size, search and sort as they stand in the address bar, so Back and
 * Forward, a reload and a shared link keep them. Values at their default are left out, so a list
 * opened from the menu has a clean address; anything unreadable falls back to the default.
 */
export type ListState<Sort extends string> = Required<ListQuery<Sort>>;

/** The sort keys a list accepts and the one it starts with. */
export type ListSorts<Sort extends string> = { sorts: readonly Sort[]; defaultSort: Sort };

/** The field a sort key orders by: `companyName` for both `companyName` and `-companyName`. */
export type SortField<Sort extends string> = Sort extends `-${infer Field}` ? Field : Sort;

const PARAMS = ['page', 'pageSize', 'q', 'sort'] as const;

function wholeNumber(text: string | null): number | null {
  if (text === null || !/^\d{1,9}$/.test(text)) return null;
  return Number(text);
}

export function readListParams<Sort extends string>(
  params: URLSearchParams,
  { sorts, defaultSort }: ListSorts<Sort>,
): ListState<Sort> {
  const page = wholeNumber(params.get('page'));
  const pageSize = wholeNumber(params.get('pageSize'));
  const sort = params.get('sort');
  return {
    page: page !== null && page >= 1 ? page : 1,
    pageSize:
      pageSize !== null && (PAGE_SIZE_OPTIONS as readonly number[]).includes(pageSize)
        ? pageSize
        : DEFAULT_PAGE_SIZE,
    q: (params.get('q') ?? '').trim().slice(0, MAX_SEARCH_LENGTH),
    sort: sort !== null && (sorts as readonly string[]).includes(sort) ? (sort as Sort) : defaultSort,
  };
}

/** The address's parameters with `next` applied; defaults are dropped and other parameters kept. */
export function writeListParams<Sort extends string>(
  params: URLSearchParams,
  next: ListState<Sort>,
  { defaultSort }: ListSorts<Sort>,
): URLSearchParams {
  const result = new URLSearchParams(params);
  const defaults: ListState<Sort> = { page: 1, pageSize: DEFAULT_PAGE_SIZE, q: '', sort: defaultSort };
  for (const key of PARAMS) {
    const value = String(next[key]);
    if (value === String(defaults[key])) result.delete(key);
    else result.set(key, value);
  }
  return result;
}

/** The query string of the list call (the domain's paging contract); an empty search is left out. */
export function listQueryString<Sort extends string>(state: ListState<Sort>): string {
  const search = new URLSearchParams({
    page: String(state.page),
    pageSize: String(state.pageSize),
    sort: state.sort,
  });
  if (state.q) search.set('q', state.q);
  return search.toString();
}

/** The direction `field` is sorted in, or null when the list is sorted by another field. */
export function sortDirection<Sort extends string>(
  sort: Sort,
  field: SortField<Sort>,
): 'asc' | 'desc' | null {
  if (sort === field) return 'asc';
  if (sort === `-${field}`) return 'desc';
  return null;
}

/** A first click sorts ascending (or descending, for dates: newest first); a second click reverses. */
export function nextSort<Sort extends string>(
  sort: Sort,
  field: SortField<Sort>,
  descendingFirst = false,
): Sort {
  const direction = sortDirection(sort, field);
  const descending = direction === null ? descendingFirst : direction === 'asc';
  return (descending ? `-${field}` : field) as Sort;
}

/** The last page that holds rows (1 for an empty list). */
export function lastPage(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}
