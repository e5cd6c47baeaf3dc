import { Badge, Button, Divider, Group, Paper, Stack, Text } from '@mantine/core';
import { IconEye, IconFileOff, IconInbox, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { messages } from '@tenderdesk/domain/messages';
import { DEFAULT_TENDER_SORT, TENDER_LIST_SORTS, type TenderListSort } from '@tenderdesk/domain/tender-list';
import type { TenderSummary } from '@tenderdesk/domain/tender-rules';
import { tenderListText } from '@tenderdesk/domain/ui/tenders';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { PageHeader } from '../../components/page-header';
import { type ServerListColumn, ServerListTable } from '../../components/server-list-table';
import { Banner } from '../../components/timed-banner';
import { errorMessage } from '../../lib/api';
import { useText } from '../../lib/i18n';
import { PATHS, pathTo } from '../../lib/paths';
import { formatDay } from '../../lib/portal-time';
import { useConfirmTarget } from '../../lib/use-confirm-target';
import { useServerList } from '../../lib/use-server-list';
import { TENDER_LIST_PATHS, tenderKeys, useDeleteTender, usePublishDraft } from './api';
import { TENDER_BANNER_MS, useHandedBanner } from './banner';
import { useCopyTenderAction } from './copy-tender';
import { editTenderPath } from './edit-path';

/** The sort choices, each with its label's key in `tenderListText.sort`. */
const SORT_OPTIONS: { value: TenderListSort; label: keyof typeof tenderListText.sort }[] = [
  { value: '-createdAt', label: 'newest' },
  { value: 'createdAt', label: 'oldest' },
  { value: '-publishingDate', label: 'publishingLatest' },
  { value: 'closingDate', label: 'closingSoonest' },
  { value: 'projectName', label: 'projectName' },
];

type ListText = typeof tenderListText;

type Kind = 'published' | 'drafts';
type Column = ServerListColumn<TenderSummary, TenderListSort>;

const nowrap = { whiteSpace: 'nowrap' } as const;

function DateCell({ value }: { value: string }) {
  return (
    <Text size="sm" style={nowrap}>
      {formatDay(value)}
    </Text>
  );
}

/** /listTender */
export function PublishedTendersPage() {
  return <TenderListPage key="published" kind="published" />;
}

/** /DraftTender */
export function DraftTendersPage() {
  return <TenderListPage key="drafts" kind="drafts" />;
}

/** The row's buttons: View, Edit, Copy, Delete, and on a draft RP (and Publish once it is ready). */
type RowButtons = {
  copy: (tender: TenderSummary) => ReactNode;
  view: (tender: TenderSummary) => ReactNode;
  edit: (tender: TenderSummary) => ReactNode;
  remove: (tender: TenderSummary) => ReactNode;
  rp: (tender: TenderSummary) => ReactNode;
};

function TenderListPage({ kind }: { kind: Kind }) {
  const drafts = kind === 'drafts';
  const list = useServerList<TenderSummary, TenderListSort>({
    path: TENDER_LIST_PATHS[kind],
    queryKey: drafts ? tenderKeys.drafts : tenderKeys.published,
    sorts: TENDER_LIST_SORTS,
    defaultSort: DEFAULT_TENDER_SORT,
  });
  const t = useText(tenderListText);
  const m = useText(messages);
  const actions = useTenderActions(drafts);
  const buttons = rowButtons(t, drafts, actions);
  return (
    <>
      <PageHeader
        title={drafts ? t.draftsTitle : t.publishedTitle}
        description={drafts ? t.draftsDescription : t.publishedDescription}
        actions={
          <Button component={Link} to={PATHS.newTender} leftSection={<IconPlus size={16} />}>
            {t.newTender}
          </Button>
        }
      />
      <Banner banner={actions.banner} onClose={actions.clear} />
      <Paper withBorder p={{ base: 'sm', sm: 'lg' }}>
        <ServerListTable
          list={list}
          label={drafts ? t.draftsLabel : t.publishedLabel}
          searchPlaceholder={t.searchPlaceholder}
          columns={drafts ? draftColumns(t, buttons) : publishedColumns(t, buttons)}
          minWidth={960}
          card={(tender) => <TenderCard tender={tender} drafts={drafts} buttons={buttons} />}
          sortOptions={SORT_OPTIONS.map(({ value, label }) => ({ value, label: t.sort[label] }))}
          rowTestId="tender-row"
          loadErrorMessage={m.tender.fetchFailed}
          exportName={drafts ? 'tender-drafts' : 'tenders'}
          empty={{
            icon: drafts ? <IconFileOff size={28} /> : <IconInbox size={28} />,
            title: drafts ? m.draft.noDrafts : m.tender.noTenders,
            noMatch: (q) => (drafts ? t.noDraftsMatch(q) : t.noTendersMatch(q)),
          }}
        />
      </Paper>
      <TenderDialogs drafts={drafts} actions={actions} />
    </>
  );
}

type TenderActions = ReturnType<typeof useTenderActions>;

/** Delete (a draft or a tender) and publish (a draft), each asked first, with the banner they answer in. */
function useTenderActions(drafts: boolean) {
  const { banner, show, clear } = useHandedBanner();
  const m = useText(messages);
  const remove = useDeleteTender();
  const publish = usePublishDraft();
  const deleting = useConfirmTarget<TenderSummary>();
  const publishing = useConfirmTarget<TenderSummary>();
  const copy = useCopyTenderAction((message) => show('error', message, TENDER_BANNER_MS));

  const runDelete = () => {
    const tender = deleting.target;
    if (!tender) return;
    clear();
    remove.mutate(
      { tenderId: tender._id, draft: drafts },
      {
        onSuccess: (response) =>
          show(
            'success',
            response?.message || (drafts ? m.draft.deleted : m.tender.deleted),
            TENDER_BANNER_MS,
          ),
        // A tender suppliers already answered is kept: the server's 409 says why.
        onError: (error) =>
          show(
            'error',
            errorMessage(error, drafts ? m.draft.deleteFailed : m.tender.deleteFailed),
            TENDER_BANNER_MS,
          ),
        onSettled: deleting.close,
      },
    );
  };

  const runPublish = () => {
    const tender = publishing.target;
    if (!tender) return;
    clear();
    publish.mutate(
      { tenderId: tender._id, ready: tender.readyToPublish },
      {
        onSuccess: () => show('success', m.draft.published, TENDER_BANNER_MS),
        onError: (error) => show('error', errorMessage(error, m.draft.publishFailed), TENDER_BANNER_MS),
        onSettled: publishing.close,
      },
    );
  };

  const publishingOf = (tender: TenderSummary) =>
    publish.isPending && publish.variables?.tenderId === tender._id;
  const busy = (tender: TenderSummary) =>
    (remove.isPending && remove.variables?.tenderId === tender._id) || publishingOf(tender);

  return {
    banner,
    clear,
    remove,
    publish,
    deleting,
    publishing,
    copy,
    runDelete,
    runPublish,
    busy,
    publishingOf,
  };
}

function rowButtons(t: ListText, drafts: boolean, actions: TenderActions): RowButtons {
  const { busy, publishingOf, deleting, publishing, copy } = actions;
  return {
    copy: (tender) => copy.button(tender, { size: 'xs' }),
    view: (tender) => (
      <Button
        component={Link}
        to={pathTo(drafts ? PATHS.draftView : PATHS.tenderDetails, tender._id)}
        size="xs"
        variant="light"
        leftSection={<IconEye size={14} />}
        aria-label={t.viewLabel(tender.projectCode)}
      >
        {t.view}
      </Button>
    ),
    edit: (tender) => (
      <Button
        component={Link}
        to={editTenderPath(tender._id, drafts)}
        size="xs"
        variant="default"
        leftSection={<IconPencil size={14} />}
        aria-label={t.editLabel(tender.projectCode)}
      >
        {t.edit}
      </Button>
    ),
    remove: (tender) => (
      <Button
        size="xs"
        variant="subtle"
        color="red"
        leftSection={<IconTrash size={14} />}
        onClick={() => deleting.ask(tender)}
        disabled={busy(tender)}
        aria-label={t.deleteLabel(tender.projectCode)}
      >
        {t.delete}
      </Button>
    ),
    // Spec section 4: RP marks the draft ready, then publishes it; it is disabled once the draft is
    // ready, and a ready draft (an earlier publish failed halfway) gets Publish so it is not stuck.
    rp: (tender) => (
      <Group gap={6} wrap="nowrap">
        <Button
          size="xs"
          variant={tender.readyToPublish ? 'default' : 'filled'}
          onClick={() => publishing.ask(tender)}
          disabled={tender.readyToPublish || busy(tender)}
          loading={publishingOf(tender) && !tender.readyToPublish}
          aria-label={t.rpLabel(tender.projectCode)}
          title={t.rpTitle}
        >
          {t.rp}
        </Button>
        {tender.readyToPublish && (
          <Button
            size="xs"
            onClick={() => publishing.ask(tender)}
            loading={publishingOf(tender)}
            aria-label={t.publishLabel(tender.projectCode)}
          >
            {t.publish}
          </Button>
        )}
      </Group>
    ),
  };
}

const codeCell = (tender: TenderSummary) => (
  <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
    {tender.projectCode}
  </Text>
);
const organisationCell = (tender: TenderSummary) => <Text size="sm">{tender.organisation}</Text>;

const publishingColumn = (t: ListText): Column => ({
  key: 'publishing',
  header: t.columns.publishing,
  sortField: 'publishingDate',
  descendingFirst: true,
  cell: (tender) => <DateCell value={tender.publishingDate} />,
});

/** Company, RFQ No., Project Title, the dates, RP, View, Edit, Delete. */
function draftColumns(t: ListText, buttons: RowButtons): Column[] {
  return [
    { key: 'company', header: t.columns.company, cell: organisationCell },
    { key: 'rfq', header: t.columns.rfq, cell: codeCell },
    {
      key: 'title',
      header: t.columns.title,
      maw: 280,
      cell: (tender) => <Text size="sm">{tender.projectTitle}</Text>,
    },
    publishingColumn(t),
    {
      key: 'closing',
      header: t.columns.closing,
      sortField: 'closingDate',
      descendingFirst: true,
      cell: (tender) => <DateCell value={tender.closingDate} />,
    },
    { key: 'rp', header: t.rp, cell: buttons.rp },
    { key: 'view', header: t.columns.view, cell: buttons.view },
    { key: 'edit', header: t.columns.edit, cell: buttons.edit },
    { key: 'copy', header: t.columns.copy, cell: buttons.copy },
    { key: 'delete', header: t.columns.delete, cell: buttons.remove },
  ];
}

/** Project Code, Project Title (and name), Organisation, the dates (Closed marked), Actions. */
function publishedColumns(t: ListText, buttons: RowButtons): Column[] {
  return [
    { key: 'code', header: t.columns.code, cell: codeCell },
    {
      key: 'title',
      header: t.columns.title,
      maw: 300,
      cell: (tender) => (
        <Stack gap={0}>
          <Text size="sm" fw={500}>
            {tender.projectTitle}
          </Text>
          <Text size="xs" c="dimmed">
            {tender.projectName}
          </Text>
        </Stack>
      ),
    },
    { key: 'organisation', header: t.columns.organisation, cell: organisationCell },
    publishingColumn(t),
    {
      key: 'closing',
      header: t.columns.closing,
      sortField: 'closingDate',
      descendingFirst: true,
      cell: (tender) => (
        <Group gap={6} wrap="nowrap">
          <DateCell value={tender.closingDate} />
          {tender.isClosed && (
            <Badge size="xs" variant="light" color="gray" style={{ flexShrink: 0 }}>
              {t.closed}
            </Badge>
          )}
        </Group>
      ),
    },
    {
      key: 'actions',
      header: t.columns.actions,
      align: 'right',
      cell: (tender) => (
        <Group gap={6} justify="flex-end" wrap="nowrap">
          {buttons.view(tender)}
          {buttons.edit(tender)}
          {buttons.copy(tender)}
          {buttons.remove(tender)}
        </Group>
      ),
    },
  ];
}

/** A tender on a phone: code and title, Ready or Closed, organisation, dates, then the buttons. */
function TenderCard({
  tender,
  drafts,
  buttons,
}: {
  tender: TenderSummary;
  drafts: boolean;
  buttons: RowButtons;
}) {
  const t = useText(tenderListText);
  const mark = drafts
    ? tender.readyToPublish && (
        <Badge size="sm" variant="light" color="teal" style={{ flexShrink: 0 }}>
          {t.ready}
        </Badge>
      )
    : tender.isClosed && (
        <Badge size="sm" variant="light" color="gray" style={{ flexShrink: 0 }}>
          {t.closed}
        </Badge>
      );
  return (
    <Stack gap={6}>
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
        <Stack gap={0} style={{ minWidth: 0 }}>
          <Text size="xs" c="dimmed" fw={700} style={{ overflowWrap: 'anywhere' }}>
            {tender.projectCode}
          </Text>
          <Text fw={650}>{tender.projectTitle}</Text>
        </Stack>
        {mark}
      </Group>
      <Text size="sm">{tender.organisation}</Text>
      <Text size="sm" c="dimmed">
        {formatDay(tender.publishingDate)} – {formatDay(tender.closingDate)}
      </Text>
      <Divider my={4} />
      <Group gap={6}>
        {drafts && buttons.rp(tender)}
        {buttons.view(tender)}
        {buttons.edit(tender)}
        {buttons.copy(tender)}
        {buttons.remove(tender)}
      </Group>
    </Stack>
  );
}

/** The two confirmations: delete (a draft or a tender) and publish a draft. */
function TenderDialogs({ drafts, actions }: { drafts: boolean; actions: TenderActions }) {
  const { deleting, publishing, remove, publish } = actions;
  const t = useText(tenderListText);
  const m = useText(messages);
  const deletingTender = deleting.target;
  const publishingTender = publishing.target;
  return (
    <>
      <ConfirmDialog
        opened={deleting.opened}
        title={drafts ? t.deleteDraftTitle : t.deleteTenderTitle}
        message={
          <>
            {drafts ? m.draft.confirmDelete : m.tender.confirmDelete}
            {deletingTender && (
              <Text span display="block" mt="xs" c="dimmed" size="sm">
                {deletingTender.projectCode} · {deletingTender.projectTitle}
              </Text>
            )}
          </>
        }
        confirmLabel={t.delete}
        danger
        loading={remove.isPending}
        onConfirm={actions.runDelete}
        onCancel={deleting.close}
      />
      <ConfirmDialog
        opened={publishing.opened}
        title={t.publishTitle}
        message={
          <>
            {m.draft.confirmPublish}
            {publishingTender && (
              <Text span display="block" mt="xs" c="dimmed" size="sm">
                {publishingTender.projectCode} · {publishingTender.projectTitle}
              </Text>
            )}
          </>
        }
        confirmLabel={t.publish}
        loading={publish.isPending}
        onConfirm={actions.runPublish}
        onCancel={publishing.close}
      />
      {actions.copy.dialog}
    </>
  );
}
