import { Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import type { AuctionForSupplier } from '@tenderdesk/domain/auction';
import { formatInstant } from '../../lib/portal-time';
import { decrementLabel, numberedOwnBids, rupees } from './supplier-auction-rules';

/*
 * The supplier's own bids, newest first, numbered 1..n (its own count, never the auction's event
 * number), and the auction's rules in short (live and practice).
 */

export function BidHistory({ view }: { view: AuctionForSupplier }) {
  const byLine = view.bidOn === 'line';
  return (
    <Paper withBorder p={{ base: 'sm', sm: 'md' }} radius="md" data-testid="bid-history">
      <Stack gap="xs">
        <Title order={2} fz="md">
          Your bids
        </Title>
        {view.myBids.length === 0 ? (
          <Text size="sm" c="dimmed" data-testid="bid-history-empty">
            No bids yet: your starting price is your opened quotation.
          </Text>
        ) : (
          <Stack component="ol" gap={0} p={0} m={0} style={{ listStyle: 'none' }} aria-label="Your bids">
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
                  Bid no. {bid.number}
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
  return (
    <Paper withBorder p={{ base: 'sm', sm: 'md' }} radius="md" data-testid="bid-rules">
      <Stack gap="xs">
        <Title order={2} fz="md">
          Rules of this auction
        </Title>
        <List size="sm" spacing={4}>
          <List.Item>
            {view.bidOn === 'total'
              ? 'You bid your grand total with GST.'
              : 'You bid each item’s unit price before GST, on the items you quoted.'}
          </List.Item>
          <List.Item>
            Each bid must be at least {decrementLabel(view)} below your own last price, and above zero.
          </List.Item>
          <List.Item>
            {view.extensionMinutes > 0 && view.extensionLimit > 0
              ? `A bid in the last ${view.extensionMinutes} minute${view.extensionMinutes === 1 ? '' : 's'} extends the end by ${view.extensionMinutes} minute${view.extensionMinutes === 1 ? '' : 's'}, at most ${view.extensionLimit} time${view.extensionLimit === 1 ? '' : 's'}.`
              : 'The end never moves: bids after it are refused.'}
          </List.Item>
          <List.Item>
            {view.visibility === 'rank-and-lowest'
              ? 'You see your rank and the lowest price; never who bid it.'
              : 'You see your rank only; never other suppliers’ prices or names.'}
          </List.Item>
          <List.Item>
            {view.invitees} suppliers take part. The time is the server’s: equal prices rank by who got there
            first.
          </List.Item>
        </List>
      </Stack>
    </Paper>
  );
}
