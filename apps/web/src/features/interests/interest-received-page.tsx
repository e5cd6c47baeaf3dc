import { Badge, Button, Divider, Group, Paper, Stack, Text, Textarea } from '@mantine/core';
import { IconCheck, IconUsers, IconX } from '@tabler/icons-react';
import { INTERESTED_ROW_SORTS } from '@tenderdesk/domain/interest-paths';
import { messages } from '@tenderdesk/domain/messages';
import {
  INTEREST_REJECT_REASON_MAX,
  type InterestDecision,
  type InterestStatus,
} from '@tenderdesk/domain/tender-rules';
import { useState } from 'react';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { PageHeader } from '../../components/page-header';
import { type ServerListColumn, ServerListTable } from '../../components/server-list-table';
import { Banner, useTimedBanner } from '../../components/timed-banner';
import { errorMessage } from '../../lib/api';
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

const SORT_OPTIONS: { value: InterestRowSort; label: string }[] = [
  { value: '-interestedDate', label: 'Newest interest first' },
  { value: 'interestedDate', label: 'Oldest interest first' },
];

const STATUS_COLOR: Record<InterestStatus, string> = {
  Pending: 'yellow',
  Approved: 'green',
  Rejected: 'red',
};

type Deciding = { row: InterestRow; status: InterestDecision };

/** /interestReceived (Interested Suppliers): one row per tender and supplier, approved or rejected here. */
export function InterestReceivedPage() {
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
        onSuccess: () => show('success', messages.interest.decided(target.status), BANNER_MS),
        onError: (error) =>
          show('error', errorMessage(error, messages.interest.decideFailed(target.status)), BANNER_MS),
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
      const label = current ? status : approve ? 'Approve' : 'Reject';
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
      header: 'Project Name',
      maw: 280,
      cell: (row) => (
        <Text size="sm" fw={500}>
          {row.projectName}
        </Text>
      ),
    },
    { key: 'organisation', header: 'Organisation', cell: (row) => <Text size="sm">{row.organisation}</Text> },
    {
      key: 'supplier',
      header: 'Supplier',
      cell: (row) => (
        <Stack gap={2} align="flex-start">
          <Text size="sm">{row.supplierName}</Text>
          <Text size="xs" c="dimmed">
            Interested {formatInstantDay(row.interestedDate)}
          </Text>
          <Badge size="xs" variant="light" color={STATUS_COLOR[row.status]}>
            {row.status}
          </Badge>
        </Stack>
      ),
    },
    {
      key: 'publishing',
      header: 'Publishing Date',
      cell: (row) => (
        <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
          {formatDay(row.publishingDate)}
        </Text>
      ),
    },
    { key: 'actions', header: 'Actions', align: 'right', cell: (row) => actions(row) },
  ];

  const target = confirm.target;
  return (
    <>
      <PageHeader
        title="Interested Suppliers"
        description="Suppliers who asked to quote. Only approved suppliers can send a quotation."
      />
      <Banner banner={banner} onClose={clear} />
      <Paper withBorder p={{ base: 'sm', sm: 'lg' }}>
        <ServerListTable
          list={list}
          label="Interested suppliers"
          searchPlaceholder="Search project, organisation or supplier"
          columns={columns}
          minWidth={860}
          card={(row) => (
            <Stack gap={6}>
              <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
                <Text fw={650} style={{ minWidth: 0 }}>
                  {row.projectName}
                </Text>
                <Badge size="sm" variant="light" color={STATUS_COLOR[row.status]} style={{ flexShrink: 0 }}>
                  {row.status}
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
          sortOptions={SORT_OPTIONS}
          rowTestId="interest-row"
          loadErrorMessage={messages.interest.fetchFailed}
          exportName="interests"
          empty={{
            icon: <IconUsers size={28} />,
            title: messages.interest.none,
            noMatch: (q) => `No interested suppliers match “${q}”.`,
          }}
        />
      </Paper>
      <ConfirmDialog
        opened={confirm.opened}
        title={target?.status === 'Rejected' ? 'Reject interest' : 'Approve interest'}
        message={
          <>
            {messages.interest.confirmDecision(target?.status ?? 'Approved')}
            {target && (
              <Text span display="block" mt="xs" c="dimmed" size="sm">
                {target.row.supplierName} · {target.row.projectName}
              </Text>
            )}
          </>
        }
        confirmLabel={target?.status === 'Rejected' ? 'Reject' : 'Approve'}
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
            label={messages.interest.reasonLabel}
            description={messages.interest.reasonHint}
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
