import { Alert, Button, Paper, Stack, Text, Textarea } from '@mantine/core';
import { messages } from '@tenderdesk/domain/messages';
import { DOCUMENT_LIMITS } from '@tenderdesk/domain/vendor-documents';
import type { SupplierDocumentView } from '@tenderdesk/domain/vendor-schemas';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { ListLoadError, ListLoading } from '../../../components/list-states';
import { errorMessage } from '../../../lib/api';
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
  const documents = useSupplierDocuments(supplierId, 'manager');
  const review = useReviewDocument(supplierId);
  const [target, setTarget] = useState<Review>(null);
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
          aria-label={`Verify ${doc.typeName}`}
        >
          Verify
        </Button>
        <Button
          size="xs"
          variant="light"
          color="red"
          onClick={() => setTarget({ doc, action: 'reject' })}
          aria-label={`Reject ${doc.typeName}`}
        >
          Reject
        </Button>
      </>
    );

  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} data-testid="supplier-document-review">
      <Text fw={650}>Documents</Text>
      <Text size="xs" c="dimmed" mb="sm">
        The documents that count, newest of each type. Verify each, or reject it with the reason.
      </Text>
      {documents.isPending ? (
        <ListLoading />
      ) : documents.isError || !data ? (
        <ListLoadError
          message="The documents could not be loaded."
          onRetry={() => void documents.refetch()}
        />
      ) : (
        <Stack gap="sm">
          {data.missing.length > 0 && (
            <Alert color="orange" variant="light" data-testid="missing-documents">
              <Text size="sm">Required and missing: {data.missing.map((type) => type.name).join(', ')}</Text>
            </Alert>
          )}
          {current.length === 0 && (
            <Text size="sm" c="dimmed">
              No documents yet.
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
                {historyOpen ? 'Hide' : 'Show'} earlier uploads ({history.length})
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
        title={target?.action === 'reject' ? 'Reject document' : 'Verify document'}
        message={
          target?.action === 'reject'
            ? `Reject ${companyName}’s ${target.doc.typeName}? The supplier is told the reason and asked for a new one.`
            : `Verify ${companyName}’s ${target?.doc.typeName ?? ''}? Check the file, its dates and the company’s name first.`
        }
        confirmLabel={target?.action === 'reject' ? 'Reject' : 'Verify'}
        danger={target?.action === 'reject'}
        loading={review.isPending}
        onCancel={close}
        onConfirm={confirm}
      >
        {target?.action === 'reject' && (
          <Textarea
            mt="md"
            label="Reason"
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
            {error}
          </Alert>
        )}
      </ConfirmDialog>
    </Paper>
  );
}
