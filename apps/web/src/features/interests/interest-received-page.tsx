import { Badge, Button, Divider, Group, Paper, Stack, Text, Textarea } from '@mantine/core';
import { IconCheck, IconUsers, IconX } from '@tabler/icons-react';
import { INTERESTED_ROW_SORTS } from '@tenderdesk/domain/interest-paths';
import { messages } from '@tenderdesk/domain/messages';
import {
  INTEREST_REJECT_REASON_MAX,
  type InterestDecision,
  type InterestStatus,
} from '@tenderdesk/domain/tender-rules';
import { interestsText } from '@tenderdesk/domain/ui/interests';
import { useState } from 'react';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { PageHeader } from '../../components/page-header';
import { type ServerListColumn, ServerListTable } from '../../components/server-list-table';
import { Banner, useTimedBanner } from '../../components/timed-banner';
import { errorMessage } from '../../lib/api';
import { useText } from '../../lib/i18n';
import { formatDay, formatInstantDay } from '../../lib/portal-time';
import { useConfirmTarget } from '../../lib/use-confirm-target';
import { useServerList } from '../../lib/use-server-list';
import {
  INTEREST_ROWS_PATH,
  type InterestRow,
  type InterestRowSort,
  interestKeys,
  useDecideInterest,
} from './api';

/** The spec gives no delay for these banners: a few seconds, like the supplier actions. */
const BANNER_MS = 5_000;

/** The sort choices, each with its label's key in `interestsText.sort`. */
const SORT_OPTIONS: { value: InterestRowSort; label: keyof typeof interestsText.sort }[] = [
  { value: '-interestedDate', label: 'newest' },
  { value: 'interestedDate', label: 'oldest' },
];

const STATUS_COLOR: Record<InterestStatus, string> = {
  Pending: 'yellow',
  Approved: 'green',
  Rejected: 'red',
};

type Deciding = { row: InterestRow; status: InterestDecision };

/** /interestReceived (Interested Suppliers): one row per tender and supplier, approved or rejected here. */
export function InterestReceivedPage() {
  const t = useText(interestsText);
  const m = useText(messages);
  const list = useServerList<InterestRow, InterestRowSort>({
    path: INTEREST_ROWS_PATH,
    queryKey: interestKeys.rows,
    sorts: INTERESTED_ROW_SORTS,
    defaultSort: '-interestedDate',
  });
  const { banner, show, clear } = useTimedBanner();
  const decide = useDecideInterest();
  const confirm = useConfirmTarget<Deciding>();
  const [reason, setReason] = useState('');

  const run = () => {
    const target = confirm.target;
    if (!target) return;
    clear();
    decide.mutate(
      { ...target, reason },
      {
        onSuccess: () => show('success', m.interest.decided(target.status), BANNER_MS),
        onError: (error) =>
          show('error', errorMessage(error, m.interest.decideFailed(target.status)), BANNER_MS),
        onSettled: () => {
          setReason('');
          confirm.close();
        },
      },
    );
  };

  // Spec section 2: the button matching the current status is disabled and reads Approved / Rejected.
  const actions = (row: InterestRow, fullWidth = false) => {
    const busy = decide.isPending && decide.variables?.row._id === row._id;
    const button = (status: InterestDecision) => {
      const current = row.status === status;
      const approve = status === 'Approved';
      const label = current ? t.status[status] : approve ? t.approve : t.reject;
      return (
        <Button
          size="xs"
          variant={current ? 'light' : approve ? 'filled' : 'outline'}
          color={approve ? undefined : 'red.9'}
          leftSection={approve ? <IconCheck size={14} /> : <IconX size={14} />}
          disabled={current || busy}
          loading={busy && decide.variables?.status === status}
          onClick={() => confirm.ask({ row, status })}
          aria-label={`${label}: ${row.supplierName}, ${row.projectName}`}
          style={fullWidth ? { flex: 1 } : undefined}
        >
          {label}
        </Button>
      );
    };
    return (
      <Group gap={6} wrap="nowrap" justify={fullWidth ? 'stretch' : 'flex-end'}>
        {button('Approved')}
        {button('Rejected')}
      </Group>
    );
  };

  const columns: ServerListColumn<InterestRow, InterestRowSort>[] = [
    {
      key: 'project',
      header: t.columns.project,
      maw: 280,
      cell: (row) => (
        <Text size="sm" fw={500}>
          {row.projectName}
        </Text>
      ),
    },
    {
      key: 'organisation',
      header: t.columns.organisation,
      cell: (row) => <Text size="sm">{row.organisation}</Text>,
    },
    {
      key: 'supplier',
      header: t.columns.supplier,
      cell: (row) => (
        <Stack gap={2} align="flex-start">
          <Text size="sm">{row.supplierName}</Text>
          <Text size="xs" c="dimmed">
            {t.interestedOn(formatInstantDay(row.interestedDate))}
          </Text>
          <Badge size="xs" variant="light" color={STATUS_COLOR[row.status]}>
            {t.status[row.status]}
          </Badge>
        </Stack>
      ),
    },
    {
      key: 'publishing',
      header: t.columns.publishing,
      cell: (row) => (
        <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
          {formatDay(row.publishingDate)}
        </Text>
      ),
    },
    { key: 'actions', header: t.columns.actions, align: 'right', cell: (row) => actions(row) },
  ];

  const target = confirm.target;
  return (
    <>
      <PageHeader title={t.title} description={t.description} />
      <Banner banner={banner} onClose={clear} />
      <Paper withBorder p={{ base: 'sm', sm: 'lg' }}>
        <ServerListTable
          list={list}
          label={t.listLabel}
          searchPlaceholder={t.searchPlaceholder}
          columns={columns}
          minWidth={860}
          card={(row) => (
            <Stack gap={6}>
              <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
                <Text fw={650} style={{ minWidth: 0 }}>
                  {row.projectName}
                </Text>
                <Badge size="sm" variant="light" color={STATUS_COLOR[row.status]} style={{ flexShrink: 0 }}>
                  {t.status[row.status]}
                </Badge>
              </Group>
              <Text size="sm">{row.supplierName}</Text>
              <Text size="sm" c="dimmed">
                {row.organisation} · {formatDay(row.publishingDate)}
              </Text>
              <Divider my={4} />
              {actions(row, true)}
            </Stack>
          )}
          sortOptions={SORT_OPTIONS.map(({ value, label }) => ({ value, label: t.sort[label] }))}
          rowTestId="interest-row"
          loadErrorMessage={m.interest.fetchFailed}
          exportName="interests"
          empty={{
            icon: <IconUsers size={28} />,
            title: m.interest.none,
            noMatch: (q) => t.noMatch(q),
          }}
        />
      </Paper>
      <ConfirmDialog
        opened={confirm.opened}
        title={target?.status === 'Rejected' ? t.rejectTitle : t.approveTitle}
        message={
          <>
            {m.interest.confirmDecision(target?.status ?? 'Approved')}
            {target && (
              <Text span display="block" mt="xs" c="dimmed" size="sm">
                {target.row.supplierName} · {target.row.projectName}
              </Text>
            )}
          </>
        }
        confirmLabel={target?.status === 'Rejected' ? t.reject : t.approve}
        danger={target?.status === 'Rejected'}
        loading={decide.isPending}
        onConfirm={run}
        onCancel={() => {
          setReason('');
          confirm.close();
        }}
      >
        {target?.status === 'Rejected' && (
          <Textarea
            mt="md"
            label={m.interest.reasonLabel}
            description={m.interest.reasonHint}
            value={reason}
            onChange={(event) => setReason(event.currentTarget.value)}
            maxLength={INTEREST_REJECT_REASON_MAX}
            autosize
            minRows={2}
            maxRows={6}
            data-testid="reject-reason"
          />
        )}
      </ConfirmDialog>
    </>
  );
}
