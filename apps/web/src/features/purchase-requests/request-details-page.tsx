import {
  Alert,
  Anchor,
  Box,
  Button,
  Group,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Table,
  Text,
  Textarea,
} from '@mantine/core';
import {
  IconAlertCircle,
  IconArrowBackUp,
  IconCheck,
  IconFilePlus,
  IconPencil,
  IconSend,
  IconTrash,
  IconX,
} from '@tabler/icons-react';
import { purchaseRequestText as text } from '@tenderdesk/domain/purchase-request-messages';
import { type PurchaseRequest, rejectPurchaseRequestSchema } from '@tenderdesk/domain/purchase-requests';
import { TENDER_ITEM_LABELS } from '@tenderdesk/domain/tenders';
import { type ReactNode, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { Modal } from '../../components/modal';
import { PageHeader } from '../../components/page-header';
import { Banner, useTimedBanner } from '../../components/timed-banner';
import { ApiError, errorMessage } from '../../lib/api';
import { PATHS, pathTo } from '../../lib/paths';
import { formatDay, formatInstant, formatInstantDay } from '../../lib/portal-time';
import { getSession } from '../../lib/session';
import {
  type RequestAction,
  useDeletePurchaseRequest,
  usePurchaseRequest,
  usePurchaseRequestAction,
  usePurchaseRequestHistory,
} from './api';
import { RequestStatusBadge } from './request-status-badge';

const BANNER_MS = 5_000;
const REGION = 'region';
const qtyFormat = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" fw={600} tt="uppercase">
        {label}
      </Text>
      <Text size="sm" component="div" style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </Stack>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} component="section" aria-label={title}>
      <Text component="h2" fw={650} fz="md" mt={0} mb="sm">
        {title}
      </Text>
      {children}
    </Paper>
  );
}

/** /purchaseRequest/:id: the request, its items, what the caller may do with it, and its history. */
export function PurchaseRequestDetailsPage() {
  const { id = '' } = useParams();
  const request = usePurchaseRequest(id);
  if (request.isPending) {
    return (
      <Stack gap="md" maw={1100}>
        <PageHeader title="Purchase Request" />
        <Skeleton height={200} />
        <Skeleton height={160} />
      </Stack>
    );
  }
  if (request.isError || !request.data) {
    const missing = request.error instanceof ApiError && request.error.status === 404;
    return (
      <Stack gap="md" maw={640}>
        <PageHeader title="Purchase Request" />
        <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert">
          {missing ? text.notFound : errorMessage(request.error, text.loadFailed)}
        </Alert>
        <Button component={Link} to={PATHS.purchaseRequests} variant="default" w="fit-content">
          Back to Purchase Requests
        </Button>
      </Stack>
    );
  }
  return <Details request={request.data} />;
}

function Details({ request }: { request: PurchaseRequest }) {
  const actions = useRequestActions(request);
  return (
    <Stack gap={0} maw={1100}>
      <PageHeader title={`${request.code}: ${request.title}`} description="Purchase request" />
      <Banner banner={actions.banner} onClose={actions.clear} />
      <Stack gap="md">
        <Group justify="space-between" align="center">
          <Group gap="xs">
            <Text size="sm" fw={600}>
              Status
            </Text>
            <RequestStatusBadge status={request.status} />
          </Group>
          <ActionButtons request={request} a={actions} />
        </Group>
        <Notices request={request} />
        <Facts request={request} />
        <Items request={request} />
        <History id={request._id} />
        <Button component={Link} to={PATHS.purchaseRequests} variant="default" w="fit-content">
          Back to Purchase Requests
        </Button>
      </Stack>
      <Dialogs request={request} a={actions} />
    </Stack>
  );
}

type RequestActions = ReturnType<typeof useRequestActions>;

/** Submit, approve, reject (with a reason), reopen and delete, each answered in the banner. */
function useRequestActions(request: PurchaseRequest) {
  const navigate = useNavigate();
  const action = usePurchaseRequestAction();
  const remove = useDeletePurchaseRequest();
  const { banner, show, clear } = useTimedBanner();
  const [confirming, setConfirming] = useState<'delete' | 'approve' | 'submit' | null>(null);
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);

  const run = (name: RequestAction, after?: () => void) => {
    clear();
    action.mutate(
      { id: request._id, action: name, reason: name === 'reject' ? reason : undefined },
      {
        onSuccess: (response) => {
          show('success', response.message, BANNER_MS);
          after?.();
        },
        onError: (error) => show('error', errorMessage(error, text.actionFailed), BANNER_MS),
        onSettled: () => setConfirming(null),
      },
    );
  };

  const onReject = () => {
    const parsed = rejectPurchaseRequestSchema.safeParse({ reason });
    if (!parsed.success) {
      setReasonError(parsed.error.issues[0]?.message ?? text.required(text.reasonLabel));
      return;
    }
    run('reject', () => {
      setRejecting(false);
      setReason('');
    });
  };

  const onDelete = () => {
    clear();
    remove.mutate(request._id, {
      onSuccess: () => navigate(PATHS.purchaseRequests),
      onError: (error) => {
        show('error', errorMessage(error, text.actionFailed), BANNER_MS);
        setConfirming(null);
      },
    });
  };

  const busy = action.isPending || remove.isPending;
  return {
    action,
    banner,
    clear,
    confirming,
    setConfirming,
    rejecting,
    setRejecting,
    reason,
    setReason,
    reasonError,
    setReasonError,
    run,
    onReject,
    onDelete,
    busy,
  };
}

/** The buttons the request's status and the caller's permissions allow (`request.can`). */
function ActionButtons({ request, a }: { request: PurchaseRequest; a: RequestActions }) {
  const can = request.can;
  return (
    <Group gap="xs">
      {can.edit && (
        <Button
          component={Link}
          to={pathTo(PATHS.purchaseRequestEdit, request._id)}
          variant="default"
          leftSection={<IconPencil size={16} />}
        >
          Edit
        </Button>
      )}
      {can.submit && (
        <Button
          leftSection={<IconSend size={16} />}
          onClick={() => a.setConfirming('submit')}
          disabled={a.busy}
        >
          Submit for approval
        </Button>
      )}
      {can.approve && (
        <Button
          color="teal"
          leftSection={<IconCheck size={16} />}
          onClick={() => a.setConfirming('approve')}
          disabled={a.busy}
        >
          Approve
        </Button>
      )}
      {can.reject && (
        <Button
          color="red"
          variant="light"
          leftSection={<IconX size={16} />}
          onClick={() => a.setRejecting(true)}
          disabled={a.busy}
        >
          Reject
        </Button>
      )}
      {can.reopen && (
        <Button
          variant="default"
          leftSection={<IconArrowBackUp size={16} />}
          onClick={() => a.run('reopen')}
          loading={a.action.isPending && a.action.variables?.action === 'reopen'}
        >
          Reopen as draft
        </Button>
      )}
      {can.tender && (
        <Button
          component={Link}
          to={`${PATHS.newTender}?request=${encodeURIComponent(request._id)}`}
          leftSection={<IconFilePlus size={16} />}
        >
          Create tender
        </Button>
      )}
      {can.edit && (
        <Button
          color="red"
          variant="subtle"
          leftSection={<IconTrash size={16} />}
          onClick={() => a.setConfirming('delete')}
          disabled={a.busy}
        >
          Delete
        </Button>
      )}
    </Group>
  );
}

/** Why the caller cannot approve its own request, why it was rejected, the tender made from it. */
function Notices({ request }: { request: PurchaseRequest }) {
  return (
    <>
      {request.status === 'Submitted' &&
        !request.can.approve &&
        request.raisedById !== null &&
        request.raisedById === getSession()?.id && (
          <Alert color="blue" variant="light" data-testid="own-request-hint">
            {text.ownRequestHint}
          </Alert>
        )}
      {request.status === 'Rejected' && request.rejectionReason && (
        <Alert color="red" variant="light" title={`Rejected by ${request.decidedBy ?? 'an approver'}`}>
          {request.rejectionReason}
        </Alert>
      )}
      {request.tenderId && (
        <Alert color="violet" variant="light">
          Turned into tender{' '}
          <Anchor
            component={Link}
            to={pathTo(
              request.tenderStatus === 'Published' ? PATHS.tenderDetails : PATHS.draftView,
              request.tenderId,
            )}
            fw={600}
          >
            {request.tenderCode ?? 'view tender'}
          </Anchor>
          .
        </Alert>
      )}
    </>
  );
}

function Facts({ request }: { request: PurchaseRequest }) {
  return (
    <Section title="Details">
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md" verticalSpacing="md">
        <Field label="Category">{request.category}</Field>
        <Field label="Needed By">{formatDay(request.neededBy)}</Field>
        <Field label="Raised By">{request.raisedBy ?? '—'}</Field>
        <Field label="Raised On">{formatInstantDay(request.createdAt)}</Field>
        {request.decidedAt && (
          <Field label={request.status === 'Rejected' ? 'Rejected' : 'Approved'}>
            {request.decidedBy ?? '—'}, {formatInstantDay(request.decidedAt)}
          </Field>
        )}
      </SimpleGrid>
      <Stack mt="md" gap={2}>
        <Field label="Justification">
          <span style={{ whiteSpace: 'pre-wrap' }}>{request.justification}</span>
        </Field>
      </Stack>
    </Section>
  );
}

function Items({ request }: { request: PurchaseRequest }) {
  return (
    <Section title="Items">
      {/* Scrolls inside itself on a phone; focusable so the keyboard can scroll it too. */}
      <Box
        style={{ overflowX: 'auto' }}
        tabIndex={0}
        role={REGION}
        aria-label="Items table, scrolls sideways"
      >
        <Table striped miw={640} aria-label="Items">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>#</Table.Th>
              <Table.Th>{TENDER_ITEM_LABELS.itemCode}</Table.Th>
              <Table.Th>{TENDER_ITEM_LABELS.itemName}</Table.Th>
              <Table.Th>{TENDER_ITEM_LABELS.partNo}</Table.Th>
              <Table.Th>{TENDER_ITEM_LABELS.manufacturer}</Table.Th>
              <Table.Th>{TENDER_ITEM_LABELS.uom}</Table.Th>
              <Table.Th ta="right">{TENDER_ITEM_LABELS.qty}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {request.items.map((item, index) => (
              <Table.Tr key={item._id}>
                <Table.Td>{index + 1}</Table.Td>
                <Table.Td>{item.itemCode}</Table.Td>
                <Table.Td>{item.itemName}</Table.Td>
                <Table.Td>{item.partNo}</Table.Td>
                <Table.Td>{item.manufacturer}</Table.Td>
                <Table.Td>{item.uom}</Table.Td>
                <Table.Td ta="right">{qtyFormat.format(item.qty)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Box>
    </Section>
  );
}

/** The confirmation of submit, approve or delete, and the reason asked before a rejection. */
function Dialogs({ request, a }: { request: PurchaseRequest; a: RequestActions }) {
  return (
    <>
      <ConfirmDialog
        opened={a.confirming !== null}
        title={
          a.confirming === 'delete'
            ? 'Delete request?'
            : a.confirming === 'approve'
              ? 'Approve request?'
              : 'Submit request?'
        }
        message={
          a.confirming === 'delete'
            ? text.deleteConfirm(request.code)
            : a.confirming === 'approve'
              ? `Approve ${request.code}? It can then be turned into a tender.`
              : `Submit ${request.code} for approval? It cannot be edited while it waits.`
        }
        confirmLabel={
          a.confirming === 'delete' ? 'Delete' : a.confirming === 'approve' ? 'Approve' : 'Submit'
        }
        danger={a.confirming === 'delete'}
        loading={a.busy}
        onConfirm={() => (a.confirming === 'delete' ? a.onDelete() : a.confirming && a.run(a.confirming))}
        onCancel={() => a.setConfirming(null)}
      />
      <Modal
        opened={a.rejecting}
        onClose={() => a.setRejecting(false)}
        title={<Text fw={650}>Reject {request.code}?</Text>}
        centered
      >
        <Stack>
          <Textarea
            label={text.reasonLabel}
            description="The person who raised it sees this and may reopen the request as a draft."
            withAsterisk
            autosize
            minRows={3}
            value={a.reason}
            onChange={(event) => {
              a.setReason(event.currentTarget.value);
              a.setReasonError(null);
            }}
            error={a.reasonError}
            data-autofocus
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={() => a.setRejecting(false)}>
              Cancel
            </Button>
            <Button color="red" onClick={a.onReject} loading={a.action.isPending}>
              Reject
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}

function History({ id }: { id: string }) {
  const history = usePurchaseRequestHistory(id);
  return (
    <Section title="History">
      {history.isPending ? (
        <Skeleton height={80} />
      ) : history.isError ? (
        <Text size="sm" c="red.8">
          {errorMessage(history.error, text.loadFailed)}
        </Text>
      ) : history.data.length === 0 ? (
        <Text size="sm" c="dimmed">
          {text.historyEmpty}
        </Text>
      ) : (
        <Stack gap="sm" component="ol" p={0} m={0} style={{ listStyle: 'none' }}>
          {history.data.map((event) => (
            <Box
              component="li"
              key={event._id}
              pl="sm"
              style={{ borderLeft: '3px solid var(--mantine-color-blue-3)' }}
            >
              <Text size="sm" fw={600}>
                {event.label}
              </Text>
              <Text size="xs" c="dimmed">
                {event.actor ?? 'Someone'} · {formatInstant(event.at)}
              </Text>
              {event.detail && (
                <Text size="sm" mt={2} style={{ overflowWrap: 'anywhere' }}>
                  {event.detail}
                </Text>
              )}
            </Box>
          ))}
        </Stack>
      )}
    </Section>
  );
}
