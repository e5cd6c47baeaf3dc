import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconEye, IconFileInvoice, IconLock } from '@tabler/icons-react';
import { awardMessages } from '@tenderdesk/domain/award-messages';
import { RECEIVED_QUOTATION_SORTS, type ReceivedQuotationSort } from '@tenderdesk/domain/awards';
import { messages } from '@tenderdesk/domain/messages';
import type { ReceivedQuotationRow } from '@tenderdesk/domain/quotations';
import type { ReactNode } from 'react';
import { PageHeader } from '../../components/page-header';
import { type ServerListColumn, ServerListTable } from '../../components/server-list-table';
import { formatDay, formatInstant, formatInstantDay } from '../../lib/portal-time';
import { useConfirmTarget } from '../../lib/use-confirm-target';
import { useServerList } from '../../lib/use-server-list';
import { AWARD_PATHS, awardKeys } from './api';
import { receivedSummary, rupees } from './award-rules';
import { sealedRowText } from './evaluation-marks';
import { QuotationModal } from './quotation-modal';

const num = { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;

const SORT_OPTIONS: { value: ReceivedQuotationSort; label: string }[] = [
  { value: '-submittedAt', label: 'Newest first' },
  { value: 'submittedAt', label: 'Oldest first' },
];

/** The total with GST, or the day a sealed tender's prices open. */
function ReceivedTotal({ row }: { row: ReceivedQuotationRow }) {
  const summary = receivedSummary(row);
  if (summary.sealed) {
    return (
      <Text size="sm" c="var(--mantine-color-grape-light-color)">
        <IconLock size={14} aria-hidden style={{ verticalAlign: -2, marginRight: 4 }} />
        {sealedRowText(summary.opensOn, (day) => awardMessages.sealedShort(formatDay(day)))}
      </Text>
    );
  }
  return (
    <Text size="sm" fw={600} style={num}>
      {rupees(summary.totalWithGst)}
    </Text>
  );
}

/** Selected and Revised (with the day of the last revision). */
function ReceivedMarkers({ row }: { row: ReceivedQuotationRow }) {
  const summary = receivedSummary(row);
  if (!summary.revised && !summary.selected) return null;
  return (
    <Group gap={4} wrap="wrap">
      {summary.selected && (
        <Badge size="sm" color="teal" variant="filled">
          Selected
        </Badge>
      )}
      {summary.revised && (
        <Stack gap={0}>
          <Badge size="sm" color="orange" variant="light">
            Revised
          </Badge>
          {summary.revisedAt && (
            <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
              {formatInstantDay(summary.revisedAt)}
            </Text>
          )}
        </Stack>
      )}
    </Group>
  );
}

function receivedColumns(
  view: (row: ReceivedQuotationRow) => ReactNode,
): ServerListColumn<ReceivedQuotationRow, ReceivedQuotationSort>[] {
  return [
    {
      key: 'project',
      header: 'Project',
      maw: 240,
      cell: (row) => (
        <Text size="sm" fw={500}>
          {row.projectName}
        </Text>
      ),
    },
    {
      key: 'organisation',
      header: 'Organisation',
      maw: 200,
      cell: (row) => <Text size="sm">{row.organisation}</Text>,
    },
    {
      key: 'supplier',
      header: 'Supplier',
      maw: 200,
      cell: (row) => <Text size="sm">{row.supplierName}</Text>,
    },
    {
      key: 'submitted',
      header: 'Submitted',
      sortField: 'submittedAt',
      descendingFirst: true,
      cell: (row) => (
        <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
          {formatInstant(row.submittedAt)}
        </Text>
      ),
    },
    {
      key: 'total',
      header: 'Total with GST',
      align: 'right',
      maw: 200,
      cell: (row) => <ReceivedTotal row={row} />,
    },
    { key: 'status', header: 'Status', cell: (row) => <ReceivedMarkers row={row} /> },
    { key: 'view', header: 'View', align: 'right', cell: view },
  ];
}

/**
 * /quotationReceived (Received Quotations, spec section 2): the quotations of approved suppliers,
 * newest first. The server searches, sorts and pages the list (page, size, search and sort in the
 * address). View opens the quotation in a dialog.
 */
export function QuotationReceivedPage() {
  const list = useServerList<ReceivedQuotationRow, ReceivedQuotationSort>({
    path: AWARD_PATHS.received,
    queryKey: awardKeys.received,
    sorts: RECEIVED_QUOTATION_SORTS,
    defaultSort: '-submittedAt',
  });
  const wide = useMediaQuery('(min-width: 48em)', true, { getInitialValueInEffect: false });
  const viewing = useConfirmTarget<ReceivedQuotationRow>();

  const view = (row: ReceivedQuotationRow, fullWidth = false) => (
    <Button
      size="xs"
      variant="light"
      leftSection={<IconEye size={14} />}
      onClick={() => viewing.ask(row)}
      aria-label={`View quotation: ${row.supplierName}, ${row.projectName}`}
      fullWidth={fullWidth}
    >
      View
    </Button>
  );

  const card = (row: ReceivedQuotationRow) => (
    <Stack gap={6}>
      <Text fw={650} style={{ overflowWrap: 'anywhere' }}>
        {row.projectName}
      </Text>
      <Text size="sm">{row.supplierName}</Text>
      <Text size="sm" c="dimmed">
        {row.organisation} · {formatInstant(row.submittedAt)}
      </Text>
      <Group justify="space-between" align="center" gap="xs">
        <ReceivedTotal row={row} />
        <ReceivedMarkers row={row} />
      </Group>
      {view(row, true)}
    </Stack>
  );

  return (
    <>
      <PageHeader
        title="Received Quotations"
        description="Quotations from approved suppliers, newest first. Totals include GST."
      />
      <Paper withBorder p={{ base: 'sm', sm: 'lg' }}>
        <ServerListTable
          list={list}
          label="Received quotations"
          searchPlaceholder="Search project, organisation or supplier"
          columns={receivedColumns((row) => view(row))}
          minWidth={960}
          card={card}
          sortOptions={SORT_OPTIONS}
          rowTestId="quotation-row"
          loadErrorMessage={messages.quotation.fetchFailed}
          exportName="quotations-received"
          empty={{
            icon: <IconFileInvoice size={28} />,
            title: messages.quotation.none,
            noMatch: (q) => `No quotations match “${q}”.`,
          }}
        />
      </Paper>
      <QuotationModal row={viewing.target} opened={viewing.opened} onClose={viewing.close} phone={!wide} />
    </>
  );
}
