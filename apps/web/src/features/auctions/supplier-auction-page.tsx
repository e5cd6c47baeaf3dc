import { Alert, Anchor, Group, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconArrowLeft } from '@tabler/icons-react';
import type { AuctionForSupplier } from '@tenderdesk/domain/auction';
import { auctionMessages } from '@tenderdesk/domain/auction-messages';
import { biddingText } from '@tenderdesk/domain/ui/auctions-bidding';
import { Link, useParams } from 'react-router';
import { LoadingBlock } from '../../components/list-states';
import { ApiError, errorMessage } from '../../lib/api';
import { useText } from '../../lib/i18n';
import { PATHS, pathTo } from '../../lib/paths';
import { getSession } from '../../lib/session';
import { AuctionBoard } from './bid-board';
import { useTick } from './bid-clock';
import { PhaseNotice } from './bid-notice';
import { useLiveSupplierAuction } from './supplier-auction-live';
import { phaseAt } from './supplier-auction-rules';

/*
 * /rfq/{id}/auction: an invited supplier's live reverse auction (issue 22), phone first. Before the
 * start, a countdown to it and the practice auction; while live, each line's rank and bid form,
 * updated by the live stream; after the close, the final ranks.
 */

function BackLink({ tenderId }: { tenderId: string }) {
  const t = useText(biddingText);
  return (
    <Anchor component={Link} to={pathTo(PATHS.supplierTender, tenderId)} size="sm" w="fit-content">
      <Group gap={4} wrap="nowrap">
        <IconArrowLeft size={16} aria-hidden />
        <span>{t.backToTender}</span>
      </Group>
    </Anchor>
  );
}

function Heading({ view }: { view?: AuctionForSupplier }) {
  const t = useText(biddingText);
  return (
    <Stack gap={2} style={{ minWidth: 0 }}>
      {view && (
        <Text size="xs" c="dimmed" fw={700} tt="uppercase" style={{ letterSpacing: '0.06em' }}>
          {t.tenderCode(view.projectCode)}
        </Text>
      )}
      <Title order={1} fz={{ base: 22, sm: 26 }} style={{ overflowWrap: 'anywhere' }}>
        {t.reverseAuction}
      </Title>
      {view && (
        <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }} data-testid="auction-project">
          {view.projectTitle}
        </Text>
      )}
    </Stack>
  );
}

export function SupplierAuctionPage() {
  const { id = '' } = useParams();
  const _t = useText(biddingText);
  const text = useText(auctionMessages);
  const supplierId = getSession()?.id ?? null;
  const live = useLiveSupplierAuction(supplierId, id);
  const view = live.query.data;
  const phase = view ? phaseAt(view, live.clock.now()) : null;
  useTick(500, phase === 'scheduled' || phase === 'live' || phase === 'ended');

  if (live.query.isPending) {
    return (
      <LoadingBlock gap="md" heights={[140, 220]}>
        <BackLink tenderId={id} />
        <Heading />
      </LoadingBlock>
    );
  }
  if (!view || !phase) {
    const status = live.query.error instanceof ApiError ? live.query.error.status : 0;
    return (
      <Stack gap="md" maw={720}>
        <BackLink tenderId={id} />
        <Heading />
        <Alert
          color="red"
          icon={<IconAlertCircle size={18} aria-hidden />}
          role="alert"
          data-testid="auction-error"
        >
          {status === 403 || status === 404
            ? errorMessage(live.query.error, text.notInvited)
            : errorMessage(live.query.error, text.auctionLoadFailed)}
        </Alert>
      </Stack>
    );
  }
  const target = phase === 'scheduled' ? view.startsAt : view.endsAt;
  return (
    <Stack gap="md" maw={960}>
      <BackLink tenderId={id} />
      <Heading view={view} />
      <AuctionBoard
        view={view}
        phase={phase}
        remaining={live.clock.remaining(target)}
        connection={live.connection}
        onBid={live.placeBid}
        notice={<PhaseNotice phase={phase} />}
      />
    </Stack>
  );
}
