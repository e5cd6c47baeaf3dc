import { Button, Group, Paper, Select, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconDownload, IconFileSearch } from '@tabler/icons-react';
import { reportMessages } from '@tenderdesk/domain/report-messages';
import { reportScreenText } from '@tenderdesk/domain/ui/reports';
import { type ReactNode, useState } from 'react';
import { ListEmpty } from '../../components/list-states';
import { ListFrame, type ListSource, ListTable } from '../../components/list-table';
import { SortHeader } from '../../components/sort-header';
import { Banner, useTimedBanner } from '../../components/timed-banner';
import { errorMessage } from '../../lib/api';
import { useText } from '../../lib/i18n';
import type { SortField } from '../../lib/list-params';
import { downloadReport } from './api';

const BANNER_MS = 5_000;

/** 'Download CSV' and 'Download XLSX' of exactly the rows the filters give. */
export function ReportDownloads({ path, query, name }: { path: string; query: string; name: string }) {
  const [busy, setBusy] = useState<'csv' | 'xlsx' | null>(null);
  const { banner, show, clear } = useTimedBanner();
  const t = useText(reportScreenText);
  const download = async (format: 'csv' | 'xlsx') => {
    setBusy(format);
    clear();
    try {
      await downloadReport(`${path}.${format}${query ? `?${query}` : ''}`, `${name}.${format}`);
    } catch (error) {
      show('error', errorMessage(error, reportMessages.downloadFailed), BANNER_MS);
    } finally {
      setBusy(null);
    }
  };
  return (
    <Stack gap="xs">
      <Group gap="sm">
        {(['csv', 'xlsx'] as const).map((format) => (
          <Button
            key={format}
            variant="light"
            leftSection={<IconDownload size={16} />}
            loading={busy === format}
            disabled={busy !== null && busy !== format}
            onClick={() => void download(format)}
          >
            {t.download(format.toUpperCase())}
          </Button>
        ))}
      </Group>
      <Banner banner={banner} onClose={clear} />
    </Stack>
  );
}

export type ReportColumnView<Row, Sort extends string> = {
  key: string;
  header: string;
  sortField?: SortField<Sort>;
  descendingFirst?: boolean;
  align?: 'left' | 'right';
  cell: (row: Row) => ReactNode;
};

type Paging = {
  page: number;
  pageSize: number;
  total: number;
  setPage: (page: number) => void;
  setPageSize: (pageSize: number) => void;
};

/**
 * A report's rows: the shared loading, error and empty states and paging, a table with sortable
 * headers on wide screens and a card per row (every column, labelled) on phones.
 */
export function ReportTable<Row extends { _id: string }, Sort extends string>({
  label,
  source,
  rows,
  paging,
  sort,
  onSort,
  columns,
  minWidth,
  emptyTitle,
  loadErrorMessage,
  rowTestId,
  sortOptions,
}: {
  label: string;
  source: ListSource;
  rows: Row[];
  paging: Paging;
  sort: Sort;
  onSort: (sort: Sort) => void;
  columns: readonly ReportColumnView<Row, Sort>[];
  minWidth: number;
  emptyTitle: string;
  loadErrorMessage: string;
  rowTestId: string;
  /** On a phone (no headers to click), the sort is picked from these. */
  sortOptions: readonly { value: Sort; label: string }[];
}) {
  const t = useText(reportScreenText);
  const wide = useMediaQuery('(min-width: 48em)', true, { getInitialValueInEffect: false });
  const head = columns.map((column) =>
    column.sortField ? (
      <SortHeader
        key={column.key}
        label={column.header}
        field={column.sortField}
        sort={sort}
        onSort={onSort}
        descendingFirst={column.descendingFirst}
        cellProps={{ ta: column.align }}
      />
    ) : (
      <Table.Th key={column.key} ta={column.align}>
        {column.header}
      </Table.Th>
    ),
  );
  return (
    <ListFrame
      source={source}
      paging={paging}
      loadErrorMessage={loadErrorMessage}
      empty={
        <ListEmpty
          query=""
          icon={<IconFileSearch size={28} />}
          title={emptyTitle}
          description={t.changeFilters}
        />
      }
    >
      {wide ? (
        <ListTable label={label} minWidth={minWidth} head={head}>
          {rows.map((row) => (
            <Table.Tr key={row._id} data-testid={rowTestId}>
              {columns.map((column) => (
                <Table.Td key={column.key} ta={column.align} fz="sm">
                  {column.cell(row)}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </ListTable>
      ) : (
        <Stack gap="sm">
          <Select
            aria-label={t.sortBy}
            data={sortOptions}
            value={sort}
            onChange={(value) => value && onSort(value as Sort)}
            allowDeselect={false}
          />
          {rows.map((row) => (
            <Paper key={row._id} withBorder p="md" data-testid={rowTestId}>
              <SimpleGrid cols={2} spacing="xs" verticalSpacing={6}>
                {columns.map((column) => (
                  <Stack key={column.key} gap={0}>
                    <Text size="xs" c="dimmed">
                      {column.header}
                    </Text>
                    <Text size="sm" style={{ overflowWrap: 'anywhere' }} component="div">
                      {column.cell(row)}
                    </Text>
                  </Stack>
                ))}
              </SimpleGrid>
            </Paper>
          ))}
        </Stack>
      )}
    </ListFrame>
  );
}
