import { Group, Select } from '@mantine/core';
import { listText } from '@tenderdesk/domain/ui/list';
import type { ReactNode } from 'react';
import { useText } from '../lib/i18n';
import type { SortField } from '../lib/list-params';
import type { ServerList } from '../lib/use-server-list';
import { ExportMenu } from './export-menu';
import { SearchBox } from './list-controls';
import { ListEmpty } from './list-states';
import { ListFrame } from './list-table';
import { type RowColumn, RowView, useWideScreen } from './row-view';
import { SortHeader } from './sort-header';

/** One column of a server list's table: a row column that may sort the list. */
export type ServerListColumn<Row, Sort extends string> = RowColumn<Row> & {
  header: string;
  /** The field a click on the header sorts by; omitted for columns that do not sort. */
  sortField?: SortField<Sort>;
  /** Dates sort newest first on the first click. */
  descendingFirst?: boolean;
};

type Props<Row extends { _id: string }, Sort extends string> = {
  list: ServerList<Row, Sort>;
  /** The table's accessible name. */
  label: string;
  searchPlaceholder: string;
  columns: readonly ServerListColumn<Row, Sort>[];
  /** Below this width the table scrolls sideways instead of squeezing its columns. */
  minWidth: number;
  /** On a phone: a card per row instead of a table that would need sideways scrolling. */
  card?: (row: Row) => ReactNode;
  /** Where the table's headers are out of sight (phones), the sort is picked from these. */
  sortOptions?: readonly { value: Sort; label: string }[];
  /** `data-testid` of each row (table row or card). */
  rowTestId?: string;
  loadErrorMessage: string;
  /** The list's Export menu (CSV, Excel of every filtered row): the file's name before its day. */
  exportName?: string;
  empty: { icon: ReactNode; title: string; description?: string; noMatch?: (query: string) => string };
};

/**
 * A list the server searches, sorts and pages (`useServerList`): the search box, the shared
 * loading, error and empty states, sortable headers with `aria-sort`, the rows as a RowView (a card
 * per row on phones), and the paging controls. A feature gives its columns and texts.
 */
export function ServerListTable<Row extends { _id: string }, Sort extends string>({
  list,
  label,
  searchPlaceholder,
  columns,
  minWidth,
  card,
  sortOptions,
  rowTestId,
  loadErrorMessage,
  exportName,
  empty,
}: Props<Row, Sort>) {
  const t = useText(listText);
  const wide = useWideScreen();
  const cards = !wide && card !== undefined;
  const sortHeader = (column: RowColumn<Row>) => {
    const { sortField, descendingFirst, header } = column as ServerListColumn<Row, Sort>;
    if (!sortField) return undefined;
    return (
      <SortHeader
        key={column.key}
        label={header}
        field={sortField}
        sort={list.sort}
        onSort={list.setSort}
        descendingFirst={descendingFirst}
        cellProps={{ visibleFrom: column.visibleFrom, ta: column.align }}
      />
    );
  };

  return (
    <>
      <Group justify="space-between" mb="md" gap="sm">
        <SearchBox value={list.search} onChange={list.setSearch} placeholder={searchPlaceholder} />
        {exportName && <ExportMenu url={list.exportUrl} name={exportName} />}
        {cards && sortOptions && (
          <Select
            aria-label={t.sortBy}
            data={sortOptions}
            value={list.sort}
            onChange={(value) => value && list.setSort(value as Sort)}
            allowDeselect={false}
            w="100%"
          />
        )}
      </Group>
      <ListFrame
        source={list.query}
        paging={list}
        loadErrorMessage={loadErrorMessage}
        empty={<ListEmpty query={list.q} {...empty} />}
      >
        <RowView
          rows={list.rows}
          rowKey={(row) => row._id}
          columns={columns}
          label={label}
          minWidth={minWidth}
          look={{ highlightOnHover: true, verticalSpacing: 'sm' }}
          headCell={sortHeader}
          card={card}
          wide={wide}
          rowTestId={rowTestId}
        />
      </ListFrame>
    </>
  );
}
