import { Alert, Anchor, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconAward, IconDownload, IconList, IconScale } from '@tabler/icons-react';
import type { AuctionForBuyer } from '@tenderdesk/domain/auction';
import { awardMessages } from '@tenderdesk/domain/award-messages';
import { messages } from '@tenderdesk/domain/messages';
import { purchaseOrderMessages } from '@tenderdesk/domain/purchase-order-messages';
import { auctionsText } from '@tenderdesk/domain/ui/auctions';
import { useState } from 'react';
import { Link } from 'react-router';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { LoadingBlock } from '../../components/list-states';
import { useLastOpen } from '../../components/modal';
import { errorMessage } from '../../lib/api';
import { useText } from '../../lib/i18n';
import { PATHS } from '../../lib/paths';
import { formatInstant } from '../../lib/portal-time';
import { SettingsFacts } from './auction-monitor';
import { BidFeed, Standings } from './auction-tables';
import { downloadBids, useAwardState, useAwardWhole } from './buyer-api';
import { auctionSaving, awardPlan, awardTarget, rupees, trimDecimal } from './buyer-live-rules';

type Notify = (kind: 'success' | 'error', message: string) => void;

// The award screens read the tender from `?tender=` and award by line with `&award=lines`.
const compareLink = (tenderId: string, byLine: boolean) =>
  `${PATHS.compareQuotation}?tender=${encodeURIComponent(tenderId)}${byLine ? '&award=lines' : ''}`;
const selectedLink = (tenderId: string) =>
  `${PATHS.selectedQuotation}?tender=${encodeURIComponent(tenderId)}`;

const toSaving = (saving: { amount: string; percent: string }, { result }: typeof auctionsText) =>
  saving.amount === '0.00'
    ? result.noSaving
    : result.saving(rupees(saving.amount), trimDecimal(saving.percent));

/** Who holds the award now, in a sentence (null: nobody). */
function awardedText(
  state: ReturnType<typeof useAwardState>['data'],
  { result }: typeof auctionsText,
): string | null {
  if (!state || state.mode === null) return null;
  if (state.mode === 'quotation')
    return result.awardedWhole(state.suppliers[0]?.supplierName ?? result.aSupplier);
  return result.awardedByLine(state.suppliers.length);
}

/** "Award to L1" (an auction on the total) with its question, or why there is nothing to do. */
function AwardToL1({ auction, notify }: { auction: AuctionForBuyer; notify: Notify }) {
  const t = useText(auctionsText);
  const awardText = useText(awardMessages);
  const ordersText = useText(purchaseOrderMessages);
  const target = awardTarget(auction);
  const state = useAwardState(auction.tenderId, true);
  const award = useAwardWhole(auction.tenderId);
  const [asking, setAsking] = useState<{ confirm: string; replace: boolean } | null>(null);
  const shownAsking = useLastOpen(asking);
  if (!target) return null;
  if (state.isPending) return <LoadingBlock heights={[36]} w={200} />;
  const plan = state.data ? awardPlan(target, state.data, awardText, ordersText) : null;
  if (plan?.kind === 'current') return null;
  if (plan?.kind === 'locked') {
    return (
      <Text size="sm" c="dimmed">
        {ordersText.ordersIssued}
      </Text>
    );
  }
  const run = () => {
    if (!asking) return;
    award.mutate(
      { quotationId: target.quotationId, replace: asking.replace },
      {
        onSuccess: (answer) => {
          setAsking(null);
          notify('success', answer?.message || awardText.selected);
        },
        onError: (failure) => {
          setAsking(null);
          notify('error', errorMessage(failure, awardText.selectFailed));
        },
      },
    );
  };
  return (
    <>
      <Button
        leftSection={<IconAward size={16} aria-hidden />}
        onClick={() =>
          setAsking(
            plan?.kind === 'award'
              ? plan
              : { confirm: awardText.confirmSelect(target.companyName), replace: false },
          )
        }
        w={{ base: '100%', xs: 'auto' }}
        data-testid="award-l1"
      >
        {t.result.awardToL1(target.companyName)}
      </Button>
      <ConfirmDialog
        opened={asking !== null}
        title={t.result.awardToL1Title}
        message={shownAsking?.confirm ?? ''}
        confirmLabel={t.result.award}
        loading={award.isPending}
        onConfirm={run}
        onCancel={() => setAsking(null)}
      >
        <Text size="sm" mt="sm">
          {t.result.carriesPrice(target.companyName, rupees(target.amount))}
        </Text>
      </ConfirmDialog>
    </>
  );
}

/**
 * The result of a closed auction: final ranks, the bids (all in the XLSX), and the award from it:
 * the whole quotation to L1 (an auction on the total) or by line on the comparison's line mode.
 * The invitees' quotations now carry their last bids, so the comparison and the award read them.
 */
export function AuctionResult({ auction, notify }: { auction: AuctionForBuyer; notify: Notify }) {
  const t = useText(auctionsText);
  const r = t.result;
  const generic = useText(messages).generic;
  const state = useAwardState(auction.tenderId, true);
  const awarded = awardedText(state.data, t);
  const first = awardTarget(auction);
  const saving = auctionSaving(auction);
  const [downloading, setDownloading] = useState(false);
  const download = async () => {
    setDownloading(true);
    try {
      await downloadBids(auction.tenderId);
    } catch (failure) {
      notify('error', errorMessage(failure, generic.somethingWrong));
    } finally {
      setDownloading(false);
    }
  };
  return (
    <>
      <Paper withBorder p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="result-heading">
        <Stack gap="sm">
          <Text component="h2" id="result-heading" fw={650} fz="md" m={0}>
            {r.heading}
          </Text>
          <Text size="sm" data-testid="result-summary">
            {r.summary(
              formatInstant(auction.closedAt, { seconds: true }),
              auction.bidCount,
              auction.extensionsUsed,
            )}
          </Text>
          {first && (
            <Text size="sm" data-testid="result-l1">
              {'L1: '}
              <b>{first.companyName}</b>
              {r.at}
              <b>{rupees(first.amount)}</b>
              {r.withGst}
              {saving && toSaving(saving, t)}
            </Text>
          )}
          {awarded && (
            <Alert color="teal" icon={<IconAward size={18} aria-hidden />} data-testid="award-state">
              {awarded}{' '}
              {state.data?.mode === 'quotation' && (
                <Anchor component={Link} to={selectedLink(auction.tenderId)} size="sm">
                  {r.openSelected}
                </Anchor>
              )}
            </Alert>
          )}
          <Group gap="sm">
            <AwardToL1 auction={auction} notify={notify} />
            {auction.bidOn === 'line' && (
              <Button
                component={Link}
                to={compareLink(auction.tenderId, true)}
                leftSection={<IconList size={16} aria-hidden />}
                w={{ base: '100%', xs: 'auto' }}
                data-testid="award-by-line"
              >
                {r.awardByLine}
              </Button>
            )}
            <Button
              variant="default"
              leftSection={<IconDownload size={16} aria-hidden />}
              onClick={() => void download()}
              loading={downloading}
              w={{ base: '100%', xs: 'auto' }}
              data-testid="download-bids"
            >
              {r.downloadBids}
            </Button>
            <Button
              component={Link}
              to={compareLink(auction.tenderId, false)}
              variant="subtle"
              leftSection={<IconScale size={16} aria-hidden />}
              w={{ base: '100%', xs: 'auto' }}
            >
              {r.compare}
            </Button>
          </Group>
          <Paper bg="gray.0" p="sm" radius="sm">
            <SettingsFacts auction={auction} />
          </Paper>
        </Stack>
      </Paper>
      <Standings auction={auction} final />
      <BidFeed auction={auction} />
    </>
  );
}
