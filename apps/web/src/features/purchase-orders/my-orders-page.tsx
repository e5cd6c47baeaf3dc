import { Alert, Anchor, Button, Group, Stack } from '@mantine/core';
import { IconArrowLeft, IconCheck } from '@tabler/icons-react';
import { purchaseOrderMessages } from '@tenderdesk/domain/purchase-order-messages';
import { mayTransition } from '@tenderdesk/domain/purchase-order-status';
import type { PurchaseOrderDetail } from '@tenderdesk/domain/purchase-orders';
import { ordersText } from '@tenderdesk/domain/ui/orders';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { PageHeader } from '../../components/page-header';
import { Banner, useTimedBanner } from '../../components/timed-banner';
import { errorMessage } from '../../lib/api';
import { useText } from '../../lib/i18n';
import { PATHS } from '../../lib/paths';
import {
  ORDER_PATHS,
  orderKeys,
  supplierIdOfSession,
  useAcknowledgeOrder,
  useMyOrder,
  useMyReceiving,
} from './api';
import { OrderDocument } from './order-document';
import { OrderList } from './order-list';
import { DownloadPdf, OrderLoading, OrderState } from './order-parts';
import { showsReceiving } from './order-rules';
import { ReceivingSection } from './receiving';

const BANNER_MS = 5_000;

/** /myOrders: the purchase orders issued to the signed-in supplier (never drafts). */
export function MyOrdersPage() {
  const supplierId = supplierIdOfSession() ?? '';
  const t = useText(ordersText);
  return (
    <>
      <PageHeader title={t.myOrdersTitle} description={t.myOrdersDescription} />
      <OrderList
        path={ORDER_PATHS.mine(supplierId)}
        queryKey={orderKeys.mine}
        detailPath={PATHS.myOrderDetails}
        side="supplier"
      />
    </>
  );
}

/** /myOrders/:id: one order, its PDF, and Acknowledge while it is Issued. */
export function MyOrderPage() {
  const { id = '' } = useParams();
  const supplierId = supplierIdOfSession() ?? '';
  const order = useMyOrder(supplierId, id);
  const { banner, show, clear } = useTimedBanner();
  const t = useText(ordersText);
  return (
    <>
      <PageHeader
        title={t.orderTitle}
        description={t.myOrderDescription}
        actions={
          <Anchor component={Link} to={PATHS.myOrders} size="sm">
            <Group gap={4} wrap="nowrap">
              <IconArrowLeft size={14} /> {t.myOrders}
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
        <SupplierOrder
          order={order.data}
          supplierId={supplierId}
          notify={(kind, message) => show(kind, message, BANNER_MS)}
        />
      )}
    </>
  );
}

function SupplierOrder({
  order,
  supplierId,
  notify,
}: {
  order: PurchaseOrderDetail;
  supplierId: string;
  notify: (kind: 'success' | 'error', message: string) => void;
}) {
  const acknowledge = useAcknowledgeOrder(supplierId, order._id);
  const receiving = useMyReceiving(supplierId, order._id, showsReceiving(order));
  const [asking, setAsking] = useState(false);
  const t = useText(ordersText);
  const text = useText(purchaseOrderMessages);
  const run = () =>
    acknowledge.mutate(undefined, {
      onSuccess: (body) => notify('success', body?.message || text.acknowledged),
      onError: (error) => notify('error', errorMessage(error, text.notAcknowledgeable)),
      onSettled: () => setAsking(false),
    });
  return (
    <Stack gap="md">
      {order.status === 'Cancelled' && (
        <Alert color="red" title={t.cancelledByBuyer} data-testid="order-cancelled" />
      )}
      <Group gap="sm" wrap="wrap">
        {mayTransition('acknowledge', order.status) && (
          <Button leftSection={<IconCheck size={16} />} onClick={() => setAsking(true)}>
            {t.acknowledge}
          </Button>
        )}
        <DownloadPdf path={ORDER_PATHS.myPdf(supplierId, order._id)} order={order} onError={notify} />
      </Group>
      <OrderDocument order={order} />
      {showsReceiving(order) && receiving.data && (
        <ReceivingSection receiving={receiving.data} onError={(message) => notify('error', message)} />
      )}
      <ConfirmDialog
        opened={asking}
        title={t.acknowledgeTitle}
        message={text.confirmAcknowledge}
        confirmLabel={t.acknowledge}
        loading={acknowledge.isPending}
        onConfirm={run}
        onCancel={() => setAsking(false)}
      />
    </Stack>
  );
}
