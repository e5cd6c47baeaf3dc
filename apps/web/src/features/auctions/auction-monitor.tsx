import { Badge, Button, Group, Paper, SimpleGrid, Stack, Text, VisuallyHidden } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import type { AuctionForBuyer } from '@tenderdesk/domain/auction';
import { auctionMessages } from '@tenderdesk/domain/auction-messages';
import { messages } from '@tenderdesk/domain/messages';
import { auctionsText } from '@tenderdesk/domain/ui/auctions';
import { useState } from 'react';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { errorMessage } from '../../lib/api';
import { useText } from '../../lib/i18n';
import { formatInstant } from '../../lib/portal-time';
import { useCancelAuction } from './api';
import { BidFeed, Standings } from './auction-tables';
import {
  clockText,
  clockWords,
  connectionLabel,
  countdown,
  decrementText,
  extensionText,
  itemText,
  PHASE_COLORS,
  rupees,
} from './buyer-live-rules';
import type { StreamState } from './stream';
import { useBuyerLive } from './use-buyer-live';

type Notify = (kind: 'success' | 'error', message: string) => void;

/** The settings as scheduled, in words (the monitor and the result show them). */
export function SettingsFacts({ auction }: { auction: AuctionForBuyer }) {
  const t = useText(auctionsText);
  const { facts: f } = t;
  const facts: [string, string][] = [
    [f.bidOn, t.bidOn[auction.bidOn]],
    [f.decrement, decrementText(auction)],
    [f.extension, extensionText(auction, t)],
    [f.visibility, t.visibility[auction.visibility]],
    [f.invited, f.invitees(auction.invitees.length)],
    [f.duration, f.minutes(auction.durationMinutes)],
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

function ConnectionBadge({ state, justReconnected }: { state: StreamState; justReconnected: boolean }) {
  const t = useText(auctionsText);
  return (
    <Badge
      variant="dot"
      color={state === 'reconnecting' ? 'orange' : state === 'connecting' ? 'gray' : 'green'}
      role="status"
      data-testid="connection-state"
    >
      {connectionLabel(state, justReconnected, t)}
    </Badge>
  );
}

/** The newest bid said once for a screen reader (the feed itself is not a live region). */
function BidAnnouncer({ auction }: { auction: AuctionForBuyer }) {
  const t = useText(auctionsText);
  const bid = auction.recentBids[0];
  const said = bid?.extended ? t.monitor.newBidExtended : t.monitor.newBid;
  return (
    <VisuallyHidden aria-live="polite" aria-atomic>
      {bid ? said(bid.companyName, itemText(auction, bid.itemCode, t), rupees(bid.amount), bid.rank) : ''}
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
  const t = useText(auctionsText);
  const m = t.monitor;
  const text = useText(auctionMessages);
  const generic = useText(messages).generic;
  const live = useBuyerLive(tenderId, auction, readAt);
  const left = countdown(auction, live.clock, live.now, t);
  const [confirming, setConfirming] = useState(false);
  const cancel = useCancelAuction(tenderId);
  // mutateAsync: the answer is told even when the stream's 'cancelled' event has already replaced
  // this monitor by the form (a mutate() callback would be dropped with the unmounted component).
  const runCancel = async () => {
    try {
      const answer = await cancel.mutateAsync();
      notify('success', answer?.message || text.cancelled);
    } catch (failure) {
      notify('error', errorMessage(failure, generic.somethingWrong));
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
                {left?.label ?? m.ended}
              </Text>
              <Badge color={PHASE_COLORS[live.phase]} variant="light" data-testid="auction-phase">
                {t.phase[live.phase]}
              </Badge>
              {live.following && (
                <ConnectionBadge state={live.streamState} justReconnected={live.justReconnected} />
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
              {left ? clockText(left.ms, t) : '00:00'}
            </Text>
            <VisuallyHidden>{left ? clockWords(left.ms, t) : m.endedSpoken}</VisuallyHidden>
            <Text size="sm" c="dimmed">
              {m.startsAt(formatInstant(auction.startsAt, { seconds: true }))}
            </Text>
            <Text size="sm" c="dimmed">
              {m.ends} <span data-testid="ends-at">{formatInstant(auction.endsAt, { seconds: true })}</span>
              {auction.extensionsUsed > 0 ? m.extendedSuffix : ''}
            </Text>
            <Text size="sm" c="dimmed" data-testid="extensions-used">
              {m.extensionsUsed(auction.extensionsUsed, auction.extensionLimit)}
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
              {m.cancel}
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
        title={m.cancelTitle}
        message={m.cancelMessage(formatInstant(auction.startsAt), auction.invitees.length)}
        confirmLabel={m.cancel}
        cancelLabel={m.keepIt}
        danger
        loading={cancel.isPending}
        onConfirm={() => void runCancel()}
        onCancel={() => setConfirming(false)}
      />
    </>
  );
}
