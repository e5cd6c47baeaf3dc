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
import { purchaseRequestText } from '@tenderdesk/domain/purchase-request-messages';
import {
  PURCHASE_REQUEST_EVENT_LABELS,
  PURCHASE_REQUEST_FIELD_LABELS,
  type PurchaseRequest,
  rejectPurchaseRequestSchema,
} from '@tenderdesk/domain/purchase-requests';
import { TENDER_ITEM_LABELS } from '@tenderdesk/domain/tenders';
import { commonText } from '@tenderdesk/domain/ui/common';
import { requestScreenText } from '@tenderdesk/domain/ui/purchase-requests';
import { type ReactNode, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { Modal, useLastOpen } from '../../components/modal';
import { PageHeader } from '../../components/page-header';
import { Banner, useTimedBanner } from '../../components/timed-banner';
import { ApiError, errorMessage } from '../../lib/api';
import { localised, useLocale, useText } from '../../lib/i18n';
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
  const t = useText(requestScreenText);
  const text = useText(purchaseRequestText);
  if (request.isPending) {
    return (
      <Stack gap="md" maw={1100}>
        <PageHeader title={t.detailsTitle} />
        <Skeleton height={200} />
        <Skeleton height={160} />
      </Stack>
    );
  }
  if (request.isError || !request.data) {
    const missing = request.error instanceof ApiError && request.error.status === 404;
    return (
      <Stack gap="md" maw={640}>
        <PageHeader title={t.detailsTitle} />
        <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert">
          {missing ? text.notFound : errorMessage(request.error, text.loadFailed)}
        </Alert>
        <Button component={Link} to={PATHS.purchaseRequests} variant="default" w="fit-content">
          {t.backToList}
        </Button>
      </Stack>
    );
  }
  return <Details request={request.data} />;
}

function Details({ request }: { request: PurchaseRequest }) {
  const actions = useRequestActions(request);
  const t = useText(requestScreenText);
  return (
    <Stack gap={0} maw={1100}>
      <PageHeader title={`${request.code}: ${request.title}`} description={t.detailsDescription} />
      <Banner banner={actions.banner} onClose={actions.clear} />
      <Stack gap="md">
        <Group justify="space-between" align="center">
          <Group gap="xs">
            <Text size="sm" fw={600}>
              {t.statusLabel}
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
          {t.backToList}
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
  const text = useText(purchaseRequestText);
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
      setReasonError(
        parsed.error.issues[0]?.message ?? purchaseRequestText.required(purchaseRequestText.reasonLabel),
      );
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
  const t = useText(requestScreenText);
  const common = useText(commonText);
  return (
    <Group gap="xs">
      {can.edit && (
        <Button
          component={Link}
          to={pathTo(PATHS.purchaseRequestEdit, request._id)}
          variant="default"
          leftSection={<IconPencil size={16} />}
        >
          {common.edit}
        </Button>
      )}
      {can.submit && (
        <Button
          leftSection={<IconSend size={16} />}
          onClick={() => a.setConfirming('submit')}
          disabled={a.busy}
        >
          {t.submitForApproval}
        </Button>
      )}
      {can.approve && (
        <Button
          color="teal"
          leftSection={<IconCheck size={16} />}
          onClick={() => a.setConfirming('approve')}
          disabled={a.busy}
        >
          {t.approve}
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
          {t.reject}
        </Button>
      )}
      {can.reopen && (
        <Button
          variant="default"
          leftSection={<IconArrowBackUp size={16} />}
          onClick={() => a.run('reopen')}
          loading={a.action.isPending && a.action.variables?.action === 'reopen'}
        >
          {t.reopen}
        </Button>
      )}
      {can.tender && (
        <Button
          component={Link}
          to={`${PATHS.newTender}?request=${encodeURIComponent(request._id)}`}
          leftSection={<IconFilePlus size={16} />}
        >
          {t.createTender}
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
          {common.delete}
        </Button>
      )}
    </Group>
  );
}

/** Why the caller cannot approve its own request, why it was rejected, the tender made from it. */
function Notices({ request }: { request: PurchaseRequest }) {
  const t = useText(requestScreenText);
  const text = useText(purchaseRequestText);
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
        <Alert
          color="red"
          variant="light"
          title={request.decidedBy ? t.rejectedBy(request.decidedBy) : t.rejectedByApprover}
        >
          {request.rejectionReason}
        </Alert>
      )}
      {request.tenderId && (
        <Alert color="violet" variant="light">
          <TenderLink
            sentence={t.turnedInto}
            label={request.tenderCode ?? t.viewTender}
            to={pathTo(
              request.tenderStatus === 'Published' ? PATHS.tenderDetails : PATHS.draftView,
              request.tenderId,
            )}
          />
        </Alert>
      )}
    </>
  );
}

/** A sentence with the tender's code in it as a link, wherever the language puts it. */
function TenderLink({
  sentence,
  label,
  to,
}: {
  sentence: (tender: string) => string;
  label: string;
  to: string;
}) {
  const text = sentence(label);
  const at = text.indexOf(label);
  const link = (
    <Anchor component={Link} to={to} fw={600}>
      {label}
    </Anchor>
  );
  if (at < 0) return <>{text}</>;
  return (
    <>
      {text.slice(0, at)}
      {link}
      {text.slice(at + label.length)}
    </>
  );
}

function Facts({ request }: { request: PurchaseRequest }) {
  const t = useText(requestScreenText);
  const L = useText(PURCHASE_REQUEST_FIELD_LABELS);
  return (
    <Section title={t.details}>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md" verticalSpacing="md">
        <Field label={L.categoryId}>{request.category}</Field>
        <Field label={L.neededBy}>{formatDay(request.neededBy)}</Field>
        <Field label={t.raisedBy}>{request.raisedBy ?? '—'}</Field>
        <Field label={t.raisedOn}>{formatInstantDay(request.createdAt)}</Field>
        {request.decidedAt && (
          <Field label={request.status === 'Rejected' ? t.status.Rejected : t.status.Approved}>
            {request.decidedBy ?? '—'}, {formatInstantDay(request.decidedAt)}
          </Field>
        )}
      </SimpleGrid>
      <Stack mt="md" gap={2}>
        <Field label={L.justification}>
          <span style={{ whiteSpace: 'pre-wrap' }}>{request.justification}</span>
        </Field>
      </Stack>
    </Section>
  );
}

function Items({ request }: { request: PurchaseRequest }) {
  const t = useText(requestScreenText);
  const labels = useText(TENDER_ITEM_LABELS);
  return (
    <Section title={t.items}>
      {/* Scrolls inside itself on a phone; focusable so the keyboard can scroll it too. */}
      <Box style={{ overflowX: 'auto' }} tabIndex={0} role={REGION} aria-label={t.itemsTableRegion}>
        <Table striped miw={640} aria-label={t.items}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>#</Table.Th>
              <Table.Th>{labels.itemCode}</Table.Th>
              <Table.Th>{labels.itemName}</Table.Th>
              <Table.Th>{labels.partNo}</Table.Th>
              <Table.Th>{labels.manufacturer}</Table.Th>
              <Table.Th>{labels.uom}</Table.Th>
              <Table.Th ta="right">{labels.qty}</Table.Th>
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
  const t = useText(requestScreenText);
  const text = useText(purchaseRequestText);
  const common = useText(commonText);
  const locale = useLocale();
  const shownConfirming = useLastOpen(a.confirming);
  return (
    <>
      <ConfirmDialog
        opened={a.confirming !== null}
        title={
          shownConfirming === 'delete'
            ? t.deleteTitle
            : shownConfirming === 'approve'
              ? t.approveTitle
              : t.submitTitle
        }
        message={
          shownConfirming === 'delete'
            ? text.deleteConfirm(request.code)
            : shownConfirming === 'approve'
              ? t.approveConfirm(request.code)
              : t.submitConfirm(request.code)
        }
        confirmLabel={
          shownConfirming === 'delete' ? common.delete : shownConfirming === 'approve' ? t.approve : t.submit
        }
        danger={shownConfirming === 'delete'}
        loading={a.busy}
        onConfirm={() => (a.confirming === 'delete' ? a.onDelete() : a.confirming && a.run(a.confirming))}
        onCancel={() => a.setConfirming(null)}
      />
      <Modal
        opened={a.rejecting}
        onClose={() => a.setRejecting(false)}
        title={<Text fw={650}>{t.rejectTitle(request.code)}</Text>}
        centered
      >
        <Stack>
          <Textarea
            label={text.reasonLabel}
            description={t.reasonDescription}
            withAsterisk
            autosize
            minRows={3}
            value={a.reason}
            onChange={(event) => {
              a.setReason(event.currentTarget.value);
              a.setReasonError(null);
            }}
            error={a.reasonError && localised(a.reasonError, locale)}
            data-autofocus
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={() => a.setRejecting(false)}>
              {common.cancel}
            </Button>
            <Button color="red" onClick={a.onReject} loading={a.action.isPending}>
              {t.reject}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}

function History({ id }: { id: string }) {
  const history = usePurchaseRequestHistory(id);
  const t = useText(requestScreenText);
  const text = useText(purchaseRequestText);
  const labels = useText(PURCHASE_REQUEST_EVENT_LABELS);
  return (
    <Section title={t.history}>
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
                {labels[event.action] ?? event.label}
              </Text>
              <Text size="xs" c="dimmed">
                {event.actor ?? t.someone} · {formatInstant(event.at)}
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
