import { Table } from '@mantine/core';
import type { ReactNode } from 'react';
import type { ClientList } from '../lib/use-client-list';
import { PaginationBar } from './list-controls';
import { ListLoadError, ListLoading } from './list-states';

type ClientListTableProps<T> = {
  /** The query that loads the rows: its loading and error states are shown in place of the table. */
  source: { isPending: boolean; isError: boolean; refetch: () => unknown };
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
  label,
  minWidth,
  highlightOnHover = true,
  head,
  children,
}: ClientListTableProps<T>) {
  if (source.isPending) return <ListLoading />;
  if (source.isError) return <ListLoadError message={loadErrorMessage} onRetry={() => source.refetch()} />;
  if (list.total === 0) return <>{empty}</>;
  return (
    <>
      <Table.ScrollContainer minWidth={minWidth} type="native">
        <Table highlightOnHover={highlightOnHover} verticalSpacing="sm" aria-label={label}>
          <Table.Thead>
            <Table.Tr>{head}</Table.Tr>
          </Table.Thead>
          <Table.Tbody>{children}</Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <PaginationBar
        page={list.page}
        pageSize={list.pageSize}
        total={list.total}
        onPageChange={list.setPage}
        onPageSizeChange={list.setPageSize}
      />
    </>
  );
}
