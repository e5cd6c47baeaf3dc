import { Badge, Button, Group, Paper, SimpleGrid, Stack, Text, VisuallyHidden } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import type { AuctionForBuyer } from '@tenderdesk/domain/auction';
import { auctionMessages as text } from '@tenderdesk/domain/auction-messages';
import { messages } from '@tenderdesk/domain/messages';
import { useState } from 'react';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { errorMessage } from '../../lib/api';
import { formatInstant } from '../../lib/portal-time';
import { useCancelAuction } from './api';
import { BidFeed, Standings } from './auction-tables';
import {
  BID_ON_LABELS,
  clockText,
  clockWords,
  connectionLabel,
  countdown,
  decrementText,
  extensionText,
  itemText,
  PHASE_COLORS,
  PHASE_LABELS,
  rupees,
  VISIBILITY_LABELS,
} from './buyer-live-rules';
import { useBuyerLive } from './use-buyer-live';

type Notify = (kind: 'success' | 'error', message: string) => void;

/** The settings as scheduled, in words (the monitor and the result show them). */
export function SettingsFacts({ auction }: { auction: AuctionForBuyer }) {
  const facts: [string, string][] = [
    ['Bid on', BID_ON_LABELS[auction.bidOn]],
    ['Minimum decrement', decrementText(auction)],
    ['Auto-extension', extensionText(auction)],
    ['Bidders see', VISIBILITY_LABELS[auction.visibility]],
    ['Invited', `${auction.invitees.length} suppliers`],
    ['Duration', `${auction.durationMinutes} min`],
  ];
  return (
    <SimpleGrid cols={{ base: 2, md: 3 }} spacing="sm" verticalSpacing="xs" component="dl" m={0}>
      {facts.map(([term, value]) => (
        <Stack key={term} gap={0}>
          <Text component="dt" size="xs" c="dimmed">
            {term}
          </Text>
          <Text component="dd" size="sm" m={0}>
            {value}
          </Text>
        </Stack>
      ))}
    </SimpleGrid>
  );
}

function ConnectionBadge({ label }: { label: string }) {
  const bad = label === 'Reconnecting…';
  return (
    <Badge
      variant="dot"
      color={bad ? 'orange' : label === 'Connecting…' ? 'gray' : 'green'}
      role="status"
      data-testid="connection-state"
    >
      {label}
    </Badge>
  );
}

/** The newest bid said once for a screen reader (the feed itself is not a live region). */
function BidAnnouncer({ auction }: { auction: AuctionForBuyer }) {
  const bid = auction.recentBids[0];
  return (
    <VisuallyHidden aria-live="polite" aria-atomic>
      {bid
        ? `New bid: ${bid.companyName}, ${itemText(auction, bid.itemCode)}, ${rupees(bid.amount)}, L${bid.rank}${bid.extended ? ', end extended' : ''}.`
        : ''}
    </VisuallyHidden>
  );
}

/**
 * The live monitor (scheduled, live, ended): the countdown on the server's clock, the connection,
 * each line's ranking and the bid feed as the stream brings them; Cancel before the start.
 */
export function AuctionMonitor({
  tenderId,
  auction,
  readAt,
  notify,
}: {
  tenderId: string;
  auction: AuctionForBuyer;
  readAt: number;
  notify: Notify;
}) {
  const live = useBuyerLive(tenderId, auction, readAt);
  const left = countdown(auction, live.clock, live.now);
  const [confirming, setConfirming] = useState(false);
  const cancel = useCancelAuction(tenderId);
  // mutateAsync: the answer is told even when the stream's 'cancelled' event has already replaced
  // this monitor by the form (a mutate() callback would be dropped with the unmounted component).
  const runCancel = async () => {
    try {
      const answer = await cancel.mutateAsync();
      notify('success', answer?.message || text.cancelled);
    } catch (failure) {
      notify('error', errorMessage(failure, messages.generic.somethingWrong));
    } finally {
      setConfirming(false);
    }
  };
  return (
    <>
      <Paper withBorder p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="clock-heading">
        <Group justify="space-between" align="flex-start" gap="md">
          <Stack gap={4}>
            <Group gap="xs">
              <Text component="h2" id="clock-heading" fw={650} fz="md" m={0}>
                {left?.label ?? 'Ended'}
              </Text>
              <Badge color={PHASE_COLORS[live.phase]} variant="light" data-testid="auction-phase">
                {PHASE_LABELS[live.phase]}
              </Badge>
              {live.following && (
                <ConnectionBadge label={connectionLabel(live.streamState, live.justReconnected)} />
              )}
            </Group>
            <Text
              fz={{ base: 34, sm: 44 }}
              fw={700}
              lh={1.1}
              style={{ fontVariantNumeric: 'tabular-nums' }}
              aria-hidden
              data-testid="countdown"
            >
              {left ? clockText(left.ms) : '00:00'}
            </Text>
            <VisuallyHidden>
              {left ? clockWords(left.ms) : 'The auction has ended; it is being closed.'}
            </VisuallyHidden>
            <Text size="sm" c="dimmed">
              Starts {formatInstant(auction.startsAt, { seconds: true })}
            </Text>
            <Text size="sm" c="dimmed">
              Ends <span data-testid="ends-at">{formatInstant(auction.endsAt, { seconds: true })}</span>
              {auction.extensionsUsed > 0 ? ' (extended)' : ''}
            </Text>
            <Text size="sm" c="dimmed" data-testid="extensions-used">
              Extensions used: {auction.extensionsUsed} of {auction.extensionLimit}
            </Text>
          </Stack>
          {live.phase === 'scheduled' && (
            <Button
              variant="light"
              color="red"
              leftSection={<IconX size={16} aria-hidden />}
              onClick={() => setConfirming(true)}
              w={{ base: '100%', xs: 'auto' }}
              data-testid="cancel-auction"
            >
              Cancel auction
            </Button>
          )}
        </Group>
        <Paper bg="gray.0" p="sm" mt="md" radius="sm">
          <SettingsFacts auction={auction} />
        </Paper>
      </Paper>
      <BidAnnouncer auction={auction} />
      <Standings auction={auction} final={false} />
      <BidFeed auction={auction} />
      <ConfirmDialog
        opened={confirming}
        title="Cancel the reverse auction?"
        message={`The auction starting ${formatInstant(auction.startsAt)} is cancelled and the ${auction.invitees.length} invited suppliers are notified. You can schedule another one afterwards.`}
        confirmLabel="Cancel auction"
        cancelLabel="Keep it"
        danger
        loading={cancel.isPending}
        onConfirm={() => void runCancel()}
        onCancel={() => setConfirming(false)}
      />
    </>
  );
}
