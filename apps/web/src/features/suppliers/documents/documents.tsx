import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { supplierDocumentText } from '@tenderdesk/domain/ui/supplier-documents';
import type { DocumentState } from '@tenderdesk/domain/vendor-documents';
import type { SupplierDocuments, SupplierDocumentView } from '@tenderdesk/domain/vendor-schemas';
import type { ReactNode } from 'react';
import { ProtectedFileButton } from '../../../components/protected-file-button';
import { api } from '../../../lib/api';
import { useText } from '../../../lib/i18n';
import { formatDay, formatInstantDay } from '../../../lib/portal-time';
import { getSession } from '../../../lib/session';
import { uploadWithProgress, useUploadMutation } from '../../../lib/upload';

/*
 * What the supplier's My Documents and the admin's Documents card share (issue 24 item 1; one
 * module, so one chunk): the calls (a supplier's documents, its own or any for a manager of
 * suppliers; uploading one; verifying and rejecting) and how a document is shown. The document types' calls are in
 * document-type-api.ts, so that the supplier's screens do not carry them.
 */

const seg = (value: string) => encodeURIComponent(value);

export const documentKeys = {
  ofSupplier: (supplierId: string) => ['supplier-documents', supplierId] as const,
};

type DocumentsAnswer = { message: string; data: SupplierDocuments };

/** The signed-in supplier's own documents (`mine`) or a supplier's for the admin's review. */
export function useSupplierDocuments(supplierId: string | null, as: 'supplier' | 'manager') {
  return useQuery({
    queryKey: documentKeys.ofSupplier(supplierId ?? ''),
    enabled: Boolean(supplierId),
    queryFn: async ({ signal }) =>
      (
        await api<{ data: SupplierDocuments }>(
          as === 'supplier'
            ? `/api/supplier/${seg(supplierId ?? '')}/documents`
            : `/api/supplier-documents/supplier/${seg(supplierId ?? '')}`,
          { signal },
        )
      ).data,
  });
}

export const ownSupplierId = () => getSession()?.id ?? null;

export type DocumentUploadInput = {
  supplierId: string;
  documentTypeId: string;
  issueDate: string;
  expiryDate: string;
  file: File;
};

export function useUploadDocument() {
  const queryClient = useQueryClient();
  const mutation = useUploadMutation((input: DocumentUploadInput, onProgress) => {
    const form = new FormData();
    form.append('documentTypeId', input.documentTypeId);
    form.append('issueDate', input.issueDate);
    if (input.expiryDate) form.append('expiryDate', input.expiryDate);
    form.append('file', input.file);
    return uploadWithProgress<DocumentsAnswer>(`/api/supplier/${seg(input.supplierId)}/documents`, form, {
      onProgress,
    });
  });
  return {
    ...mutation,
    upload: (
      input: DocumentUploadInput,
      options: { onSuccess: (answer: DocumentsAnswer) => void; onError: (error: unknown) => void },
    ) =>
      mutation.mutate(input, {
        onSuccess: (answer) => {
          queryClient.setQueryData(documentKeys.ofSupplier(input.supplierId), answer.data);
          options.onSuccess(answer);
        },
        onError: options.onError,
      }),
  };
}

export function useReviewDocument(supplierId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason?: string }) =>
      api<DocumentsAnswer>(
        reason === undefined
          ? `/api/supplier-documents/verify/${seg(id)}`
          : `/api/supplier-documents/reject/${seg(id)}`,
        { method: 'POST', json: reason === undefined ? {} : { reason } },
      ),
    onSuccess: (answer) => queryClient.setQueryData(documentKeys.ofSupplier(supplierId), answer.data),
  });
}

/* The pieces both show. */

/** Each state's colour; its label is `supplierDocumentText.states`. */
const STATE_COLOR: Record<DocumentState, string> = {
  valid: 'green',
  expiring: 'orange',
  expired: 'red',
  pending: 'blue',
  rejected: 'red',
};

export function DocumentStateBadge({ state }: { state: DocumentState }) {
  const t = useText(supplierDocumentText);
  return (
    <Badge variant="light" color={STATE_COLOR[state]} data-testid="document-state" style={{ flexShrink: 0 }}>
      {t.states[state]}
    </Badge>
  );
}

/** "Issued 1 Jan 2026 · expires 31 Dec 2026" (or what is known of it), in the language of `t`. */
export function documentDays(
  doc: SupplierDocumentView,
  t: typeof supplierDocumentText = supplierDocumentText,
): string {
  const parts = [
    doc.issueDate ? t.issued(formatDay(doc.issueDate)) : null,
    doc.expiryDate ? t.expires(formatDay(doc.expiryDate)) : t.doesNotExpire,
    t.uploaded(formatInstantDay(doc.uploadedAt)),
  ].filter(Boolean);
  const text = parts.join(' · ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** One document: its type, state, days, file, the rejection's reason, and the caller's actions. */
export function DocumentItem({
  doc,
  onError,
  actions,
}: {
  doc: SupplierDocumentView;
  onError: (message: string) => void;
  actions?: ReactNode;
}) {
  const t = useText(supplierDocumentText);
  return (
    <Paper withBorder p="sm" radius="md" data-testid="document-item" bg={doc.current ? undefined : 'gray.0'}>
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
          <Text size="sm" fw={650} style={{ minWidth: 0 }}>
            {doc.typeName}
          </Text>
          <DocumentStateBadge state={doc.state} />
        </Group>
        <Text size="xs" c="dimmed">
          {documentDays(doc, t)}
        </Text>
        <Text size="xs" c="dimmed" truncate>
          {doc.fileName}
        </Text>
        {doc.state === 'rejected' && doc.rejectReason && (
          <Text size="sm" c="red.8" data-testid="reject-reason">
            {t.rejectReason(doc.rejectReason)}
          </Text>
        )}
        <Group gap="xs" wrap="wrap">
          <ProtectedFileButton
            path={doc.fileUrl}
            label={`${doc.typeName}, ${doc.fileName}`}
            onError={onError}
            text={t.download}
          />
          {actions}
        </Group>
      </Stack>
    </Paper>
  );
}
