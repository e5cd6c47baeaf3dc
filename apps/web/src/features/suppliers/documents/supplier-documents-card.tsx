import { Alert, Button, Paper, Stack, Text, Textarea } from '@mantine/core';
import { messages } from '@tenderdesk/domain/messages';
import { supplierDocumentText } from '@tenderdesk/domain/ui/supplier-documents';
import { DOCUMENT_LIMITS } from '@tenderdesk/domain/vendor-documents';
import type { SupplierDocumentView } from '@tenderdesk/domain/vendor-schemas';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { ListLoadError, ListLoading } from '../../../components/list-states';
import { useLastOpen } from '../../../components/modal';
import { errorMessage } from '../../../lib/api';
import { localised, useLocale, useText } from '../../../lib/i18n';
import { DocumentItem, useReviewDocument, useSupplierDocuments } from './documents';

type Review = { doc: SupplierDocumentView; action: 'verify' | 'reject' } | null;

/**
 * The admin's Documents card on a supplier's details page (issue 24 item 1): the documents that
 * count, each pending one verified or rejected with a reason (the supplier is told), the required
 * types the supplier lacks, and the older uploads as history.
 */
export function SupplierDocumentsCard({
  supplierId,
  companyName,
  onDone,
  onError,
}: {
  supplierId: string;
  companyName: string;
  onDone: (message: string) => void;
  onError: (message: string) => void;
}) {
  const t = useText(supplierDocumentText).card;
  const locale = useLocale();
  const documents = useSupplierDocuments(supplierId, 'manager');
  const review = useReviewDocument(supplierId);
  const [target, setTarget] = useState<Review>(null);
  const shownTarget = useLastOpen(target);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [historyOpen, setHistoryOpen] = useState(false);
  const close = () => {
    setTarget(null);
    setReason('');
    setError(null);
  };
  const confirm = () => {
    if (!target) return;
    review.mutate(
      { id: target.doc._id, ...(target.action === 'reject' ? { reason } : {}) },
      {
        onSuccess: (answer) => {
          close();
          onDone(answer.message);
        },
        onError: (failure) => setError(errorMessage(failure, messages.generic.somethingWrong)),
      },
    );
  };
  const data = documents.data;
  const current = data?.documents.filter((doc) => doc.current) ?? [];
  const history = data?.documents.filter((doc) => !doc.current) ?? [];
  const reviewButtons = (doc: SupplierDocumentView) =>
    doc.status === 'Pending' && (
      <>
        <Button
          size="xs"
          variant="light"
          color="green"
          onClick={() => setTarget({ doc, action: 'verify' })}
          aria-label={t.verifyLabel(doc.typeName)}
        >
          {t.verify}
        </Button>
        <Button
          size="xs"
          variant="light"
          color="red"
          onClick={() => setTarget({ doc, action: 'reject' })}
          aria-label={t.rejectLabel(doc.typeName)}
        >
          {t.reject}
        </Button>
      </>
    );

  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} data-testid="supplier-document-review">
      <Text fw={650}>{t.title}</Text>
      <Text size="xs" c="dimmed" mb="sm">
        {t.hint}
      </Text>
      {documents.isPending ? (
        <ListLoading />
      ) : documents.isError || !data ? (
        <ListLoadError message={t.loadFailed} onRetry={() => void documents.refetch()} />
      ) : (
        <Stack gap="sm">
          {data.missing.length > 0 && (
            <Alert color="orange" variant="light" data-testid="missing-documents">
              <Text size="sm">{t.missing(data.missing.map((type) => type.name))}</Text>
            </Alert>
          )}
          {current.length === 0 && (
            <Text size="sm" c="dimmed">
              {t.none}
            </Text>
          )}
          {current.map((doc) => (
            <DocumentItem key={doc._id} doc={doc} onError={onError} actions={reviewButtons(doc)} />
          ))}
          {history.length > 0 && (
            <>
              <Button
                variant="subtle"
                size="xs"
                w="fit-content"
                onClick={() => setHistoryOpen((open) => !open)}
                aria-expanded={historyOpen}
              >
                {historyOpen ? t.hideEarlier(history.length) : t.showEarlier(history.length)}
              </Button>
              {historyOpen && (
                <Stack gap="sm">
                  {history.map((doc) => (
                    <DocumentItem key={doc._id} doc={doc} onError={onError} actions={reviewButtons(doc)} />
                  ))}
                </Stack>
              )}
            </>
          )}
        </Stack>
      )}
      <ConfirmDialog
        opened={target !== null}
        title={shownTarget?.action === 'reject' ? t.rejectTitle : t.verifyTitle}
        message={
          shownTarget?.action === 'reject'
            ? t.rejectConfirm(companyName, shownTarget.doc.typeName)
            : t.verifyConfirm(companyName, shownTarget?.doc.typeName ?? '')
        }
        confirmLabel={shownTarget?.action === 'reject' ? t.reject : t.verify}
        danger={shownTarget?.action === 'reject'}
        loading={review.isPending}
        onCancel={close}
        onConfirm={confirm}
      >
        {shownTarget?.action === 'reject' && (
          <Textarea
            mt="md"
            label={t.reason}
            withAsterisk
            autosize
            minRows={3}
            maxLength={DOCUMENT_LIMITS.reasonMax}
            value={reason}
            onChange={(event) => {
              setReason(event.currentTarget.value);
              setError(null);
            }}
            data-autofocus
          />
        )}
        {error && (
          <Alert color="red" variant="light" role="alert" mt="sm">
            {localised(error, locale)}
          </Alert>
        )}
      </ConfirmDialog>
    </Paper>
  );
}
