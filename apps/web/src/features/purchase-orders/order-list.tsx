import { Anchor, Group, Paper, Select, Stack, Text } from '@mantine/core';
import { IconFileInvoice } from '@tabler/icons-react';
import { purchaseOrderMessages as text } from '@tenderdesk/domain/purchase-order-messages';
import { PO_STATUSES, PURCHASE_ORDER_SORTS } from '@tenderdesk/domain/purchase-order-status';
import type { PurchaseOrderRow } from '@tenderdesk/domain/purchase-orders';
import { Link, useSearchParams } from 'react-router';
import { type ServerListColumn, ServerListTable } from '../../components/server-list-table';
import { type AppPath, pathTo } from '../../lib/paths';
import { formatInstantDay } from '../../lib/portal-time';
import { useServerList } from '../../lib/use-server-list';
import { StatusBadge } from './order-document';
import { orderName, readStatusParam, rupees } from './order-rules';

type Sort = (typeof PURCHASE_ORDER_SORTS)[number];

const SORT_OPTIONS: { value: Sort; label: string }[] = [
  { value: '-createdAt', label: 'Newest first' },
  { value: 'createdAt', label: 'Oldest first' },
  { value: 'number', label: 'Order number' },
];

type Props = {
  path: string;
  queryKey: readonly unknown[];
  /** The details screen of a row. */
  detailPath: AppPath;
  /** The buyer sees every supplier; the supplier only its own orders (no Draft). */
  side: 'buyer' | 'supplier';
};

/** The order list both sides share: status filter, search, sort and paging on the server. */
export function OrderList({ path, queryKey, detailPath, side }: Props) {
  const [params, setParams] = useSearchParams();
  const status = readStatusParam(params);
  const list = useServerList<PurchaseOrderRow, Sort>({
    path,
    queryKey,
    sorts: PURCHASE_ORDER_SORTS,
    defaultSort: '-createdAt',
    filters: { status },
  });
  const statuses = side === 'buyer' ? PO_STATUSES : PO_STATUSES.filter((entry) => entry !== 'Draft');

  const link = (row: PurchaseOrderRow) => (
    <Anchor
      component={Link}
      to={pathTo(detailPath, row._id)}
      fw={600}
      size="sm"
      aria-label={`Open ${orderName(row)}: ${row.supplierName}, ${row.projectCode}`}
    >
      {orderName(row)}
    </Anchor>
  );

  const columns: ServerListColumn<PurchaseOrderRow, Sort>[] = [
    { key: 'number', header: 'Order', sortField: 'number', cell: link },
    {
      key: 'tender',
      header: 'Tender',
      maw: 260,
      cell: (row) => (
        <Stack gap={0}>
          <Text size="sm" fw={500}>
            {row.projectCode}
          </Text>
          <Text size="xs" c="dimmed">
            {row.projectTitle}
          </Text>
        </Stack>
      ),
    },
    ...(side === 'buyer'
      ? [
          {
            key: 'supplier',
            header: 'Supplier',
            sortField: 'supplierName' as const,
            cell: (row: PurchaseOrderRow) => <Text size="sm">{row.supplierName}</Text>,
          },
        ]
      : []),
    { key: 'status', header: 'Status', cell: (row) => <StatusBadge status={row.status} /> },
    {
      key: 'total',
      header: 'Total with GST',
      align: 'right',
      cell: (row) => (
        <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
          {rupees(row.totalWithGst)}
        </Text>
      ),
    },
    {
      key: 'date',
      header: side === 'buyer' ? 'Created' : 'Issued',
      sortField: 'createdAt',
      descendingFirst: true,
      cell: (row) => (
        <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
          {formatInstantDay((side === 'buyer' ? row.createdAt : row.issuedAt) ?? row.createdAt)}
        </Text>
      ),
    },
  ];

  return (
    <Paper withBorder p={{ base: 'sm', sm: 'lg' }}>
      <Select
        label="Status"
        data={[
          { value: '', label: 'All statuses' },
          ...statuses.map((entry) => ({ value: entry, label: entry })),
        ]}
        value={status}
        onChange={(next) =>
          setParams((current) => {
            const result = new URLSearchParams(current);
            if (next) result.set('status', next);
            else result.delete('status');
            result.delete('page');
            return result;
          })
        }
        allowDeselect={false}
        w={{ base: '100%', sm: 220 }}
        mb="sm"
        data-testid="status-filter"
      />
      <ServerListTable
        list={list}
        label={side === 'buyer' ? 'Purchase orders' : 'My orders'}
        searchPlaceholder={side === 'buyer' ? 'Search number, supplier, project' : 'Search number or project'}
        columns={columns}
        minWidth={760}
        card={(row) => (
          <Stack gap={4}>
            <Group justify="space-between" wrap="nowrap" gap="xs">
              {link(row)}
              <StatusBadge status={row.status} />
            </Group>
            <Text size="sm">
              {row.projectCode} – {row.projectTitle}
            </Text>
            {side === 'buyer' && <Text size="sm">{row.supplierName}</Text>}
            <Group justify="space-between" gap="xs">
              <Text size="xs" c="dimmed">
                {formatInstantDay((side === 'buyer' ? row.createdAt : row.issuedAt) ?? row.createdAt)}
              </Text>
              <Text size="sm" fw={600}>
                {rupees(row.totalWithGst)}
              </Text>
            </Group>
          </Stack>
        )}
        sortOptions={SORT_OPTIONS}
        rowTestId="order-row"
        loadErrorMessage={text.loadFailed}
        exportName={side === 'buyer' ? 'purchase-orders' : undefined}
        empty={{
          icon: <IconFileInvoice size={28} />,
          title: status ? `No ${status.toLowerCase()} purchase orders.` : 'No purchase orders yet.',
          description:
            side === 'buyer'
              ? 'Generate orders from an awarded tender.'
              : 'Orders the buyer issues to you are listed here.',
          noMatch: (q) => `No purchase orders match “${q}”.`,
        }}
      />
    </Paper>
  );
}
