import { Button, Group, Paper, Select, Stack, Text } from '@mantine/core';
import { IconClipboardList, IconEye, IconPlus } from '@tabler/icons-react';
import { purchaseRequestText } from '@tenderdesk/domain/purchase-request-messages';
import {
  DEFAULT_PURCHASE_REQUEST_SORT,
  PURCHASE_REQUEST_LIST_SORTS,
  PURCHASE_REQUEST_STATUSES,
  type PurchaseRequestListSort,
  type PurchaseRequestStatus,
} from '@tenderdesk/domain/purchase-request-status';
import type { PurchaseRequestSummary } from '@tenderdesk/domain/purchase-requests';
import { requestScreenText } from '@tenderdesk/domain/ui/purchase-requests';
import { Link, useSearchParams } from 'react-router';
import { PageHeader } from '../../components/page-header';
import { type ServerListColumn, ServerListTable } from '../../components/server-list-table';
import { useText } from '../../lib/i18n';
import { PATHS, pathTo } from '../../lib/paths';
import { formatDay, formatInstantDay } from '../../lib/portal-time';
import { useServerList } from '../../lib/use-server-list';
import { PURCHASE_REQUEST_LIST_PATH, purchaseRequestKeys } from './api';
import { RequestStatusBadge } from './request-status-badge';

type Column = ServerListColumn<PurchaseRequestSummary, PurchaseRequestListSort>;
type StatusFilter = PurchaseRequestStatus | 'All';
const FILTERS: StatusFilter[] = ['All', ...PURCHASE_REQUEST_STATUSES];

/** The sorts offered, each with the key of its label in `requestScreenText.sort`. */
const SORTS: { value: PurchaseRequestListSort; label: keyof typeof requestScreenText.sort }[] = [
  { value: '-createdAt', label: 'newest' },
  { value: 'createdAt', label: 'oldest' },
  { value: 'neededBy', label: 'neededSoonest' },
  { value: '-neededBy', label: 'neededLatest' },
];

const nowrap = { whiteSpace: 'nowrap' } as const;

/** /purchaseRequest: every request, by status, searched by title or number, paged. */
export function PurchaseRequestListPage() {
  const [params, setParams] = useSearchParams();
  const t = useText(requestScreenText);
  const text = useText(purchaseRequestText);
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
      aria-label={t.viewRequest(row.code)}
    >
      {t.view}
    </Button>
  );

  const columns: Column[] = [
    {
      key: 'code',
      header: t.columns.number,
      cell: (row) => (
        <Text size="sm" fw={600} style={nowrap}>
          {row.code}
        </Text>
      ),
    },
    {
      key: 'title',
      header: t.columns.title,
      maw: 300,
      cell: (row) => (
        <Stack gap={0}>
          <Text size="sm" fw={500}>
            {row.title}
          </Text>
          <Text size="xs" c="dimmed">
            {t.itemCount(row.itemCount)}
          </Text>
        </Stack>
      ),
    },
    { key: 'category', header: t.columns.category, cell: (row) => <Text size="sm">{row.category}</Text> },
    {
      key: 'neededBy',
      header: t.columns.neededBy,
      sortField: 'neededBy',
      cell: (row) => (
        <Text size="sm" style={nowrap}>
          {formatDay(row.neededBy)}
        </Text>
      ),
    },
    {
      key: 'raisedBy',
      header: t.columns.raisedBy,
      cell: (row) => <Text size="sm">{row.raisedBy ?? '—'}</Text>,
    },
    {
      key: 'createdAt',
      header: t.columns.raisedOn,
      sortField: 'createdAt',
      descendingFirst: true,
      cell: (row) => (
        <Text size="sm" style={nowrap}>
          {formatInstantDay(row.createdAt)}
        </Text>
      ),
    },
    { key: 'status', header: t.columns.status, cell: (row) => <RequestStatusBadge status={row.status} /> },
    { key: 'view', header: t.columns.view, cell: viewButton },
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
          {t.cardLine(row.category, formatDay(row.neededBy), row.raisedBy ?? '—')}
        </Text>
        <Group>{viewButton(row)}</Group>
      </Stack>
    </Paper>
  );

  return (
    <>
      <PageHeader
        title={text.title}
        description={t.listDescription}
        actions={
          <Button component={Link} to={PATHS.purchaseRequestNew} leftSection={<IconPlus size={16} />}>
            {t.raiseRequest}
          </Button>
        }
      />
      <Stack gap="sm">
        <Select
          label={t.statusFilter}
          w={{ base: '100%', sm: 240 }}
          allowDeselect={false}
          value={status}
          onChange={(value) => setStatus(value ?? 'All')}
          data={FILTERS.map((value) => ({ value, label: value === 'All' ? t.allStatuses : t.status[value] }))}
        />
        <ServerListTable
          list={list}
          label={t.listLabel}
          searchPlaceholder={t.searchPlaceholder}
          columns={columns}
          minWidth={900}
          card={card}
          sortOptions={SORTS.map(({ value, label }) => ({ value, label: t.sort[label] }))}
          rowTestId="purchase-request-row"
          loadErrorMessage={text.listFailed}
          exportName="purchase-requests"
          empty={{
            icon: <IconClipboardList size={28} />,
            title: status === 'All' ? text.empty : t.noneWithStatus(t.status[status]),
            noMatch: () => text.emptySearch,
          }}
        />
      </Stack>
    </>
  );
}
