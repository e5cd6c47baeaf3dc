import { Alert, Button, Skeleton, Stack } from '@mantine/core';
import { IconAlertCircle, IconFileText } from '@tabler/icons-react';
import { purchaseOrderMessages as text } from '@tenderdesk/domain/purchase-order-messages';
import type { PurchaseOrderDetail } from '@tenderdesk/domain/purchase-orders';
import { useState } from 'react';
import { ApiError, errorMessage } from '../../lib/api';
import { downloadProtectedFile } from '../../lib/download';
import { orderName, pdfFileName } from './order-rules';

type Show = (kind: 'success' | 'error', message: string) => void;

/** Loading, failure and not-found states of an order screen. */
export function OrderState({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const missing = error instanceof ApiError && error.status === 404;
  return (
    <Alert
      color={missing ? 'gray' : 'red'}
      icon={<IconAlertCircle size={18} />}
      role="alert"
      title={missing ? text.notFound : errorMessage(error, text.loadFailed)}
    >
      {!missing && (
        <Button size="xs" variant="light" color="red" mt="xs" onClick={onRetry}>
          Try again
        </Button>
      )}
    </Alert>
  );
}

export function OrderLoading() {
  return (
    <Stack gap="md" aria-busy="true" aria-label="Loading">
      <Skeleton h={160} />
      <Skeleton h={240} />
    </Stack>
  );
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
          onError('error', errorMessage(error, 'Failed to download the PDF.'));
        } finally {
          setBusy(false);
        }
      }}
      aria-label={`Download PDF of ${orderName(order)}`}
    >
      Download PDF
    </Button>
  );
}
