import { Alert, Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowBackUp, IconArrowLeft, IconInfoCircle } from '@tabler/icons-react';
import {
  type AuctionEvent,
  type AuctionForSupplier,
  eventForSupplier,
  type SupplierAuctionLine,
} from '@tenderdesk/domain/auction';
import { auctionMessages } from '@tenderdesk/domain/auction-messages';
import { toPaise } from '@tenderdesk/domain/money';
import { biddingText } from '@tenderdesk/domain/ui/auctions-bidding';
import { screenText } from '@tenderdesk/domain/ui/screens';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useText } from '../../lib/i18n';
import { PATHS } from '../../lib/paths';
import { AuctionBoard } from './bid-board';
import { useTick } from './bid-clock';
import type { BidOutcome } from './bid-form';
import { PhaseNotice } from './bid-notice';
import {
  createDemo,
  DEMO_RIVALS,
  DEMO_RULES,
  DEMO_YOU,
  type DemoAuction,
  demoProblemMessage,
  demoView,
  placeDemoBid,
  stepDemo,
} from './demo-auction';
import { applySupplierEvent, lineName, phaseAt, rankLabel, refusalOf } from './supplier-auction-rules';

/*
 * /auction-demo: the practice auction (issue 22). The simulation (demo-auction.ts) plays the
 * server: it checks and ranks bids with the domain's rules and makes the events the server would;
 * the screen applies them through the same reducer and board as the live auction. Nothing leaves
 * the browser; restart at any time.
 */

/** How often the simulated bidders are given a chance to bid (and the auction checked for its end). */
const STEP_MS = 1_000;

const applyAll = (view: AuctionForSupplier, events: AuctionEvent[]) =>
  events.reduce(
    (current, event) => applySupplierEvent(current, eventForSupplier(event, DEMO_YOU, DEMO_RULES.visibility)),
    view,
  );

function newSeed(): number {
  return Math.floor(Math.random() * 2 ** 31);
}

export function DemoAuctionPage() {
  const t = useText(biddingText);
  const text = useText(auctionMessages);
  const screens = useText(screenText);
  const server = useRef<DemoAuction | null>(null);
  const [view, setView] = useState<AuctionForSupplier>(() => {
    const now = Date.now();
    server.current = createDemo(now, newSeed());
    return demoView(server.current, now);
  });
  const [restarted, setRestarted] = useState(false);
  const phase = phaseAt(view, Date.now());
  useTick(500, phase === 'scheduled' || phase === 'live' || phase === 'ended');

  useEffect(() => {
    const timer = setInterval(() => {
      if (!server.current) return;
      const step = stepDemo(server.current, Date.now());
      server.current = step.demo;
      if (step.events.length > 0) setView((current) => applyAll(current, step.events));
    }, STEP_MS);
    return () => clearInterval(timer);
  }, []);

  const restart = () => {
    const now = Date.now();
    server.current = createDemo(now, newSeed());
    setView(demoView(server.current, now));
    setRestarted(true);
  };

  const bid = async (line: SupplierAuctionLine, amount: string): Promise<BidOutcome> => {
    const demo = server.current;
    if (!demo) return { ok: false, message: text.bidFailed, next: null };
    const placed = placeDemoBid(demo, DEMO_YOU, toPaise(amount), Date.now());
    if (placed.problem || !placed.event) {
      const status = placed.problem === 'not-started' || placed.problem === 'ended' ? 409 : 400;
      const message = demoProblemMessage(placed.problem ?? 'ended', demo, DEMO_YOU, text);
      return { ok: false, ...refusalOf(status, message, text) };
    }
    server.current = placed.demo;
    const event = placed.event;
    setView((current) => applyAll(current, [event]));
    const mine = eventForSupplier(event, DEMO_YOU, DEMO_RULES.visibility);
    const rank = mine.kind === 'bid' ? mine.rank : null;
    return {
      ok: true,
      message: `${text.bidAccepted} ${text.rankChanged(rankLabel(rank), lineName(line, t))}`,
      rank: rank ?? line.rank,
    };
  };

  const target = phase === 'scheduled' ? view.startsAt : view.endsAt;
  return (
    <Stack gap="md" maw={960}>
      <Anchor component={Link} to={PATHS.allTenders} size="sm" w="fit-content">
        <Group gap={4} wrap="nowrap">
          <IconArrowLeft size={16} aria-hidden />
          <span>{screens.title.allTenders}</span>
        </Group>
      </Anchor>
      <Group justify="space-between" align="flex-end" gap="sm">
        <Stack gap={2}>
          <Title order={1} fz={{ base: 22, sm: 26 }}>
            {t.practice.title}
          </Title>
          <Text size="sm" c="dimmed">
            {t.practice.subtitle(DEMO_RULES.durationMinutes, DEMO_RIVALS)}
          </Text>
        </Stack>
        <Button
          variant="default"
          leftSection={<IconArrowBackUp size={18} aria-hidden />}
          onClick={restart}
          w={{ base: '100%', xs: 'auto' }}
          data-testid="demo-restart"
        >
          {phase === 'closed' ? t.practice.startAnother : t.practice.restart}
        </Button>
      </Group>
      <Alert color="grape" icon={<IconInfoCircle size={18} aria-hidden />} data-testid="demo-label">
        {text.practiceLabel}
        {restarted && phase === 'scheduled' ? ` ${text.practiceRestarted}` : ''}
      </Alert>
      <AuctionBoard
        view={view}
        phase={phase}
        remaining={Math.max(0, Date.parse(target) - Date.now())}
        connection="none"
        onBid={bid}
        notice={<PhaseNotice phase={phase} practice />}
      />
    </Stack>
  );
}
