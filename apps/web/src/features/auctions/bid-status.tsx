import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { IconClock } from '@tabler/icons-react';
import type { AuctionForSupplier, AuctionPhase } from '@tenderdesk/domain/auction';
import { auctionMessages } from '@tenderdesk/domain/auction-messages';
import { biddingText } from '@tenderdesk/domain/ui/auctions-bidding';
import { useText } from '../../lib/i18n';
import { formatInstant } from '../../lib/portal-time';
import { formatCountdown, PHASE_COLOR, spokenCountdown } from './supplier-auction-rules';

/*
 * The top of a supplier's auction screen (live and practice): the phase, a big countdown on the
 * server's clock, when it ends, and the "Extended" notice when the end moves. Sticky below the
 * header, so the countdown stays in sight while the supplier types a bid on a phone.
 */

/** How the screen is connected to the live stream (the practice auction has none). */
export type Connection = 'connecting' | 'live' | 'reconnecting' | 'caught-up' | 'offline' | 'none';

/** The badge's colour by connection (its words: `biddingText.connection`). */
const CONNECTION_COLOR: Record<Exclude<Connection, 'none'>, string> = {
  connecting: 'gray',
  live: 'green',
  reconnecting: 'orange',
  'caught-up': 'teal',
  offline: 'red',
};

export function ConnectionBadge({ connection }: { connection: Connection }) {
  const t = useText(biddingText);
  if (connection === 'none') return null;
  const label = t.connection[connection];
  const color = CONNECTION_COLOR[connection];
  return (
    <Badge
      color={color}
      variant="dot"
      size="lg"
      aria-label={t.connectionLabel(label)}
      data-testid="auction-connection"
      data-state={connection}
    >
      {label}
    </Badge>
  );
}

type Props = {
  view: AuctionForSupplier;
  phase: AuctionPhase;
  /** Milliseconds until the start (scheduled) or the end (live). */
  remaining: number;
  connection: Connection;
  /** The end moved a moment ago (shown as a notice until it is older). */
  extendedNow: boolean;
};

function EndLine({ view, phase }: { view: AuctionForSupplier; phase: AuctionPhase }) {
  const t = useText(biddingText);
  if (phase === 'scheduled') return <>{t.startsAt(formatInstant(view.startsAt, { seconds: true }))}</>;
  if (phase === 'cancelled') return <>{t.wasToStart(formatInstant(view.startsAt))}</>;
  const ended = phase === 'closed' || phase === 'ended';
  const endsAt = formatInstant(view.endsAt, { seconds: true });
  return <>{ended ? t.endedAt(endsAt) : t.endsAt(endsAt)}</>;
}

export function AuctionStatus({ view, phase, remaining, connection, extendedNow }: Props) {
  const t = useText(biddingText);
  const text = useText(auctionMessages);
  const label = t.phase[phase];
  const color = PHASE_COLOR[phase];
  const caption = t.caption[phase];
  const counting = phase === 'scheduled' || phase === 'live';
  const lastMinute = phase === 'live' && remaining < 60_000;
  return (
    <Paper
      withBorder
      shadow="xs"
      p={{ base: 'sm', sm: 'md' }}
      radius="md"
      pos="sticky"
      top="var(--app-shell-header-height, 64px)"
      style={{ zIndex: 3 }}
      data-testid="auction-status"
      data-phase={phase}
    >
      <Stack gap={4}>
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <Group gap={6} wrap="wrap">
            <Badge color={color} variant="light" size="lg" data-testid="auction-phase">
              {label}
            </Badge>
            {view.extensionsUsed > 0 && (
              <Badge color="orange" variant="outline" size="lg" data-testid="auction-extended-count">
                {t.extendedCount(view.extensionsUsed)}
              </Badge>
            )}
          </Group>
          <ConnectionBadge connection={connection} />
        </Group>
        <Group justify="space-between" align="flex-end" gap="xs" wrap="wrap">
          <Stack gap={0}>
            <Text size="sm" c="dimmed" fw={600}>
              {caption}
            </Text>
            {counting && (
              <Text
                role="timer"
                aria-label={`${caption} ${spokenCountdown(remaining, t)}`}
                fz={{ base: 40, sm: 48 }}
                fw={700}
                lh={1.1}
                c={lastMinute ? 'red.9' : undefined}
                style={{ fontVariantNumeric: 'tabular-nums' }}
                data-testid="auction-countdown"
              >
                {formatCountdown(remaining, t)}
              </Text>
            )}
          </Stack>
          <Text size="sm" c="dimmed" data-testid="auction-end">
            <EndLine view={view} phase={phase} />
          </Text>
        </Group>
        {extendedNow && phase === 'live' && (
          <Group gap={6} wrap="nowrap" align="flex-start" data-testid="auction-extended">
            <IconClock
              size={18}
              aria-hidden
              color="var(--mantine-color-orange-9)"
              style={{ flexShrink: 0 }}
            />
            <Text size="sm" fw={600}>
              {text.extendedNotice(view.extensionMinutes, formatInstant(view.endsAt, { seconds: true }))}
            </Text>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
