import { Alert, Anchor, Badge, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconArrowLeft, IconClipboardList, IconLock, IconPencil } from '@tabler/icons-react';
import { evaluationMessages } from '@tenderdesk/domain/evaluation-messages';
import { messages } from '@tenderdesk/domain/messages';
import { purchaseRequestText } from '@tenderdesk/domain/purchase-request-messages';
import type { Tender } from '@tenderdesk/domain/tender-rules';
import { tenderDetailsText } from '@tenderdesk/domain/ui/tenders';
import { lazy, type ReactNode, Suspense } from 'react';
import { Link, useParams } from 'react-router';
import { LoadingBlock } from '../../components/list-states';
import { TenderView } from '../../components/tender-view';
import { Banner } from '../../components/timed-banner';
import { ApiError, errorMessage } from '../../lib/api';
import { useText } from '../../lib/i18n';
import { PATHS, pathTo } from '../../lib/paths';
import { formatInstant } from '../../lib/portal-time';
import { tenderFilePath, useTender, useTenderPurchaseRequest } from './api';
import { TENDER_BANNER_MS, useHandedBanner } from './banner';
import { CloseEarlyButton, closedEarlyText } from './close-early';
import { useCopyTenderAction } from './copy-tender';
import { editTenderPath } from './edit-path';

/** The history section: its own chunk, fetched after the tender shows (the page is near its budget). */
const TenderHistory = lazy(() =>
  import('./tender-history').then((module) => ({ default: module.TenderHistory })),
);

/**
 * /tender-details/{id}: a published tender, read-only, with its files to download; `after` renders
 * below it once it has loaded (the app adds the addenda and questions there).
 */
export function TenderDetailsPage({ after }: { after?: (tender: Tender) => ReactNode }) {
  return <TenderPage draft={false} after={after} />;
}

/** /draft-view/{id}: a draft, in the same layout, titled View Draft (spec section 2). */
export function DraftViewPage({ after }: { after?: (tender: Tender) => ReactNode }) {
  return <TenderPage draft after={after} />;
}

function TenderPage({ draft, after }: { draft: boolean; after?: (tender: Tender) => ReactNode }) {
  const { id = '' } = useParams();
  const tender = useTender(id, draft);
  const { banner, clear, show, evaluationNotice, dismissEvaluationNotice } = useHandedBanner();
  const copy = useCopyTenderAction((message) => show('error', message, TENDER_BANNER_MS));
  const t = useText(tenderDetailsText);
  const m = useText(messages);
  const evaluation = useText(evaluationMessages);
  const title = draft ? t.draftTitle : t.tenderTitle;
  const back = draft
    ? { to: PATHS.draftTenders, label: t.backToDrafts }
    : { to: PATHS.publishedTenders, label: t.backToPublished };
  const backLink = (
    <Anchor component={Link} to={back.to} size="sm" w="fit-content">
      <Group gap={4} wrap="nowrap">
        <IconArrowLeft size={16} aria-hidden />
        <span>{back.label}</span>
      </Group>
    </Anchor>
  );

  if (tender.isPending) {
    return (
      <LoadingBlock gap="md" heights={[200, 140, 100]} data-testid="tender-loading">
        <Title order={1} fz={{ base: 22, sm: 26 }}>
          {title}
        </Title>
      </LoadingBlock>
    );
  }
  if (tender.isError) {
    const notFound = tender.error instanceof ApiError && tender.error.status === 404;
    const text = notFound
      ? draft
        ? m.draft.notFound
        : m.tender.notFound
      : errorMessage(tender.error, draft ? m.draft.detailsFailed : m.tender.detailsFailed);
    return (
      <Stack gap="md" maw={640}>
        {backLink}
        <Title order={1} fz={{ base: 22, sm: 26 }}>
          {title}
        </Title>
        <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert" data-testid="tender-error">
          {text}
        </Alert>
        {!notFound && (
          <Button variant="light" w="fit-content" onClick={() => void tender.refetch()}>
            {t.tryAgain}
          </Button>
        )}
      </Stack>
    );
  }

  const data = tender.data;
  return (
    <Stack gap="md">
      {backLink}
      <Group justify="space-between" align="flex-end" gap="sm">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Text size="xs" c="dimmed" fw={700} tt="uppercase" style={{ letterSpacing: '0.06em' }}>
            {data.projectCode}
          </Text>
          <Title order={1} fz={{ base: 22, sm: 26 }}>
            {title}
          </Title>
          <Group gap="xs">
            <StatusBadge tender={data} />
            <FromPurchaseRequest tenderId={data._id} />
            <Text size="sm" c="dimmed">
              {data.publishedAt
                ? t.published(formatInstant(data.publishedAt))
                : t.lastSaved(formatInstant(data.updatedAt))}
            </Text>
          </Group>
        </Stack>
        <Group gap="sm" w={{ base: '100%', xs: 'auto' }}>
          {!draft && data.status === 'Published' && !data.isClosed && (
            <CloseEarlyButton
              tender={data}
              onClosed={(message) => show('success', message, TENDER_BANNER_MS)}
            />
          )}
          {copy.button(data, { size: 'sm', w: { base: '100%', xs: 'auto' } })}
          <Button
            component={Link}
            to={editTenderPath(data._id, draft)}
            leftSection={<IconPencil size={16} />}
            variant="light"
            w={{ base: '100%', xs: 'auto' }}
          >
            {draft ? t.editDraft : t.editTender}
          </Button>
        </Group>
      </Group>
      <Banner banner={banner} onClose={clear} />
      {copy.dialog}
      {evaluationNotice && (
        <Alert
          color="blue"
          // A pointer, not an alarm: Mantine's alerts are role="alert" unless told otherwise.
          role="note"
          icon={<IconClipboardList size={18} aria-hidden />}
          withCloseButton
          closeButtonLabel={t.dismiss}
          onClose={dismissEvaluationNotice}
          data-testid="evaluation-notice"
        >
          {evaluation.settingsNotice}{' '}
          <Anchor component={Link} to={pathTo(PATHS.evaluationSettings, data._id)} fw={600}>
            {t.evaluationSettings}
          </Anchor>
        </Alert>
      )}
      {closedEarlyText(data, m.tender) && (
        <Alert color="gray" icon={<IconLock size={18} aria-hidden />} data-testid="tender-closed-early">
          {closedEarlyText(data, m.tender)}
        </Alert>
      )}
      <TenderView
        tender={data}
        // TenderView (components/) takes the English label and numbers it: translated there.
        fileLabel={draft ? 'View File' : 'Download File'}
        downloadPath={tenderFilePath(data._id)}
      />
      {after?.(data)}
      <Suspense fallback={null}>
        <TenderHistory tenderId={data._id} />
      </Suspense>
    </Stack>
  );
}

/** "From purchase request PR-0001", linking back to it, when the tender was made from one (decision 032). */
function FromPurchaseRequest({ tenderId }: { tenderId: string }) {
  const request = useTenderPurchaseRequest(tenderId);
  const text = useText(purchaseRequestText);
  if (!request.data) return null;
  return (
    <Anchor
      component={Link}
      to={pathTo(PATHS.purchaseRequestDetails, request.data._id)}
      size="sm"
      data-testid="tender-purchase-request"
    >
      {text.fromRequest(request.data.code)}
    </Anchor>
  );
}

function StatusBadge({ tender }: { tender: Tender }) {
  const t = useText(tenderDetailsText).status;
  if (tender.status === 'Draft') {
    return (
      <Badge variant="light" color={tender.readyToPublish ? 'teal' : 'gray'}>
        {tender.readyToPublish ? t.draftReady : t.draft}
      </Badge>
    );
  }
  return (
    <Badge variant="light" color={tender.isClosed ? 'gray' : 'green'}>
      {tender.closedEarlyAt ? t.closedEarly : tender.isClosed ? t.closed : t.open}
    </Badge>
  );
}
