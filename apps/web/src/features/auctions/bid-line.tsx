import { Badge, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import type { AuctionForSupplier, AuctionPhase, SupplierAuctionLine } from '@tenderdesk/domain/auction';
import { biddingText } from '@tenderdesk/domain/ui/auctions-bidding';
import type { ReactNode } from 'react';
import { CardHeading } from '../../components/card-heading';
import { useText } from '../../lib/i18n';
import { BidForm, type BidOutcome } from './bid-form';
import { rankLabel, rupees } from './supplier-auction-rules';

/*
 * One line of a supplier's auction (the total, or an item): its starting price, the supplier's own
 * price and rank, the lowest price when the auction shows it, the highest next bid allowed, and the
 * bid form while the auction is live. After the close the rank is the final one.
 */

function Figure({
  label,
  value,
  testId,
  strong,
}: {
  label: string;
  value: ReactNode;
  testId: string;
  strong?: boolean;
}) {
  return (
    <Stack gap={0} style={{ minWidth: 0 }}>
      <Text size="xs" c="dimmed" fw={600} tt="uppercase" style={{ letterSpacing: '0.04em' }}>
        {label}
      </Text>
      <Text
        size={strong ? 'lg' : 'md'}
        fw={strong ? 700 : 500}
        style={{ overflowWrap: 'anywhere' }}
        data-testid={testId}
      >
        {value}
      </Text>
    </Stack>
  );
}

function RankBadge({ rank, final }: { rank: number; final: boolean }) {
  const t = useText(biddingText);
  const label = final ? t.finalRank : t.yourRank;
  return (
    <Stack gap={0} align="flex-end">
      <Text size="xs" c="dimmed" fw={600}>
        {label}
      </Text>
      <Badge
        size="xl"
        radius="sm"
        color={rank === 1 ? 'green' : 'orange'}
        variant="filled"
        data-testid="bid-rank"
        aria-label={`${label} ${rankLabel(rank)}`}
      >
        {rankLabel(rank)}
      </Badge>
    </Stack>
  );
}

type Props = {
  view: AuctionForSupplier;
  line: SupplierAuctionLine;
  phase: AuctionPhase;
  onBid: (amount: string) => Promise<BidOutcome>;
};

export function BidLine({ view, line, phase, onBid }: Props) {
  const t = useText(biddingText);
  const total = line.itemCode === null;
  const showsLowest = view.visibility === 'rank-and-lowest';
  return (
    <Paper
      withBorder
      p={{ base: 'sm', sm: 'md' }}
      radius="md"
      data-testid="bid-line"
      data-item={line.itemCode ?? ''}
    >
      <Stack gap="sm">
        <CardHeading
          title={total ? t.totalWithGst : `${line.itemCode} · ${line.itemName}`}
          subtitle={total ? t.totalSubtitle : t.unitPriceSubtitle(line.qty, line.uom)}
          aside={
            phase === 'cancelled' ? undefined : <RankBadge rank={line.rank} final={phase === 'closed'} />
          }
        />
        <SimpleGrid cols={{ base: 2, sm: showsLowest ? 4 : 3 }} spacing="sm" verticalSpacing="xs">
          <Figure label={t.startingPrice} value={rupees(line.startingPrice)} testId="bid-starting" />
          <Figure label={t.yourPrice} value={rupees(line.current)} testId="bid-current" strong />
          {showsLowest && <Figure label={t.lowestPrice} value={rupees(line.lowest)} testId="bid-lowest" />}
          {phase !== 'closed' && phase !== 'cancelled' && (
            <Figure label={t.nextMax} value={rupees(line.nextMax)} testId="bid-next-max" />
          )}
        </SimpleGrid>
        {phase === 'live' && <BidForm view={view} line={line} onBid={onBid} />}
        {phase === 'scheduled' && (
          <Group gap={6}>
            <Text size="sm" c="dimmed">
              {t.opensAtStart(rupees(line.nextMax))}
            </Text>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
