import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { IconClock } from '@tabler/icons-react';
import type { AuctionBid, AuctionForBuyer } from '@tenderdesk/domain/auction';
import { auctionsText } from '@tenderdesk/domain/ui/auctions';
import { CardHeading } from '../../components/card-heading';
import { RowView } from '../../components/row-view';
import { useText } from '../../lib/i18n';
import { formatInstant } from '../../lib/portal-time';
import { itemText, lineTitle, rupees } from './buyer-live-rules';

type Line = AuctionForBuyer['lines'][number];
type Place = Line['standing'][number];

const figures = { fontVariantNumeric: 'tabular-nums' } as const;

function RankBadge({ rank }: { rank: number }) {
  return (
    <Badge variant={rank === 1 ? 'filled' : 'light'} color={rank === 1 ? 'teal' : 'gray'} miw={40}>
      {`L${rank}`}
    </Badge>
  );
}

/** Each line's ranking (one, the total, when bidding the total): rank, supplier, current price. */
export function Standings({ auction, final }: { auction: AuctionForBuyer; final: boolean }) {
  const text = useText(auctionsText);
  const t = text.tables;
  const starting = new Map(auction.invitees.map((invitee) => [invitee.supplierId, invitee.startingTotal]));
  const total = auction.bidOn === 'total';
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="standings-heading">
      <Text component="h2" id="standings-heading" fw={650} fz="md" m={0} mb="sm">
        {final ? t.finalRanks : t.ranking}
      </Text>
      <Stack gap="lg">
        {auction.lines.map((line) => (
          <Stack key={line.itemCode ?? 'total'} gap={6} data-testid="auction-line">
            {!total && (
              <Text component="h3" size="sm" fw={650} m={0} style={{ overflowWrap: 'anywhere' }}>
                {lineTitle(line, text)}
              </Text>
            )}
            <RowView<Place>
              rows={line.standing}
              rowKey={(place) => place.supplierId}
              label={total ? t.rankingOnTotal : t.rankingOn(lineTitle(line, text))}
              minWidth={420}
              rowTestId="standing"
              columns={[
                { key: 'rank', header: t.rank, w: 80, cell: (place) => <RankBadge rank={place.rank} /> },
                {
                  key: 'supplier',
                  header: t.supplier,
                  cell: (place) => (
                    <Text size="sm" fw={place.rank === 1 ? 600 : undefined}>
                      {place.companyName}
                    </Text>
                  ),
                },
                {
                  key: 'price',
                  header: total ? (final ? t.finalTotal : t.currentTotal) : t.unitPrice,
                  align: 'right',
                  cell: (place) => (
                    <Text size="sm" fw={place.rank === 1 ? 700 : 500} style={figures}>
                      {rupees(place.amount)}
                    </Text>
                  ),
                },
                ...(total
                  ? [
                      {
                        key: 'starting',
                        header: t.startingTotal,
                        align: 'right' as const,
                        visibleFrom: 'md' as const,
                        cell: (place: Place) => (
                          <Text size="sm" c="dimmed" style={figures}>
                            {rupees(starting.get(place.supplierId))}
                          </Text>
                        ),
                      },
                    ]
                  : []),
              ]}
              card={(place) => (
                <Group justify="space-between" wrap="nowrap" gap="sm">
                  <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
                    <RankBadge rank={place.rank} />
                    <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
                      {place.companyName}
                    </Text>
                  </Group>
                  <Text size="sm" fw={place.rank === 1 ? 700 : 500} style={figures}>
                    {rupees(place.amount)}
                  </Text>
                </Group>
              )}
              cardLook={{ p: 'sm', gap: 'xs' }}
            />
          </Stack>
        ))}
      </Stack>
    </Paper>
  );
}

function ExtendedBadge() {
  const t = useText(auctionsText);
  return (
    <Badge size="sm" color="orange" variant="light" leftSection={<IconClock size={12} aria-hidden />}>
      {t.tables.extended}
    </Badge>
  );
}

/** The bids, newest first: when, who, what, how much, the rank it took, whether it moved the end. */
export function BidFeed({ auction }: { auction: AuctionForBuyer }) {
  const text = useText(auctionsText);
  const t = text.tables;
  const byLine = auction.bidOn === 'line';
  const shown = auction.recentBids.length;
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="bids-heading">
      <Group justify="space-between" align="baseline" mb="sm" gap="xs">
        <Text component="h2" id="bids-heading" fw={650} fz="md" m={0}>
          {t.bids}
        </Text>
        <Text size="xs" c="dimmed" data-testid="bid-count">
          {auction.bidCount === 0
            ? t.noBidsYet
            : shown < auction.bidCount
              ? t.newestOf(shown, auction.bidCount)
              : t.bidCount(auction.bidCount)}
        </Text>
      </Group>
      {shown === 0 ? (
        <Text size="sm" c="dimmed">
          {auction.phase === 'scheduled' ? t.bidsAppear : t.noBids}
        </Text>
      ) : (
        <RowView<AuctionBid>
          rows={auction.recentBids}
          rowKey={(bid) => String(bid.seq)}
          label={t.bidsNewestFirst}
          minWidth={byLine ? 760 : 620}
          rowTestId="auction-bid"
          columns={[
            {
              key: 'at',
              header: t.time,
              cell: (bid) => (
                <Text size="sm" style={figures}>
                  {formatInstant(bid.at, { seconds: true })}
                </Text>
              ),
            },
            { key: 'supplier', header: t.supplier, cell: (bid) => <Text size="sm">{bid.companyName}</Text> },
            ...(byLine
              ? [
                  {
                    key: 'item',
                    header: t.item,
                    cell: (bid: AuctionBid) => <Text size="sm">{itemText(auction, bid.itemCode, text)}</Text>,
                  },
                ]
              : []),
            {
              key: 'amount',
              header: byLine ? t.unitPrice : t.totalWithGst,
              align: 'right',
              cell: (bid) => (
                <Text size="sm" fw={600} style={figures}>
                  {rupees(bid.amount)}
                </Text>
              ),
            },
            {
              key: 'rank',
              header: t.rankAfter,
              align: 'right',
              cell: (bid) => <Text size="sm">{`L${bid.rank}`}</Text>,
            },
            { key: 'extended', header: t.end, cell: (bid) => (bid.extended ? <ExtendedBadge /> : null) },
          ]}
          card={(bid) => (
            <Stack gap={4}>
              <CardHeading
                title={bid.companyName}
                subtitle={formatInstant(bid.at, { seconds: true })}
                aside={
                  <Text size="sm" fw={700} style={figures}>
                    {rupees(bid.amount)}
                  </Text>
                }
              />
              <Group gap="xs">
                {byLine && <Text size="xs">{itemText(auction, bid.itemCode, text)}</Text>}
                <Badge size="sm" variant="light" color={bid.rank === 1 ? 'teal' : 'gray'}>
                  {t.rankAfterBadge(bid.rank)}
                </Badge>
                {bid.extended && <ExtendedBadge />}
              </Group>
            </Stack>
          )}
          cardLook={{ p: 'sm', gap: 'xs' }}
        />
      )}
    </Paper>
  );
}
