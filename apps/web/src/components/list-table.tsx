import type { ReactNode } from 'react';
import { type ListPaging, PaginationBar } from './list-controls';
import { ListLoadError, ListLoading } from './list-states';
import { TableFrame } from './row-view';

/** What a list frame needs to know of the query that loads it. */
export type ListSource = { isPending: boolean; isError: boolean; refetch: () => unknown };

type ListFrameProps = {
  source: ListSource;
  paging: ListPaging;
  loadErrorMessage: string;
  /** Shown when there is no row (or none matching the search): a ListEmpty. */
  empty: ReactNode;
  /** The rows of the current page (a table, or cards on a phone). */
  children: ReactNode;
};

/**
 * The states every list goes through, in one place: loading, load error with a retry, empty (or no
 * match), then the current page's rows with the paging controls below them.
 */
export function ListFrame({ source, paging, loadErrorMessage, empty, children }: ListFrameProps) {
  if (source.isPending) return <ListLoading />;
  if (source.isError) return <ListLoadError message={loadErrorMessage} onRetry={() => source.refetch()} />;
  if (paging.total === 0) return <>{empty}</>;
  return (
    <>
      {children}
      <PaginationBar paging={paging} />
    </>
  );
}

type ListTableProps = {
  label: string;
  /** Below this width the table scrolls sideways instead of squeezing its columns. */
  minWidth: number;
  /** The browser's own scrollbar instead of Mantine's scroll area. */
  nativeScroll?: boolean;
  highlightOnHover?: boolean;
  /** The cells of the header row. */
  head: ReactNode;
  /** The body rows. */
  children: ReactNode;
};

/** A list's table: labelled, scrolling sideways below its minimum width, rows highlighted on hover. */
export function ListTable({ nativeScroll, highlightOnHover = true, ...frame }: ListTableProps) {
  return (
    <TableFrame
      {...frame}
      scroll={nativeScroll ? 'native' : 'area'}
      look={{ highlightOnHover, verticalSpacing: 'sm' }}
    />
  );
}
