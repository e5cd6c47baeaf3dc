import { Badge } from '@mantine/core';
import type { VerificationStatus } from '@tenderdesk/domain/evaluation';
import { evaluationMessages } from '@tenderdesk/domain/evaluation-messages';

const COLORS: Record<VerificationStatus, string> = { Pending: 'yellow', Verified: 'green', Rejected: 'red' };

/** The committee's check of a declared payment or exemption. */
export function VerificationBadge({ status }: { status: VerificationStatus }) {
  return (
    <Badge color={COLORS[status]} variant="light" style={{ flexShrink: 0 }} data-testid="verification">
      {evaluationMessages.supplierBid.verification(status)}
    </Badge>
  );
}
