import { Group, type MantineBreakpoint, Paper, Select, Stack, Table } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { ReactNode } from 'react';
import type { SortField } from '../lib/list-params';
import type { ServerList } from '../lib/use-server-list';
import { SearchBox } from './list-controls';
import { ListEmpty } from './list-states';
import { ListFrame, ListTable } from './list-table';
import { SortHeader } from './sort-header';

/** One column of a server list's table. */
export type ServerListColumn<Row, Sort extends string> = {
  key: string;
  header: string;
  /** The field a click on the header sorts by; omitted for columns that do not sort. */
  sortField?: SortField<Sort>;
  /** Dates sort newest first on the first click. */
  descendingFirst?: boolean;
  /** Secondary columns give way on narrower screens (the details page shows everything). */
  visibleFrom?: MantineBreakpoint;
  align?: 'left' | 'right';
  maw?: number;
  cell: (row: Row) => ReactNode;
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
  empty: { icon: ReactNode; title: string; description?: string; noMatch?: (query: string) => string };
};

/**
 * A list the server searches, sorts and pages (`useServerList`): the search box, the shared
 * loading, error and empty states, sortable headers with `aria-sort`, a card per row on phones,
 * and the paging controls. A feature gives its columns and texts.
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
  empty,
}: Props<Row, Sort>) {
  const wide = useMediaQuery('(min-width: 48em)', true, { getInitialValueInEffect: false });
  const cards = !wide && card !== undefined;
  const head = columns.map((column) => {
    const cellProps = { visibleFrom: column.visibleFrom, ta: column.align };
    return column.sortField ? (
      <SortHeader
        key={column.key}
        label={column.header}
        field={column.sortField}
        sort={list.sort}
        onSort={list.setSort}
        descendingFirst={column.descendingFirst}
        cellProps={cellProps}
      />
    ) : (
      <Table.Th key={column.key} {...cellProps}>
        {column.header}
      </Table.Th>
    );
  });

  return (
    <>
      <Group justify="space-between" mb="md" gap="sm">
        <SearchBox value={list.search} onChange={list.setSearch} placeholder={searchPlaceholder} />
        {cards && sortOptions && (
          <Select
            aria-label="Sort by"
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
        {cards ? (
          <Stack gap="sm">
            {list.rows.map((row) => (
              <Paper key={row._id} withBorder p="md" data-testid={rowTestId}>
                {card(row)}
              </Paper>
            ))}
          </Stack>
        ) : (
          <ListTable label={label} minWidth={minWidth} head={head}>
            {list.rows.map((row) => (
              <Table.Tr key={row._id} data-testid={rowTestId}>
                {columns.map((column) => (
                  <Table.Td
                    key={column.key}
                    visibleFrom={column.visibleFrom}
                    ta={column.align}
                    maw={column.maw}
                  >
                    {column.cell(row)}
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </ListTable>
        )}
      </ListFrame>
    </>
  );
}
