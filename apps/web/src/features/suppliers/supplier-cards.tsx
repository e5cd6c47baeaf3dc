import { Divider, Group, Stack, Text } from '@mantine/core';
import type { SupplierView } from '@tenderdesk/domain/supplier-list-rules';
import { supplierListText } from '@tenderdesk/domain/ui/supplier-lists';
import type { ReactNode } from 'react';
import { useText } from '../../lib/i18n';
import { formatInstantDay } from '../../lib/portal-time';

/** The phone list's card for one supplier, instead of a table that would need sideways scrolling. */
export function SupplierCard({
  supplier,
  showReason,
  actions,
}: {
  supplier: SupplierView;
  showReason: boolean;
  actions: ReactNode;
}) {
  const t = useText(supplierListText);
  return (
    <Stack gap={6}>
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
        <Text fw={650} style={{ minWidth: 0 }}>
          {supplier.companyName}
        </Text>
        <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
          {formatInstantDay(supplier.createdAt)}
        </Text>
      </Group>
      <Text size="sm" c="dimmed" style={{ wordBreak: 'break-all' }}>
        {supplier.emailAddress}
      </Text>
      <Text size="sm">
        {supplier.firstName} {supplier.lastName}
        {supplier.designation && (
          <Text span c="dimmed">
            {' '}
            · {supplier.designation}
          </Text>
        )}
      </Text>
      <Text size="sm">
        {supplier.category || '-'}
        {supplier.subCategory && <Text span c="dimmed">{` / ${supplier.subCategory}`}</Text>}
      </Text>
      {showReason && (
        <Text size="sm" c="red.8">
          {t.reason(supplier.inactiveReason ?? '-')}
        </Text>
      )}
      <Divider my={4} />
      {actions}
    </Stack>
  );
}
