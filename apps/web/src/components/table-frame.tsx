import { Box, Table, type TableProps } from '@mantine/core';
import type { ReactNode } from 'react';

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
      <Box style={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-label={`${label}, scrolls sideways`}>
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
