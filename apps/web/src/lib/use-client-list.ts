import { useMemo, useState } from 'react';

/**
 * Search and paging in the browser, for master tables the server returns whole (DESIGN: master
 * tables return everything). Thousands of rows filter instantly; only one page is rendered.
 */
export function useClientList<T>(
  rows: readonly T[] | undefined,
  matches: (row: T, query: string) => boolean,
  initialPageSize = 20,
) {
  const [query, setQueryState] = useState('');
  const [page, setPage] = useState(1);
  const [pageSize, setPageSizeState] = useState(initialPageSize);
  const filtered = useMemo(() => {
    const q = query.trim().toLowerCase();
    return q ? (rows ?? []).filter((row) => matches(row, q)) : (rows ?? []);
  }, [rows, query, matches]);
  const pages = Math.max(1, Math.ceil(filtered.length / pageSize));
  const current = Math.min(page, pages);
  const pageRows = filtered.slice((current - 1) * pageSize, current * pageSize);
  return {
    query,
    setQuery: (value: string) => {
      setQueryState(value);
      setPage(1);
    },
    page: current,
    setPage,
    pageSize,
    setPageSize: (size: number) => {
      setPageSizeState(size);
      setPage(1);
    },
    total: filtered.length,
    pageRows,
  };
}

export type ClientList<T> = ReturnType<typeof useClientList<T>>;
