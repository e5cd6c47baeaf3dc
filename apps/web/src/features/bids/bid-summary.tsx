import { Anchor, Badge, Group, Skeleton, Stack, Text } from '@mantine/core';
import { EVALUATION_STAGE_LABELS, SECURITY_KIND_LABELS } from '@tenderdesk/domain/evaluation';
import { evaluationMessages } from '@tenderdesk/domain/evaluation-messages';
import { bidsText } from '@tenderdesk/domain/ui/bids';
import { Link } from 'react-router';
import { useText } from '../../lib/i18n';
import { PATHS, pathTo } from '../../lib/paths';
import { formatInstant } from '../../lib/portal-time';
import { supplierIdOfSession, useSupplierBid } from './api';
import { askedSecurityKinds, hasBidDetails } from './bid-steps';
import type { SupplierBid } from './bid-types';

const VERIFICATION_COLORS = { Pending: 'yellow', Verified: 'green', Rejected: 'red' } as const;

/** The texts of the badges, in the language on screen. */
type BadgeTexts = {
  t: typeof bidsText;
  stages: typeof EVALUATION_STAGE_LABELS;
  kinds: typeof SECURITY_KIND_LABELS;
  statement: typeof evaluationMessages.statement;
};

/** The badges of a bid in short: stage, technical part, each security's check, result, negotiation. */
function bidBadges(
  bid: SupplierBid,
  { t, stages, kinds, statement }: BadgeTexts,
): { key: string; label: string; color: string }[] {
  const badges: { key: string; label: string; color: string }[] = [];
  if (bid.envelopes === 'two') {
    badges.push({ key: 'stage', label: stages[bid.stage], color: 'navy' });
    // After closing the stage and the result say it; a missing part is always worth a badge.
    if (!bid.technical) badges.push({ key: 'technical', label: t.technicalMissingBadge, color: 'orange' });
    else if (bid.stage === 'bidding')
      badges.push({ key: 'technical', label: t.technicalSavedBadge, color: 'green' });
  }
  for (const kind of askedSecurityKinds(bid)) {
    const security = bid.securities.find((one) => one.kind === kind);
    const name = kind === 'emd' ? 'EMD' : kinds.fee;
    badges.push(
      security
        ? {
            key: kind,
            label: t.securityBadge(name, t.verificationStatus[security.verification]),
            color: VERIFICATION_COLORS[security.verification],
          }
        : { key: kind, label: t.securityNotDeclaredBadge(name), color: 'orange' },
    );
  }
  if (bid.result) {
    badges.push(
      bid.result.qualified
        ? { key: 'result', label: statement.qualified, color: 'green' }
        : { key: 'result', label: statement.disqualified, color: 'red' },
    );
  }
  return badges;
}

/**
 * A row of My Quotations in short (issue 21): the badges of its bid and, while a negotiation round
 * is open for it, its deadline; the link leads to the tender's page where My bid holds the rest.
 */
export function BidSummary({
  tenderId,
  approved,
  compact,
}: {
  tenderId: string;
  /** The supplier's interest is Approved: only then may it read its bid (else the call answers 403). */
  approved: boolean;
  compact: boolean;
}) {
  const messages = useText(evaluationMessages);
  const text = messages.supplierBid;
  const texts: BadgeTexts = {
    t: useText(bidsText),
    stages: useText(EVALUATION_STAGE_LABELS),
    kinds: useText(SECURITY_KIND_LABELS),
    statement: messages.statement,
  };
  const supplierId = supplierIdOfSession();
  const read = useSupplierBid(supplierId, tenderId, { enabled: approved });
  if (approved && read.isPending && supplierId) return <Skeleton height={20} width={140} />;
  const bid = read.data?.bid;
  if (!bid || !hasBidDetails(bid)) return compact ? null : <Text size="sm">—</Text>;
  const negotiation = bid.negotiation;
  return (
    <Stack gap={4} data-testid="bid-summary">
      <Group gap={4} wrap="wrap">
        {bidBadges(bid, texts).map((badge) => (
          <Badge
            key={badge.key}
            color={badge.color}
            variant="light"
            size="sm"
            style={{ minWidth: 'max-content' }}
          >
            {badge.label}
          </Badge>
        ))}
      </Group>
      {negotiation?.open && (
        <Text size="xs" fw={600} c="blue.9" data-testid="bid-summary-negotiation">
          {text.negotiationShort(negotiation.round, formatInstant(negotiation.deadline))}
        </Text>
      )}
      <Anchor component={Link} to={pathTo(PATHS.supplierTender, tenderId)} size="xs" fw={600} w="fit-content">
        {text.viewBid}
      </Anchor>
    </Stack>
  );
}
