import { Badge } from '@mantine/core';
import { type SupplierStatus, supplierStatusColor } from '@tenderdesk/domain/supplier-status';
import { commonText } from '@tenderdesk/domain/ui/common';
import { useText } from '../lib/i18n';

/**
 * A supplier's status in its colour (domain: Active green, Inactive red, otherwise the pending
 * style), as the admin screens and the supplier's own profile show it.
 */
export function SupplierStatusBadge({
  status,
  testId = 'supplier-status',
}: {
  status: string;
  testId?: string;
}) {
  const t = useText(commonText).supplierStatus;
  return (
    <Badge color={supplierStatusColor(status)} variant="light" data-testid={testId}>
      {Object.hasOwn(t, status) ? t[status as SupplierStatus] : status}
    </Badge>
  );
}
