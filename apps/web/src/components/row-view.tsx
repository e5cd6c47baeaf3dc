import {
  Box,
  type MantineBreakpoint,
  type MantineSpacing,
  Paper,
  Stack,
  Table,
  type TableProps,
  type TableTdProps,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { listText } from '@tenderdesk/domain/ui/list';
import { Fragment, type ReactNode } from 'react';
import { useText } from '../lib/i18n';

/**
 * How a table scrolls sideways below its minimum width: Mantine's scroll area, the browser's own
 * scrollbar, or a focusable region named "<label>, scrolls sideways" (so the keyboard scrolls it);
 * `none` for a narrow table that never needs to.
 */
export type TableScroll = 'area' | 'native' | 'region' | 'none';

/** The look of a table (spacing, stripes, borders, hover) and its test id. */
export type TableLook = Pick<
  TableProps,
  | 'verticalSpacing'
  | 'horizontalSpacing'
  | 'striped'
  | 'highlightOnHover'
  | 'withRowBorders'
  | 'withColumnBorders'
> & { testId?: string };

type TableFrameProps = {
  /** The table's accessible name. */
  label: string;
  /** Below this width the table scrolls sideways instead of squeezing its columns. */
  minWidth: number;
  scroll?: TableScroll;
  look?: TableLook;
  /** The cells of the header row. */
  head: ReactNode;
  /** The body rows. */
  children: ReactNode;
};

/** A labelled table with its header row, scrolling sideways below its minimum width. */
export function TableFrame({ label, minWidth, scroll = 'area', look = {}, head, children }: TableFrameProps) {
  const t = useText(listText);
  const { testId, ...tableProps } = look;
  const table = (
    <Table
      {...tableProps}
      miw={scroll === 'region' ? minWidth : undefined}
      aria-label={label}
      data-testid={testId}
    >
      <Table.Thead>
        <Table.Tr>{head}</Table.Tr>
      </Table.Thead>
      <Table.Tbody>{children}</Table.Tbody>
    </Table>
  );
  if (scroll === 'none') return table;
  if (scroll === 'region') {
    return (
      <Box style={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-label={t.scrollsSideways(label)}>
        {table}
      </Box>
    );
  }
  return (
    <Table.ScrollContainer minWidth={minWidth} type={scroll === 'native' ? 'native' : undefined}>
      {table}
    </Table.ScrollContainer>
  );
}

const WIDE_QUERIES = { sm: '(min-width: 48em)', md: '(min-width: 62em)' } as const;

/**
 * Whether the screen is wide enough for a table: from Mantine's `sm` (48em, the lists) or `md`
 * (62em, the editors of six inputs a row). Read at once, so a phone never draws the table first.
 */
export function useWideScreen(from: keyof typeof WIDE_QUERIES = 'sm'): boolean {
  return useMediaQuery(WIDE_QUERIES[from], true, { getInitialValueInEffect: false });
}

/** One column of a table of rows: its header and how a row fills its cell. */
export type RowColumn<Row> = {
  key: string;
  header: ReactNode;
  align?: 'left' | 'right';
  /** Secondary columns give way on narrower screens (the details page shows everything). */
  visibleFrom?: MantineBreakpoint;
  /** The header's width (a number column, the remove button). */
  w?: number | string;
  miw?: number;
  maw?: number;
  /** More of the body cell (its padding, a style). */
  cellProps?: TableTdProps;
  cell: (row: Row, index: number) => ReactNode;
};

export type RowTableProps<Row> = {
  rows: readonly Row[];
  rowKey: (row: Row, index: number) => string;
  columns: readonly RowColumn<Row>[];
  /** The table's (and the cards' list's) accessible name. */
  label: string;
  /** Below this width the table scrolls sideways instead of squeezing its columns. */
  minWidth: number;
  scroll?: TableScroll;
  look?: TableLook;
  /** `data-testid` of each row (table row or card). */
  rowTestId?: string;
  /** Rows start at the top of their cells (rows of inputs). */
  alignTop?: boolean;
  /** A header cell of its own (a sortable header); the plain header otherwise. */
  headCell?: (column: RowColumn<Row>) => ReactNode;
  /** A row drawn before a row of the table (a group's heading), or nothing. */
  before?: (row: Row, index: number) => ReactNode;
};

/** The rows as a table, one column definition per cell. */
export function RowTable<Row>({
  rows,
  rowKey,
  columns,
  label,
  minWidth,
  scroll,
  look,
  rowTestId,
  alignTop,
  headCell,
  before,
}: RowTableProps<Row>) {
  const head = columns.map(
    (column) =>
      headCell?.(column) ?? (
        <Table.Th key={column.key} visibleFrom={column.visibleFrom} ta={column.align} w={column.w}>
          {column.header}
        </Table.Th>
      ),
  );
  return (
    <TableFrame label={label} minWidth={minWidth} scroll={scroll} look={look} head={head}>
      {rows.map((row, index) => (
        <Fragment key={rowKey(row, index)}>
          {before?.(row, index)}
          <Table.Tr data-testid={rowTestId} style={alignTop ? { verticalAlign: 'top' } : undefined}>
            {columns.map((column) => (
              <Table.Td
                key={column.key}
                visibleFrom={column.visibleFrom}
                ta={column.align}
                miw={column.miw}
                maw={column.maw}
                {...column.cellProps}
              >
                {column.cell(row, index)}
              </Table.Td>
            ))}
          </Table.Tr>
        </Fragment>
      ))}
    </TableFrame>
  );
}

/** How the phone's cards are laid out. */
export type CardLook = {
  gap?: MantineSpacing;
  p?: MantineSpacing;
  radius?: MantineSpacing;
  /** The cards are a list named by the label (each card a list item). */
  list?: boolean;
};

type RowCardsProps<Row> = Pick<RowTableProps<Row>, 'rows' | 'rowKey' | 'label' | 'rowTestId'> & {
  card: (row: Row, index: number) => ReactNode;
  look?: CardLook;
};

/** The rows as cards, one below the other (phones: nothing to scroll sideways). */
export function RowCards<Row>({ rows, rowKey, label, rowTestId, card, look = {} }: RowCardsProps<Row>) {
  const { gap = 'sm', p = 'md', radius, list = false } = look;
  return (
    <Stack gap={gap} role={list ? 'list' : undefined} aria-label={list ? label : undefined}>
      {rows.map((row, index) => (
        <Paper
          key={rowKey(row, index)}
          withBorder
          p={p}
          radius={radius}
          role={list ? 'listitem' : undefined}
          data-testid={rowTestId}
        >
          {card(row, index)}
        </Paper>
      ))}
    </Stack>
  );
}

type RowViewProps<Row> = RowTableProps<Row> & {
  /** A row's card where the screen is narrow; without one the table always shows. */
  card?: (row: Row, index: number) => ReactNode;
  cardLook?: CardLook;
  /** Where the table starts (see useWideScreen). */
  wideFrom?: 'sm' | 'md';
  /** The caller decides (a dialog that knows it is full screen); the screen's width otherwise. */
  wide?: boolean;
};

/**
 * The one way a screen shows rows: a table on a wide screen (columns defined once: header, cell,
 * alignment), a card per row on a phone. Loading, empty and paging stay with ListFrame around it.
 */
export function RowView<Row>({ card, cardLook, wideFrom = 'sm', wide, ...table }: RowViewProps<Row>) {
  const wideScreen = useWideScreen(wideFrom);
  if (card === undefined || (wide ?? wideScreen)) return <RowTable {...table} />;
  return (
    <RowCards
      rows={table.rows}
      rowKey={table.rowKey}
      label={table.label}
      rowTestId={table.rowTestId}
      card={card}
      look={cardLook}
    />
  );
}
