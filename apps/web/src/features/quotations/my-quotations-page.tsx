import { Alert, Badge, Button, Divider, Group, Paper, Stack, Text, Tooltip } from '@mantine/core';
import { IconAlertCircle, IconCheck, IconEye, IconFileDollar, IconPencil } from '@tabler/icons-react';
import { addendumText } from '@tenderdesk/domain/clarification-messages';
import { messages } from '@tenderdesk/domain/messages';
import type { MyQuotationRow } from '@tenderdesk/domain/quotations';
import { quotationsText } from '@tenderdesk/domain/ui/quotations';
import { type ReactNode, useState } from 'react';
import { CardHeading } from '../../components/card-heading';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { SearchBox } from '../../components/list-controls';
import { ListEmpty } from '../../components/list-states';
import { ListFrame } from '../../components/list-table';
import { useLastOpen } from '../../components/modal';
import { PageHeader } from '../../components/page-header';
import { type RowColumn, RowView } from '../../components/row-view';
import { Banner, useTimedBanner } from '../../components/timed-banner';
import { errorMessage } from '../../lib/api';
import { localised, useLocale, useText } from '../../lib/i18n';
import { formatDay } from '../../lib/portal-time';
import { useClientList } from '../../lib/use-client-list';
import { supplierIdOfSession, useConfirmQuotation, useMyQuotations } from './api';
import type { BeforePrices } from './before-prices';
import { LazyQuotationEditor, preloadQuotationEditor } from './lazy-editor';
import { editBlockOf, matchesQuotation, readStoredQuotation, storedRupees } from './quotation-editor-state';
import { QUOTATION_BANNER_MS } from './quotation-rules';
import { QuotationViewDialog } from './quotation-view-dialog';

const STATUS_COLORS: Record<string, string> = { Pending: 'yellow', Approved: 'green', Rejected: 'red' };

/** What app/ adds to My Quotations (issue 21): the steps before the prices, and each row's bid. */
export type MyQuotationsExtras = {
  beforePrices?: BeforePrices;
  /** A row's bid in short (two envelopes, bid security, negotiation), or nothing. */
  bidStatus?: (row: MyQuotationRow, compact: boolean) => ReactNode;
};

/** /myQuotations (My Quotations): the supplier's quotations, viewed and edited in the priced editor. */
export function MyQuotationsPage(extras: MyQuotationsExtras) {
  const supplierId = supplierIdOfSession();
  const t = useText(quotationsText).mine;
  const m = useText(messages);
  return (
    <>
      <PageHeader title={t.title} description={t.description} />
      {supplierId ? (
        <QuotationList supplierId={supplierId} {...extras} />
      ) : (
        <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert">
          {m.quotation.notAuthenticated}
        </Alert>
      )}
    </>
  );
}

function QuotationList({ supplierId, beforePrices, bidStatus }: { supplierId: string } & MyQuotationsExtras) {
  const source = useMyQuotations(supplierId);
  const list = useClientList(source.data, matchesQuotation);
  const [viewing, setViewing] = useState<MyQuotationRow | null>(null);
  const [editing, setEditing] = useState<MyQuotationRow | null>(null);
  const { banner, show, clear } = useTimedBanner();

  const [confirming, setConfirming] = useState<MyQuotationRow | null>(null);
  const shownConfirming = useLastOpen(confirming);
  const confirm = useConfirmQuotation();
  const t = useText(quotationsText);
  const m = useText(messages);
  const addendum = useText(addendumText);

  const actions = (row: MyQuotationRow, compact: boolean) => (
    <RowButtons
      row={row}
      compact={compact}
      onView={() => setViewing(row)}
      onEdit={() => setEditing(row)}
      onConfirm={() => setConfirming(row)}
    />
  );
  const confirmRow = () => {
    if (!confirming) return;
    confirm.mutate(
      { tenderId: confirming.tenderId, supplierId, quotationId: confirming._id },
      {
        onSuccess: () => {
          setConfirming(null);
          // The banners in the language on screen when they show.
          show('success', localised(addendumText.confirmed), QUOTATION_BANNER_MS);
        },
        onError: (error) => {
          setConfirming(null);
          show('error', localised(errorMessage(error, addendumText.confirmFailed)), QUOTATION_BANNER_MS);
        },
      },
    );
  };

  return (
    <>
      <Banner banner={banner} onClose={clear} />
      <Paper withBorder p={{ base: 'sm', sm: 'lg' }}>
        <Group justify="space-between" mb="md" gap="sm">
          <SearchBox value={list.query} onChange={list.setQuery} placeholder={t.mine.searchPlaceholder} />
        </Group>
        <ListFrame
          source={source}
          paging={list}
          loadErrorMessage={m.quotation.myListFailed}
          empty={
            <ListEmpty
              query={list.query}
              icon={<IconFileDollar size={28} />}
              title={m.quotation.noneSent}
              noMatch={t.mine.noMatch}
            />
          }
        >
          <RowView
            rows={list.pageRows}
            rowKey={(row) => row._id}
            columns={quotationColumns(t, actions, bidStatus)}
            label={t.mine.title}
            minWidth={bidStatus ? 980 : 820}
            scroll="native"
            look={{ highlightOnHover: true, verticalSpacing: 'sm' }}
            rowTestId="quotation-row"
            card={(row) => (
              <QuotationCard row={row} actions={actions(row, true)} bid={bidStatus?.(row, true)} />
            )}
          />
        </ListFrame>
      </Paper>
      {viewing && <QuotationViewDialog row={viewing} onClose={() => setViewing(null)} />}
      <ConfirmDialog
        opened={confirming !== null}
        title={addendum.confirmTitle}
        message={addendum.confirmBody(shownConfirming?.latestAddendum ?? 0)}
        confirmLabel={addendum.confirm}
        loading={confirm.isPending}
        onConfirm={confirmRow}
        onCancel={() => setConfirming(null)}
      />
      {editing && (
        <LazyQuotationEditor
          tenderId={editing.tenderId}
          projectName={`${editing.projectCode} · ${editing.projectTitle}`}
          supplierId={supplierId}
          existing={{ quotationId: editing._id, stored: readStoredQuotation(editing.quotation) }}
          beforePrices={beforePrices}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            show('success', localised(messages.quotation.updated), QUOTATION_BANNER_MS);
          }}
        />
      )}
    </>
  );
}

type RowActions = (row: MyQuotationRow, compact: boolean) => ReactNode;
const wrap = { overflowWrap: 'anywhere' } as const;

/**
 * The table's columns: Project Code, Project Title, Publishing Date, Status, (My bid, when app/
 * gives it), Total (with GST), Actions.
 */
function quotationColumns(
  { mine: t }: typeof quotationsText,
  actions: RowActions,
  bidStatus: MyQuotationsExtras['bidStatus'],
): RowColumn<MyQuotationRow>[] {
  const bid: RowColumn<MyQuotationRow>[] = bidStatus
    ? [{ key: 'bid', header: t.myBid, maw: 210, cell: (row) => bidStatus(row, false) }]
    : [];
  return [
    {
      key: 'code',
      header: t.projectCode,
      cell: (row) => (
        <Text size="sm" fw={600} style={wrap}>
          {row.projectCode}
        </Text>
      ),
    },
    {
      key: 'title',
      header: t.projectTitle,
      maw: 320,
      cell: (row) => (
        <Text size="sm" style={wrap}>
          {row.projectTitle}
        </Text>
      ),
    },
    {
      key: 'published',
      header: t.publishingDate,
      cell: (row) => (
        <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
          {formatDay(row.publishingDate)}
        </Text>
      ),
    },
    { key: 'status', header: t.status, cell: (row) => <StatusBadge row={row} /> },
    ...bid,
    { key: 'total', header: t.totalWithGst, align: 'right', cell: (row) => <TotalText row={row} /> },
    { key: 'actions', header: t.actions, align: 'right', cell: (row) => actions(row, false) },
  ];
}

/** A quotation on a phone: title, code and day, status, the bid, the total, then the buttons. */
function QuotationCard({ row, actions, bid }: { row: MyQuotationRow; actions: ReactNode; bid?: ReactNode }) {
  const t = useText(quotationsText).mine;
  return (
    <Stack gap={6}>
      <CardHeading
        title={row.projectTitle}
        subtitle={`${row.projectCode} · ${t.published(formatDay(row.publishingDate))}`}
        aside={<StatusBadge row={row} />}
      />
      {bid}
      <Group justify="space-between" gap="xs">
        <Text size="sm" c="dimmed">
          {t.totalWithGst}
        </Text>
        <TotalText row={row} />
      </Group>
      <Divider my={4} />
      {actions}
    </Stack>
  );
}

/** A status as its badge reads; a status the screen does not know stays as the server sent it. */
const isKnownStatus = (status: string): status is keyof typeof quotationsText.status =>
  Object.hasOwn(quotationsText.status, status);

function StatusBadge({ row }: { row: MyQuotationRow }) {
  const t = useText(quotationsText);
  const addendum = useText(addendumText);
  return (
    <Group gap={4} style={{ flexShrink: 0 }}>
      <Badge
        color={STATUS_COLORS[row.status] ?? 'gray'}
        variant="light"
        style={{ minWidth: 'max-content' }}
        data-testid="quotation-status"
      >
        {isKnownStatus(row.status) ? t.status[row.status] : row.status}
      </Badge>
      {row.selected && (
        <Badge color="blue" variant="light">
          {t.mine.selected}
        </Badge>
      )}
      {row.addendumPending && (
        <Badge
          color="orange"
          variant="light"
          style={{ minWidth: 'max-content' }}
          data-testid="addendum-badge"
        >
          {addendum.issued(row.latestAddendum)}
        </Badge>
      )}
    </Group>
  );
}

function TotalText({ row }: { row: MyQuotationRow }) {
  const quotation = readStoredQuotation(row.quotation);
  return (
    <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }} data-testid="quotation-total">
      {quotation ? storedRupees(quotation.totalWithGst) : '—'}
    </Text>
  );
}

type RowButtonsProps = {
  row: MyQuotationRow;
  compact: boolean;
  onView: () => void;
  onEdit: () => void;
  onConfirm: () => void;
};

/** View, and Edit while the quotation may change (else the reason, in a tooltip and on a phone's card). */
function RowButtons({ row, compact, onView, onEdit, onConfirm }: RowButtonsProps) {
  const t = useText(quotationsText).mine;
  const addendum = useText(addendumText);
  const locale = useLocale();
  // Why Edit is off, in the language on screen (the rule gives the domain's English).
  const reason = editBlockOf(row);
  const blocked = reason === null ? null : localised(reason, locale);
  const name = `${row.projectCode} ${row.projectTitle}`;
  const edit = blocked ? (
    <Tooltip label={blocked} withArrow multiline w={260} events={{ hover: true, focus: true, touch: true }}>
      <Button
        size="xs"
        variant="light"
        leftSection={<IconPencil size={14} aria-hidden />}
        data-disabled
        aria-disabled="true"
        aria-label={t.editForBlocked(name, blocked)}
        onClick={(event) => event.preventDefault()}
        fullWidth={compact}
        data-testid="edit-quotation"
      >
        {t.edit}
      </Button>
    </Tooltip>
  ) : (
    <Button
      size="xs"
      leftSection={<IconPencil size={14} aria-hidden />}
      aria-label={t.editFor(name)}
      onClick={onEdit}
      onPointerEnter={preloadQuotationEditor}
      onFocus={preloadQuotationEditor}
      fullWidth={compact}
      data-testid="edit-quotation"
    >
      {t.edit}
    </Button>
  );
  const view = (
    <Button
      size="xs"
      variant="default"
      leftSection={<IconEye size={14} aria-hidden />}
      aria-label={t.viewFor(name)}
      onClick={onView}
      fullWidth={compact}
      data-testid="view-quotation"
    >
      {t.view}
    </Button>
  );
  // A quotation sent before an addendum: the supplier confirms it stands (or revises it with Edit).
  const confirm =
    row.addendumPending && !blocked ? (
      <Button
        size="xs"
        color="orange"
        leftSection={<IconCheck size={14} aria-hidden />}
        aria-label={t.confirmFor(name)}
        onClick={onConfirm}
        fullWidth={compact}
        data-testid="confirm-quotation"
      >
        {addendum.confirm}
      </Button>
    ) : null;
  if (compact) {
    return (
      <Stack gap={6}>
        <Group grow gap="xs">
          {view}
          {edit}
          {confirm}
        </Group>
        {blocked && (
          <Text size="xs" c="dimmed" data-testid="edit-blocked">
            {blocked}
          </Text>
        )}
      </Stack>
    );
  }
  return (
    <Group gap="xs" justify="flex-end" wrap="nowrap">
      {view}
      {edit}
      {confirm}
    </Group>
  );
}
