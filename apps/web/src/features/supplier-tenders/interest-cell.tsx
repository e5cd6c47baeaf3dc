import { Badge, Button } from '@mantine/core';
import { IconCircleCheck, IconCircleX, IconClock, IconHandFinger, IconLock } from '@tabler/icons-react';
import { messages } from '@tenderdesk/domain/messages';
import type { InterestStatus, SupplierTender } from '@tenderdesk/domain/tender-rules';
import { supplierTendersText } from '@tenderdesk/domain/ui/supplier-tenders';
import { useText } from '../../lib/i18n';
import { INTEREST_STATUS_COLORS, interestCellOf } from './supplier-tender-rules';

const STATUS_ICONS = { Pending: IconClock, Approved: IconCircleCheck, Rejected: IconCircleX } as const;

/** This supplier's interest in a tender: its text and an icon, in its colour (never colour alone). */
export function InterestStatusBadge({ status }: { status: InterestStatus }) {
  const Icon = STATUS_ICONS[status];
  const t = useText(supplierTendersText);
  return (
    <Badge
      color={INTEREST_STATUS_COLORS[status]}
      variant="light"
      leftSection={<Icon size={12} aria-hidden />}
      data-testid="interest-status"
      // Never cut to 'APPROV…' when a table squeezes its Status column.
      style={{ flexShrink: 0, minWidth: 'max-content' }}
    >
      {t.interestStatus[status]}
    </Badge>
  );
}

/** A tender past its closing date, or closed early by the buyer (with why: decision 039), takes no interest. */
export function ClosedBadge({ earlyReason }: { earlyReason?: string }) {
  const t = useText(supplierTendersText);
  const m = useText(messages);
  return (
    <Badge
      color="gray"
      variant="light"
      leftSection={<IconLock size={12} aria-hidden />}
      title={earlyReason}
      data-testid="tender-closed"
    >
      {earlyReason === undefined ? m.supplierSide.closed : t.closedEarly}
    </Badge>
  );
}

type Props = {
  tender: Pick<SupplierTender, 'projectName' | 'interestStatus' | 'isClosed' | 'closedEarlyReason'>;
  onExpress: () => void;
  busy: boolean;
  /** Another row's request is under way: one at a time. */
  disabled?: boolean;
  fullWidth?: boolean;
};

/** A row's Status: the supplier's interest badge, Closed, or the Express Interest button. */
export function InterestCell({ tender, onExpress, busy, disabled, fullWidth }: Props) {
  const cell = interestCellOf(tender);
  const t = useText(supplierTendersText);
  if (cell.kind === 'status') return <InterestStatusBadge status={cell.status} />;
  if (cell.kind === 'closed') return <ClosedBadge earlyReason={tender.closedEarlyReason} />;
  return (
    <Button
      size="xs"
      leftSection={<IconHandFinger size={14} aria-hidden />}
      loading={busy}
      disabled={disabled && !busy}
      onClick={onExpress}
      fullWidth={fullWidth}
      aria-label={t.expressInterestIn(tender.projectName)}
      data-testid="express-interest"
    >
      {t.expressInterest}
    </Button>
  );
}
