import { Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import type { AuctionForSupplier } from '@tenderdesk/domain/auction';
import { biddingText } from '@tenderdesk/domain/ui/auctions-bidding';
import { useText } from '../../lib/i18n';
import { formatInstant } from '../../lib/portal-time';
import { decrementLabel, numberedOwnBids, rupees } from './supplier-auction-rules';

/*
 * The supplier's own bids, newest first, numbered 1..n (its own count, never the auction's event
 * number), and the auction's rules in short (live and practice).
 */

export function BidHistory({ view }: { view: AuctionForSupplier }) {
  const t = useText(biddingText);
  const byLine = view.bidOn === 'line';
  return (
    <Paper withBorder p={{ base: 'sm', sm: 'md' }} radius="md" data-testid="bid-history">
      <Stack gap="xs">
        <Title order={2} fz="md">
          {t.yourBids}
        </Title>
        {view.myBids.length === 0 ? (
          <Text size="sm" c="dimmed" data-testid="bid-history-empty">
            {t.noBidsYet}
          </Text>
        ) : (
          <Stack component="ol" gap={0} p={0} m={0} style={{ listStyle: 'none' }} aria-label={t.yourBids}>
            {numberedOwnBids(view.myBids).map((bid) => (
              <Group
                component="li"
                key={bid.seq}
                justify="space-between"
                gap="xs"
                py={6}
                style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}
                data-testid="bid-history-row"
              >
                <Stack gap={0} style={{ minWidth: 0 }}>
                  <Text size="sm" fw={600}>
                    {rupees(bid.amount)}
                    {byLine && bid.itemCode ? ` · ${bid.itemCode}` : ''}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {formatInstant(bid.at, { seconds: true })}
                  </Text>
                </Stack>
                <Text size="xs" c="dimmed">
                  {t.bidNumber(bid.number)}
                </Text>
              </Group>
            ))}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}

/** The rules of this auction, as the buyer set them. */
export function BidRules({ view }: { view: AuctionForSupplier }) {
  const { rules } = useText(biddingText);
  return (
    <Paper withBorder p={{ base: 'sm', sm: 'md' }} radius="md" data-testid="bid-rules">
      <Stack gap="xs">
        <Title order={2} fz="md">
          {rules.title}
        </Title>
        <List size="sm" spacing={4}>
          <List.Item>{view.bidOn === 'total' ? rules.total : rules.line}</List.Item>
          <List.Item>{rules.decrement(decrementLabel(view))}</List.Item>
          <List.Item>
            {view.extensionMinutes > 0 && view.extensionLimit > 0
              ? rules.extension(view.extensionMinutes, view.extensionLimit)
              : rules.noExtension}
          </List.Item>
          <List.Item>{view.visibility === 'rank-and-lowest' ? rules.seesLowest : rules.seesRank}</List.Item>
          <List.Item>{rules.invitees(view.invitees)}</List.Item>
        </List>
      </Stack>
    </Paper>
  );
}
