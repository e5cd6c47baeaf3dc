import { SimpleGrid, Stack, VisuallyHidden } from '@mantine/core';
import type { AuctionForSupplier, AuctionPhase, SupplierAuctionLine } from '@tenderdesk/domain/auction';
import { auctionMessages } from '@tenderdesk/domain/auction-messages';
import { biddingText } from '@tenderdesk/domain/ui/auctions-bidding';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useText } from '../../lib/i18n';
import type { BidOutcome } from './bid-form';
import { BidHistory, BidRules } from './bid-history';
import { BidLine } from './bid-line';
import { AuctionStatus, type Connection } from './bid-status';
import { lineKey, lineName, rankLabel } from './supplier-auction-rules';

/*
 * A supplier's auction as one board, the same for the live auction and the practice one: the
 * status with the countdown, a notice, each line with its bid form, the supplier's bids and the
 * rules. A change of rank and an extension are announced to screen readers as they happen.
 */

/** How long the "Extended" notice stays after the end moved. */
const EXTENDED_NOTICE_MS = 15_000;

/** When the end last moved later on this screen (null: not since it opened). */
function useExtendedAt(id: string, endsAt: string): number | null {
  const seen = useRef({ id, endsAt });
  const [at, setAt] = useState<number | null>(null);
  useEffect(() => {
    const before = seen.current;
    seen.current = { id, endsAt };
    if (before.id !== id) setAt(null);
    else if (Date.parse(endsAt) > Date.parse(before.endsAt)) setAt(Date.now());
  }, [id, endsAt]);
  return at;
}

/** The sentence a screen reader hears when this supplier's rank on a line changes. */
function useRankAnnouncement(view: AuctionForSupplier, extendedAt: number | null): string {
  const text = useText(auctionMessages);
  const t = useText(biddingText);
  const ranks = useRef<Map<string, number>>(new Map());
  const [said, setSaid] = useState('');
  useEffect(() => {
    const changed: SupplierAuctionLine[] = [];
    for (const line of view.lines) {
      const key = `${view._id}|${lineKey(line.itemCode)}`;
      const before = ranks.current.get(key);
      if (before !== undefined && before !== line.rank) changed.push(line);
      ranks.current.set(key, line.rank);
    }
    if (changed.length > 0) {
      setSaid(changed.map((line) => text.rankChanged(rankLabel(line.rank), lineName(line, t))).join(' '));
    }
  }, [view]);
  useEffect(() => {
    if (extendedAt !== null) setSaid(text.extendedSpoken);
  }, [extendedAt]);
  return said;
}

type Props = {
  view: AuctionForSupplier;
  phase: AuctionPhase;
  remaining: number;
  connection: Connection;
  onBid: (line: SupplierAuctionLine, amount: string) => Promise<BidOutcome>;
  /** Under the status: what the phase means for the supplier. */
  notice?: ReactNode;
};

export function AuctionBoard({ view, phase, remaining, connection, onBid, notice }: Props) {
  const extendedAt = useExtendedAt(view._id, view.endsAt);
  const announcement = useRankAnnouncement(view, extendedAt);
  const extendedNow = extendedAt !== null && Date.now() - extendedAt < EXTENDED_NOTICE_MS;
  return (
    <Stack gap="md">
      <AuctionStatus
        view={view}
        phase={phase}
        remaining={remaining}
        connection={connection}
        extendedNow={extendedNow}
      />
      {notice}
      <Stack gap="sm">
        {view.lines.map((line) => (
          <BidLine
            key={lineKey(line.itemCode)}
            view={view}
            line={line}
            phase={phase}
            onBid={(amount) => onBid(line, amount)}
          />
        ))}
      </Stack>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <BidHistory view={view} />
        <BidRules view={view} />
      </SimpleGrid>
      <VisuallyHidden role="status" aria-live="polite" data-testid="auction-announcement">
        {announcement}
      </VisuallyHidden>
    </Stack>
  );
}
