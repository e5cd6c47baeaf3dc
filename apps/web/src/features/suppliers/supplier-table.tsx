import { Stack, Text } from '@mantine/core';
import type { SupplierListSort, SupplierView } from '@tenderdesk/domain/supplier-list-rules';
import type { supplierListText } from '@tenderdesk/domain/ui/supplier-lists';
import type { ReactNode } from 'react';
import type { ServerListColumn } from '../../components/server-list-table';
import { formatInstantDay } from '../../lib/portal-time';

function TwoLines({ main, sub }: { main: string; sub?: string | null }) {
  return (
    <Stack gap={0}>
      <Text size="sm" fw={500}>
        {main}
      </Text>
      {sub && (
        <Text size="xs" c="dimmed">
          {sub}
        </Text>
      )}
    </Stack>
  );
}

/**
 * The wide-screen columns of the supplier lists, headed in the language on screen (`t`). Secondary columns give way on narrower screens so
 * the actions never scroll out of sight; the details page shows everything.
 */
export function supplierColumns(
  t: typeof supplierListText,
  showReason: boolean,
  actions: (supplier: SupplierView) => ReactNode,
): ServerListColumn<SupplierView, SupplierListSort>[] {
  const secondary = 'xl' as const;
  const columns: (ServerListColumn<SupplierView, SupplierListSort> | false)[] = [
    {
      key: 'company',
      header: t.columns.company,
      sortField: 'companyName',
      cell: (supplier) => (
        <TwoLines
          main={supplier.companyName}
          sub={[supplier.city, supplier.country].filter(Boolean).join(', ')}
        />
      ),
    },
    {
      key: 'contact',
      header: t.columns.contact,
      visibleFrom: secondary,
      cell: (supplier) => (
        <TwoLines main={`${supplier.firstName} ${supplier.lastName}`} sub={supplier.designation} />
      ),
    },
    {
      key: 'email',
      header: t.columns.email,
      sortField: 'emailAddress',
      cell: (supplier) => (
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {supplier.emailAddress}
        </Text>
      ),
    },
    {
      key: 'category',
      header: t.columns.category,
      visibleFrom: showReason ? secondary : undefined,
      cell: (supplier) => <TwoLines main={supplier.category || '-'} sub={supplier.subCategory} />,
    },
    {
      key: 'registered',
      header: t.columns.registered,
      sortField: 'createdAt',
      descendingFirst: true,
      cell: (supplier) => (
        <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
          {formatInstantDay(supplier.createdAt)}
        </Text>
      ),
    },
    showReason && {
      key: 'reason',
      header: t.columns.reason,
      maw: 260,
      cell: (supplier) => (
        <TwoLines
          main={supplier.inactiveReason ?? '-'}
          sub={supplier.statusChangedAt ? t.since(formatInstantDay(supplier.statusChangedAt)) : null}
        />
      ),
    },
    { key: 'actions', header: t.columns.actions, align: 'right', cell: actions },
  ];
  return columns.filter((column) => column !== false);
}
