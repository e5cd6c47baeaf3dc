import { Anchor, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconClock } from '@tabler/icons-react';
import type { AuctionPhase } from '@tenderdesk/domain/auction';
import { Link } from 'react-router';
import { PATHS, pathTo } from '../../lib/paths';
import { formatInstant } from '../../lib/portal-time';
import { getSession } from '../../lib/session';
import { useSupplierAuction } from './api';
import { phaseAt, rankLabel } from './supplier-auction-rules';

/*
 * The "Reverse auction" card on a supplier's tender page (/rfq/{id}): shown only when the supplier
 * is invited (GET .../auction answers 200; a 403 shows nothing), with the start, the end and the
 * way in; before the start, the practice auction too.
 */

const PHASE_LABEL: Record<AuctionPhase, { label: string; color: string }> = {
  scheduled: { label: 'Scheduled', color: 'blue' },
  live: { label: 'Live now', color: 'green' },
  ended: { label: 'Ended', color: 'gray' },
  closed: { label: 'Closed', color: 'gray' },
  cancelled: { label: 'Cancelled', color: 'red' },
};

/** `enabled` false: the supplier cannot be invited (yet), so nothing is asked. */
export function SupplierAuctionCard({ tenderId, enabled = true }: { tenderId: string; enabled?: boolean }) {
  const supplierId = getSession()?.id ?? null;
  const auction = useSupplierAuction(supplierId, tenderId, { enabled });
  const view = auction.data;
  if (!view) return null;
  // The card's phase by the read's own clock: it is a way in, not the countdown.
  const phase = phaseAt(view, Date.parse(view.serverNow));
  const { label, color } = PHASE_LABEL[phase];
  const over = phase === 'closed' || phase === 'cancelled';
  const ranks = view.lines.map((line) => rankLabel(line.rank));
  return (
    <Paper withBorder p={{ base: 'sm', sm: 'md' }} radius="md" data-testid="auction-card">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
          <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
            <IconClock size={20} aria-hidden />
            <Title order={2} fz="md">
              Reverse auction
            </Title>
          </Group>
          <Badge color={color} variant="light" data-testid="auction-card-phase">
            {label}
          </Badge>
        </Group>
        <Stack gap={2}>
          <Text size="sm">
            <Text span fw={600}>
              Starts:
            </Text>{' '}
            {formatInstant(view.startsAt)}
          </Text>
          <Text size="sm">
            <Text span fw={600}>
              {over || phase === 'ended' ? 'Ended:' : 'Ends:'}
            </Text>{' '}
            {formatInstant(view.endsAt)}
            {view.extensionsUsed > 0 ? ` (extended ×${view.extensionsUsed})` : ''}
          </Text>
          {phase !== 'scheduled' && phase !== 'cancelled' && (
            <Text size="sm" data-testid="auction-card-rank">
              <Text span fw={600}>
                {phase === 'closed' ? 'Final rank:' : 'Your rank:'}
              </Text>{' '}
              {view.bidOn === 'total' ? ranks[0] : ranks.join(', ')}
            </Text>
          )}
        </Stack>
        <Group gap="sm" wrap="wrap">
          <Button
            component={Link}
            to={pathTo(PATHS.supplierAuction, tenderId)}
            w={{ base: '100%', xs: 'auto' }}
            variant={over ? 'default' : 'filled'}
            data-testid="auction-card-open"
          >
            {phase === 'live' ? 'Bid now' : 'Open the auction'}
          </Button>
          {phase === 'scheduled' && (
            <Anchor component={Link} to={PATHS.auctionDemo} size="sm" fw={600}>
              Practise first
            </Anchor>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}
