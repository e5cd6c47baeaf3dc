import { Alert, Anchor, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconArrowLeft, IconLock } from '@tabler/icons-react';
import { messages } from '@tenderdesk/domain/messages';
import type { InterestStatus, Tender } from '@tenderdesk/domain/tender-rules';
import { supplierTendersText } from '@tenderdesk/domain/ui/supplier-tenders';
import { type ReactNode, useEffect } from 'react';
import { Link, useParams } from 'react-router';
import { LoadingBlock } from '../../components/list-states';
import { TenderView } from '../../components/tender-view';
import { Banner, useTimedBanner } from '../../components/timed-banner';
import { ApiError, errorMessage } from '../../lib/api';
import { localised, useText } from '../../lib/i18n';
import { PATHS } from '../../lib/paths';
import { formatDay, formatInstantDay } from '../../lib/portal-time';
import { useExpressInterest, useOwnTenderRow, useSupplierProfile, useSupplierTenderView } from './api';
import { InterestCell } from './interest-cell';
import {
  expressInterestMessage,
  SUPPLIER_TENDER_BANNER_MS,
  tenderDownloadPath,
} from './supplier-tender-rules';

/** The browser tab names the tender (the route's own title is the generic 'RFQ/RFP'). */
function useTenderTitle(tender: Tender | undefined) {
  useEffect(() => {
    if (!tender) return;
    // After the shell's own title effect, which runs after this one on the same render.
    const timer = setTimeout(() => {
      document.title = `${tender.projectName} · TenderDesk`;
    }, 0);
    return () => clearTimeout(timer);
  }, [tender]);
}

function BackLink() {
  const t = useText(supplierTendersText);
  return (
    <Anchor component={Link} to={PATHS.allTenders} size="sm" w="fit-content">
      <Group gap={4} wrap="nowrap">
        <IconArrowLeft size={16} aria-hidden />
        <span>{t.allTitle}</span>
      </Group>
    </Anchor>
  );
}

/**
 * /rfq/{id}: a published tender of the supplier's category, read-only (its items and documents),
 * with Express Interest, or the supplier's status, or Closed: a supplier reads the RFQ first.
 */
/** This supplier's own interest in the tender, once known (the sections below the tender may need it). */
export type OwnInterest = { known: boolean; interestStatus: InterestStatus | null };
type After = (tender: Tender, own: OwnInterest) => ReactNode;

export function SupplierTenderPage({ after }: { after?: After }) {
  const { id = '' } = useParams();
  const view = useSupplierTenderView(id);
  const tender = view.data;
  useTenderTitle(tender);
  const t = useText(supplierTendersText);
  const m = useText(messages);

  if (view.isPending) {
    return (
      <LoadingBlock gap="md" heights={[220, 160]}>
        <Skeleton height={36} width="50%" />
      </LoadingBlock>
    );
  }
  if (view.isError) {
    const status = view.error instanceof ApiError ? view.error.status : 0;
    return (
      <Stack gap="md" maw={640}>
        <BackLink />
        <Title order={1} fz={{ base: 22, sm: 26 }}>
          {t.tenderHeading}
        </Title>
        <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert" data-testid="tender-error">
          {status === 404
            ? m.tender.notFound
            : status === 403
              ? errorMessage(view.error, m.supplierSide.tendersAccessDenied)
              : errorMessage(view.error, m.tender.detailsFailed)}
        </Alert>
      </Stack>
    );
  }
  return <LoadedTender tender={view.data} after={after} />;
}

function LoadedTender({ tender, after }: { tender: Tender; after?: After }) {
  const profile = useSupplierProfile();
  const own = useOwnTenderRow(profile.data?.category ?? null, tender);
  const interest = useExpressInterest();
  const { banner, show, clear } = useTimedBanner();
  const t = useText(supplierTendersText);
  const m = useText(messages);
  const row = {
    projectName: tender.projectName,
    // Until this supplier's row is known the button waits: it may already have answered.
    interestStatus: own.data?.interestStatus ?? (interest.isSuccess ? ('Pending' as const) : null),
    isClosed: own.data?.isClosed ?? tender.isClosed,
    closedEarlyReason: tender.closedEarlyReason,
  };
  const express = () =>
    interest.mutate(tender._id, {
      // The banner's text in the language on screen when it shows.
      onSuccess: () => show('success', localised(messages.interest.expressed), SUPPLIER_TENDER_BANNER_MS),
      onError: (error) => show('error', localised(expressInterestMessage(error)), SUPPLIER_TENDER_BANNER_MS),
    });

  return (
    <Stack gap="md">
      <BackLink />
      <Group justify="space-between" align="flex-end" gap="sm">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Text size="xs" c="dimmed" fw={700} tt="uppercase" style={{ letterSpacing: '0.06em' }}>
            {t.tenderHeading} · {tender.projectCode}
          </Text>
          <Title order={1} fz={{ base: 22, sm: 26 }} style={{ overflowWrap: 'anywhere' }}>
            {tender.projectName}
          </Title>
          <Text size="sm" c="dimmed">
            {tender.organisation} ·{' '}
            {(row.isClosed ? t.closedOn : t.closesOn)(formatDay(tender.closingDate, 'numeric'))}
          </Text>
        </Stack>
        <Paper withBorder px="md" py="sm" w={{ base: '100%', sm: 'auto' }} data-testid="tender-interest">
          <Group gap="sm" wrap="nowrap" justify="space-between">
            <Text size="sm" c="dimmed">
              {t.yourInterest}
            </Text>
            {own.isLoading && !row.isClosed ? (
              <Skeleton height={30} width={140} />
            ) : (
              <InterestCell tender={row} onExpress={express} busy={interest.isPending} />
            )}
          </Group>
        </Paper>
      </Group>
      <Banner banner={banner} onClose={clear} />
      {own.data?.interestStatus === 'Rejected' && own.data.rejectReason && (
        // Why the buyer rejected this supplier's interest (issue 18).
        <Alert color="red" variant="light" title={t.notApproved} data-testid="reject-reason">
          {m.interest.rejectedBecause(own.data.rejectReason)}
        </Alert>
      )}
      {tender.closedEarlyAt && (
        <Alert color="gray" icon={<IconLock size={18} aria-hidden />} data-testid="tender-closed-early">
          {m.tender.closedEarlyOn(formatInstantDay(tender.closedEarlyAt), tender.closedEarlyReason ?? '')}
        </Alert>
      )}
      <TenderView
        tender={tender}
        fileLabel="Download File"
        downloadPath={(kind, index) => tenderDownloadPath(tender._id, kind, index)}
      />
      {after?.(tender, { known: !own.isLoading, interestStatus: row.interestStatus })}
    </Stack>
  );
}
