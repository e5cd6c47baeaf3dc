import type { ReactNode } from 'react';
import type { ClientList } from '../lib/use-client-list';
import { ListFrame, type ListSource, ListTable } from './list-table';

type ClientListTableProps<T> = {
  /** The query that loads the rows: its loading and error states are shown in place of the table. */
  source: ListSource;
  list: ClientList<T>;
  loadErrorMessage: string;
  /** Shown when there is no row (or none matching the search): a ListEmpty. */
  empty: ReactNode;
  label: string;
  /** Below this width the table scrolls sideways instead of squeezing its columns. */
  minWidth: number;
  highlightOnHover?: boolean;
  /** The cells of the header row. */
  head: ReactNode;
  /** The rows of the current page. */
  children: ReactNode;
};

/**
 * A master-table list: loading, load error, empty state, then one page of rows with paging.
 * Search, paging and the row rendering stay with the page; this keeps the frame identical.
 */
export function ClientListTable<T>({
  source,
  list,
  loadErrorMessage,
  empty,
  children,
  ...table
}: ClientListTableProps<T>) {
  return (
    <ListFrame source={source} paging={list} loadErrorMessage={loadErrorMessage} empty={empty}>
      <ListTable nativeScroll {...table}>
        {children}
      </ListTable>
    </ListFrame>
  );
}
