import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconEye, IconFileInvoice, IconLock } from '@tabler/icons-react';
import { awardMessages } from '@tenderdesk/domain/award-messages';
import { RECEIVED_QUOTATION_SORTS, type ReceivedQuotationSort } from '@tenderdesk/domain/awards';
import { evaluationMessages } from '@tenderdesk/domain/evaluation-messages';
import { messages } from '@tenderdesk/domain/messages';
import type { ReceivedQuotationRow } from '@tenderdesk/domain/quotations';
import { receivedText } from '@tenderdesk/domain/ui/received-quotations';
import type { ReactNode } from 'react';
import { PageHeader } from '../../components/page-header';
import { type ServerListColumn, ServerListTable } from '../../components/server-list-table';
import { useText } from '../../lib/i18n';
import { formatDay, formatInstant, formatInstantDay } from '../../lib/portal-time';
import { useConfirmTarget } from '../../lib/use-confirm-target';
import { useServerList } from '../../lib/use-server-list';
import { AWARD_PATHS, awardKeys } from './api';
import { receivedSummary, rupees } from './award-rules';
import { sealedRowText } from './evaluation-marks';
import { QuotationModal } from './quotation-modal';

const num = { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;

/** The sorts offered, each with the key of its label in `receivedText.sort`. */
const SORTS: { value: ReceivedQuotationSort; label: keyof typeof receivedText.sort }[] = [
  { value: '-submittedAt', label: 'newest' },
  { value: 'submittedAt', label: 'oldest' },
];

/** The total with GST, or the day a sealed tender's prices open. */
function ReceivedTotal({ row }: { row: ReceivedQuotationRow }) {
  const m = useText(awardMessages);
  const evaluation = useText(evaluationMessages);
  const summary = receivedSummary(row);
  if (summary.sealed) {
    return (
      <Text size="sm" c="var(--mantine-color-grape-light-color)">
        <IconLock size={14} aria-hidden style={{ verticalAlign: -2, marginRight: 4 }} />
        {sealedRowText(summary.opensOn, (day) => m.sealedShort(formatDay(day)), evaluation)}
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
  const t = useText(receivedText);
  const summary = receivedSummary(row);
  if (!summary.revised && !summary.selected) return null;
  return (
    <Group gap={4} wrap="wrap">
      {summary.selected && (
        <Badge size="sm" color="teal" variant="filled">
          {t.selected}
        </Badge>
      )}
      {summary.revised && (
        <Stack gap={0}>
          <Badge size="sm" color="orange" variant="light">
            {t.revised}
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
  { columns: c }: typeof receivedText,
): ServerListColumn<ReceivedQuotationRow, ReceivedQuotationSort>[] {
  return [
    {
      key: 'project',
      header: c.project,
      maw: 240,
      cell: (row) => (
        <Text size="sm" fw={500}>
          {row.projectName}
        </Text>
      ),
    },
    {
      key: 'organisation',
      header: c.organisation,
      maw: 200,
      cell: (row) => <Text size="sm">{row.organisation}</Text>,
    },
    {
      key: 'supplier',
      header: c.supplier,
      maw: 200,
      cell: (row) => <Text size="sm">{row.supplierName}</Text>,
    },
    {
      key: 'submitted',
      header: c.submitted,
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
      header: c.totalWithGst,
      align: 'right',
      maw: 200,
      cell: (row) => <ReceivedTotal row={row} />,
    },
    { key: 'status', header: c.status, cell: (row) => <ReceivedMarkers row={row} /> },
    { key: 'view', header: c.view, align: 'right', cell: view },
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
  const t = useText(receivedText);
  const msg = useText(messages);

  const view = (row: ReceivedQuotationRow, fullWidth = false) => (
    <Button
      size="xs"
      variant="light"
      leftSection={<IconEye size={14} />}
      onClick={() => viewing.ask(row)}
      aria-label={t.viewLabel(row.supplierName, row.projectName)}
      fullWidth={fullWidth}
    >
      {t.view}
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
      <PageHeader title={t.title} description={t.description} />
      <Paper withBorder p={{ base: 'sm', sm: 'lg' }}>
        <ServerListTable
          list={list}
          label={t.label}
          searchPlaceholder={t.searchPlaceholder}
          columns={receivedColumns((row) => view(row), t)}
          minWidth={960}
          card={card}
          sortOptions={SORTS.map((sort) => ({ value: sort.value, label: t.sort[sort.label] }))}
          rowTestId="quotation-row"
          loadErrorMessage={msg.quotation.fetchFailed}
          exportName="quotations-received"
          empty={{
            icon: <IconFileInvoice size={28} />,
            title: msg.quotation.none,
            noMatch: (q) => t.noMatch(q),
          }}
        />
      </Paper>
      <QuotationModal row={viewing.target} opened={viewing.opened} onClose={viewing.close} phone={!wide} />
    </>
  );
}
