import { Anchor, Group, Paper, Select, Stack, Text } from '@mantine/core';
import { IconFileInvoice } from '@tabler/icons-react';
import { purchaseOrderMessages } from '@tenderdesk/domain/purchase-order-messages';
import { PO_STATUSES, PURCHASE_ORDER_SORTS } from '@tenderdesk/domain/purchase-order-status';
import type { PurchaseOrderRow } from '@tenderdesk/domain/purchase-orders';
import { ordersText } from '@tenderdesk/domain/ui/orders';
import { Link, useSearchParams } from 'react-router';
import { type ServerListColumn, ServerListTable } from '../../components/server-list-table';
import { useText } from '../../lib/i18n';
import { type AppPath, pathTo } from '../../lib/paths';
import { formatInstantDay } from '../../lib/portal-time';
import { useServerList } from '../../lib/use-server-list';
import { StatusBadge } from './order-document';
import { orderName, readStatusParam, rupees } from './order-rules';

type Sort = (typeof PURCHASE_ORDER_SORTS)[number];

/** The sorts offered, each with the key of its label in `ordersText.sort`. */
const SORTS: { value: Sort; label: keyof typeof ordersText.sort }[] = [
  { value: '-createdAt', label: 'newest' },
  { value: 'createdAt', label: 'oldest' },
  { value: 'number', label: 'number' },
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
  const t = useText(ordersText);
  const text = useText(purchaseOrderMessages);
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
      aria-label={t.openOrder(orderName(row, t), row.supplierName, row.projectCode)}
    >
      {orderName(row, t)}
    </Anchor>
  );

  const columns: ServerListColumn<PurchaseOrderRow, Sort>[] = [
    { key: 'number', header: t.columns.order, sortField: 'number', cell: link },
    {
      key: 'tender',
      header: t.columns.tender,
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
            header: t.columns.supplier,
            sortField: 'supplierName' as const,
            cell: (row: PurchaseOrderRow) => <Text size="sm">{row.supplierName}</Text>,
          },
        ]
      : []),
    { key: 'status', header: t.columns.status, cell: (row) => <StatusBadge status={row.status} /> },
    {
      key: 'total',
      header: t.columns.totalWithGst,
      align: 'right',
      cell: (row) => (
        <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
          {rupees(row.totalWithGst)}
        </Text>
      ),
    },
    {
      key: 'date',
      header: side === 'buyer' ? t.columns.created : t.columns.issued,
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
        label={t.statusFilter}
        data={[
          { value: '', label: t.allStatuses },
          ...statuses.map((entry) => ({ value: entry, label: t.status[entry] })),
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
        label={side === 'buyer' ? t.purchaseOrders : t.myOrders}
        searchPlaceholder={side === 'buyer' ? t.searchBuyer : t.searchSupplier}
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
        sortOptions={SORTS.map((sort) => ({ value: sort.value, label: t.sort[sort.label] }))}
        rowTestId="order-row"
        loadErrorMessage={text.loadFailed}
        exportName={side === 'buyer' ? 'purchase-orders' : undefined}
        empty={{
          icon: <IconFileInvoice size={28} />,
          title: status ? t.noneWithStatus(t.status[status]) : t.none,
          description: side === 'buyer' ? t.noneBuyerHint : t.noneSupplierHint,
          noMatch: (q) => t.noMatch(q),
        }}
      />
    </Paper>
  );
}
