import { Badge } from '@mantine/core';
import type { VerificationStatus } from '@tenderdesk/domain/evaluation';
import { evaluationMessages } from '@tenderdesk/domain/evaluation-messages';
import { bidsText } from '@tenderdesk/domain/ui/bids';
import { useText } from '../../lib/i18n';

const COLORS: Record<VerificationStatus, string> = { Pending: 'yellow', Verified: 'green', Rejected: 'red' };

/** The committee's check of a declared payment or exemption. */
export function VerificationBadge({ status }: { status: VerificationStatus }) {
  const text = useText(evaluationMessages).supplierBid;
  const t = useText(bidsText);
  return (
    <Badge color={COLORS[status]} variant="light" style={{ flexShrink: 0 }} data-testid="verification">
      {text.verification(t.verificationStatus[status])}
    </Badge>
  );
}
