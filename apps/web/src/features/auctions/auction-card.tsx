import { Badge, Button, Group, Paper, Skeleton, Text } from '@mantine/core';
import { IconClock } from '@tabler/icons-react';
import type { TenderAuction } from '@tenderdesk/domain/auction';
import { Link } from 'react-router';
import { PATHS, pathTo } from '../../lib/paths';
import { formatInstant } from '../../lib/portal-time';
import { useTenderAuction } from './api';
import { PHASE_COLORS, PHASE_LABELS } from './buyer-live-rules';

/** The card's line about the auction: when it runs, how it ended, or why none can be scheduled yet. */
function summary(view: TenderAuction): string {
  const { auction } = view;
  if (!auction || auction.phase === 'cancelled') {
    if (view.blockedReason) return view.blockedReason;
    return auction
      ? `The auction of ${formatInstant(auction.startsAt)} was cancelled. Another one can be scheduled.`
      : 'The prices are open: the invited suppliers can bid them down in a timed, live auction.';
  }
  if (auction.phase === 'closed') {
    return `Closed ${formatInstant(auction.closedAt)} after ${auction.bidCount} bid${auction.bidCount === 1 ? '' : 's'}.`;
  }
  return `Starts ${formatInstant(auction.startsAt)} · ends ${formatInstant(auction.endsAt)} · ${auction.invitees.length} suppliers invited.`;
}

/**
 * The tender page's "Reverse auction" card (issue 22): the auction's phase and times, or why none
 * can be scheduled yet, with the link to its screen. Nothing for a caller the server refuses.
 */
export function AuctionCard({ tenderId }: { tenderId: string }) {
  const view = useTenderAuction(tenderId);
  if (view.isError) return null;
  const auction = view.data?.auction;
  const open = auction && auction.phase !== 'cancelled';
  const schedulable = view.data && !open && view.data.blockedReason === null;
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="auction-card-heading">
      <Group justify="space-between" align="flex-start" gap="sm">
        <Group gap="xs">
          <Text component="h2" id="auction-card-heading" fw={650} fz="md" m={0}>
            Reverse auction
          </Text>
          {auction && (
            <Badge
              size="sm"
              variant="light"
              color={PHASE_COLORS[auction.phase]}
              data-testid="auction-card-phase"
            >
              {PHASE_LABELS[auction.phase]}
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
            {open ? 'Open reverse auction' : 'Schedule an auction'}
          </Button>
        )}
      </Group>
      {view.isPending ? (
        <Skeleton h={20} mt="sm" aria-label="Loading" />
      ) : (
        view.data && (
          <Text size="sm" c="dimmed" mt="xs" data-testid="auction-card-summary">
            {summary(view.data)}
          </Text>
        )
      )}
    </Paper>
  );
}
