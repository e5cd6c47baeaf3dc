import { Badge } from '@mantine/core';
import {
  PURCHASE_REQUEST_STATUS_COLORS,
  type PurchaseRequestStatus,
} from '@tenderdesk/domain/purchase-request-status';
import { requestScreenText } from '@tenderdesk/domain/ui/purchase-requests';
import { useText } from '../../lib/i18n';

export function RequestStatusBadge({ status }: { status: PurchaseRequestStatus }) {
  const t = useText(requestScreenText);
  return (
    <Badge
      color={PURCHASE_REQUEST_STATUS_COLORS[status]}
      variant="light"
      style={{ flexShrink: 0, overflow: 'visible', minWidth: 'max-content' }}
    >
      {t.status[status]}
    </Badge>
  );
}
