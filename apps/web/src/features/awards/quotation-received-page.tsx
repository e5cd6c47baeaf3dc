import { Badge, Button, Group, Paper, Select, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconChevronLeft, IconChevronRight, IconEye, IconFileInvoice, IconLock } from '@tabler/icons-react';
import { awardMessages } from '@tenderdesk/domain/award-messages';
import { messages } from '@tenderdesk/domain/messages';
import { PAGE_SIZE_OPTIONS } from '@tenderdesk/domain/paging-rules';
import type { ReceivedQuotationRow } from '@tenderdesk/domain/quotations';
import { useSearchParams } from 'react-router';
import { SearchBox } from '../../components/list-controls';
import { ListEmpty, ListLoadError, ListLoading } from '../../components/list-states';
import { ListTable } from '../../components/list-table';
import { PageHeader } from '../../components/page-header';
import { readListParams, writeListParams } from '../../lib/list-params';
import { formatDay, formatInstant, formatInstantDay } from '../../lib/portal-time';
import { useConfirmTarget } from '../../lib/use-confirm-target';
import { useReceivedQuotations } from './api';
import { matchesReceived, receivedSummary, rupees } from './award-rules';
import { QuotationModal } from './quotation-modal';

const SORTS = { sorts: ['-submittedAt'] as const, defaultSort: '-submittedAt' as const };
const num = { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;

/**
 * /quotationReceived (Received Quotations, spec section 2): the quotations of approved suppliers,
 * newest first. The server pages the list (page and size in the address); the search runs over
 * the page on screen. View opens the quotation in a dialog.
 */
export function QuotationReceivedPage() {
  const [params, setParams] = useSearchParams();
  const state = readListParams(params, SORTS);
  const list = useReceivedQuotations(state.page, state.pageSize);
  const wide = useMediaQuery('(min-width: 48em)', true, { getInitialValueInEffect: false });
  const viewing = useConfirmTarget<ReceivedQuotationRow>();
  const go = (next: Partial<typeof state>, replace = false) =>
    setParams((current) => writeListParams(current, { ...readListParams(current, SORTS), ...next }, SORTS), {
      replace,
    });

  const rows = list.data ?? [];
  const shown = rows.filter((row) => matchesReceived(row, state.q));
  const hasNext = rows.length === state.pageSize;

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

  const total = (row: ReceivedQuotationRow) => {
    const summary = receivedSummary(row);
    if (summary.sealed) {
      return (
        <Text size="sm" c="var(--mantine-color-grape-light-color)">
          <IconLock size={14} aria-hidden style={{ verticalAlign: -2, marginRight: 4 }} />
          {awardMessages.sealedShort(formatDay(summary.opensOn))}
        </Text>
      );
    }
    return (
      <Text size="sm" fw={600} style={num}>
        {rupees(summary.totalWithGst)}
      </Text>
    );
  };

  const markers = (row: ReceivedQuotationRow) => {
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
  };

  const body = () => {
    if (list.isPending) return <ListLoading />;
    if (list.isError)
      return <ListLoadError message={messages.quotation.fetchFailed} onRetry={() => void list.refetch()} />;
    if (shown.length === 0) {
      return (
        <ListEmpty
          query={state.q}
          icon={<IconFileInvoice size={28} />}
          title={messages.quotation.none}
          noMatch={(q) => `No quotations on this page match “${q}”.`}
        />
      );
    }
    if (!wide) {
      return (
        <Stack gap="sm">
          {shown.map((row) => (
            <Paper key={row._id} withBorder p="md" data-testid="quotation-row">
              <Stack gap={6}>
                <Text fw={650} style={{ overflowWrap: 'anywhere' }}>
                  {row.projectName}
                </Text>
                <Text size="sm">{row.supplierName}</Text>
                <Text size="sm" c="dimmed">
                  {row.organisation} · {formatInstant(row.submittedAt)}
                </Text>
                <Group justify="space-between" align="center" gap="xs">
                  {total(row)}
                  {markers(row)}
                </Group>
                {view(row, true)}
              </Stack>
            </Paper>
          ))}
        </Stack>
      );
    }
    return (
      <ListTable
        label="Received quotations"
        minWidth={960}
        head={
          <>
            <Table.Th>Project</Table.Th>
            <Table.Th>Organisation</Table.Th>
            <Table.Th>Supplier</Table.Th>
            <Table.Th>Submitted</Table.Th>
            <Table.Th ta="right">Total with GST</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th ta="right">View</Table.Th>
          </>
        }
      >
        {shown.map((row) => (
          <Table.Tr key={row._id} data-testid="quotation-row">
            <Table.Td maw={240}>
              <Text size="sm" fw={500}>
                {row.projectName}
              </Text>
            </Table.Td>
            <Table.Td maw={200}>
              <Text size="sm">{row.organisation}</Text>
            </Table.Td>
            <Table.Td maw={200}>
              <Text size="sm">{row.supplierName}</Text>
            </Table.Td>
            <Table.Td>
              <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                {formatInstant(row.submittedAt)}
              </Text>
            </Table.Td>
            <Table.Td ta="right" maw={200}>
              {total(row)}
            </Table.Td>
            <Table.Td>{markers(row)}</Table.Td>
            <Table.Td ta="right">{view(row)}</Table.Td>
          </Table.Tr>
        ))}
      </ListTable>
    );
  };

  return (
    <>
      <PageHeader
        title="Received Quotations"
        description="Quotations from approved suppliers, newest first. Totals include GST."
      />
      <Paper withBorder p={{ base: 'sm', sm: 'lg' }}>
        <Group justify="space-between" mb="md" gap="sm">
          <SearchBox
            value={state.q}
            onChange={(q) => go({ q }, true)}
            placeholder="Search project, organisation or supplier"
          />
        </Group>
        {body()}
        {!list.isPending && !list.isError && (rows.length > 0 || state.page > 1) && (
          <Group justify="space-between" mt="md" gap="sm" wrap="wrap">
            <Text size="sm" c="dimmed" data-testid="pagination-summary">
              Page {state.page} · {rows.length} quotation{rows.length === 1 ? '' : 's'}
              {state.q ? `, ${shown.length} matching` : ''}
            </Text>
            <Group gap="sm" wrap="wrap">
              <Select
                aria-label="Rows per page"
                data={PAGE_SIZE_OPTIONS.map(String)}
                value={String(state.pageSize)}
                onChange={(value) => value && go({ pageSize: Number(value), page: 1 })}
                w={80}
                allowDeselect={false}
              />
              <nav aria-label="Pages">
                <Group gap={6}>
                  <Button
                    size="xs"
                    variant="default"
                    leftSection={<IconChevronLeft size={14} />}
                    disabled={state.page <= 1}
                    onClick={() => go({ page: state.page - 1 })}
                  >
                    Newer
                  </Button>
                  <Button
                    size="xs"
                    variant="default"
                    rightSection={<IconChevronRight size={14} />}
                    disabled={!hasNext}
                    onClick={() => go({ page: state.page + 1 })}
                  >
                    Older
                  </Button>
                </Group>
              </nav>
            </Group>
          </Group>
        )}
      </Paper>
      <QuotationModal row={viewing.target} opened={viewing.opened} onClose={viewing.close} phone={!wide} />
    </>
  );
}
