import { Badge } from '@mantine/core';

const COLORS: Record<string, string> = { Active: 'green', Inactive: 'red' };

/** Active green, Inactive red, anything else (Pending) in the pending style. */
export function SupplierStatusBadge({ status }: { status: string }) {
  return (
    <Badge color={COLORS[status] ?? 'yellow'} variant="light" data-testid="supplier-status">
      {status}
    </Badge>
  );
}
