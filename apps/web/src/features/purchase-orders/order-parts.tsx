import { Alert, Button } from '@mantine/core';
import { IconAlertCircle, IconFileText } from '@tabler/icons-react';
import { purchaseOrderMessages } from '@tenderdesk/domain/purchase-order-messages';
import type { PurchaseOrderDetail } from '@tenderdesk/domain/purchase-orders';
import { ordersText } from '@tenderdesk/domain/ui/orders';
import { useState } from 'react';
import { LoadingBlock } from '../../components/list-states';
import { ApiError, errorMessage } from '../../lib/api';
import { downloadProtectedFile } from '../../lib/download';
import { useText } from '../../lib/i18n';
import { orderName, pdfFileName } from './order-rules';

type Show = (kind: 'success' | 'error', message: string) => void;

/** Loading, failure and not-found states of an order screen. */
export function OrderState({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const missing = error instanceof ApiError && error.status === 404;
  const t = useText(ordersText);
  const text = useText(purchaseOrderMessages);
  return (
    <Alert
      color={missing ? 'gray' : 'red'}
      icon={<IconAlertCircle size={18} />}
      role="alert"
      title={missing ? text.notFound : errorMessage(error, text.loadFailed)}
    >
      {!missing && (
        <Button size="xs" variant="light" color="red" mt="xs" onClick={onRetry}>
          {t.tryAgain}
        </Button>
      )}
    </Alert>
  );
}

export function OrderLoading() {
  const _t = useText(ordersText);
  return <LoadingBlock gap="md" heights={[160, 240]} />;
}

/** Download PDF, fetched with the token (decision 007) and saved under the server's file name. */
export function DownloadPdf({
  path,
  order,
  onError,
}: {
  path: string;
  order: PurchaseOrderDetail;
  onError: Show;
}) {
  const [busy, setBusy] = useState(false);
  const t = useText(ordersText);
  return (
    <Button
      variant="default"
      leftSection={<IconFileText size={16} />}
      loading={busy}
      onClick={async () => {
        setBusy(true);
        try {
          await downloadProtectedFile(path, pdfFileName(order));
        } catch (error) {
          onError('error', errorMessage(error, t.pdfFailed));
        } finally {
          setBusy(false);
        }
      }}
      aria-label={t.downloadPdfOf(orderName(order, t))}
    >
      {t.downloadPdf}
    </Button>
  );
}
