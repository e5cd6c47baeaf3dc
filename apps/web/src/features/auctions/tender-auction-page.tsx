import { Alert, Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconArrowLeft, IconInfoCircle } from '@tabler/icons-react';
import type { TenderAuction } from '@tenderdesk/domain/auction';
import { auctionMessages } from '@tenderdesk/domain/auction-messages';
import { auctionsText } from '@tenderdesk/domain/ui/auctions';
import { Link, useParams } from 'react-router';
import { LoadingBlock } from '../../components/list-states';
import { Banner, useTimedBanner } from '../../components/timed-banner';
import { errorMessage } from '../../lib/api';
import { localised, useText } from '../../lib/i18n';
import { PATHS, pathTo } from '../../lib/paths';
import { formatInstant } from '../../lib/portal-time';
import { useTenderAuction } from './api';
import { AuctionMonitor } from './auction-monitor';
import { AuctionResult } from './auction-result';
import { useAuctionTenderHead } from './buyer-api';
import { ScheduleForm } from './schedule-form';

const BANNER_MS = 6_000;

type Notify = (kind: 'success' | 'error', message: string) => void;

/**
 * /tenders/{id}/auction (issue 22, decision 050): the buyer schedules a reverse auction once the
 * prices are open, watches it live (every bid, rank and the server's countdown) and awards from its
 * result. What the screen shows follows the auction's phase.
 */
export function TenderAuctionPage() {
  const { id = '' } = useParams();
  const t = useText(auctionsText);
  const text = useText(auctionMessages);
  const auction = useTenderAuction(id);
  const head = useAuctionTenderHead(id);
  const { banner, show, clear } = useTimedBanner();
  const notify: Notify = (kind, message) => show(kind, message, BANNER_MS);
  return (
    <Stack gap="md">
      <Anchor component={Link} to={pathTo(PATHS.tenderDetails, id)} size="sm" w="fit-content">
        <Group gap={4} wrap="nowrap">
          <IconArrowLeft size={16} aria-hidden />
          <span>{t.backToTender}</span>
        </Group>
      </Anchor>
      <Stack gap={2}>
        {head.data && (
          <Text
            size="xs"
            c="dimmed"
            fw={700}
            tt="uppercase"
            style={{ letterSpacing: '0.06em', overflowWrap: 'anywhere' }}
            data-testid="auction-tender"
          >
            {head.data.projectCode} · {head.data.projectName}
          </Text>
        )}
        <Title order={1} fz={{ base: 22, sm: 26 }}>
          {t.reverseAuction}
        </Title>
      </Stack>
      <Banner banner={banner} onClose={clear} />
      {auction.isPending ? (
        <LoadingBlock gap="sm" heights={[140, 260]} />
      ) : auction.isError || !auction.data ? (
        <Alert
          color="red"
          icon={<IconAlertCircle size={18} />}
          role="alert"
          title={errorMessage(auction.error, text.auctionLoadFailed)}
          data-testid="auction-error"
        >
          <Button size="xs" variant="light" color="red" mt="xs" onClick={() => void auction.refetch()}>
            {t.tryAgain}
          </Button>
        </Alert>
      ) : (
        <AuctionBody tenderId={id} view={auction.data} readAt={auction.dataUpdatedAt} notify={notify} />
      )}
    </Stack>
  );
}

function AuctionBody({
  tenderId,
  view,
  readAt,
  notify,
}: {
  tenderId: string;
  view: TenderAuction;
  readAt: number;
  notify: Notify;
}) {
  const t = useText(auctionsText);
  const { auction } = view;
  if (auction && auction.phase === 'closed') return <AuctionResult auction={auction} notify={notify} />;
  if (auction && auction.phase !== 'cancelled') {
    return <AuctionMonitor tenderId={tenderId} auction={auction} readAt={readAt} notify={notify} />;
  }
  return (
    <>
      {auction && (
        <Alert color="gray" icon={<IconInfoCircle size={18} aria-hidden />} data-testid="auction-cancelled">
          {t.cancelledAlert(formatInstant(auction.startsAt), formatInstant(auction.cancelledAt))}
        </Alert>
      )}
      {view.blockedReason ? (
        <Alert color="blue" icon={<IconInfoCircle size={18} aria-hidden />} data-testid="auction-blocked">
          {localised(view.blockedReason)}
        </Alert>
      ) : (
        <ScheduleForm tenderId={tenderId} candidates={view.candidates} notify={notify} />
      )}
    </>
  );
}
