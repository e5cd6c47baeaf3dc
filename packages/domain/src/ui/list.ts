import { catalogue } from '../i18n/catalogue';

const count = (n: number) => n.toLocaleString('en-IN');

/**
 * The lists' shared pieces (apps/web/src/components/: list-controls, list-states, sort-header,
 * server-list-table, export-menu, row-view): search, paging, sorting, loading, empty and export.
 */
export const listText = catalogue('ui.list', {
  search: 'Search',
  rowsPerPage: 'Rows per page',
  pages: 'Pages',
  /** "Showing 21–40 of 2,000" (Indian grouping). */
  showing: (from: number, to: number, total: number) =>
    `Showing ${count(from)}–${count(to)} of ${count(total)}`,
  loading: 'Loading',
  tryAgain: 'Try again',
  /** The empty state's title when a search matched nothing. */
  noMatch: (query: string) => `Nothing matches "${query}"`,
  checkSpelling: 'Check the spelling or clear the search.',
  /** The sort picker shown instead of the headers on a phone. */
  sortBy: 'Sort by',
  /** A sortable column header's name. */
  sortByColumn: (column: string) => `Sort by ${column}`,
  export: 'Export',
  exportAs: 'Export every filtered row as',
  /** A table's scrolling region, named after the table. */
  scrollsSideways: (table: string) => `${table}, scrolls sideways`,
});
