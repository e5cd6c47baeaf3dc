import { Button, Group, Paper, Select, Stack, Text } from '@mantine/core';
import { IconClipboardList, IconEye, IconPlus } from '@tabler/icons-react';
import { purchaseRequestText as text } from '@tenderdesk/domain/purchase-request-messages';
import {
  DEFAULT_PURCHASE_REQUEST_SORT,
  PURCHASE_REQUEST_LIST_SORTS,
  PURCHASE_REQUEST_STATUSES,
  type PurchaseRequestListSort,
  type PurchaseRequestStatus,
} from '@tenderdesk/domain/purchase-request-status';
import type { PurchaseRequestSummary } from '@tenderdesk/domain/purchase-requests';
import { Link, useSearchParams } from 'react-router';
import { PageHeader } from '../../components/page-header';
import { type ServerListColumn, ServerListTable } from '../../components/server-list-table';
import { PATHS, pathTo } from '../../lib/paths';
import { formatDay, formatInstantDay } from '../../lib/portal-time';
import { useServerList } from '../../lib/use-server-list';
import { PURCHASE_REQUEST_LIST_PATH, purchaseRequestKeys } from './api';
import { RequestStatusBadge } from './request-status-badge';

type Column = ServerListColumn<PurchaseRequestSummary, PurchaseRequestListSort>;
type StatusFilter = PurchaseRequestStatus | 'All';
const FILTERS: StatusFilter[] = ['All', ...PURCHASE_REQUEST_STATUSES];

const SORT_OPTIONS: { value: PurchaseRequestListSort; label: string }[] = [
  { value: '-createdAt', label: 'Newest first' },
  { value: 'createdAt', label: 'Oldest first' },
  { value: 'neededBy', label: 'Needed soonest first' },
  { value: '-neededBy', label: 'Needed latest first' },
];

const nowrap = { whiteSpace: 'nowrap' } as const;

/** /purchaseRequest: every request, by status, searched by title or number, paged. */
export function PurchaseRequestListPage() {
  const [params, setParams] = useSearchParams();
  const raw = params.get('status') ?? 'All';
  const status: StatusFilter = (FILTERS as string[]).includes(raw) ? (raw as StatusFilter) : 'All';
  const list = useServerList<PurchaseRequestSummary, PurchaseRequestListSort>({
    path: status === 'All' ? PURCHASE_REQUEST_LIST_PATH : `${PURCHASE_REQUEST_LIST_PATH}?status=${status}`,
    queryKey: [...purchaseRequestKeys.list, status],
    sorts: PURCHASE_REQUEST_LIST_SORTS,
    defaultSort: DEFAULT_PURCHASE_REQUEST_SORT,
  });
  const setStatus = (value: string) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (value === 'All') next.delete('status');
      else next.set('status', value);
      next.delete('page');
      return next;
    });

  const viewButton = (row: PurchaseRequestSummary) => (
    <Button
      component={Link}
      to={pathTo(PATHS.purchaseRequestDetails, row._id)}
      size="xs"
      variant="light"
      leftSection={<IconEye size={14} />}
      aria-label={`View ${row.code}`}
    >
      View
    </Button>
  );

  const columns: Column[] = [
    {
      key: 'code',
      header: 'Number',
      cell: (row) => (
        <Text size="sm" fw={600} style={nowrap}>
          {row.code}
        </Text>
      ),
    },
    {
      key: 'title',
      header: 'Title',
      maw: 300,
      cell: (row) => (
        <Stack gap={0}>
          <Text size="sm" fw={500}>
            {row.title}
          </Text>
          <Text size="xs" c="dimmed">
            {row.itemCount} item{row.itemCount === 1 ? '' : 's'}
          </Text>
        </Stack>
      ),
    },
    { key: 'category', header: 'Category', cell: (row) => <Text size="sm">{row.category}</Text> },
    {
      key: 'neededBy',
      header: 'Needed By',
      sortField: 'neededBy',
      cell: (row) => (
        <Text size="sm" style={nowrap}>
          {formatDay(row.neededBy)}
        </Text>
      ),
    },
    { key: 'raisedBy', header: 'Raised By', cell: (row) => <Text size="sm">{row.raisedBy ?? '—'}</Text> },
    {
      key: 'createdAt',
      header: 'Raised On',
      sortField: 'createdAt',
      descendingFirst: true,
      cell: (row) => (
        <Text size="sm" style={nowrap}>
          {formatInstantDay(row.createdAt)}
        </Text>
      ),
    },
    { key: 'status', header: 'Status', cell: (row) => <RequestStatusBadge status={row.status} /> },
    { key: 'view', header: 'View', cell: viewButton },
  ];

  const card = (row: PurchaseRequestSummary) => (
    <Paper withBorder p="sm" radius="md">
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap">
          <Text size="sm" fw={650}>
            {row.code}
          </Text>
          <RequestStatusBadge status={row.status} />
        </Group>
        <Text size="sm" fw={500}>
          {row.title}
        </Text>
        <Text size="xs" c="dimmed">
          {row.category} · needed by {formatDay(row.neededBy)} · {row.raisedBy ?? '—'}
        </Text>
        <Group>{viewButton(row)}</Group>
      </Stack>
    </Paper>
  );

  return (
    <>
      <PageHeader
        title={text.title}
        description="Needs raised by the departments: submitted for approval, approved, then turned into tenders."
        actions={
          <Button component={Link} to={PATHS.purchaseRequestNew} leftSection={<IconPlus size={16} />}>
            Raise request
          </Button>
        }
      />
      <Stack gap="sm">
        <Select
          label="Status"
          w={{ base: '100%', sm: 240 }}
          allowDeselect={false}
          value={status}
          onChange={(value) => setStatus(value ?? 'All')}
          data={FILTERS.map((value) => ({ value, label: value === 'All' ? 'All statuses' : value }))}
        />
        <ServerListTable
          list={list}
          label="Purchase requests"
          searchPlaceholder="Search by title or number (PR-0001)"
          columns={columns}
          minWidth={900}
          card={card}
          sortOptions={SORT_OPTIONS}
          rowTestId="purchase-request-row"
          loadErrorMessage={text.listFailed}
          exportName="purchase-requests"
          empty={{
            icon: <IconClipboardList size={28} />,
            title: status === 'All' ? text.empty : `No ${status} purchase requests`,
            noMatch: () => text.emptySearch,
          }}
        />
      </Stack>
    </>
  );
}
