import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Page } from '@tenderdesk/domain/paging-rules';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { api } from './api';
import {
  type ListSorts,
  type ListState,
  lastPage,
  listQueryString,
  readListParams,
  writeListParams,
} from './list-params';

/** How long typing in the search box rests before the list is searched. */
export const SEARCH_DEBOUNCE_MS = 300;

export type ServerListOptions<Sort extends string> = ListSorts<Sort> & {
  /** The list call, e.g. `/api/suppliers/active`; it takes and answers the domain's paging contract. */
  path: string;
  /** The TanStack Query key of this list; the page, size, search and sort are appended to it. */
  queryKey: readonly unknown[];
  /** Extra filters of the call (e.g. `{ status: 'Issued' }`); an empty or undefined value is left out. */
  filters?: Record<string, string | undefined>;
};

/**
 * One page of a list that the server searches, sorts and pages (domain `paging.ts`), with the page,
 * page size, search and sort kept in the address (`list-params.ts`):
 *
 * - a new page, page size or sort is a new history entry, so Back returns to the previous one;
 * - typing in the search box is debounced, then replaces the entry and starts again at page 1;
 * - the previous page stays on screen while the next one loads (`keepPreviousData`);
 * - when rows disappear (an action emptied the last page), the list steps back to the last page.
 *
 * `ServerListTable` (components/) shows it; a feature gives only its call, key and sort keys.
 */
export function useServerList<Row, Sort extends string>(options: ServerListOptions<Sort>) {
  const [params, setParams] = useSearchParams();
  const { pathname } = useLocation();
  const state = readListParams(params, options);
  const navigate = (next: Partial<ListState<Sort>>, replace = false) =>
    setParams(
      (current) => writeListParams(current, { ...readListParams(current, options), ...next }, options),
      {
        replace,
      },
    );

  // The box holds what is typed; the address holds what was searched (after the pause).
  const [search, setSearch] = useState(state.q);
  const [typed] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  // The search this list last wrote: a different one in the address came from Back, Forward or a link.
  const written = useRef(state.q);
  useEffect(() => {
    if (typed === written.current) return;
    // The user has already left for another screen (still loading, so this one is on view): a
    // search written now would land on that screen's address.
    if (window.location.pathname !== pathname) return;
    written.current = typed;
    navigate({ q: typed, page: 1 }, true);
    // Only a settled change of the typed text writes the address (navigate reads the current one).
  }, [typed]);
  useEffect(() => {
    if (state.q === written.current) return;
    written.current = state.q;
    setSearch(state.q);
  }, [state.q]);

  const filters = Object.entries(options.filters ?? {}).filter(
    (entry): entry is [string, string] => entry[1] !== undefined && entry[1] !== '',
  );
  const filterString = filters.map(([key, value]) => `&${key}=${encodeURIComponent(value)}`).join('');
  const query = useQuery({
    queryKey: [...options.queryKey, state, Object.fromEntries(filters)],
    queryFn: ({ signal }) =>
      api<Page<Row>>(
        `${options.path}${options.path.includes('?') ? '&' : '?'}${listQueryString(state)}${filterString}`,
        { signal },
      ),
    placeholderData: keepPreviousData,
  });

  const total = query.data?.total;
  // Only a real answer for this page can say it is past the end: the previous page's rows, kept on
  // screen while this one loads, may come from another search (Back from a search to page 2).
  const last = total === undefined || query.isPlaceholderData ? null : lastPage(total, state.pageSize);
  useEffect(() => {
    if (last !== null && state.page > last) navigate({ page: last }, true);
  }, [last, state.page]);

  return {
    ...state,
    /** What the search box shows (the search in effect is `q`). */
    search,
    setSearch,
    setPage: (page: number) => navigate({ page }),
    setPageSize: (pageSize: number) => navigate({ pageSize, page: 1 }),
    setSort: (sort: Sort) => navigate({ sort, page: 1 }),
    query,
    rows: query.data?.data ?? [],
    total: total ?? 0,
    /** The list's spreadsheet file (`<path>.csv` or `.xlsx`) with its filters, search and sort, not its page. */
    exportUrl: (format: 'csv' | 'xlsx') => exportUrlOf(options.path, format, state, filters),
  };
}

/** `<path>.<format>?<the path's own query, filters, search, sort>` (issue 23 item 5). */
export function exportUrlOf(
  path: string,
  format: 'csv' | 'xlsx',
  state: { q: string; sort: string },
  filters: readonly (readonly [string, string])[],
): string {
  const [base, own = ''] = path.split('?');
  const search = new URLSearchParams(own);
  for (const [key, value] of filters) search.set(key, value);
  if (state.q) search.set('q', state.q);
  search.set('sort', state.sort);
  return `${base}.${format}?${search.toString()}`;
}

export type ServerList<Row, Sort extends string> = ReturnType<typeof useServerList<Row, Sort>>;
