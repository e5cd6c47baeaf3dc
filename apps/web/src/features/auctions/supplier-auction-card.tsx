import { Anchor, Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconClock } from '@tabler/icons-react';
import type { SupplierAuctionSummary } from '@tenderdesk/domain/evaluation-bid-views';
import { biddingText } from '@tenderdesk/domain/ui/auctions-bidding';
import { Link } from 'react-router';
import { useText } from '../../lib/i18n';
import { PATHS, pathTo } from '../../lib/paths';
import { formatInstant } from '../../lib/portal-time';
import { getSession } from '../../lib/session';
import { useSupplierAuction } from './api';
import { PHASE_COLOR, phaseAt, rankLabel } from './supplier-auction-rules';

/*
 * The "Reverse auction" card on a supplier's tender page (/rfq/{id}): shown only when the supplier's
 * bid read names an auction it is invited to (`summary`: phase and times), with the start, the end
 * and the way in; before the start, the practice auction too. The invitee's own auction read then
 * adds its rank and the extensions (never asked of a supplier who is not invited).
 */

/** The card of the auction `summary` names (the supplier is invited to it). */
export function SupplierAuctionCard({
  tenderId,
  summary,
}: {
  tenderId: string;
  summary: SupplierAuctionSummary;
}) {
  const all = useText(biddingText);
  const t = all.card;
  const supplierId = getSession()?.id ?? null;
  const auction = useSupplierAuction(supplierId, tenderId);
  const view = auction.data;
  // The card's phase by the read's own clock (the full read once it is in, it may have closed the
  // auction): it is a way in, not the countdown.
  const phase = view ? phaseAt(view, Date.parse(view.serverNow)) : summary.phase;
  const startsAt = view?.startsAt ?? summary.startsAt;
  const endsAt = view?.endsAt ?? summary.endsAt;
  const label = t.phase[phase];
  const color = PHASE_COLOR[phase];
  const over = phase === 'closed' || phase === 'cancelled';
  const ranks = view ? view.lines.map((line) => rankLabel(line.rank)) : [];
  return (
    <Paper
      withBorder
      p={{ base: 'md', sm: 'lg' }}
      component="section"
      aria-labelledby="auction-card-title"
      data-testid="auction-card"
    >
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
          <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
            <IconClock size={20} aria-hidden />
            <Text component="h2" id="auction-card-title" fw={650} fz="md" m={0}>
              {all.reverseAuction}
            </Text>
          </Group>
          <Badge color={color} variant="light" data-testid="auction-card-phase">
            {label}
          </Badge>
        </Group>
        <Stack gap={2}>
          <Text size="sm">
            <Text span fw={600}>
              {t.starts}
            </Text>{' '}
            {formatInstant(startsAt)}
          </Text>
          <Text size="sm">
            <Text span fw={600}>
              {over || phase === 'ended' ? t.ended : t.ends}
            </Text>{' '}
            {formatInstant(endsAt)}
            {view && view.extensionsUsed > 0 ? t.extended(view.extensionsUsed) : ''}
          </Text>
          {view && phase !== 'scheduled' && phase !== 'cancelled' && (
            <Text size="sm" data-testid="auction-card-rank">
              <Text span fw={600}>
                {phase === 'closed' ? t.finalRank : t.yourRank}
              </Text>{' '}
              {view.bidOn === 'total' ? ranks[0] : ranks.join(', ')}
            </Text>
          )}
        </Stack>
        <Group gap="sm" wrap="wrap">
          <Button
            component={Link}
            to={pathTo(PATHS.supplierAuction, tenderId)}
            w={{ base: '100%', xs: 'auto' }}
            variant={over ? 'default' : 'filled'}
            data-testid="auction-card-open"
          >
            {phase === 'live' ? t.bidNow : t.open}
          </Button>
          {phase === 'scheduled' && (
            <Anchor component={Link} to={PATHS.auctionDemo} size="sm" fw={600}>
              {t.practiseFirst}
            </Anchor>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}
