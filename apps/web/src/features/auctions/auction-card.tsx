import { Badge, Button, Group, Paper, Text } from '@mantine/core';
import { IconClock } from '@tabler/icons-react';
import type { TenderAuction } from '@tenderdesk/domain/auction';
import { auctionMessages } from '@tenderdesk/domain/auction-messages';
import { auctionsText } from '@tenderdesk/domain/ui/auctions';
import { Link } from 'react-router';
import { LoadingBlock } from '../../components/list-states';
import { localisedFrom, useText } from '../../lib/i18n';
import { PATHS, pathTo } from '../../lib/paths';
import { formatInstant } from '../../lib/portal-time';
import { useTenderAuction } from './api';
import { PHASE_COLORS } from './buyer-live-rules';

/** The card's line about the auction: when it runs, how it ended, or why none can be scheduled yet. */
function summary(view: TenderAuction, { card }: typeof auctionsText): string {
  const { auction } = view;
  if (!auction || auction.phase === 'cancelled') {
    // One of the server's auction texts.
    if (view.blockedReason) return localisedFrom(auctionMessages, view.blockedReason);
    return auction ? card.cancelled(formatInstant(auction.startsAt)) : card.pricesOpen;
  }
  if (auction.phase === 'closed') {
    return card.closed(formatInstant(auction.closedAt), auction.bidCount);
  }
  return card.times(formatInstant(auction.startsAt), formatInstant(auction.endsAt), auction.invitees.length);
}

/**
 * The tender page's "Reverse auction" card (issue 22): the auction's phase and times, or why none
 * can be scheduled yet, with the link to its screen. Nothing for a caller the server refuses.
 */
export function AuctionCard({ tenderId }: { tenderId: string }) {
  const view = useTenderAuction(tenderId);
  const t = useText(auctionsText);
  if (view.isError) return null;
  const auction = view.data?.auction;
  const open = auction && auction.phase !== 'cancelled';
  const schedulable = view.data && !open && view.data.blockedReason === null;
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="auction-card-heading">
      <Group justify="space-between" align="flex-start" gap="sm">
        <Group gap="xs">
          <Text component="h2" id="auction-card-heading" fw={650} fz="md" m={0}>
            {t.reverseAuction}
          </Text>
          {auction && (
            <Badge
              size="sm"
              variant="light"
              color={PHASE_COLORS[auction.phase]}
              data-testid="auction-card-phase"
            >
              {t.phase[auction.phase]}
            </Badge>
          )}
        </Group>
        {(open || schedulable) && (
          <Button
            component={Link}
            to={pathTo(PATHS.tenderAuction, tenderId)}
            size="xs"
            variant={open ? 'filled' : 'light'}
            leftSection={<IconClock size={14} aria-hidden />}
            w={{ base: '100%', xs: 'auto' }}
            data-testid="open-auction"
          >
            {open ? t.card.open : t.card.schedule}
          </Button>
        )}
      </Group>
      {view.isPending ? (
        <LoadingBlock heights={[20]} mt="sm" />
      ) : (
        view.data && (
          <Text size="sm" c="dimmed" mt="xs" data-testid="auction-card-summary">
            {summary(view.data, t)}
          </Text>
        )
      )}
    </Paper>
  );
}
