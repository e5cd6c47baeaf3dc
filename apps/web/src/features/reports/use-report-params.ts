import { useSearchParams } from 'react-router';
import { type ListSorts, type ListState, readListParams, writeListParams } from '../../lib/list-params';

/** A report's page, size, search and sort (the paging contract), and its publishing dates. */
export type ReportState<Sort extends string> = ListState<Sort> & { from: string; to: string };

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const dateParam = (params: URLSearchParams, name: string) => {
  const value = params.get(name) ?? '';
  return DATE.test(value) ? value : '';
};

/**
 * The report's state in the address (Back, Forward, reload and shared links keep it). The filters
 * change only when the form is submitted (a button or Enter), each a new history entry.
 */
export function useReportParams<Sort extends string>(sorts: ListSorts<Sort>) {
  const [params, setParams] = useSearchParams();
  const state: ReportState<Sort> = {
    ...readListParams(params, sorts),
    from: dateParam(params, 'from'),
    to: dateParam(params, 'to'),
  };
  const navigate = (next: Partial<ReportState<Sort>>) =>
    setParams((current) => {
      const merged = {
        ...readListParams(current, sorts),
        from: dateParam(current, 'from'),
        to: dateParam(current, 'to'),
        ...next,
      };
      const result = writeListParams(current, merged, sorts);
      for (const name of ['from', 'to'] as const) {
        if (merged[name]) result.set(name, merged[name]);
        else result.delete(name);
      }
      return result;
    });
  return {
    state,
    /** New filters start again at page 1. */
    setFilters: (filters: { q: string; from?: string; to?: string }) =>
      navigate({ q: filters.q.trim(), from: filters.from ?? '', to: filters.to ?? '', page: 1 }),
    setPage: (page: number) => navigate({ page }),
    setPageSize: (pageSize: number) => navigate({ pageSize, page: 1 }),
    setSort: (sort: Sort) => navigate({ sort, page: 1 }),
  };
}
