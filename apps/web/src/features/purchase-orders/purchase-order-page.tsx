import { Anchor, Button, Group, Paper, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { IconArrowLeft, IconCircleX, IconClipboardList, IconSend, IconX } from '@tabler/icons-react';
import { purchaseOrderMessages } from '@tenderdesk/domain/purchase-order-messages';
import type { PurchaseOrderDetail } from '@tenderdesk/domain/purchase-orders';
import { orderBuyerText } from '@tenderdesk/domain/ui/order-buyer';
import { ordersText } from '@tenderdesk/domain/ui/orders';
import { vendorMessages } from '@tenderdesk/domain/vendor-messages';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { LeaveGuard } from '../../components/leave-guard';
import { Modal } from '../../components/modal';
import { PageHeader } from '../../components/page-header';
import { Banner, useTimedBanner } from '../../components/timed-banner';
import { ApiError, errorMessage } from '../../lib/api';
import { useText } from '../../lib/i18n';
import { PATHS, pathTo } from '../../lib/paths';
import { ORDER_PATHS, useOrder, useOrderActions, useReceiving } from './api';
import { OrderDocument } from './order-document';
import { DownloadPdf, OrderLoading, OrderState } from './order-parts';
import {
  buyerActions,
  orderName,
  showsReceiving,
  type TermsForm,
  termsBody,
  termsChanged,
  termsOf,
} from './order-rules';
import { ReceivingSection, RecordReceiptDialog } from './receiving';

const BANNER_MS = 5_000;
type Show = (kind: 'success' | 'error', message: string) => void;

/** /purchaseOrder/:id: one order for the buyer; its terms edited while Draft, then issued or cancelled. */
export function PurchaseOrderPage() {
  const { id = '' } = useParams();
  const order = useOrder(id);
  const { banner, show, clear } = useTimedBanner();
  const notify: Show = (kind, message) => show(kind, message, BANNER_MS);
  const t = useText(orderBuyerText);
  return (
    <>
      <PageHeader
        title={t.orderTitle}
        description={t.orderDescription}
        actions={
          <Anchor component={Link} to={PATHS.purchaseOrders} size="sm">
            <Group gap={4} wrap="nowrap">
              <IconArrowLeft size={14} /> {t.allOrders}
            </Group>
          </Anchor>
        }
      />
      <Banner banner={banner} onClose={clear} />
      {order.isPending ? (
        <OrderLoading />
      ) : order.isError || !order.data ? (
        <OrderState error={order.error} onRetry={() => void order.refetch()} />
      ) : (
        <BuyerOrder order={order.data} notify={notify} />
      )}
    </>
  );
}

type Asking = 'issue' | 'cancel' | 'receive' | 'shortClose' | null;

function BuyerOrder({ order, notify }: { order: PurchaseOrderDetail; notify: Show }) {
  const actions = useOrderActions(order._id);
  const t = useText(orderBuyerText);
  const orders = useText(ordersText);
  const text = useText(purchaseOrderMessages);
  const vendor = useText(vendorMessages);
  const allowed = buyerActions(order);
  const navigate = useNavigate();
  const [asking, setAsking] = useState<Asking>(null);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const receiving = useReceiving(order._id, showsReceiving(order));
  // The Draft's terms as typed: kept here so that Issue can save them first (nothing typed is lost).
  const [form, setForm] = useState<TermsForm>(() => termsOf(order));
  const [errors, setErrors] = useState<TermsErrors>({});
  useEffect(() => setForm(termsOf(order)), [order]);
  const unsaved = allowed.edit && termsChanged(order, form);

  const saveFailed = (error: unknown) => {
    if (error instanceof ApiError && error.field && error.field in form)
      setErrors({ [error.field]: error.message });
    else notify('error', errorMessage(error, text.notDraft));
  };
  const saveTerms = (then?: () => void) =>
    actions.save.mutate(termsBody(form), {
      onSuccess: (body) => (then ? then() : notify('success', body?.message || text.saved)),
      onError: (error) => {
        saveFailed(error);
        setAsking(null);
      },
    });
  const issueNow = () =>
    actions.issue.mutate(undefined, {
      onSuccess: (body) => notify('success', body?.message || text.issued(body?.data?.number ?? '')),
      onError: (error) => notify('error', errorMessage(error, text.notIssuable)),
      onSettled: () => setAsking(null),
    });
  const issue = () => (unsaved ? saveTerms(issueNow) : issueNow());
  const cancel = () => {
    if (reason.trim() === '') {
      setReasonError(text.reasonRequired);
      return;
    }
    actions.cancel.mutate(reason.trim(), {
      onSuccess: (body) => {
        notify('success', body?.message || text.cancelled);
        setAsking(null);
        setReason('');
      },
      onError: (error) => {
        if (error instanceof ApiError && error.field === 'reason') setReasonError(error.message);
        else {
          notify('error', errorMessage(error, text.notCancellable));
          setAsking(null);
        }
      },
    });
  };
  const shortClose = () => {
    if (reason.trim() === '') {
      setReasonError(vendor.shortCloseReasonRequired);
      return;
    }
    actions.shortClose.mutate(reason.trim(), {
      onSuccess: (body) => {
        notify('success', body?.message || vendor.shortClosed);
        setAsking(null);
        setReason('');
      },
      onError: (error) => {
        if (error instanceof ApiError && error.field === 'reason') setReasonError(error.message);
        else {
          notify('error', errorMessage(error, vendor.notShortClosable));
          setAsking(null);
        }
      },
    });
  };
  const reissue = () =>
    actions.reissue.mutate(undefined, {
      onSuccess: (body) => {
        notify('success', body?.message || text.reissued);
        if (body?.data?._id) navigate(pathTo(PATHS.purchaseOrderDetails, body.data._id));
      },
      onError: (error) => notify('error', errorMessage(error, text.notReissuable)),
    });

  return (
    <Stack gap="md">
      <Group gap="sm" wrap="wrap" data-testid="order-actions">
        {allowed.issue && (
          <Button leftSection={<IconSend size={16} />} onClick={() => setAsking('issue')}>
            {t.issue}
          </Button>
        )}
        {allowed.reissue && (
          <Button onClick={reissue} loading={actions.reissue.isPending}>
            {t.reissue}
          </Button>
        )}
        {allowed.receive && (
          <Button
            leftSection={<IconClipboardList size={16} />}
            onClick={() => setAsking('receive')}
            disabled={!receiving.data}
          >
            {t.recordReceipt}
          </Button>
        )}
        <DownloadPdf path={ORDER_PATHS.pdf(order._id)} order={order} onError={notify} />
        {allowed.shortClose && (
          <Button
            variant="outline"
            leftSection={<IconCircleX size={16} />}
            onClick={() => {
              setReasonError(null);
              setAsking('shortClose');
            }}
          >
            {t.closeShort}
          </Button>
        )}
        {allowed.cancel && (
          <Button
            variant="outline"
            color="red.9"
            leftSection={<IconX size={16} />}
            onClick={() => {
              setReasonError(null);
              setAsking('cancel');
            }}
          >
            {t.cancelOrder}
          </Button>
        )}
        {order.replacesId && (
          <Anchor component={Link} to={pathTo(PATHS.purchaseOrderDetails, order.replacesId)} size="sm">
            {t.replaces}
          </Anchor>
        )}
        {order.replacedById && (
          <Anchor component={Link} to={pathTo(PATHS.purchaseOrderDetails, order.replacedById)} size="sm">
            {t.replacedBy}
          </Anchor>
        )}
      </Group>
      <OrderDocument
        order={order}
        terms={
          allowed.edit ? (
            <TermsEditor
              form={form}
              errors={errors}
              saving={actions.save.isPending}
              changed={unsaved}
              onChange={(key, value) => {
                setForm((current) => ({ ...current, [key]: value }));
                setErrors((current) => ({ ...current, [key]: undefined }));
              }}
              onSave={() => saveTerms()}
            />
          ) : undefined
        }
      />
      {showsReceiving(order) &&
        (receiving.data ? (
          <ReceivingSection receiving={receiving.data} onError={(message) => notify('error', message)} />
        ) : receiving.isError ? (
          <OrderState error={receiving.error} onRetry={() => void receiving.refetch()} />
        ) : null)}
      <RecordReceiptDialog
        orderId={order._id}
        receiving={receiving.data}
        opened={asking === 'receive'}
        onClose={() => setAsking(null)}
        onRecorded={(message) => {
          setAsking(null);
          notify('success', message);
        }}
      />
      <ConfirmDialog
        opened={asking === 'shortClose'}
        title={t.closeShortTitle}
        message={vendor.confirmShortClose(orderName(order, orders))}
        confirmLabel={t.closeShort}
        danger
        loading={actions.shortClose.isPending}
        onConfirm={shortClose}
        onCancel={() => setAsking(null)}
      >
        <Textarea
          label={t.reason}
          required
          autosize
          minRows={2}
          value={reason}
          onChange={(event) => {
            setReason(event.currentTarget.value);
            setReasonError(null);
          }}
          error={reasonError}
          data-autofocus
        />
      </ConfirmDialog>
      <LeaveGuard when={unsaved} title={t.leaveTitle} message={text.unsavedTerms} />
      <ConfirmDialog
        opened={asking === 'issue'}
        title={t.issueTitle}
        message={
          unsaved
            ? `${text.confirmIssue(order.supplierName)} ${text.savesTermsFirst}`
            : text.confirmIssue(order.supplierName)
        }
        confirmLabel={t.issue}
        loading={actions.issue.isPending || actions.save.isPending}
        onConfirm={issue}
        onCancel={() => setAsking(null)}
      />
      <Modal
        opened={asking === 'cancel'}
        onClose={() => setAsking(null)}
        title={<Text fw={650}>{t.cancelTitle}</Text>}
        centered
      >
        <Text size="sm" mb="sm">
          {text.confirmCancel}
        </Text>
        <Textarea
          label={t.reason}
          required
          autosize
          minRows={2}
          value={reason}
          onChange={(event) => {
            setReason(event.currentTarget.value);
            setReasonError(null);
          }}
          error={reasonError}
          data-autofocus
        />
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={() => setAsking(null)} disabled={actions.cancel.isPending}>
            {t.keepOrder}
          </Button>
          <Button color="red" onClick={cancel} loading={actions.cancel.isPending}>
            {t.cancelOrder}
          </Button>
        </Group>
      </Modal>
    </Stack>
  );
}

type TermsErrors = Partial<Record<keyof TermsForm, string>>;

/** The Draft's terms, saved together (delivery and payment terms are needed before issue). */
function TermsEditor({
  form,
  errors,
  saving,
  changed,
  onChange,
  onSave,
}: {
  form: TermsForm;
  errors: TermsErrors;
  saving: boolean;
  changed: boolean;
  onChange: (key: keyof TermsForm, value: string) => void;
  onSave: () => void;
}) {
  const t = useText(orderBuyerText);
  const orders = useText(ordersText);
  const field = (key: keyof TermsForm) => ({
    value: form[key],
    error: errors[key],
    disabled: saving,
    onChange: (event: { currentTarget: { value: string } }) => onChange(key, event.currentTarget.value),
  });
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} component="section" aria-label={t.terms}>
      <Text component="h2" fw={650} fz="md" mt={0} mb={2}>
        {t.terms}
      </Text>
      <Text size="xs" c="dimmed" mb="sm">
        {t.termsHint}
      </Text>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          onSave();
        }}
      >
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <Textarea label={orders.deliveryTerms} autosize minRows={2} {...field('deliveryTerms')} />
          <Textarea label={orders.paymentTerms} autosize minRows={2} {...field('paymentTerms')} />
          <Textarea label={orders.deliveryAddress} autosize minRows={2} {...field('deliveryAddress')} />
          <TextInput label={orders.deliveryDate} type="date" {...field('deliveryDate')} />
        </SimpleGrid>
        <Textarea label={orders.notes} autosize minRows={2} mt="md" {...field('notes')} />
        <Group justify="flex-end" mt="md">
          <Button type="submit" loading={saving} disabled={!changed}>
            {t.saveTerms}
          </Button>
        </Group>
      </form>
    </Paper>
  );
}
