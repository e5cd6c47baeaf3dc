import { Alert, Anchor } from '@mantine/core';
import { IconCircleCheck, IconCircleX, IconClock, IconInfoCircle } from '@tabler/icons-react';
import type { AuctionPhase } from '@tenderdesk/domain/auction';
import { auctionMessages } from '@tenderdesk/domain/auction-messages';
import { biddingText } from '@tenderdesk/domain/ui/auctions-bidding';
import { Link } from 'react-router';
import { useText } from '../../lib/i18n';
import { PATHS } from '../../lib/paths';

/** What the phase means for the supplier, under the countdown. */
export function PhaseNotice({ phase, practice }: { phase: AuctionPhase; practice?: boolean }) {
  const text = useText(auctionMessages);
  const t = useText(biddingText);
  if (phase === 'scheduled') {
    return (
      <Alert color="blue" icon={<IconInfoCircle size={18} aria-hidden />} data-testid="auction-notice">
        {practice ? (
          t.practiceOpens
        ) : (
          <>
            {text.scheduledNotice}{' '}
            <Anchor component={Link} to={PATHS.auctionDemo} fw={600} data-testid="auction-practice-link">
              {t.openPractice}
            </Anchor>
          </>
        )}
      </Alert>
    );
  }
  if (phase === 'ended') {
    return (
      <Alert color="gray" icon={<IconClock size={18} aria-hidden />} data-testid="auction-notice">
        {text.endedNotice}
      </Alert>
    );
  }
  if (phase === 'closed') {
    return (
      <Alert color="green" icon={<IconCircleCheck size={18} aria-hidden />} data-testid="auction-notice">
        {practice ? text.practiceOver : text.closedNotice}
      </Alert>
    );
  }
  if (phase === 'cancelled') {
    return (
      <Alert color="red" icon={<IconCircleX size={18} aria-hidden />} data-testid="auction-notice">
        {text.cancelledNotice}
      </Alert>
    );
  }
  return null;
}
