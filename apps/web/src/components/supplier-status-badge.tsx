import { Badge } from '@mantine/core';
import { supplierStatusColor } from '@tenderdesk/domain/supplier-status';

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
  return (
    <Badge color={supplierStatusColor(status)} variant="light" data-testid={testId}>
      {status}
    </Badge>
  );
}
