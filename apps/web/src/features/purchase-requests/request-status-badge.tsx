import { Badge } from '@mantine/core';
import {
  PURCHASE_REQUEST_STATUS_COLORS,
  type PurchaseRequestStatus,
} from '@tenderdesk/domain/purchase-request-status';

export function RequestStatusBadge({ status }: { status: PurchaseRequestStatus }) {
  return (
    <Badge
      color={PURCHASE_REQUEST_STATUS_COLORS[status]}
      variant="light"
      style={{ flexShrink: 0, overflow: 'visible' }}
    >
      {status}
    </Badge>
  );
}
